/**
 * Generated from the service's OpenAPI document by `npm run sdk:types` (scripts/sdk-types.ts).
 * Do not edit: a test compares this file with the running schema.
 */

export type paths = {
    "/api/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cases, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description Cases per page, 1 to 200 */
                    limit?: number;
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                    /** @description Only the cases with this reference_id */
                    reference_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of cases */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *           "reference_id": "loan-0001",
                         *           "status": "OPEN",
                         *           "first_name": "Ada",
                         *           "last_name": "Lovelace",
                         *           "phone_number": "+14155552671",
                         *           "email": "ada@example.com",
                         *           "address": {
                         *             "line1": "12 Analytical Way",
                         *             "city": "Springfield",
                         *             "state": "IL",
                         *             "postal_code": "62701"
                         *           },
                         *           "module_data": {
                         *             "paystub": {
                         *               "products": [
                         *                 "DOC_FRAUD"
                         *               ]
                         *             }
                         *           },
                         *           "workflow": {
                         *             "workflow_id": "60bef82d-14ca-4fab-9661-4f7a49e69aed",
                         *             "name": "default"
                         *           },
                         *           "stage": {
                         *             "stage_id": "c372f9e9-4edc-4b62-bac2-f48a39b640ec",
                         *             "name": "verification",
                         *             "position": 0
                         *           },
                         *           "modules": [
                         *             {
                         *               "module_type": "cash_flow_analysis",
                         *               "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *               "stage": "verification",
                         *               "status": "AWAITING_INPUT",
                         *               "latest_result_id": null
                         *             },
                         *             {
                         *               "module_type": "paystub",
                         *               "instance_id": "44af8d7f-31a5-4665-b59e-f8450d97bb27",
                         *               "stage": "verification",
                         *               "status": "AWAITING_INPUT",
                         *               "latest_result_id": null
                         *             }
                         *           ],
                         *           "link_expires_at": "2025-10-31T12:00:00.000Z",
                         *           "created_at": "2025-10-01T12:00:00.000Z",
                         *           "updated_at": "2025-10-01T12:00:00.000Z"
                         *         }
                         *       ],
                         *       "next_cursor": "WyIyMDI1LTEwLTAxVDEyOjAwOjAwLjAwMFoiLCI3MWUxYzBhMS1lMThhLTQ1ZTktYjc5My1jYWVkYWM5MjY4NDgiXQ"
                         *     }
                         */
                        "application/json": components["schemas"]["CaseList"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a case */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Replays the first response for 24 h; 409 with a different body */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "first_name": "Ada",
                     *       "last_name": "Lovelace",
                     *       "reference_id": "loan-0001",
                     *       "phone_number": "+14155552671",
                     *       "email": "ada@example.com",
                     *       "address": {
                     *         "line1": "12 Analytical Way",
                     *         "city": "Springfield",
                     *         "state": "IL",
                     *         "postal_code": "62701"
                     *       },
                     *       "module_data": {
                     *         "paystub": {
                     *           "products": [
                     *             "DOC_FRAUD"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreateCaseRequestInput"];
                };
            };
            responses: {
                /** @description The new case, with the borrower's link (shown only here) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "reference_id": "loan-0001",
                         *       "status": "OPEN",
                         *       "first_name": "Ada",
                         *       "last_name": "Lovelace",
                         *       "phone_number": "+14155552671",
                         *       "email": "ada@example.com",
                         *       "address": {
                         *         "line1": "12 Analytical Way",
                         *         "city": "Springfield",
                         *         "state": "IL",
                         *         "postal_code": "62701"
                         *       },
                         *       "module_data": {
                         *         "paystub": {
                         *           "products": [
                         *             "DOC_FRAUD"
                         *           ]
                         *         }
                         *       },
                         *       "workflow": {
                         *         "workflow_id": "60bef82d-14ca-4fab-9661-4f7a49e69aed",
                         *         "name": "default"
                         *       },
                         *       "stage": {
                         *         "stage_id": "c372f9e9-4edc-4b62-bac2-f48a39b640ec",
                         *         "name": "verification",
                         *         "position": 0
                         *       },
                         *       "modules": [
                         *         {
                         *           "module_type": "cash_flow_analysis",
                         *           "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         },
                         *         {
                         *           "module_type": "paystub",
                         *           "instance_id": "44af8d7f-31a5-4665-b59e-f8450d97bb27",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         }
                         *       ],
                         *       "link_expires_at": "2025-10-31T12:00:00.000Z",
                         *       "created_at": "2025-10-01T12:00:00.000Z",
                         *       "updated_at": "2025-10-01T12:00:00.000Z",
                         *       "url": "https://verify.example.com/link/v7Bz_MB1aawfGy84gnKkAHBclPvFPvCsEDstO-KxdUs",
                         *       "short_url": "https://verify.example.com/s/n1vn80FO7cw"
                         *     }
                         */
                        "application/json": components["schemas"]["CreatedCase"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a case */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A case, or what remains of a deleted one (status DELETED) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "reference_id": "loan-0001",
                         *       "status": "OPEN",
                         *       "first_name": "Ada",
                         *       "last_name": "Lovelace",
                         *       "phone_number": "+14155552671",
                         *       "email": "ada@example.com",
                         *       "address": {
                         *         "line1": "12 Analytical Way",
                         *         "city": "Springfield",
                         *         "state": "IL",
                         *         "postal_code": "62701"
                         *       },
                         *       "module_data": {
                         *         "paystub": {
                         *           "products": [
                         *             "DOC_FRAUD"
                         *           ]
                         *         }
                         *       },
                         *       "workflow": {
                         *         "workflow_id": "60bef82d-14ca-4fab-9661-4f7a49e69aed",
                         *         "name": "default"
                         *       },
                         *       "stage": {
                         *         "stage_id": "c372f9e9-4edc-4b62-bac2-f48a39b640ec",
                         *         "name": "verification",
                         *         "position": 0
                         *       },
                         *       "modules": [
                         *         {
                         *           "module_type": "cash_flow_analysis",
                         *           "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         },
                         *         {
                         *           "module_type": "paystub",
                         *           "instance_id": "44af8d7f-31a5-4665-b59e-f8450d97bb27",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         }
                         *       ],
                         *       "link_expires_at": "2025-10-31T12:00:00.000Z",
                         *       "created_at": "2025-10-01T12:00:00.000Z",
                         *       "updated_at": "2025-10-01T12:00:00.000Z"
                         *     }
                         */
                        "application/json": components["schemas"]["CaseOrDeleted"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a case: erase the borrower's data and documents
         * @description Removes the documents' bytes and erases the borrower's personal data (names, phone, e-mail, address, deal, documents, bank data, messages, names and descriptions in results) from the case, its results, events and remembered responses. What shows a decision was made stays: ids, dates, statuses, module outcomes, income figures, risk levels. The case then reads with status DELETED; its link answers 410; event CASE_DELETED. A second DELETE answers 200 with the same deleted_at. 409 while a module is analyzing.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The case's personal data and documents are erased; it now reads with status DELETED */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "deleted_at": "2025-11-02T09:30:00.000Z"
                         *     }
                         */
                        "application/json": components["schemas"]["DeletedCaseReceipt"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a case */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Replays the first response for 24 h; 409 with a different body */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description A case: one borrower and one application, with its workflow, stage and modules */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "reference_id": "loan-0001",
                         *       "status": "CANCELLED",
                         *       "first_name": "Ada",
                         *       "last_name": "Lovelace",
                         *       "phone_number": "+14155552671",
                         *       "email": "ada@example.com",
                         *       "address": {
                         *         "line1": "12 Analytical Way",
                         *         "city": "Springfield",
                         *         "state": "IL",
                         *         "postal_code": "62701"
                         *       },
                         *       "module_data": {
                         *         "paystub": {
                         *           "products": [
                         *             "DOC_FRAUD"
                         *           ]
                         *         }
                         *       },
                         *       "workflow": {
                         *         "workflow_id": "60bef82d-14ca-4fab-9661-4f7a49e69aed",
                         *         "name": "default"
                         *       },
                         *       "stage": {
                         *         "stage_id": "c372f9e9-4edc-4b62-bac2-f48a39b640ec",
                         *         "name": "verification",
                         *         "position": 0
                         *       },
                         *       "modules": [
                         *         {
                         *           "module_type": "cash_flow_analysis",
                         *           "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         },
                         *         {
                         *           "module_type": "paystub",
                         *           "instance_id": "44af8d7f-31a5-4665-b59e-f8450d97bb27",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         }
                         *       ],
                         *       "link_expires_at": "2025-10-31T12:00:00.000Z",
                         *       "created_at": "2025-10-01T12:00:00.000Z",
                         *       "updated_at": "2025-10-01T12:00:00.000Z"
                         *     }
                         */
                        "application/json": components["schemas"]["Case"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Advance a case to its next stage */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Replays the first response for 24 h; 409 with a different body */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description A case: one borrower and one application, with its workflow, stage and modules */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "reference_id": "loan-0001",
                         *       "status": "OPEN",
                         *       "first_name": "Ada",
                         *       "last_name": "Lovelace",
                         *       "phone_number": "+14155552671",
                         *       "email": "ada@example.com",
                         *       "address": {
                         *         "line1": "12 Analytical Way",
                         *         "city": "Springfield",
                         *         "state": "IL",
                         *         "postal_code": "62701"
                         *       },
                         *       "module_data": {
                         *         "paystub": {
                         *           "products": [
                         *             "DOC_FRAUD"
                         *           ]
                         *         }
                         *       },
                         *       "workflow": {
                         *         "workflow_id": "60bef82d-14ca-4fab-9661-4f7a49e69aed",
                         *         "name": "default"
                         *       },
                         *       "stage": {
                         *         "stage_id": "9d2b7c1e-4a5f-4e3b-8c6d-7f8091a2b3c4",
                         *         "name": "employment",
                         *         "position": 1
                         *       },
                         *       "modules": [
                         *         {
                         *           "module_type": "cash_flow_analysis",
                         *           "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         },
                         *         {
                         *           "module_type": "paystub",
                         *           "instance_id": "44af8d7f-31a5-4665-b59e-f8450d97bb27",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         }
                         *       ],
                         *       "link_expires_at": "2025-10-31T12:00:00.000Z",
                         *       "created_at": "2025-10-01T12:00:00.000Z",
                         *       "updated_at": "2025-10-01T12:00:00.000Z"
                         *     }
                         */
                        "application/json": components["schemas"]["Case"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the documents of a case, in upload order */
        get: {
            parameters: {
                query?: {
                    /** @description Documents per page, 1 to 200 */
                    limit?: number;
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of documents */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "document_id": "82e63067-2b8d-4993-a8f5-5dcab3d94d41",
                         *           "filename": "august.pdf",
                         *           "module_type": "cash_flow_analysis",
                         *           "document_category": "bank_statement",
                         *           "content_type": "application/pdf",
                         *           "size": 5177,
                         *           "sha256": "6341f0dae3fe2ceeb5736585f97bbafe64391fdaf4d7434f36601cf5750b59a3",
                         *           "uploaded_at": "2025-10-01T12:01:00.000Z",
                         *           "page_count": 2,
                         *           "processing_status": "PROCESSED",
                         *           "processing_error": null
                         *         }
                         *       ],
                         *       "next_cursor": null
                         *     }
                         */
                        "application/json": components["schemas"]["DocumentList"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Upload documents
         * @description multipart/form-data with `module_type`, `document_category` and up to 10 `files` parts, in any order. A refused upload stores nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any string of 1 to 255 visible ASCII characters: the same key with the same body within 24 h answers the first response again and changes nothing; with another body, 409 */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "module_type": "cash_flow_analysis",
                     *       "document_category": "bank_statement",
                     *       "files": [
                     *         "(the bytes of august.pdf)"
                     *       ]
                     *     }
                     */
                    "multipart/form-data": {
                        /** @description One or more files (several `files` parts); the type is recognised from the bytes */
                        files: string[];
                        /**
                         * @description The module the files are for
                         * @enum {string}
                         */
                        module_type: "cash_flow_analysis" | "paystub";
                        /**
                         * @description bank_statement (PDF, CSV, OFX/QFX) for cash_flow_analysis; paystub (PDF) for paystub
                         * @enum {string}
                         */
                        document_category: "bank_statement" | "paystub";
                    };
                };
            };
            responses: {
                /** @description The documents of one upload */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "documents": [
                         *         {
                         *           "document_id": "82e63067-2b8d-4993-a8f5-5dcab3d94d41",
                         *           "filename": "august.pdf",
                         *           "module_type": "cash_flow_analysis",
                         *           "document_category": "bank_statement",
                         *           "content_type": "application/pdf",
                         *           "size": 5177,
                         *           "sha256": "6341f0dae3fe2ceeb5736585f97bbafe64391fdaf4d7434f36601cf5750b59a3",
                         *           "uploaded_at": "2025-10-01T12:01:00.000Z",
                         *           "page_count": 2,
                         *           "processing_status": "PROCESSING",
                         *           "processing_error": null
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["UploadedDocuments"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/documents/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a document, with what was read from it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                    /** @description Id of the document (document_id) */
                    document_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A document, with what was read from it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "document_id": "82e63067-2b8d-4993-a8f5-5dcab3d94d41",
                         *       "filename": "august.pdf",
                         *       "module_type": "cash_flow_analysis",
                         *       "document_category": "bank_statement",
                         *       "content_type": "application/pdf",
                         *       "size": 5177,
                         *       "sha256": "6341f0dae3fe2ceeb5736585f97bbafe64391fdaf4d7434f36601cf5750b59a3",
                         *       "uploaded_at": "2025-10-01T12:01:00.000Z",
                         *       "page_count": 2,
                         *       "processing_status": "PROCESSED",
                         *       "processing_error": null,
                         *       "statement": {
                         *         "format": "PDF",
                         *         "institution": "LAKESHORE SAVINGS BANK",
                         *         "currency": "USD",
                         *         "period_start": "2025-08-01",
                         *         "period_end": "2025-08-31",
                         *         "accounts": [
                         *           {
                         *             "name": "REGULAR CHECKING",
                         *             "mask": "8850",
                         *             "period_start": "2025-08-01",
                         *             "period_end": "2025-08-31",
                         *             "opening_balance": 6081.84,
                         *             "closing_balance": 31107.83,
                         *             "total_credits": 29302.2,
                         *             "total_debits": 4276.21,
                         *             "transaction_count": 24,
                         *             "transactions": [
                         *               {
                         *                 "date": "2025-08-01",
                         *                 "description": "ZILLOW RENT PAYMENT WEB ID: 9000123456",
                         *                 "amount": -1201.62,
                         *                 "running_balance": 4880.22,
                         *                 "page": 1
                         *               },
                         *               {
                         *                 "date": "2025-08-08",
                         *                 "description": "UMBRELLA STAFFING PAYROLL PPD",
                         *                 "amount": 2389.3,
                         *                 "running_balance": 7269.52,
                         *                 "page": 1
                         *               }
                         *             ],
                         *             "reconciliation": {
                         *               "status": "RECONCILED",
                         *               "difference": 0,
                         *               "running_balance_mismatches": 0,
                         *               "problems": []
                         *             },
                         *             "currency": "USD",
                         *             "reconciled": true,
                         *             "first_break": null,
                         *             "flagged_rows": []
                         *           }
                         *         ],
                         *         "warnings": []
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["DocumentDetail"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/documents/{document_id}/pages/{n}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a document as a PNG, fraud evidence marked
         * @description The page (from 1) of an uploaded PDF or image, at most 1200 px wide, with the `boxes` of the fraud signals of this document on this page outlined in red (from the newest result of its module that holds `fraud`). A photo is drawn upright as its EXIF orientation turns it, its boxes in its own pixels; on a photo or scanned page the boxes are the words OCR read the flagged figures from. 404 for an unknown document or page, or a CSV/OFX statement, which has no pages.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                    /** @description Id of the document (document_id) */
                    document_id: string;
                    /** @description The page, from 1 */
                    n: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page, image/png */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/modules/{module_type}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a module
         * @description 202 while the analysis runs; MODULE_COMPLETED, MODULE_INSUFFICIENT or MODULE_ERROR says how it ended. 404 lists `available_modules`; 409 while the module is ANALYZING or PENDING, or when the case is not open.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any string of 1 to 255 visible ASCII characters: the same key with the same body within 24 h answers the first response again and changes nothing; with another body, 409 */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                    /** @description The module: cash_flow_analysis or paystub */
                    module_type: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description The run started; a webhook says how it ends */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "execution_id": "f0db66a5-b96d-446b-b5c5-dfcafede0537",
                         *       "status": "ANALYZING",
                         *       "message": "Analysis started for cash_flow_analysis; a webhook says when it ends."
                         *     }
                         */
                        "application/json": components["schemas"]["ModuleRunAccepted"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The case, module or result is not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFoundWithModules"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The modules of a case and their runs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The modules of a case */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "module_type": "cash_flow_analysis",
                         *           "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *           "stage": "verification",
                         *           "status": "COMPLETED",
                         *           "latest_result_id": "ddab7692-ba48-458a-8eec-7c4d7678ca5f",
                         *           "executions": [
                         *             {
                         *               "execution_id": "f0db66a5-b96d-446b-b5c5-dfcafede0537",
                         *               "status": "COMPLETED",
                         *               "started_at": "2025-10-01T12:02:00.000Z",
                         *               "finished_at": "2025-10-01T12:02:00.104Z",
                         *               "reason": null
                         *             }
                         *           ]
                         *         },
                         *         {
                         *           "module_type": "paystub",
                         *           "instance_id": "44af8d7f-31a5-4665-b59e-f8450d97bb27",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null,
                         *           "executions": []
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["ModuleStatusList"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/modules/{module_type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A module of a case and its runs, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                    /** @description The module: cash_flow_analysis or paystub */
                    module_type: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A module of a case and its runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "module_type": "cash_flow_analysis",
                         *       "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *       "stage": "verification",
                         *       "status": "COMPLETED",
                         *       "latest_result_id": "ddab7692-ba48-458a-8eec-7c4d7678ca5f",
                         *       "executions": [
                         *         {
                         *           "execution_id": "f0db66a5-b96d-446b-b5c5-dfcafede0537",
                         *           "status": "COMPLETED",
                         *           "started_at": "2025-10-01T12:02:00.000Z",
                         *           "finished_at": "2025-10-01T12:02:00.104Z",
                         *           "reason": null
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["ModuleStatus"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The case, module or result is not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFoundWithModules"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/modules/{module_type}/analysis/{result_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A module result, in the shape of the requested Service-Api-Version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                    /** @description The module: cash_flow_analysis or paystub */
                    module_type: string;
                    /** @description Id of the result: latest_result_id, or result_id of MODULE_COMPLETED */
                    result_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A result of a module run */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "module_type": "cash_flow_analysis",
                         *       "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *       "result_id": "ddab7692-ba48-458a-8eec-7c4d7678ca5f",
                         *       "analyzed_at": "2025-10-01T12:02:00.104Z",
                         *       "data": {
                         *         "currency": "USD",
                         *         "period": {
                         *           "start_date": "2025-08-01",
                         *           "end_date": "2025-08-29",
                         *           "days": 29
                         *         },
                         *         "accounts": [
                         *           {
                         *             "account_id": "acc_349ee0e61c951f40a03734ca",
                         *             "name": "REGULAR CHECKING",
                         *             "mask": "8850",
                         *             "source": "STATEMENT",
                         *             "opening_balance": 6081.84,
                         *             "closing_balance": 31107.83,
                         *             "currency": "USD",
                         *             "reconciled": true,
                         *             "flagged_rows": 0
                         *           }
                         *         ],
                         *         "income": {
                         *           "monthly_income": 5176.82,
                         *           "annual_income": 62121.84,
                         *           "streams": [
                         *             {
                         *               "stream_id": "stm_1116ae68314b12",
                         *               "source_name": "UMBRELLA STAFFING",
                         *               "category": "PAYROLL",
                         *               "frequency": "BIWEEKLY",
                         *               "average_amount": 2389.3,
                         *               "monthly_amount": 5176.82,
                         *               "occurrences": 2,
                         *               "first_date": "2025-08-08",
                         *               "last_date": "2025-08-22",
                         *               "next_expected_date": "2025-09-05",
                         *               "confidence": 0.86,
                         *               "transaction_ids": [
                         *                 "txn_34f1d1d5065a7032592c898b",
                         *                 "txn_6176555e20624102f4435bf2"
                         *               ]
                         *             }
                         *           ]
                         *         },
                         *         "monthly": [
                         *           {
                         *             "month": "2025-08",
                         *             "inflow": 29302.2,
                         *             "outflow": 4276.21,
                         *             "net": 25025.99,
                         *             "ending_balance": 31107.83,
                         *             "transaction_count": 24
                         *           }
                         *         ],
                         *         "risk": {
                         *           "level": "MEDIUM",
                         *           "score": 28,
                         *           "insight": "Steady biweekly payroll of $2,389.30 from UMBRELLA STAFFING, $5,176.82 a month in all; no overdraft or NSF fees in the last 90 days; an unexplained deposit of $23,980.58.",
                         *           "flags": [
                         *             {
                         *               "code": "LARGE_UNEXPLAINED_DEPOSIT",
                         *               "severity": "HIGH",
                         *               "description": "1 deposit over $2,588.41 with no income or transfer explanation, the largest $23,980.58 on 2025-08-11.",
                         *               "transaction_ids": [
                         *                 "txn_366d0a746f675a57ab6c4f0e"
                         *               ]
                         *             }
                         *           ]
                         *         },
                         *         "transactions": [
                         *           {
                         *             "transaction_id": "txn_2c4ca2188810256115c5a48f",
                         *             "account_id": "acc_349ee0e61c951f40a03734ca",
                         *             "date": "2025-08-01",
                         *             "description": "ZILLOW RENT PAYMENT WEB ID: 9000123456",
                         *             "amount": -1201.62,
                         *             "running_balance": 4880.22,
                         *             "category": "OTHER_OUTFLOW",
                         *             "document_id": "82e63067-2b8d-4993-a8f5-5dcab3d94d41",
                         *             "page": 1
                         *           }
                         *         ],
                         *         "transactions_analyzed": 24,
                         *         "model_version": "cash-flow-1.0.0"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["AnalysisResult"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The case, module or result is not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFoundWithModules"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The case's income verification
         * @description Income from the latest paystub result (else net bank deposits), reconciled three ways: each paystub's net pay against a deposit (amount within 1%, date within 3 business days), the employer against the payroll deposit descriptors, and the verified gross against the deal's stated monthly income (10%). Stipulations list what is missing or to review, and the checks that passed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The case's income verification */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "status": "VERIFIED",
                         *       "income": {
                         *         "monthly_gross": 5000,
                         *         "annual_gross": 60000,
                         *         "source": "PAYSTUB",
                         *         "derivation": "Biweekly gross pay of $2,307.69 from ACME CORP's paystub dated 2025-09-26 × 26 / 12 = $5,000.00 a month."
                         *       },
                         *       "employer_name": "ACME CORP",
                         *       "identity": {
                         *         "name_match": "MATCH",
                         *         "name_score": 1,
                         *         "address_match": "MATCH"
                         *       },
                         *       "fraud": {
                         *         "risk": "LOW",
                         *         "signals": []
                         *       },
                         *       "stipulations": [
                         *         {
                         *           "code": "PAYSTUB_DEPOSIT_MISMATCH",
                         *           "status": "SATISFIED",
                         *           "description": "The net pay of $1,712.44 dated 2025-09-26 was deposited on 2025-09-26 ($1,712.44, \"ACME CORP PAYROLL PPD\")."
                         *         },
                         *         {
                         *           "code": "EMPLOYER_NOT_IN_DEPOSITS",
                         *           "status": "SATISFIED",
                         *           "description": "The paystub's employer, ACME CORP, names the payroll deposits (\"ACME CORP PAYROLL PPD\")."
                         *         },
                         *         {
                         *           "code": "STATED_INCOME_MISMATCH",
                         *           "status": "SATISFIED",
                         *           "description": "The stated monthly income of $5,200.00 and the verified gross of $5,000.00 are within 10% (3.8%)."
                         *         },
                         *         {
                         *           "code": "IDENTITY_MISMATCH",
                         *           "status": "SATISFIED",
                         *           "description": "The name on the paystub matches the borrower's."
                         *         },
                         *         {
                         *           "code": "FRAUD_REVIEW",
                         *           "status": "SATISFIED",
                         *           "description": "The document checks found no sign of tampering."
                         *         }
                         *       ],
                         *       "reconciliation": {
                         *         "paystub_deposits": [
                         *           {
                         *             "document_id": "a3c0f1d2-5b6e-4f7a-8b9c-0d1e2f3a4b5c",
                         *             "pay_date": "2025-09-26",
                         *             "net_pay": 1712.44,
                         *             "deposit": {
                         *               "transaction_id": "sandbox_bank-user_good-chk-0042",
                         *               "date": "2025-09-26",
                         *               "amount": 1712.44,
                         *               "description": "ACME CORP PAYROLL PPD"
                         *             }
                         *           }
                         *         ],
                         *         "employer_in_deposits": true,
                         *         "stated_monthly_income": 5200,
                         *         "stated_difference_pct": -3.8
                         *       },
                         *       "monthly": [
                         *         {
                         *           "month": "2025-08",
                         *           "inflow": 4304.57,
                         *           "outflow": 3110.99
                         *         },
                         *         {
                         *           "month": "2025-09",
                         *           "inflow": 4658.33,
                         *           "outflow": 3302.1
                         *         }
                         *       ],
                         *       "results": [
                         *         {
                         *           "module_type": "cash_flow_analysis",
                         *           "result_id": "ddab7692-ba48-458a-8eec-7c4d7678ca5f"
                         *         },
                         *         {
                         *           "module_type": "paystub",
                         *           "result_id": "5a65ba95-073a-4935-b6a3-8f7b116ca544"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["Verification"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/send-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text the borrower link to the case's phone number
         * @description 202 once the message is queued; it is sent in the background (up to 3 attempts) and its status is read with GET messages. 400 when the case has no phone_number; 409 when the case is cancelled or completed or its link has expired; 429 with Retry-After beyond SMS_MAX_PER_CASE texts (default 5) to one case in 24 hours.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Replays the first response for 24 h; 409 with a different body */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description The message is queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "sms_id": "8561a35f-3d2a-4124-ba87-17978c844c83",
                         *       "status": "QUEUED",
                         *       "to": "+14155552671"
                         *     }
                         */
                        "application/json": components["schemas"]["SmsQueued"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The SMS messages of a case, oldest first
         * @description With SMS_PROVIDER=log (the default, for sandbox) messages are not sent: this is where they are read.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Messages per page, 1 to 200 */
                    limit?: number;
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of text messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "sms_id": "8561a35f-3d2a-4124-ba87-17978c844c83",
                         *           "to": "+14155552671",
                         *           "body": "Acme Lending: verify your income for your application here: https://verify.example.com/s/n1vn80FO7cw Reply STOP to opt out.",
                         *           "status": "SENT",
                         *           "provider": "twilio",
                         *           "attempts": 1,
                         *           "created_at": "2025-10-01T12:00:01.000Z",
                         *           "sent_at": "2025-10-01T12:00:01.412Z",
                         *           "error": null
                         *         }
                         *       ],
                         *       "next_cursor": null
                         *     }
                         */
                        "application/json": components["schemas"]["SmsMessageList"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cases, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description Cases per page, 1 to 200 */
                    limit?: number;
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                    /** @description Only the cases with this reference_id */
                    reference_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of dealer cases */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *           "reference_id": "deal-0042",
                         *           "status": "OPEN",
                         *           "first_name": "Ada",
                         *           "last_name": "Lovelace",
                         *           "phone_number": "+14155552671",
                         *           "email": "ada@example.com",
                         *           "address": {
                         *             "line1": "12 Analytical Way",
                         *             "city": "Springfield",
                         *             "state": "IL",
                         *             "postal_code": "62701"
                         *           },
                         *           "module_data": {
                         *             "paystub": {
                         *               "products": [
                         *                 "DOC_FRAUD"
                         *               ]
                         *             }
                         *           },
                         *           "workflow": {
                         *             "workflow_id": "60bef82d-14ca-4fab-9661-4f7a49e69aed",
                         *             "name": "default"
                         *           },
                         *           "stage": {
                         *             "stage_id": "c372f9e9-4edc-4b62-bac2-f48a39b640ec",
                         *             "name": "verification",
                         *             "position": 0
                         *           },
                         *           "modules": [
                         *             {
                         *               "module_type": "cash_flow_analysis",
                         *               "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *               "stage": "verification",
                         *               "status": "AWAITING_INPUT",
                         *               "latest_result_id": null
                         *             },
                         *             {
                         *               "module_type": "paystub",
                         *               "instance_id": "44af8d7f-31a5-4665-b59e-f8450d97bb27",
                         *               "stage": "verification",
                         *               "status": "AWAITING_INPUT",
                         *               "latest_result_id": null
                         *             }
                         *           ],
                         *           "link_expires_at": "2025-10-31T12:00:00.000Z",
                         *           "created_at": "2025-10-01T12:00:00.000Z",
                         *           "updated_at": "2025-10-01T12:00:00.000Z",
                         *           "deal": {
                         *             "deal_id": "DJ-0042",
                         *             "vehicle": "2022 Honda Civic EX",
                         *             "amount_financed": 18450,
                         *             "stated_monthly_income": 5200
                         *           }
                         *         }
                         *       ],
                         *       "next_cursor": null
                         *     }
                         */
                        "application/json": components["schemas"]["DealerCaseList"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a case */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Replays the first response for 24 h; 409 with a different body */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "first_name": "Ada",
                     *       "last_name": "Lovelace",
                     *       "reference_id": "deal-0042",
                     *       "phone_number": "+14155552671",
                     *       "email": "ada@example.com",
                     *       "address": {
                     *         "line1": "12 Analytical Way",
                     *         "city": "Springfield",
                     *         "state": "IL",
                     *         "postal_code": "62701"
                     *       },
                     *       "module_data": {
                     *         "paystub": {
                     *           "products": [
                     *             "DOC_FRAUD"
                     *           ]
                     *         }
                     *       },
                     *       "deal": {
                     *         "deal_id": "DJ-0042",
                     *         "vehicle": "2022 Honda Civic EX",
                     *         "amount_financed": 18450,
                     *         "stated_monthly_income": 5200
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreateDealerCaseRequestInput"];
                };
            };
            responses: {
                /** @description The new dealer case, with the borrower's link (shown only here) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "reference_id": "deal-0042",
                         *       "status": "OPEN",
                         *       "first_name": "Ada",
                         *       "last_name": "Lovelace",
                         *       "phone_number": "+14155552671",
                         *       "email": "ada@example.com",
                         *       "address": {
                         *         "line1": "12 Analytical Way",
                         *         "city": "Springfield",
                         *         "state": "IL",
                         *         "postal_code": "62701"
                         *       },
                         *       "module_data": {
                         *         "paystub": {
                         *           "products": [
                         *             "DOC_FRAUD"
                         *           ]
                         *         }
                         *       },
                         *       "workflow": {
                         *         "workflow_id": "60bef82d-14ca-4fab-9661-4f7a49e69aed",
                         *         "name": "default"
                         *       },
                         *       "stage": {
                         *         "stage_id": "c372f9e9-4edc-4b62-bac2-f48a39b640ec",
                         *         "name": "verification",
                         *         "position": 0
                         *       },
                         *       "modules": [
                         *         {
                         *           "module_type": "cash_flow_analysis",
                         *           "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         },
                         *         {
                         *           "module_type": "paystub",
                         *           "instance_id": "44af8d7f-31a5-4665-b59e-f8450d97bb27",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         }
                         *       ],
                         *       "link_expires_at": "2025-10-31T12:00:00.000Z",
                         *       "created_at": "2025-10-01T12:00:00.000Z",
                         *       "updated_at": "2025-10-01T12:00:00.000Z",
                         *       "deal": {
                         *         "deal_id": "DJ-0042",
                         *         "vehicle": "2022 Honda Civic EX",
                         *         "amount_financed": 18450,
                         *         "stated_monthly_income": 5200
                         *       },
                         *       "url": "https://verify.example.com/link/v7Bz_MB1aawfGy84gnKkAHBclPvFPvCsEDstO-KxdUs",
                         *       "short_url": "https://verify.example.com/s/n1vn80FO7cw"
                         *     }
                         */
                        "application/json": components["schemas"]["CreatedDealerCase"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a case */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A dealer case, or what remains of a deleted one (status DELETED) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "reference_id": "deal-0042",
                         *       "status": "OPEN",
                         *       "first_name": "Ada",
                         *       "last_name": "Lovelace",
                         *       "phone_number": "+14155552671",
                         *       "email": "ada@example.com",
                         *       "address": {
                         *         "line1": "12 Analytical Way",
                         *         "city": "Springfield",
                         *         "state": "IL",
                         *         "postal_code": "62701"
                         *       },
                         *       "module_data": {
                         *         "paystub": {
                         *           "products": [
                         *             "DOC_FRAUD"
                         *           ]
                         *         }
                         *       },
                         *       "workflow": {
                         *         "workflow_id": "60bef82d-14ca-4fab-9661-4f7a49e69aed",
                         *         "name": "default"
                         *       },
                         *       "stage": {
                         *         "stage_id": "c372f9e9-4edc-4b62-bac2-f48a39b640ec",
                         *         "name": "verification",
                         *         "position": 0
                         *       },
                         *       "modules": [
                         *         {
                         *           "module_type": "cash_flow_analysis",
                         *           "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         },
                         *         {
                         *           "module_type": "paystub",
                         *           "instance_id": "44af8d7f-31a5-4665-b59e-f8450d97bb27",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         }
                         *       ],
                         *       "link_expires_at": "2025-10-31T12:00:00.000Z",
                         *       "created_at": "2025-10-01T12:00:00.000Z",
                         *       "updated_at": "2025-10-01T12:00:00.000Z",
                         *       "deal": {
                         *         "deal_id": "DJ-0042",
                         *         "vehicle": "2022 Honda Civic EX",
                         *         "amount_financed": 18450,
                         *         "stated_monthly_income": 5200
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["DealerCaseOrDeleted"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a case: erase the borrower's data and documents
         * @description Removes the documents' bytes and erases the borrower's personal data (names, phone, e-mail, address, deal, documents, bank data, messages, names and descriptions in results) from the case, its results, events and remembered responses. What shows a decision was made stays: ids, dates, statuses, module outcomes, income figures, risk levels. The case then reads with status DELETED; its link answers 410; event CASE_DELETED. A second DELETE answers 200 with the same deleted_at. 409 while a module is analyzing.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The case's personal data and documents are erased; it now reads with status DELETED */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "deleted_at": "2025-11-02T09:30:00.000Z"
                         *     }
                         */
                        "application/json": components["schemas"]["DeletedCaseReceipt"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a case */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Replays the first response for 24 h; 409 with a different body */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description A dealer case: the case plus the deal it finances */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "reference_id": "deal-0042",
                         *       "status": "CANCELLED",
                         *       "first_name": "Ada",
                         *       "last_name": "Lovelace",
                         *       "phone_number": "+14155552671",
                         *       "email": "ada@example.com",
                         *       "address": {
                         *         "line1": "12 Analytical Way",
                         *         "city": "Springfield",
                         *         "state": "IL",
                         *         "postal_code": "62701"
                         *       },
                         *       "module_data": {
                         *         "paystub": {
                         *           "products": [
                         *             "DOC_FRAUD"
                         *           ]
                         *         }
                         *       },
                         *       "workflow": {
                         *         "workflow_id": "60bef82d-14ca-4fab-9661-4f7a49e69aed",
                         *         "name": "default"
                         *       },
                         *       "stage": {
                         *         "stage_id": "c372f9e9-4edc-4b62-bac2-f48a39b640ec",
                         *         "name": "verification",
                         *         "position": 0
                         *       },
                         *       "modules": [
                         *         {
                         *           "module_type": "cash_flow_analysis",
                         *           "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         },
                         *         {
                         *           "module_type": "paystub",
                         *           "instance_id": "44af8d7f-31a5-4665-b59e-f8450d97bb27",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         }
                         *       ],
                         *       "link_expires_at": "2025-10-31T12:00:00.000Z",
                         *       "created_at": "2025-10-01T12:00:00.000Z",
                         *       "updated_at": "2025-10-01T12:00:00.000Z",
                         *       "deal": {
                         *         "deal_id": "DJ-0042",
                         *         "vehicle": "2022 Honda Civic EX",
                         *         "amount_financed": 18450,
                         *         "stated_monthly_income": 5200
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["DealerCase"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Advance a case to its next stage */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Replays the first response for 24 h; 409 with a different body */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description A dealer case: the case plus the deal it finances */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "reference_id": "deal-0042",
                         *       "status": "OPEN",
                         *       "first_name": "Ada",
                         *       "last_name": "Lovelace",
                         *       "phone_number": "+14155552671",
                         *       "email": "ada@example.com",
                         *       "address": {
                         *         "line1": "12 Analytical Way",
                         *         "city": "Springfield",
                         *         "state": "IL",
                         *         "postal_code": "62701"
                         *       },
                         *       "module_data": {
                         *         "paystub": {
                         *           "products": [
                         *             "DOC_FRAUD"
                         *           ]
                         *         }
                         *       },
                         *       "workflow": {
                         *         "workflow_id": "60bef82d-14ca-4fab-9661-4f7a49e69aed",
                         *         "name": "default"
                         *       },
                         *       "stage": {
                         *         "stage_id": "9d2b7c1e-4a5f-4e3b-8c6d-7f8091a2b3c4",
                         *         "name": "employment",
                         *         "position": 1
                         *       },
                         *       "modules": [
                         *         {
                         *           "module_type": "cash_flow_analysis",
                         *           "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         },
                         *         {
                         *           "module_type": "paystub",
                         *           "instance_id": "44af8d7f-31a5-4665-b59e-f8450d97bb27",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null
                         *         }
                         *       ],
                         *       "link_expires_at": "2025-10-31T12:00:00.000Z",
                         *       "created_at": "2025-10-01T12:00:00.000Z",
                         *       "updated_at": "2025-10-01T12:00:00.000Z",
                         *       "deal": {
                         *         "deal_id": "DJ-0042",
                         *         "vehicle": "2022 Honda Civic EX",
                         *         "amount_financed": 18450,
                         *         "stated_monthly_income": 5200
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["DealerCase"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the documents of a case, in upload order */
        get: {
            parameters: {
                query?: {
                    /** @description Documents per page, 1 to 200 */
                    limit?: number;
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of documents */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "document_id": "82e63067-2b8d-4993-a8f5-5dcab3d94d41",
                         *           "filename": "august.pdf",
                         *           "module_type": "cash_flow_analysis",
                         *           "document_category": "bank_statement",
                         *           "content_type": "application/pdf",
                         *           "size": 5177,
                         *           "sha256": "6341f0dae3fe2ceeb5736585f97bbafe64391fdaf4d7434f36601cf5750b59a3",
                         *           "uploaded_at": "2025-10-01T12:01:00.000Z",
                         *           "page_count": 2,
                         *           "processing_status": "PROCESSED",
                         *           "processing_error": null
                         *         }
                         *       ],
                         *       "next_cursor": null
                         *     }
                         */
                        "application/json": components["schemas"]["DocumentList"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Upload documents
         * @description multipart/form-data with `module_type`, `document_category` and up to 10 `files` parts, in any order. A refused upload stores nothing.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any string of 1 to 255 visible ASCII characters: the same key with the same body within 24 h answers the first response again and changes nothing; with another body, 409 */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "module_type": "cash_flow_analysis",
                     *       "document_category": "bank_statement",
                     *       "files": [
                     *         "(the bytes of august.pdf)"
                     *       ]
                     *     }
                     */
                    "multipart/form-data": {
                        /** @description One or more files (several `files` parts); the type is recognised from the bytes */
                        files: string[];
                        /**
                         * @description The module the files are for
                         * @enum {string}
                         */
                        module_type: "cash_flow_analysis" | "paystub";
                        /**
                         * @description bank_statement (PDF, CSV, OFX/QFX) for cash_flow_analysis; paystub (PDF) for paystub
                         * @enum {string}
                         */
                        document_category: "bank_statement" | "paystub";
                    };
                };
            };
            responses: {
                /** @description The documents of one upload */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "documents": [
                         *         {
                         *           "document_id": "82e63067-2b8d-4993-a8f5-5dcab3d94d41",
                         *           "filename": "august.pdf",
                         *           "module_type": "cash_flow_analysis",
                         *           "document_category": "bank_statement",
                         *           "content_type": "application/pdf",
                         *           "size": 5177,
                         *           "sha256": "6341f0dae3fe2ceeb5736585f97bbafe64391fdaf4d7434f36601cf5750b59a3",
                         *           "uploaded_at": "2025-10-01T12:01:00.000Z",
                         *           "page_count": 2,
                         *           "processing_status": "PROCESSING",
                         *           "processing_error": null
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["UploadedDocuments"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/documents/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a document, with what was read from it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                    /** @description Id of the document (document_id) */
                    document_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A document, with what was read from it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "document_id": "82e63067-2b8d-4993-a8f5-5dcab3d94d41",
                         *       "filename": "august.pdf",
                         *       "module_type": "cash_flow_analysis",
                         *       "document_category": "bank_statement",
                         *       "content_type": "application/pdf",
                         *       "size": 5177,
                         *       "sha256": "6341f0dae3fe2ceeb5736585f97bbafe64391fdaf4d7434f36601cf5750b59a3",
                         *       "uploaded_at": "2025-10-01T12:01:00.000Z",
                         *       "page_count": 2,
                         *       "processing_status": "PROCESSED",
                         *       "processing_error": null,
                         *       "statement": {
                         *         "format": "PDF",
                         *         "institution": "LAKESHORE SAVINGS BANK",
                         *         "currency": "USD",
                         *         "period_start": "2025-08-01",
                         *         "period_end": "2025-08-31",
                         *         "accounts": [
                         *           {
                         *             "name": "REGULAR CHECKING",
                         *             "mask": "8850",
                         *             "period_start": "2025-08-01",
                         *             "period_end": "2025-08-31",
                         *             "opening_balance": 6081.84,
                         *             "closing_balance": 31107.83,
                         *             "total_credits": 29302.2,
                         *             "total_debits": 4276.21,
                         *             "transaction_count": 24,
                         *             "transactions": [
                         *               {
                         *                 "date": "2025-08-01",
                         *                 "description": "ZILLOW RENT PAYMENT WEB ID: 9000123456",
                         *                 "amount": -1201.62,
                         *                 "running_balance": 4880.22,
                         *                 "page": 1
                         *               },
                         *               {
                         *                 "date": "2025-08-08",
                         *                 "description": "UMBRELLA STAFFING PAYROLL PPD",
                         *                 "amount": 2389.3,
                         *                 "running_balance": 7269.52,
                         *                 "page": 1
                         *               }
                         *             ],
                         *             "reconciliation": {
                         *               "status": "RECONCILED",
                         *               "difference": 0,
                         *               "running_balance_mismatches": 0,
                         *               "problems": []
                         *             },
                         *             "currency": "USD",
                         *             "reconciled": true,
                         *             "first_break": null,
                         *             "flagged_rows": []
                         *           }
                         *         ],
                         *         "warnings": []
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["DocumentDetail"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/documents/{document_id}/pages/{n}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a document as a PNG, fraud evidence marked
         * @description The page (from 1) of an uploaded PDF or image, at most 1200 px wide, with the `boxes` of the fraud signals of this document on this page outlined in red (from the newest result of its module that holds `fraud`). A photo is drawn upright as its EXIF orientation turns it, its boxes in its own pixels; on a photo or scanned page the boxes are the words OCR read the flagged figures from. 404 for an unknown document or page, or a CSV/OFX statement, which has no pages.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                    /** @description Id of the document (document_id) */
                    document_id: string;
                    /** @description The page, from 1 */
                    n: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page, image/png */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/modules/{module_type}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a module
         * @description 202 while the analysis runs; MODULE_COMPLETED, MODULE_INSUFFICIENT or MODULE_ERROR says how it ended. 404 lists `available_modules`; 409 while the module is ANALYZING or PENDING, or when the case is not open.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any string of 1 to 255 visible ASCII characters: the same key with the same body within 24 h answers the first response again and changes nothing; with another body, 409 */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                    /** @description The module: cash_flow_analysis or paystub */
                    module_type: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description The run started; a webhook says how it ends */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "execution_id": "f0db66a5-b96d-446b-b5c5-dfcafede0537",
                         *       "status": "ANALYZING",
                         *       "message": "Analysis started for cash_flow_analysis; a webhook says when it ends."
                         *     }
                         */
                        "application/json": components["schemas"]["ModuleRunAccepted"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The case, module or result is not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFoundWithModules"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The modules of a case and their runs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The modules of a case */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "module_type": "cash_flow_analysis",
                         *           "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *           "stage": "verification",
                         *           "status": "COMPLETED",
                         *           "latest_result_id": "ddab7692-ba48-458a-8eec-7c4d7678ca5f",
                         *           "executions": [
                         *             {
                         *               "execution_id": "f0db66a5-b96d-446b-b5c5-dfcafede0537",
                         *               "status": "COMPLETED",
                         *               "started_at": "2025-10-01T12:02:00.000Z",
                         *               "finished_at": "2025-10-01T12:02:00.104Z",
                         *               "reason": null
                         *             }
                         *           ]
                         *         },
                         *         {
                         *           "module_type": "paystub",
                         *           "instance_id": "44af8d7f-31a5-4665-b59e-f8450d97bb27",
                         *           "stage": "verification",
                         *           "status": "AWAITING_INPUT",
                         *           "latest_result_id": null,
                         *           "executions": []
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["ModuleStatusList"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/modules/{module_type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A module of a case and its runs, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                    /** @description The module: cash_flow_analysis or paystub */
                    module_type: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A module of a case and its runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "module_type": "cash_flow_analysis",
                         *       "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *       "stage": "verification",
                         *       "status": "COMPLETED",
                         *       "latest_result_id": "ddab7692-ba48-458a-8eec-7c4d7678ca5f",
                         *       "executions": [
                         *         {
                         *           "execution_id": "f0db66a5-b96d-446b-b5c5-dfcafede0537",
                         *           "status": "COMPLETED",
                         *           "started_at": "2025-10-01T12:02:00.000Z",
                         *           "finished_at": "2025-10-01T12:02:00.104Z",
                         *           "reason": null
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["ModuleStatus"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The case, module or result is not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFoundWithModules"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/modules/{module_type}/analysis/{result_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A module result, in the shape of the requested Service-Api-Version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                    /** @description The module: cash_flow_analysis or paystub */
                    module_type: string;
                    /** @description Id of the result: latest_result_id, or result_id of MODULE_COMPLETED */
                    result_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A result of a module run */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "module_type": "cash_flow_analysis",
                         *       "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *       "result_id": "ddab7692-ba48-458a-8eec-7c4d7678ca5f",
                         *       "analyzed_at": "2025-10-01T12:02:00.104Z",
                         *       "data": {
                         *         "currency": "USD",
                         *         "period": {
                         *           "start_date": "2025-08-01",
                         *           "end_date": "2025-08-29",
                         *           "days": 29
                         *         },
                         *         "accounts": [
                         *           {
                         *             "account_id": "acc_349ee0e61c951f40a03734ca",
                         *             "name": "REGULAR CHECKING",
                         *             "mask": "8850",
                         *             "source": "STATEMENT",
                         *             "opening_balance": 6081.84,
                         *             "closing_balance": 31107.83,
                         *             "currency": "USD",
                         *             "reconciled": true,
                         *             "flagged_rows": 0
                         *           }
                         *         ],
                         *         "income": {
                         *           "monthly_income": 5176.82,
                         *           "annual_income": 62121.84,
                         *           "streams": [
                         *             {
                         *               "stream_id": "stm_1116ae68314b12",
                         *               "source_name": "UMBRELLA STAFFING",
                         *               "category": "PAYROLL",
                         *               "frequency": "BIWEEKLY",
                         *               "average_amount": 2389.3,
                         *               "monthly_amount": 5176.82,
                         *               "occurrences": 2,
                         *               "first_date": "2025-08-08",
                         *               "last_date": "2025-08-22",
                         *               "next_expected_date": "2025-09-05",
                         *               "confidence": 0.86,
                         *               "transaction_ids": [
                         *                 "txn_34f1d1d5065a7032592c898b",
                         *                 "txn_6176555e20624102f4435bf2"
                         *               ]
                         *             }
                         *           ]
                         *         },
                         *         "monthly": [
                         *           {
                         *             "month": "2025-08",
                         *             "inflow": 29302.2,
                         *             "outflow": 4276.21,
                         *             "net": 25025.99,
                         *             "ending_balance": 31107.83,
                         *             "transaction_count": 24
                         *           }
                         *         ],
                         *         "risk": {
                         *           "level": "MEDIUM",
                         *           "score": 28,
                         *           "insight": "Steady biweekly payroll of $2,389.30 from UMBRELLA STAFFING, $5,176.82 a month in all; no overdraft or NSF fees in the last 90 days; an unexplained deposit of $23,980.58.",
                         *           "flags": [
                         *             {
                         *               "code": "LARGE_UNEXPLAINED_DEPOSIT",
                         *               "severity": "HIGH",
                         *               "description": "1 deposit over $2,588.41 with no income or transfer explanation, the largest $23,980.58 on 2025-08-11.",
                         *               "transaction_ids": [
                         *                 "txn_366d0a746f675a57ab6c4f0e"
                         *               ]
                         *             }
                         *           ]
                         *         },
                         *         "transactions": [
                         *           {
                         *             "transaction_id": "txn_2c4ca2188810256115c5a48f",
                         *             "account_id": "acc_349ee0e61c951f40a03734ca",
                         *             "date": "2025-08-01",
                         *             "description": "ZILLOW RENT PAYMENT WEB ID: 9000123456",
                         *             "amount": -1201.62,
                         *             "running_balance": 4880.22,
                         *             "category": "OTHER_OUTFLOW",
                         *             "document_id": "82e63067-2b8d-4993-a8f5-5dcab3d94d41",
                         *             "page": 1
                         *           }
                         *         ],
                         *         "transactions_analyzed": 24,
                         *         "model_version": "cash-flow-1.0.0"
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["AnalysisResult"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The case, module or result is not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFoundWithModules"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The case's income verification
         * @description Income from the latest paystub result (else net bank deposits), reconciled three ways: each paystub's net pay against a deposit (amount within 1%, date within 3 business days), the employer against the payroll deposit descriptors, and the verified gross against the deal's stated monthly income (10%). Stipulations list what is missing or to review, and the checks that passed.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The case's income verification */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "status": "VERIFIED",
                         *       "income": {
                         *         "monthly_gross": 5000,
                         *         "annual_gross": 60000,
                         *         "source": "PAYSTUB",
                         *         "derivation": "Biweekly gross pay of $2,307.69 from ACME CORP's paystub dated 2025-09-26 × 26 / 12 = $5,000.00 a month."
                         *       },
                         *       "employer_name": "ACME CORP",
                         *       "identity": {
                         *         "name_match": "MATCH",
                         *         "name_score": 1,
                         *         "address_match": "MATCH"
                         *       },
                         *       "fraud": {
                         *         "risk": "LOW",
                         *         "signals": []
                         *       },
                         *       "stipulations": [
                         *         {
                         *           "code": "PAYSTUB_DEPOSIT_MISMATCH",
                         *           "status": "SATISFIED",
                         *           "description": "The net pay of $1,712.44 dated 2025-09-26 was deposited on 2025-09-26 ($1,712.44, \"ACME CORP PAYROLL PPD\")."
                         *         },
                         *         {
                         *           "code": "EMPLOYER_NOT_IN_DEPOSITS",
                         *           "status": "SATISFIED",
                         *           "description": "The paystub's employer, ACME CORP, names the payroll deposits (\"ACME CORP PAYROLL PPD\")."
                         *         },
                         *         {
                         *           "code": "STATED_INCOME_MISMATCH",
                         *           "status": "SATISFIED",
                         *           "description": "The stated monthly income of $5,200.00 and the verified gross of $5,000.00 are within 10% (3.8%)."
                         *         },
                         *         {
                         *           "code": "IDENTITY_MISMATCH",
                         *           "status": "SATISFIED",
                         *           "description": "The name on the paystub matches the borrower's."
                         *         },
                         *         {
                         *           "code": "FRAUD_REVIEW",
                         *           "status": "SATISFIED",
                         *           "description": "The document checks found no sign of tampering."
                         *         }
                         *       ],
                         *       "reconciliation": {
                         *         "paystub_deposits": [
                         *           {
                         *             "document_id": "a3c0f1d2-5b6e-4f7a-8b9c-0d1e2f3a4b5c",
                         *             "pay_date": "2025-09-26",
                         *             "net_pay": 1712.44,
                         *             "deposit": {
                         *               "transaction_id": "sandbox_bank-user_good-chk-0042",
                         *               "date": "2025-09-26",
                         *               "amount": 1712.44,
                         *               "description": "ACME CORP PAYROLL PPD"
                         *             }
                         *           }
                         *         ],
                         *         "employer_in_deposits": true,
                         *         "stated_monthly_income": 5200,
                         *         "stated_difference_pct": -3.8
                         *       },
                         *       "monthly": [
                         *         {
                         *           "month": "2025-08",
                         *           "inflow": 4304.57,
                         *           "outflow": 3110.99
                         *         },
                         *         {
                         *           "month": "2025-09",
                         *           "inflow": 4658.33,
                         *           "outflow": 3302.1
                         *         }
                         *       ],
                         *       "results": [
                         *         {
                         *           "module_type": "cash_flow_analysis",
                         *           "result_id": "ddab7692-ba48-458a-8eec-7c4d7678ca5f"
                         *         },
                         *         {
                         *           "module_type": "paystub",
                         *           "result_id": "5a65ba95-073a-4935-b6a3-8f7b116ca544"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["Verification"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/send-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text the borrower link to the case's phone number
         * @description 202 once the message is queued; it is sent in the background (up to 3 attempts) and its status is read with GET messages. 400 when the case has no phone_number; 409 when the case is cancelled or completed or its link has expired; 429 with Retry-After beyond SMS_MAX_PER_CASE texts (default 5) to one case in 24 hours.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Replays the first response for 24 h; 409 with a different body */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description The message is queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "sms_id": "8561a35f-3d2a-4124-ba87-17978c844c83",
                         *       "status": "QUEUED",
                         *       "to": "+14155552671"
                         *     }
                         */
                        "application/json": components["schemas"]["SmsQueued"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The SMS messages of a case, oldest first
         * @description With SMS_PROVIDER=log (the default, for sandbox) messages are not sent: this is where they are read.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Messages per page, 1 to 200 */
                    limit?: number;
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                };
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of text messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "sms_id": "8561a35f-3d2a-4124-ba87-17978c844c83",
                         *           "to": "+14155552671",
                         *           "body": "Acme Lending: verify your income for your application here: https://verify.example.com/s/n1vn80FO7cw Reply STOP to opt out.",
                         *           "status": "SENT",
                         *           "provider": "twilio",
                         *           "attempts": 1,
                         *           "created_at": "2025-10-01T12:00:01.000Z",
                         *           "sent_at": "2025-10-01T12:00:01.412Z",
                         *           "error": null
                         *         }
                         *       ],
                         *       "next_cursor": null
                         *     }
                         */
                        "application/json": components["schemas"]["SmsMessageList"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export everything held about a case (ZIP)
         * @description `application/zip`: `case.json`, `results/<module_type>-<result_id>.json`, `events.json`, `documents.json`, `documents/<document_id>/<filename>` (the files as uploaded, decrypted), `messages.json`, `bank-connections.json`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The archive, application/zip */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": string;
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export everything held about a case (ZIP)
         * @description `application/zip`: `case.json`, `results/<module_type>-<result_id>.json`, `events.json`, `documents.json`, `documents/<document_id>/<filename>` (the files as uploaded, decrypted), `messages.json`, `bank-connections.json`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The archive, application/zip */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": string;
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events, oldest first
         * @description The same bodies webhooks deliver. Page with `after=<event_id>` or `cursor=<next_cursor>`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description An event_id: list the events after it */
                    after?: string;
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                    /** @description Events per page, 1 to 200 */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "event_id": "1fb1760f-4869-4483-9697-78a9acc76474",
                         *           "webhook_type": "CASE",
                         *           "event": "CASE_CREATED",
                         *           "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *           "reference_id": "loan-0001",
                         *           "environment": "sandbox",
                         *           "created_at": "2025-10-01T12:00:00.000Z",
                         *           "sequence": 1,
                         *           "case_sequence": 1
                         *         },
                         *         {
                         *           "event_id": "6b6dc6d7-fe03-4e1c-82b7-93d350ad3cda",
                         *           "webhook_type": "MODULE",
                         *           "event": "MODULE_COMPLETED",
                         *           "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *           "reference_id": "loan-0001",
                         *           "environment": "sandbox",
                         *           "created_at": "2025-10-01T12:02:00.104Z",
                         *           "module_type": "CASH_FLOW_ANALYSIS",
                         *           "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *           "execution_id": "f0db66a5-b96d-446b-b5c5-dfcafede0537",
                         *           "result_id": "ddab7692-ba48-458a-8eec-7c4d7678ca5f",
                         *           "sequence": 3,
                         *           "case_sequence": 3
                         *         }
                         *       ],
                         *       "next_cursor": "c2VxOjM"
                         *     }
                         */
                        "application/json": components["schemas"]["EventList"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an event with its delivery attempts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the event (event_id) */
                    event_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An event with its delivery attempts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "event_id": "1fb1760f-4869-4483-9697-78a9acc76474",
                         *       "webhook_type": "CASE",
                         *       "event": "CASE_CREATED",
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "reference_id": "loan-0001",
                         *       "environment": "sandbox",
                         *       "created_at": "2025-10-01T12:00:00.000Z",
                         *       "sequence": 1,
                         *       "case_sequence": 1,
                         *       "delivery": {
                         *         "status": "DELIVERED",
                         *         "attempts": [
                         *           {
                         *             "delivery_id": "f409d799-cd76-4026-917e-9c881c8b291f",
                         *             "attempt": 1,
                         *             "url": "https://acme.example/hooks",
                         *             "attempted_at": "2025-10-01T12:00:00.055Z",
                         *             "duration_ms": 24,
                         *             "status_code": 204,
                         *             "succeeded": true,
                         *             "error": null
                         *           }
                         *         ]
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["EventWithDelivery"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver an event again (a new delivery with its own retries) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any string of 1 to 255 visible ASCII characters: the same key with the same body within 24 h answers the first response again and changes nothing; with another body, 409 */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the event (event_id) */
                    event_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description A new delivery of the event, with its own retries */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "event_id": "1fb1760f-4869-4483-9697-78a9acc76474",
                         *       "delivery_id": "d84d3a7c-4e6a-4b56-9f32-72d9e1dd160b",
                         *       "status": "PENDING"
                         *     }
                         */
                        "application/json": components["schemas"]["RedeliveryAccepted"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events, oldest first
         * @description The same bodies webhooks deliver. Page with `after=<event_id>` or `cursor=<next_cursor>`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description An event_id: list the events after it */
                    after?: string;
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                    /** @description Events per page, 1 to 200 */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "event_id": "1fb1760f-4869-4483-9697-78a9acc76474",
                         *           "webhook_type": "CASE",
                         *           "event": "CASE_CREATED",
                         *           "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *           "reference_id": "loan-0001",
                         *           "environment": "sandbox",
                         *           "created_at": "2025-10-01T12:00:00.000Z",
                         *           "sequence": 1,
                         *           "case_sequence": 1,
                         *           "surface": "DEALER"
                         *         },
                         *         {
                         *           "event_id": "6b6dc6d7-fe03-4e1c-82b7-93d350ad3cda",
                         *           "webhook_type": "MODULE",
                         *           "event": "MODULE_COMPLETED",
                         *           "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *           "reference_id": "loan-0001",
                         *           "environment": "sandbox",
                         *           "created_at": "2025-10-01T12:02:00.104Z",
                         *           "module_type": "CASH_FLOW_ANALYSIS",
                         *           "instance_id": "2fe2dfbb-bee5-488d-a031-d9467a7e8930",
                         *           "execution_id": "f0db66a5-b96d-446b-b5c5-dfcafede0537",
                         *           "result_id": "ddab7692-ba48-458a-8eec-7c4d7678ca5f",
                         *           "sequence": 3,
                         *           "case_sequence": 3,
                         *           "surface": "DEALER"
                         *         }
                         *       ],
                         *       "next_cursor": "c2VxOjM"
                         *     }
                         */
                        "application/json": components["schemas"]["EventList"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an event with its delivery attempts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the event (event_id) */
                    event_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An event with its delivery attempts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "event_id": "1fb1760f-4869-4483-9697-78a9acc76474",
                         *       "webhook_type": "CASE",
                         *       "event": "CASE_CREATED",
                         *       "case_id": "71e1c0a1-e18a-45e9-b793-caedac926848",
                         *       "reference_id": "loan-0001",
                         *       "environment": "sandbox",
                         *       "created_at": "2025-10-01T12:00:00.000Z",
                         *       "sequence": 1,
                         *       "case_sequence": 1,
                         *       "delivery": {
                         *         "status": "DELIVERED",
                         *         "attempts": [
                         *           {
                         *             "delivery_id": "f409d799-cd76-4026-917e-9c881c8b291f",
                         *             "attempt": 1,
                         *             "url": "https://acme.example/hooks",
                         *             "attempted_at": "2025-10-01T12:00:00.055Z",
                         *             "duration_ms": 24,
                         *             "status_code": 204,
                         *             "succeeded": true,
                         *             "error": null
                         *           }
                         *         ]
                         *       },
                         *       "surface": "DEALER"
                         *     }
                         */
                        "application/json": components["schemas"]["EventWithDelivery"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/events/{event_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver an event again (a new delivery with its own retries) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any string of 1 to 255 visible ASCII characters: the same key with the same body within 24 h answers the first response again and changes nothing; with another body, 409 */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the event (event_id) */
                    event_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    /** @example {} */
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description A new delivery of the event, with its own retries */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "event_id": "1fb1760f-4869-4483-9697-78a9acc76474",
                         *       "delivery_id": "d84d3a7c-4e6a-4b56-9f32-72d9e1dd160b",
                         *       "status": "PENDING"
                         *     }
                         */
                        "application/json": components["schemas"]["RedeliveryAccepted"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/cases/{case_id}/bank-connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect the sandbox bank to a case
         * @description Sandbox accounts only. Connects the case as if the borrower had signed in to the Sandbox Bank in the hosted flow: send exactly one of `username` (a documented sandbox borrower; the password is implied) or `custom_user` (a borrower history in the JSON shape of Plaid's sandbox custom users). Emits MODULE_CONNECTED and starts cash_flow_analysis. 403 for a production account's key; 404 lists `available_modules` when the workflow has no cash_flow_analysis; 409 when the case is not open.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any string of 1 to 255 visible ASCII characters: the same key with the same body within 24 h answers the first response again and changes nothing; with another body, 409 */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "username": "user_good"
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxBankConnectionRequestInput"];
                };
            };
            responses: {
                /** @description The case's new bank connection; cash_flow_analysis has started */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "connection_id": "15fa2205-7767-4fc9-847a-10ae07a9af1c",
                         *       "institution_name": "Sandbox Bank",
                         *       "accounts": [
                         *         {
                         *           "account_id": "sandbox_bank-user_good-chk",
                         *           "name": "Everyday Checking",
                         *           "mask": "4402",
                         *           "type": "depository",
                         *           "subtype": "checking",
                         *           "opening_balance": 3100,
                         *           "closing_balance": 9727.85
                         *         },
                         *         {
                         *           "account_id": "sandbox_bank-user_good-sav",
                         *           "name": "Savings",
                         *           "mask": "7719",
                         *           "type": "depository",
                         *           "subtype": "savings",
                         *           "opening_balance": 8450,
                         *           "closing_balance": 10279.15
                         *         }
                         *       ],
                         *       "transactions_imported": 156
                         *     }
                         */
                        "application/json": components["schemas"]["BankConnection"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The case, module or result is not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFoundWithModules"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/sandbox/cases/{case_id}/bank-connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect the sandbox bank to a case
         * @description Sandbox accounts only. Connects the case as if the borrower had signed in to the Sandbox Bank in the hosted flow: send exactly one of `username` (a documented sandbox borrower; the password is implied) or `custom_user` (a borrower history in the JSON shape of Plaid's sandbox custom users). Emits MODULE_CONNECTED and starts cash_flow_analysis. 403 for a production account's key; 404 lists `available_modules` when the workflow has no cash_flow_analysis; 409 when the case is not open.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any string of 1 to 255 visible ASCII characters: the same key with the same body within 24 h answers the first response again and changes nothing; with another body, 409 */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "username": "user_good"
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxBankConnectionRequestInput"];
                };
            };
            responses: {
                /** @description The case's new bank connection; cash_flow_analysis has started */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "connection_id": "15fa2205-7767-4fc9-847a-10ae07a9af1c",
                         *       "institution_name": "Sandbox Bank",
                         *       "accounts": [
                         *         {
                         *           "account_id": "sandbox_bank-user_good-chk",
                         *           "name": "Everyday Checking",
                         *           "mask": "4402",
                         *           "type": "depository",
                         *           "subtype": "checking",
                         *           "opening_balance": 3100,
                         *           "closing_balance": 9727.85
                         *         },
                         *         {
                         *           "account_id": "sandbox_bank-user_good-sav",
                         *           "name": "Savings",
                         *           "mask": "7719",
                         *           "type": "depository",
                         *           "subtype": "savings",
                         *           "opening_balance": 8450,
                         *           "closing_balance": 10279.15
                         *         }
                         *       ],
                         *       "transactions_imported": 156
                         *     }
                         */
                        "application/json": components["schemas"]["BankConnection"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The case, module or result is not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFoundWithModules"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/webhook-chaos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the sandbox account's webhook chaos
         * @description Sandbox accounts only (403 for a production key). All 0 until set.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The chaos the sandbox does to this account's webhook deliveries (docs/sandbox.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "duplicate_rate": 0.5,
                         *       "reorder_window_ms": 2000,
                         *       "fail_first_attempts": 2,
                         *       "retry_interval_s": 10,
                         *       "updated_at": "2025-10-01T12:00:00.000Z"
                         *     }
                         */
                        "application/json": components["schemas"]["WebhookChaos"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Set the sandbox account's webhook chaos
         * @description Sandbox accounts only (403 for a production key). Duplicates, reordering and failed first attempts of the account's webhook deliveries, each recorded on the delivery attempt as `chaos` (GET /api/events/{event_id}). Replaces every setting; an omitted one is 0.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The sandbox account's webhook chaos: replaces every setting (an omitted one is 0) */
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "duplicate_rate": 0.5,
                     *       "reorder_window_ms": 2000,
                     *       "fail_first_attempts": 2
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Share of events (0 to 1) delivered a second time, same webhook-id and bytes, a few seconds after the first delivery succeeds; omitted: 0
                         * @example 0.5
                         */
                        duplicate_rate?: number;
                        /**
                         * @description Milliseconds (0 to 60000) an odd-numbered event of a case (case_sequence 1, 3, 5...) is held back, so that the case's next event, written within the window, arrives first; omitted: 0
                         * @example 2000
                         */
                        reorder_window_ms?: number;
                        /**
                         * @description The first 0, 1 or 2 attempts of each delivery are recorded as failed without sending, so the receiver sees the retries (SANDBOX_RETRY_INTERVAL_S apart); omitted: 0
                         * @example 2
                         */
                        fail_first_attempts?: number;
                    };
                };
            };
            responses: {
                /** @description The chaos the sandbox does to this account's webhook deliveries (docs/sandbox.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "duplicate_rate": 0.5,
                         *       "reorder_window_ms": 2000,
                         *       "fail_first_attempts": 2,
                         *       "retry_interval_s": 10,
                         *       "updated_at": "2025-10-01T12:00:00.000Z"
                         *     }
                         */
                        "application/json": components["schemas"]["WebhookChaos"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/cases/{case_id}/modules/{module_type}/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a module that ends as told
         * @description Sandbox accounts only (403 for a production key). Starts a run like POST .../modules/{module_type}/run, which ends with `outcome`: the same states, event (MODULE_COMPLETED, MODULE_INSUFFICIENT with `reason`, MODULE_ERROR with `error`), stage progress and delivery. COMPLETED stores a result in the pinned version's shape: cash_flow_analysis from the Sandbox Bank's user_good history, paystub from three generated stubs. 404 lists `available_modules`; 409 as a run.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any string of 1 to 255 visible ASCII characters: the same key with the same body within 24 h answers the first response again and changes nothing; with another body, 409 */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                    /** @description The module: cash_flow_analysis or paystub */
                    module_type: string;
                };
                cookie?: never;
            };
            /** @description The outcome a sandbox module run ends with */
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "outcome": "INSUFFICIENT",
                     *       "reason": "The statements cover only 20 days."
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description How the run ends: COMPLETED (a result in the pinned version's shape), INSUFFICIENT or ERROR
                         * @example INSUFFICIENT
                         * @enum {string}
                         */
                        outcome: "COMPLETED" | "INSUFFICIENT" | "ERROR";
                        /** @description INSUFFICIENT: the event's reason; ERROR: its error. Not allowed with COMPLETED. Omitted: a fixed sentence saying it was simulated */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description The run started; a webhook says how it ends */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "execution_id": "f0db66a5-b96d-446b-b5c5-dfcafede0537",
                         *       "status": "ANALYZING",
                         *       "message": "Analysis started for cash_flow_analysis; a webhook says when it ends."
                         *     }
                         */
                        "application/json": components["schemas"]["ModuleRunAccepted"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The case, module or result is not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFoundWithModules"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/sandbox/webhook-chaos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the sandbox account's webhook chaos
         * @description Sandbox accounts only (403 for a production key). All 0 until set.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The chaos the sandbox does to this account's webhook deliveries (docs/sandbox.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "duplicate_rate": 0.5,
                         *       "reorder_window_ms": 2000,
                         *       "fail_first_attempts": 2,
                         *       "retry_interval_s": 10,
                         *       "updated_at": "2025-10-01T12:00:00.000Z"
                         *     }
                         */
                        "application/json": components["schemas"]["WebhookChaos"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Set the sandbox account's webhook chaos
         * @description Sandbox accounts only (403 for a production key). Duplicates, reordering and failed first attempts of the account's webhook deliveries, each recorded on the delivery attempt as `chaos` (GET /api/events/{event_id}). Replaces every setting; an omitted one is 0.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The sandbox account's webhook chaos: replaces every setting (an omitted one is 0) */
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "duplicate_rate": 0.5,
                     *       "reorder_window_ms": 2000,
                     *       "fail_first_attempts": 2
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Share of events (0 to 1) delivered a second time, same webhook-id and bytes, a few seconds after the first delivery succeeds; omitted: 0
                         * @example 0.5
                         */
                        duplicate_rate?: number;
                        /**
                         * @description Milliseconds (0 to 60000) an odd-numbered event of a case (case_sequence 1, 3, 5...) is held back, so that the case's next event, written within the window, arrives first; omitted: 0
                         * @example 2000
                         */
                        reorder_window_ms?: number;
                        /**
                         * @description The first 0, 1 or 2 attempts of each delivery are recorded as failed without sending, so the receiver sees the retries (SANDBOX_RETRY_INTERVAL_S apart); omitted: 0
                         * @example 2
                         */
                        fail_first_attempts?: number;
                    };
                };
            };
            responses: {
                /** @description The chaos the sandbox does to this account's webhook deliveries (docs/sandbox.md) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "duplicate_rate": 0.5,
                         *       "reorder_window_ms": 2000,
                         *       "fail_first_attempts": 2,
                         *       "retry_interval_s": 10,
                         *       "updated_at": "2025-10-01T12:00:00.000Z"
                         *     }
                         */
                        "application/json": components["schemas"]["WebhookChaos"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/sandbox/cases/{case_id}/modules/{module_type}/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a module that ends as told
         * @description Sandbox accounts only (403 for a production key). Starts a run like POST .../modules/{module_type}/run, which ends with `outcome`: the same states, event (MODULE_COMPLETED, MODULE_INSUFFICIENT with `reason`, MODULE_ERROR with `error`), stage progress and delivery. COMPLETED stores a result in the pinned version's shape: cash_flow_analysis from the Sandbox Bank's user_good history, paystub from three generated stubs. 404 lists `available_modules`; 409 as a run.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any string of 1 to 255 visible ASCII characters: the same key with the same body within 24 h answers the first response again and changes nothing; with another body, 409 */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                    /** @description The module: cash_flow_analysis or paystub */
                    module_type: string;
                };
                cookie?: never;
            };
            /** @description The outcome a sandbox module run ends with */
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "outcome": "INSUFFICIENT",
                     *       "reason": "The statements cover only 20 days."
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description How the run ends: COMPLETED (a result in the pinned version's shape), INSUFFICIENT or ERROR
                         * @example INSUFFICIENT
                         * @enum {string}
                         */
                        outcome: "COMPLETED" | "INSUFFICIENT" | "ERROR";
                        /** @description INSUFFICIENT: the event's reason; ERROR: its error. Not allowed with COMPLETED. Omitted: a fixed sentence saying it was simulated */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description The run started; a webhook says how it ends */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "execution_id": "f0db66a5-b96d-446b-b5c5-dfcafede0537",
                         *       "status": "ANALYZING",
                         *       "message": "Analysis started for cash_flow_analysis; a webhook says when it ends."
                         *     }
                         */
                        "application/json": components["schemas"]["ModuleRunAccepted"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The case, module or result is not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotFoundWithModules"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cases/{case_id}/bank-connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The case's bank connections and their health
         * @description Every bank connection of the case, oldest first: provider, institution, status (`login_required` or `revoked` when the borrower must act; MODULE_CONNECTION_ERROR says so as it happens), accounts and the transactions held. No token appears.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The case's bank connections */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "connection_id": "15fa2205-7767-4fc9-847a-10ae07a9af1c",
                         *           "institution_name": "Sandbox Bank",
                         *           "accounts": [
                         *             {
                         *               "account_id": "sandbox_bank-user_good-chk",
                         *               "name": "Everyday Checking",
                         *               "mask": "4402",
                         *               "type": "depository",
                         *               "subtype": "checking",
                         *               "opening_balance": 3100,
                         *               "closing_balance": 9727.85
                         *             },
                         *             {
                         *               "account_id": "sandbox_bank-user_good-sav",
                         *               "name": "Savings",
                         *               "mask": "7719",
                         *               "type": "depository",
                         *               "subtype": "savings",
                         *               "opening_balance": 8450,
                         *               "closing_balance": 10279.15
                         *             }
                         *           ],
                         *           "transactions_imported": 156,
                         *           "provider": "sandbox",
                         *           "status": "active",
                         *           "last_synced_at": "2025-10-01T12:03:00.000Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["BankConnectionList"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/bank-connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The case's bank connections and their health
         * @description Every bank connection of the case, oldest first: provider, institution, status (`login_required` or `revoked` when the borrower must act; MODULE_CONNECTION_ERROR says so as it happens), accounts and the transactions held. No token appears.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The case's bank connections */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "data": [
                         *         {
                         *           "connection_id": "15fa2205-7767-4fc9-847a-10ae07a9af1c",
                         *           "institution_name": "Sandbox Bank",
                         *           "accounts": [
                         *             {
                         *               "account_id": "sandbox_bank-user_good-chk",
                         *               "name": "Everyday Checking",
                         *               "mask": "4402",
                         *               "type": "depository",
                         *               "subtype": "checking",
                         *               "opening_balance": 3100,
                         *               "closing_balance": 9727.85
                         *             },
                         *             {
                         *               "account_id": "sandbox_bank-user_good-sav",
                         *               "name": "Savings",
                         *               "mask": "7719",
                         *               "type": "depository",
                         *               "subtype": "savings",
                         *               "opening_balance": 8450,
                         *               "closing_balance": 10279.15
                         *             }
                         *           ],
                         *           "transactions_imported": 156,
                         *           "provider": "sandbox",
                         *           "status": "active",
                         *           "last_synced_at": "2025-10-01T12:03:00.000Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["BankConnectionList"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/cases/{case_id}/report/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Issue the income verification report (PDF)
         * @description Renders a new report for the deal jacket and records it. Headers: `Report-Id`, `Report-Sha256` (of the exact bytes sent). The footer prints the report id, the SHA-256 of the report data and the verify URL. 409 while the verification is PENDING.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the case (case_id) */
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report, application/pdf */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, malformed, unknown, revoked or expired API key */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
                /** @description Key of the wrong client type, or caller IP not on the production allowlist */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict with the current state, or an Idempotency-Key reused with another body */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dealer/reports/{report_id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a report by the SHA-256 of its PDF
         * @description No key needed: anyone holding the deal jacket can check it. `valid` is true only when the hash is the one issued for that report. Unknown report id: 404. Nothing else about the case is revealed. Limited per caller IP.
         */
        get: {
            parameters: {
                query: {
                    /** @description SHA-256 of the exact PDF bytes, hexadecimal */
                    sha256: string;
                };
                header?: never;
                path: {
                    /** @description Id of the report: its Report-Id header, printed in its footer */
                    report_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether the file is the report issued under this id */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "report_id": "cebb8579-455e-48b5-b8ec-347f3b1111c0",
                         *       "valid": true,
                         *       "generated_at": "2025-10-01T12:05:00.000Z"
                         *     }
                         */
                        "application/json": components["schemas"]["ReportCheck"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Check a report by its PDF bytes
         * @description No key needed: anyone holding the deal jacket can check it. `valid` is true only when the hash is the one issued for that report. Unknown report id: 404. Nothing else about the case is revealed. Limited per caller IP. The body is the PDF file (`Content-Type: application/pdf`), at most 20971520 bytes.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id of the report: its Report-Id header, printed in its footer */
                    report_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/pdf": string;
                };
            };
            responses: {
                /** @description Whether the file is the report issued under this id */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "report_id": "cebb8579-455e-48b5-b8ec-347f3b1111c0",
                         *       "valid": true,
                         *       "generated_at": "2025-10-01T12:05:00.000Z"
                         *     }
                         */
                        "application/json": components["schemas"]["ReportCheck"];
                    };
                };
                /** @description Validation failed: every invalid field is listed in `errors` */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found on this account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request body too large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unsupported Content-Type */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** @description The borrower's home address; the paystub module matches it against the paystub's */
        AddressInput: {
            /**
             * @description Street address: house number and street
             * @example 12 Analytical Way
             */
            line1?: string;
            /**
             * @description Apartment, suite or unit
             * @example Apt 4B
             */
            line2?: string;
            /**
             * @description City
             * @example Springfield
             */
            city?: string;
            /**
             * @description State, e.g. the two-letter code
             * @example IL
             */
            state?: string;
            /**
             * @description ZIP code, 5 digits
             * @example 62701
             */
            postal_code?: string;
        };
        /** @description A new case: the borrower, your reference, and options */
        CreateCaseRequestInput: {
            /**
             * @description The borrower's first (given) name
             * @example Ada
             */
            first_name: string;
            /**
             * @description The borrower's last (family) name
             * @example Lovelace
             */
            last_name: string;
            /**
             * @description Your own id for the application (loan or deal number); filter lists with ?reference_id=
             * @example loan-0001
             */
            reference_id: string;
            /**
             * @description The borrower's mobile number, E.164; needed to text the link with send-sms
             * @example +14155552671
             */
            phone_number?: string;
            /**
             * Format: email
             * @description The borrower's e-mail address
             * @example ada@example.com
             */
            email?: string;
            /** @description The borrower's home address */
            address?: components["schemas"]["AddressInput"];
            /** @description Per-module options keyed by module type (cash_flow_analysis, paystub) */
            module_data?: {
                [key: string]: {
                    /**
                     * @description Extra checks for this module; DOC_FRAUD adds document-fraud signals (`fraud`) to its result
                     * @example [
                     *       "DOC_FRAUD"
                     *     ]
                     */
                    products?: "DOC_FRAUD"[];
                };
            };
            /** @description The workflow the case follows: only when the account has several workflows; the account's default otherwise */
            workflow_id?: string;
        };
        /** @description The deal the case finances; every field optional */
        DealInput: {
            /**
             * @description The dealer's own id for the deal
             * @example DJ-0042
             */
            deal_id?: string;
            /** @description A description ("2022 Honda Civic EX"), or {year, make, model, trim, vin} */
            vehicle?: string | {
                /**
                 * @description Model year
                 * @example 2022
                 */
                year?: number;
                /**
                 * @description Manufacturer
                 * @example Honda
                 */
                make?: string;
                /**
                 * @description Model
                 * @example Civic
                 */
                model?: string;
                /**
                 * @description Trim level
                 * @example EX
                 */
                trim?: string;
                /**
                 * @description Vehicle identification number, 17 characters
                 * @example 2HGFE2F59NH512345
                 */
                vin?: string;
            };
            /** @description Amount financed, in currency units */
            amount_financed?: number;
            /** @description The borrower's stated gross monthly income, checked against the verified income */
            stated_monthly_income?: number;
        };
        /** @description A new dealer case: the borrower, your reference, options and the deal */
        CreateDealerCaseRequestInput: {
            /**
             * @description The borrower's first (given) name
             * @example Ada
             */
            first_name: string;
            /**
             * @description The borrower's last (family) name
             * @example Lovelace
             */
            last_name: string;
            /**
             * @description Your own id for the application (loan or deal number); filter lists with ?reference_id=
             * @example loan-0001
             */
            reference_id: string;
            /**
             * @description The borrower's mobile number, E.164; needed to text the link with send-sms
             * @example +14155552671
             */
            phone_number?: string;
            /**
             * Format: email
             * @description The borrower's e-mail address
             * @example ada@example.com
             */
            email?: string;
            /** @description The borrower's home address */
            address?: components["schemas"]["AddressInput"];
            /** @description Per-module options keyed by module type (cash_flow_analysis, paystub) */
            module_data?: {
                [key: string]: {
                    /**
                     * @description Extra checks for this module; DOC_FRAUD adds document-fraud signals (`fraud`) to its result
                     * @example [
                     *       "DOC_FRAUD"
                     *     ]
                     */
                    products?: "DOC_FRAUD"[];
                };
            };
            /** @description The workflow the case follows: only when the account has several workflows; the account's default otherwise */
            workflow_id?: string;
            /** @description The deal the case finances */
            deal?: components["schemas"]["DealInput"];
        };
        SandboxBankConnectionRequestInput: {
            /**
             * @description A documented sandbox borrower; the password `pass_good` is implied
             * @enum {string}
             */
            username?: "user_good" | "user_semimonthly" | "user_gig" | "user_overdraft" | "user_falling" | "user_thin" | "user_lenders";
            /** @description A borrower history in the JSON shape of Plaid's sandbox custom users (`override_accounts`, positive amount = money out) */
            custom_user?: {
                /** @description The borrower's accounts */
                override_accounts: {
                    /** @description depository (kept), or credit, loan, investment, payroll (left out) */
                    type: string;
                    /** @description checking, savings, ... */
                    subtype?: string | null;
                    /** @description Balance before the first transaction */
                    starting_balance?: number;
                    /** @description ISO 4217 currency */
                    currency?: string;
                    /** @description Names and mask of the account */
                    meta?: {
                        /** @description Account name */
                        name?: string;
                        /** @description Official account name */
                        official_name?: string;
                        /** @description Last digits of the account number */
                        mask?: string;
                    };
                    /** @description Account numbers */
                    numbers?: {
                        /** @description Account number */
                        account?: string;
                    };
                    /** @description Account holder */
                    identity?: {
                        /** @description Account holders' names */
                        names?: string[];
                    };
                    /** @description Generated income deposits, as Plaid sandbox users define them */
                    inflow_model?: {
                        /** @description monthly-income adds a monthly payroll deposit */
                        type: string;
                        /** @description Amount of each deposit */
                        income_amount?: number;
                        /** @description Day of the month it is paid, 1 to 28, or "last" */
                        payment_day_of_month?: number | "last";
                        /** @description The deposits' description */
                        transaction_name?: string;
                    };
                    /** @description The account's transactions */
                    transactions?: {
                        /** @description When the transaction happened, YYYY-MM-DD (used when date_posted is absent) */
                        date_transacted?: string;
                        /** @description When it posted, YYYY-MM-DD */
                        date_posted?: string;
                        /** @description Plaid's sign: positive is money out of the account */
                        amount: number;
                        /** @description The description the bank shows */
                        description: string;
                        /** @description ISO 4217 currency */
                        currency?: string;
                    }[];
                }[];
            };
        };
        /** @description `{message}` for domain errors; `errors` lists every invalid field on 400 */
        Error: {
            /** @description What went wrong, in one sentence */
            message: string;
            /** @description On 400: every invalid field, not just the first */
            errors?: {
                /**
                 * @description Dotted path of the field, query parameter or header, e.g. address.postal_code
                 * @example address.postal_code
                 */
                field: string;
                /**
                 * @description What is wrong with it
                 * @example must be exactly 5 digits
                 */
                error: string;
            }[];
            /** @description The Request-Id of the request, for the logs */
            request_id: string;
        };
        /** @description The borrower's home address; the paystub module matches it against the paystub's */
        Address: {
            /**
             * @description Street address: house number and street
             * @example 12 Analytical Way
             */
            line1?: string;
            /**
             * @description Apartment, suite or unit
             * @example Apt 4B
             */
            line2?: string;
            /**
             * @description City
             * @example Springfield
             */
            city?: string;
            /**
             * @description State, e.g. the two-letter code
             * @example IL
             */
            state?: string;
            /**
             * @description ZIP code, 5 digits
             * @example 62701
             */
            postal_code?: string;
        };
        /** @description A stage of the workflow */
        StageRef: {
            /**
             * Format: uuid
             * @description Id of the stage
             */
            stage_id: string;
            /**
             * @description Name of the stage, as in the workflow
             * @example verification
             */
            name: string;
            /** @description Place of the stage in its workflow, from 0 */
            position: number;
        };
        /** @description A case: one borrower and one application, with its workflow, stage and modules */
        Case: {
            /**
             * Format: uuid
             * @description Id of the case
             */
            case_id: string;
            /** @description Your own id for the application, as given at creation */
            reference_id: string;
            /**
             * @description OPEN, then COMPLETED (every module of the last stage finished) or CANCELLED; a completed or cancelled case takes no uploads, runs or advances
             * @enum {string}
             */
            status: "OPEN" | "COMPLETED" | "CANCELLED";
            /** @description The borrower's first name */
            first_name: string;
            /** @description The borrower's last name */
            last_name: string;
            /** @description The borrower's mobile number, E.164, or null */
            phone_number: string | null;
            /** @description The borrower's e-mail address, or null */
            email: string | null;
            /** @description The borrower's address, or null */
            address: components["schemas"]["Address"] | null;
            /** @description Per-module options as given at creation, keyed by module type */
            module_data: {
                [key: string]: {
                    /** @description Extra checks asked for this module (DOC_FRAUD) */
                    products?: string[];
                };
            };
            /** @description The workflow the case follows */
            workflow: {
                /**
                 * Format: uuid
                 * @description Id of the workflow
                 */
                workflow_id: string;
                /**
                 * @description Name of the workflow
                 * @example default
                 */
                name: string;
            };
            /** @description The stage the case is in */
            stage: components["schemas"]["StageRef"];
            /** @description The modules of the case's workflow, in every stage */
            modules: {
                /**
                 * @description The analysis module
                 * @enum {string}
                 */
                module_type: "cash_flow_analysis" | "paystub";
                /**
                 * Format: uuid
                 * @description Id of this module in this case (MODULE events' instance_id)
                 */
                instance_id: string;
                /** @description Name of the stage the module runs in */
                stage: string;
                /**
                 * @description PENDING (its stage has not started), AWAITING_INPUT, ANALYZING, then COMPLETED, INSUFFICIENT or ERROR
                 * @enum {string}
                 */
                status: "PENDING" | "AWAITING_INPUT" | "ANALYZING" | "COMPLETED" | "INSUFFICIENT" | "ERROR";
                /** @description The newest completed result, or null: read it at .../modules/{module_type}/analysis/{result_id} */
                latest_result_id: string | null;
            }[];
            /** @description When the borrower's link stops working (timestamp, UTC) */
            link_expires_at: string;
            /** @description When the case was created (timestamp, UTC) */
            created_at: string;
            /** @description When the case last changed (timestamp, UTC) */
            updated_at: string;
        };
        /** @description A deleted case: no personal data, only the ids, dates, statuses and module outcomes */
        DeletedCase: {
            /**
             * Format: uuid
             * @description Id of the case
             */
            case_id: string;
            /** @description Your own id for the application, as given at creation */
            reference_id: string;
            /**
             * @description DELETED: the borrower's personal data and documents were erased
             * @constant
             */
            status: "DELETED";
            /** @description The workflow the case follows */
            workflow: {
                /**
                 * Format: uuid
                 * @description Id of the workflow
                 */
                workflow_id: string;
                /**
                 * @description Name of the workflow
                 * @example default
                 */
                name: string;
            };
            /** @description The stage the case is in */
            stage: components["schemas"]["StageRef"];
            /** @description The modules of the case's workflow, in every stage */
            modules: {
                /**
                 * @description The analysis module
                 * @enum {string}
                 */
                module_type: "cash_flow_analysis" | "paystub";
                /**
                 * Format: uuid
                 * @description Id of this module in this case (MODULE events' instance_id)
                 */
                instance_id: string;
                /** @description Name of the stage the module runs in */
                stage: string;
                /**
                 * @description PENDING (its stage has not started), AWAITING_INPUT, ANALYZING, then COMPLETED, INSUFFICIENT or ERROR
                 * @enum {string}
                 */
                status: "PENDING" | "AWAITING_INPUT" | "ANALYZING" | "COMPLETED" | "INSUFFICIENT" | "ERROR";
                /** @description The newest completed result, or null: read it at .../modules/{module_type}/analysis/{result_id} */
                latest_result_id: string | null;
            }[];
            /** @description When the case was created (timestamp, UTC) */
            created_at: string;
            /** @description When the case last changed (timestamp, UTC) */
            updated_at: string;
            /** @description When the borrower's data was erased (timestamp, UTC) */
            deleted_at: string;
        };
        /** @description The new case, with the borrower's link (shown only here) */
        CreatedCase: {
            /**
             * Format: uuid
             * @description Id of the case
             */
            case_id: string;
            /** @description Your own id for the application, as given at creation */
            reference_id: string;
            /**
             * @description OPEN, then COMPLETED (every module of the last stage finished) or CANCELLED; a completed or cancelled case takes no uploads, runs or advances
             * @enum {string}
             */
            status: "OPEN" | "COMPLETED" | "CANCELLED";
            /** @description The borrower's first name */
            first_name: string;
            /** @description The borrower's last name */
            last_name: string;
            /** @description The borrower's mobile number, E.164, or null */
            phone_number: string | null;
            /** @description The borrower's e-mail address, or null */
            email: string | null;
            /** @description The borrower's address, or null */
            address: components["schemas"]["Address"] | null;
            /** @description Per-module options as given at creation, keyed by module type */
            module_data: {
                [key: string]: {
                    /** @description Extra checks asked for this module (DOC_FRAUD) */
                    products?: string[];
                };
            };
            /** @description The workflow the case follows */
            workflow: {
                /**
                 * Format: uuid
                 * @description Id of the workflow
                 */
                workflow_id: string;
                /**
                 * @description Name of the workflow
                 * @example default
                 */
                name: string;
            };
            /** @description The stage the case is in */
            stage: components["schemas"]["StageRef"];
            /** @description The modules of the case's workflow, in every stage */
            modules: {
                /**
                 * @description The analysis module
                 * @enum {string}
                 */
                module_type: "cash_flow_analysis" | "paystub";
                /**
                 * Format: uuid
                 * @description Id of this module in this case (MODULE events' instance_id)
                 */
                instance_id: string;
                /** @description Name of the stage the module runs in */
                stage: string;
                /**
                 * @description PENDING (its stage has not started), AWAITING_INPUT, ANALYZING, then COMPLETED, INSUFFICIENT or ERROR
                 * @enum {string}
                 */
                status: "PENDING" | "AWAITING_INPUT" | "ANALYZING" | "COMPLETED" | "INSUFFICIENT" | "ERROR";
                /** @description The newest completed result, or null: read it at .../modules/{module_type}/analysis/{result_id} */
                latest_result_id: string | null;
            }[];
            /** @description When the borrower's link stops working (timestamp, UTC) */
            link_expires_at: string;
            /** @description When the case was created (timestamp, UTC) */
            created_at: string;
            /** @description When the case last changed (timestamp, UTC) */
            updated_at: string;
            /**
             * Format: uri
             * @description The borrower's hosted-flow link; shown only in this response
             */
            url: string;
            /**
             * Format: uri
             * @description Short form of url, for text messages; shown only in this response
             */
            short_url: string;
        };
        /** @description A page of cases */
        CaseList: {
            /** @description Cases, newest first; a deleted case shows only what remains of it */
            data: (components["schemas"]["Case"] | components["schemas"]["DeletedCase"])[];
            /** @description Pass as ?cursor= for the next page; null on the last page */
            next_cursor: string | null;
        };
        /** @description The deal, every field present (null when not given) */
        DealRecord: {
            /** @description The dealer's id for the deal, or null */
            deal_id: string | null;
            /** @description The vehicle as given: a description, or {year, make, model, trim, vin}; or null */
            vehicle: (string | {
                [key: string]: unknown;
            }) | null;
            /** @description Amount financed, in currency units, or null */
            amount_financed: number | null;
            /** @description The borrower's stated gross monthly income, or null */
            stated_monthly_income: number | null;
        };
        /** @description A dealer case: the case plus the deal it finances */
        DealerCase: {
            /**
             * Format: uuid
             * @description Id of the case
             */
            case_id: string;
            /** @description Your own id for the application, as given at creation */
            reference_id: string;
            /**
             * @description OPEN, then COMPLETED (every module of the last stage finished) or CANCELLED; a completed or cancelled case takes no uploads, runs or advances
             * @enum {string}
             */
            status: "OPEN" | "COMPLETED" | "CANCELLED";
            /** @description The borrower's first name */
            first_name: string;
            /** @description The borrower's last name */
            last_name: string;
            /** @description The borrower's mobile number, E.164, or null */
            phone_number: string | null;
            /** @description The borrower's e-mail address, or null */
            email: string | null;
            /** @description The borrower's address, or null */
            address: components["schemas"]["Address"] | null;
            /** @description Per-module options as given at creation, keyed by module type */
            module_data: {
                [key: string]: {
                    /** @description Extra checks asked for this module (DOC_FRAUD) */
                    products?: string[];
                };
            };
            /** @description The workflow the case follows */
            workflow: {
                /**
                 * Format: uuid
                 * @description Id of the workflow
                 */
                workflow_id: string;
                /**
                 * @description Name of the workflow
                 * @example default
                 */
                name: string;
            };
            /** @description The stage the case is in */
            stage: components["schemas"]["StageRef"];
            /** @description The modules of the case's workflow, in every stage */
            modules: {
                /**
                 * @description The analysis module
                 * @enum {string}
                 */
                module_type: "cash_flow_analysis" | "paystub";
                /**
                 * Format: uuid
                 * @description Id of this module in this case (MODULE events' instance_id)
                 */
                instance_id: string;
                /** @description Name of the stage the module runs in */
                stage: string;
                /**
                 * @description PENDING (its stage has not started), AWAITING_INPUT, ANALYZING, then COMPLETED, INSUFFICIENT or ERROR
                 * @enum {string}
                 */
                status: "PENDING" | "AWAITING_INPUT" | "ANALYZING" | "COMPLETED" | "INSUFFICIENT" | "ERROR";
                /** @description The newest completed result, or null: read it at .../modules/{module_type}/analysis/{result_id} */
                latest_result_id: string | null;
            }[];
            /** @description When the borrower's link stops working (timestamp, UTC) */
            link_expires_at: string;
            /** @description When the case was created (timestamp, UTC) */
            created_at: string;
            /** @description When the case last changed (timestamp, UTC) */
            updated_at: string;
            /** @description The deal the case finances, or null when none was given */
            deal: components["schemas"]["DealRecord"] | null;
        };
        /** @description The new dealer case, with the borrower's link (shown only here) */
        CreatedDealerCase: {
            /**
             * Format: uuid
             * @description Id of the case
             */
            case_id: string;
            /** @description Your own id for the application, as given at creation */
            reference_id: string;
            /**
             * @description OPEN, then COMPLETED (every module of the last stage finished) or CANCELLED; a completed or cancelled case takes no uploads, runs or advances
             * @enum {string}
             */
            status: "OPEN" | "COMPLETED" | "CANCELLED";
            /** @description The borrower's first name */
            first_name: string;
            /** @description The borrower's last name */
            last_name: string;
            /** @description The borrower's mobile number, E.164, or null */
            phone_number: string | null;
            /** @description The borrower's e-mail address, or null */
            email: string | null;
            /** @description The borrower's address, or null */
            address: components["schemas"]["Address"] | null;
            /** @description Per-module options as given at creation, keyed by module type */
            module_data: {
                [key: string]: {
                    /** @description Extra checks asked for this module (DOC_FRAUD) */
                    products?: string[];
                };
            };
            /** @description The workflow the case follows */
            workflow: {
                /**
                 * Format: uuid
                 * @description Id of the workflow
                 */
                workflow_id: string;
                /**
                 * @description Name of the workflow
                 * @example default
                 */
                name: string;
            };
            /** @description The stage the case is in */
            stage: components["schemas"]["StageRef"];
            /** @description The modules of the case's workflow, in every stage */
            modules: {
                /**
                 * @description The analysis module
                 * @enum {string}
                 */
                module_type: "cash_flow_analysis" | "paystub";
                /**
                 * Format: uuid
                 * @description Id of this module in this case (MODULE events' instance_id)
                 */
                instance_id: string;
                /** @description Name of the stage the module runs in */
                stage: string;
                /**
                 * @description PENDING (its stage has not started), AWAITING_INPUT, ANALYZING, then COMPLETED, INSUFFICIENT or ERROR
                 * @enum {string}
                 */
                status: "PENDING" | "AWAITING_INPUT" | "ANALYZING" | "COMPLETED" | "INSUFFICIENT" | "ERROR";
                /** @description The newest completed result, or null: read it at .../modules/{module_type}/analysis/{result_id} */
                latest_result_id: string | null;
            }[];
            /** @description When the borrower's link stops working (timestamp, UTC) */
            link_expires_at: string;
            /** @description When the case was created (timestamp, UTC) */
            created_at: string;
            /** @description When the case last changed (timestamp, UTC) */
            updated_at: string;
            /** @description The deal the case finances, or null when none was given */
            deal: components["schemas"]["DealRecord"] | null;
            /**
             * Format: uri
             * @description The borrower's hosted-flow link; shown only in this response
             */
            url: string;
            /**
             * Format: uri
             * @description Short form of url, for text messages; shown only in this response
             */
            short_url: string;
        };
        /** @description A page of dealer cases */
        DealerCaseList: {
            /** @description Dealer cases, newest first; a deleted case shows only what remains of it */
            data: (components["schemas"]["DealerCase"] | components["schemas"]["DeletedCase"])[];
            /** @description Pass as ?cursor= for the next page; null on the last page */
            next_cursor: string | null;
        };
        /** @description A case, or what remains of a deleted one (status DELETED) */
        CaseOrDeleted: components["schemas"]["Case"] | components["schemas"]["DeletedCase"];
        /** @description A dealer case, or what remains of a deleted one (status DELETED) */
        DealerCaseOrDeleted: components["schemas"]["DealerCase"] | components["schemas"]["DeletedCase"];
        /** @description An account of the connection */
        ConnectedAccount: {
            /** @description The bank's id for the account; the account_id of its transactions in the analysis */
            account_id: string;
            /**
             * @description Account name
             * @example Everyday Checking
             */
            name: string;
            /**
             * @description Last digits of the account number, or null
             * @example 4402
             */
            mask: string | null;
            /**
             * @description Account type; only depository accounts are kept
             * @example depository
             */
            type: string;
            /**
             * @description checking, savings, ...; or null
             * @example checking
             */
            subtype: string | null;
            /** @description Balance before the first transaction imported, in currency units, or null */
            opening_balance: number | null;
            /** @description Balance after the last transaction imported, in currency units, or null */
            closing_balance: number | null;
        };
        /** @description The case's new bank connection; cash_flow_analysis has started */
        BankConnection: {
            /**
             * Format: uuid
             * @description Id of the connection; MODULE_CONNECTED carries it
             */
            connection_id: string;
            /**
             * @description The bank
             * @example Sandbox Bank
             */
            institution_name: string;
            /** @description The accounts imported */
            accounts: components["schemas"]["ConnectedAccount"][];
            /** @description Transactions imported over all accounts */
            transactions_imported: number;
        };
        /** @description A bank connection of the case; no token of any kind */
        BankConnectionListing: {
            /**
             * Format: uuid
             * @description Id of the connection; MODULE_CONNECTED and MODULE_CONNECTION_ERROR carry it
             */
            connection_id: string;
            /**
             * @description Who holds the bank data: the sandbox bank, or Plaid
             * @enum {string}
             */
            provider: "sandbox" | "plaid";
            /**
             * @description The bank
             * @example First Platypus Bank
             */
            institution_name: string;
            /**
             * @description active; login_required (the borrower must sign in to the bank again); revoked (the borrower withdrew consent)
             * @enum {string}
             */
            status: "active" | "login_required" | "revoked";
            /** @description The accounts held (checking and savings) */
            accounts: components["schemas"]["ConnectedAccount"][];
            /** @description Transactions the connection now holds (added minus removed); pending ones are held but not analysed */
            transactions_imported: number;
            /**
             * @description When the transactions were last pulled (ISO 8601 UTC)
             * @example 2026-01-05T12:00:00.000Z
             */
            last_synced_at: string | null;
        };
        /** @description The case's bank connections */
        BankConnectionList: {
            /** @description The case's bank connections, oldest first */
            data: components["schemas"]["BankConnectionListing"][];
        };
        /** @description An uploaded file */
        Document: {
            /**
             * Format: uuid
             * @description Id of the document
             */
            document_id: string;
            /**
             * @description The file name as uploaded; only shown back
             * @example august.pdf
             */
            filename: string;
            /**
             * @description The module the document was uploaded for
             * @enum {string}
             */
            module_type: "cash_flow_analysis" | "paystub";
            /**
             * @description bank_statement (for cash_flow_analysis) or paystub (for paystub)
             * @enum {string}
             */
            document_category: "bank_statement" | "paystub";
            /** @description Recognised from the bytes: application/pdf, text/csv, application/x-ofx, image/jpeg, image/png or image/webp */
            content_type: string;
            /** @description Size in bytes */
            size: number;
            /** @description SHA-256 of the bytes, hexadecimal */
            sha256: string;
            /**
             * Format: date-time
             * @description When it was uploaded (timestamp, UTC); documents of one upload share it
             */
            uploaded_at: string;
            /** @description Pages of a PDF, 1 for an image; null for CSV and OFX */
            page_count: number | null;
            /**
             * @description Bank statements are read into transactions after upload: PROCESSING, then PROCESSED or FAILED (see processing_error). Paystubs are STORED and read by their module run.
             * @enum {string}
             */
            processing_status: "PROCESSING" | "PROCESSED" | "FAILED" | "STORED";
            /** @description Why reading failed (FAILED), e.g. no text layer; null otherwise */
            processing_error: string | null;
        };
        /** @description The documents of one upload */
        UploadedDocuments: {
            /** @description The stored documents, in the order the files were sent */
            documents: components["schemas"]["Document"][];
        };
        /** @description A page of documents */
        DocumentList: {
            /** @description Documents, in upload order */
            data: components["schemas"]["Document"][];
            /** @description Pass as ?cursor= for the next page; null on the last page */
            next_cursor: string | null;
        };
        /** @description A document, with what was read from it */
        DocumentDetail: {
            /**
             * Format: uuid
             * @description Id of the document
             */
            document_id: string;
            /**
             * @description The file name as uploaded; only shown back
             * @example august.pdf
             */
            filename: string;
            /**
             * @description The module the document was uploaded for
             * @enum {string}
             */
            module_type: "cash_flow_analysis" | "paystub";
            /**
             * @description bank_statement (for cash_flow_analysis) or paystub (for paystub)
             * @enum {string}
             */
            document_category: "bank_statement" | "paystub";
            /** @description Recognised from the bytes: application/pdf, text/csv, application/x-ofx, image/jpeg, image/png or image/webp */
            content_type: string;
            /** @description Size in bytes */
            size: number;
            /** @description SHA-256 of the bytes, hexadecimal */
            sha256: string;
            /**
             * Format: date-time
             * @description When it was uploaded (timestamp, UTC); documents of one upload share it
             */
            uploaded_at: string;
            /** @description Pages of a PDF, 1 for an image; null for CSV and OFX */
            page_count: number | null;
            /**
             * @description Bank statements are read into transactions after upload: PROCESSING, then PROCESSED or FAILED (see processing_error). Paystubs are STORED and read by their module run.
             * @enum {string}
             */
            processing_status: "PROCESSING" | "PROCESSED" | "FAILED" | "STORED";
            /** @description Why reading failed (FAILED), e.g. no text layer; null otherwise */
            processing_error: string | null;
            /** @description What was read from a bank statement, once PROCESSED; null otherwise */
            statement: {
                /**
                 * @description The file format recognised
                 * @enum {string}
                 */
                format: "PDF" | "CSV" | "OFX";
                /**
                 * @description The bank as printed, or null
                 * @example LAKESHORE SAVINGS BANK
                 */
                institution: string | null;
                /**
                 * @description ISO 4217 currency of the amounts
                 * @example USD
                 */
                currency: string;
                /** @description First day of the statement period (YYYY-MM-DD), or null */
                period_start: string | null;
                /** @description Last day of the statement period (YYYY-MM-DD), or null */
                period_end: string | null;
                /** @description Each account of the statement */
                accounts: {
                    /**
                     * @description Account name as printed, or null
                     * @example REGULAR CHECKING
                     */
                    name: string | null;
                    /**
                     * @description Last digits of the account number, or null
                     * @example 8850
                     */
                    mask: string | null;
                    /** @description First day of the account's statement period (YYYY-MM-DD), or null */
                    period_start: string | null;
                    /** @description Last day of the account's statement period (YYYY-MM-DD), or null */
                    period_end: string | null;
                    /** @description Opening balance as printed, or null */
                    opening_balance: number | null;
                    /** @description Closing balance as printed, or null */
                    closing_balance: number | null;
                    /** @description Sum of the money in, a positive amount */
                    total_credits: number;
                    /** @description Sum of the money out, a positive amount */
                    total_debits: number;
                    /** @description Transactions read for this account */
                    transaction_count: number;
                    /** @description The transactions, in statement order */
                    transactions: {
                        /** @description Posting date, YYYY-MM-DD */
                        date: string;
                        /** @description Description as printed, lines joined */
                        description: string;
                        /** @description Signed: money in positive */
                        amount: number;
                        /** @description Balance printed on the row, or null */
                        running_balance: number | null;
                        /** @description PDF page the row is on, from 1; null for CSV and OFX */
                        page: number | null;
                        /** @description Read by OCR: how sure the reading of its date and amount is, 0–1 */
                        confidence?: number;
                    }[];
                    /** @description The account's transactions checked against its printed balances */
                    reconciliation: {
                        /**
                         * @description RECONCILED: every printed balance agrees; MISMATCH: see problems; UNVERIFIABLE: nothing printed to check against
                         * @enum {string}
                         */
                        status: "RECONCILED" | "MISMATCH" | "UNVERIFIABLE";
                        /** @description Closing balance minus (opening + credits - debits), or null when not computable */
                        difference: number | null;
                        /** @description Rows whose printed running balance disagrees with the previous balance plus the row */
                        running_balance_mismatches: number;
                        /** @description One sentence per problem found */
                        problems: string[];
                    };
                    /**
                     * @description ISO 4217, as the document says; USD when it says nothing
                     * @example USD
                     */
                    currency: string;
                    /** @description false when the rows do not agree with the printed balances or totals; null when nothing printed can be checked */
                    reconciled: boolean | null;
                    /** @description The first row (0-based, statement order, flagged rows included) whose printed balance disagrees with the rows before it */
                    first_break: {
                        /** @description Index of the row, from 0, in statement order, flagged rows included */
                        row: number;
                        /** @description Its date, YYYY-MM-DD */
                        date: string;
                        /** @description Its description */
                        description: string;
                        /** @description The balance the rows before it and the row itself add up to */
                        expected: number;
                        /** @description The balance printed on the row */
                        printed: number;
                    } | null;
                    /** @description Rows kept apart and not analysed, each with its reason: never dropped silently */
                    flagged_rows: {
                        /**
                         * @description Why the row was kept apart
                         * @enum {string}
                         */
                        reason: "IMPOSSIBLE_DATE" | "PENDING" | "NO_AMOUNT" | "UNREADABLE_DATE" | "UNREADABLE_AMOUNT";
                        /** @description The date as printed, or null */
                        date_as_printed: string | null;
                        /** @description The description as printed */
                        description: string;
                        /** @description The amount when it could be read, or null */
                        amount: number | null;
                        /** @description PDF page of the row, from 1; null for CSV and OFX */
                        page: number | null;
                    }[];
                }[];
                /** @description What the reader noticed but could still read */
                warnings: string[];
                /**
                 * @description Present when the statement was read from a photo or scan
                 * @enum {string}
                 */
                source?: "OCR";
                /** @description Read by OCR: mean word confidence over the OCR’d pages, 0–1 */
                confidence?: number;
            } | null;
        };
        /** @description Exactly the body a webhook delivers; MODULE events add module_type, instance_id and the fields of their kind */
        Event: {
            /**
             * Format: uuid
             * @description Id of the event; the webhook-id header of its deliveries
             */
            event_id: string;
            /**
             * @description CASE for case events, MODULE for module events
             * @enum {string}
             */
            webhook_type: "CASE" | "MODULE";
            /**
             * @description What happened
             * @enum {string}
             */
            event: "CASE_CREATED" | "STAGE_ADVANCED" | "CASE_CANCELLED" | "CASE_DELETED" | "MODULE_COMPLETED" | "MODULE_INSUFFICIENT" | "MODULE_ERROR" | "MODULE_DOCUMENT_UPLOADED" | "MODULE_CONNECTED" | "MODULE_CONNECTION_ERROR" | "LINK_OPENED" | "LINK_COMPLETED" | "LINK_EXPIRED";
            /**
             * Format: uuid
             * @description The case it happened to
             */
            case_id: string;
            /** @description The case's reference_id */
            reference_id: string;
            /**
             * @description The account's environment
             * @enum {string}
             */
            environment: "sandbox" | "production";
            /** @description When it happened (timestamp, UTC) */
            created_at: string;
            /**
             * @description Only on events of Dealer API cases
             * @constant
             */
            surface?: "DEALER";
            /** @description MODULE events: upper case, e.g. CASH_FLOW_ANALYSIS */
            module_type?: string;
            /**
             * Format: uuid
             * @description MODULE events: the module's instance_id in the case
             */
            instance_id?: string;
            /** @description MODULE_COMPLETED, MODULE_INSUFFICIENT, MODULE_ERROR: the run */
            execution_id?: string;
            /** @description MODULE_COMPLETED: the result, at .../modules/{module_type}/analysis/{result_id}; MODULE_INSUFFICIENT with DOC_FRAUD: the result holding the documents' fraud assessment */
            result_id?: string;
            /** @description MODULE_INSUFFICIENT: why the data was not enough; MODULE_CONNECTION_ERROR: LOGIN_REQUIRED, PERMISSION_REVOKED or EXPIRING */
            reason?: string;
            /** @description MODULE_ERROR: what went wrong */
            error?: string;
            /** @description MODULE_DOCUMENT_UPLOADED: the document */
            document_id?: string;
            /** @description MODULE_DOCUMENT_UPLOADED: bank_statement or paystub */
            document_category?: string;
            /** @description MODULE_CONNECTED, MODULE_CONNECTION_ERROR: the bank connection */
            connection_id?: string;
            /** @description MODULE_CONNECTED: the bank */
            institution_name?: string;
            /** @description STAGE_ADVANCED: the stage the case left */
            from_stage?: {
                /**
                 * Format: uuid
                 * @description Id of the stage
                 */
                stage_id: string;
                /** @description Name of the stage */
                name: string;
                /** @description Place of the stage in its workflow, from 0 */
                position: number;
            };
            /** @description STAGE_ADVANCED: the stage the case entered */
            to_stage?: {
                /**
                 * Format: uuid
                 * @description Id of the stage
                 */
                stage_id: string;
                /** @description Name of the stage */
                name: string;
                /** @description Place of the stage in its workflow, from 0 */
                position: number;
            };
            /** @description Up by one with each event of the account, in the order they committed; numbers of other accounts never show (a surface's list skips the other surface's) */
            sequence: number;
            /** @description 1, 2, 3... within the case: puts a case's events back in order */
            case_sequence: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description One attempt to deliver the event */
        DeliveryAttempt: {
            /**
             * Format: uuid
             * @description The delivery the attempt belongs to (a redelivery is a new one)
             */
            delivery_id: string;
            /** @description 1, then the two retries 2 and 3 */
            attempt: number;
            /** @description Where it was sent */
            url: string | null;
            /** @description When the attempt started (timestamp, UTC) */
            attempted_at: string;
            /** @description How long it took, in milliseconds */
            duration_ms: number;
            /** @description The receiver's HTTP status, or null without an answer */
            status_code: number | null;
            /** @description True for a 2xx within WEBHOOK_TIMEOUT_MS */
            succeeded: boolean;
            /** @description Why the attempt failed, in fixed words: the status the endpoint answered (never its body), a kind of network error, or why the address was refused */
            error: string | null;
            /**
             * @description Sandbox chaos done on purpose (docs/sandbox.md): a second delivery of a delivered event, a delivery held back so a later event overtook it, or an attempt failed without sending. Absent otherwise
             * @enum {string}
             */
            chaos?: "duplicate" | "reordered" | "forced_failure";
        };
        /** @description An event with its delivery attempts */
        EventWithDelivery: {
            /**
             * Format: uuid
             * @description Id of the event; the webhook-id header of its deliveries
             */
            event_id: string;
            /**
             * @description CASE for case events, MODULE for module events
             * @enum {string}
             */
            webhook_type: "CASE" | "MODULE";
            /**
             * @description What happened
             * @enum {string}
             */
            event: "CASE_CREATED" | "STAGE_ADVANCED" | "CASE_CANCELLED" | "CASE_DELETED" | "MODULE_COMPLETED" | "MODULE_INSUFFICIENT" | "MODULE_ERROR" | "MODULE_DOCUMENT_UPLOADED" | "MODULE_CONNECTED" | "MODULE_CONNECTION_ERROR" | "LINK_OPENED" | "LINK_COMPLETED" | "LINK_EXPIRED";
            /**
             * Format: uuid
             * @description The case it happened to
             */
            case_id: string;
            /** @description The case's reference_id */
            reference_id: string;
            /**
             * @description The account's environment
             * @enum {string}
             */
            environment: "sandbox" | "production";
            /** @description When it happened (timestamp, UTC) */
            created_at: string;
            /**
             * @description Only on events of Dealer API cases
             * @constant
             */
            surface?: "DEALER";
            /** @description MODULE events: upper case, e.g. CASH_FLOW_ANALYSIS */
            module_type?: string;
            /**
             * Format: uuid
             * @description MODULE events: the module's instance_id in the case
             */
            instance_id?: string;
            /** @description MODULE_COMPLETED, MODULE_INSUFFICIENT, MODULE_ERROR: the run */
            execution_id?: string;
            /** @description MODULE_COMPLETED: the result, at .../modules/{module_type}/analysis/{result_id}; MODULE_INSUFFICIENT with DOC_FRAUD: the result holding the documents' fraud assessment */
            result_id?: string;
            /** @description MODULE_INSUFFICIENT: why the data was not enough; MODULE_CONNECTION_ERROR: LOGIN_REQUIRED, PERMISSION_REVOKED or EXPIRING */
            reason?: string;
            /** @description MODULE_ERROR: what went wrong */
            error?: string;
            /** @description MODULE_DOCUMENT_UPLOADED: the document */
            document_id?: string;
            /** @description MODULE_DOCUMENT_UPLOADED: bank_statement or paystub */
            document_category?: string;
            /** @description MODULE_CONNECTED, MODULE_CONNECTION_ERROR: the bank connection */
            connection_id?: string;
            /** @description MODULE_CONNECTED: the bank */
            institution_name?: string;
            /** @description STAGE_ADVANCED: the stage the case left */
            from_stage?: {
                /**
                 * Format: uuid
                 * @description Id of the stage
                 */
                stage_id: string;
                /** @description Name of the stage */
                name: string;
                /** @description Place of the stage in its workflow, from 0 */
                position: number;
            };
            /** @description STAGE_ADVANCED: the stage the case entered */
            to_stage?: {
                /**
                 * Format: uuid
                 * @description Id of the stage
                 */
                stage_id: string;
                /** @description Name of the stage */
                name: string;
                /** @description Place of the stage in its workflow, from 0 */
                position: number;
            };
            /** @description Up by one with each event of the account, in the order they committed; numbers of other accounts never show (a surface's list skips the other surface's) */
            sequence: number;
            /** @description 1, 2, 3... within the case: puts a case's events back in order */
            case_sequence: number | null;
            /** @description How the event was delivered */
            delivery: {
                /**
                 * @description NO_ENDPOINT when no webhook URL was set; else the latest delivery's outcome
                 * @enum {string}
                 */
                status: "NO_ENDPOINT" | "PENDING" | "DELIVERED" | "DROPPED";
                /** @description Every attempt of every delivery, oldest first */
                attempts: components["schemas"]["DeliveryAttempt"][];
            };
        } & {
            [key: string]: unknown;
        };
        /** @description A page of events */
        EventList: {
            /** @description Events, oldest first */
            data: components["schemas"]["Event"][];
            /** @description Pass as ?cursor= for the next page; null on the last page */
            next_cursor: string | null;
        };
        /** @description A new delivery of the event, with its own retries */
        RedeliveryAccepted: {
            /**
             * Format: uuid
             * @description The event
             */
            event_id: string;
            /**
             * Format: uuid
             * @description The new delivery; its attempts show in GET .../events/{event_id}
             */
            delivery_id: string;
            /**
             * @description The delivery is queued
             * @constant
             */
            status: "PENDING";
        };
        /** @description The run started; a webhook says how it ends */
        ModuleRunAccepted: {
            /**
             * Format: uuid
             * @description Id of the run; MODULE_COMPLETED, MODULE_INSUFFICIENT or MODULE_ERROR carries it
             */
            execution_id: string;
            /**
             * @description The module is analysing
             * @constant
             */
            status: "ANALYZING";
            /** @description What happens next, in one sentence */
            message: string;
        };
        /** @description A module of a case and its runs */
        ModuleStatus: {
            /**
             * @description The analysis module
             * @enum {string}
             */
            module_type: "cash_flow_analysis" | "paystub";
            /**
             * Format: uuid
             * @description Id of this module in this case
             */
            instance_id: string;
            /** @description Name of the stage the module runs in */
            stage: string;
            /**
             * @description PENDING (its stage has not started), AWAITING_INPUT, ANALYZING, then COMPLETED, INSUFFICIENT or ERROR
             * @enum {string}
             */
            status: "PENDING" | "AWAITING_INPUT" | "ANALYZING" | "COMPLETED" | "INSUFFICIENT" | "ERROR";
            /** @description The newest completed result, or null */
            latest_result_id: string | null;
            /** @description The runs, newest first */
            executions: {
                /**
                 * Format: uuid
                 * @description Id of the run
                 */
                execution_id: string;
                /**
                 * @description ANALYZING while it runs, then how it ended
                 * @enum {string}
                 */
                status: "ANALYZING" | "COMPLETED" | "INSUFFICIENT" | "ERROR";
                /**
                 * Format: date-time
                 * @description When the run started (timestamp, UTC)
                 */
                started_at: string;
                /** @description When it ended, or null while ANALYZING */
                finished_at: string | null;
                /** @description Why it ended INSUFFICIENT or ERROR; null otherwise */
                reason: string | null;
            }[];
        };
        /** @description The modules of a case */
        ModuleStatusList: {
            /** @description Every module of the case's workflow */
            data: components["schemas"]["ModuleStatus"][];
        };
        /** @description A result of a module run */
        AnalysisResult: {
            /**
             * @description The module that made it
             * @enum {string}
             */
            module_type: "cash_flow_analysis" | "paystub";
            /**
             * Format: uuid
             * @description Id of the module in the case
             */
            instance_id: string;
            /**
             * Format: uuid
             * @description Id of the result
             */
            result_id: string;
            /**
             * Format: date-time
             * @description When the analysis ended (timestamp, UTC)
             */
            analyzed_at: string;
            /** @description The module's result in the shape of the requested (or pinned) Service-Api-Version. cash_flow_analysis: currency, period, accounts, income {monthly_income, annual_income, streams}, monthly, risk {level, score, insight, flags}, transactions, transactions_analyzed, model_version, and fraud with DOC_FRAUD. paystub: currency, paystubs, employment, income, identity, model_version, and fraud with DOC_FRAUD. */
            data: {
                [key: string]: unknown;
            };
        };
        /** @description The case, module or result is not found on this account */
        NotFoundWithModules: {
            /** @description What was not found */
            message: string;
            /** @description When the module is not in the case's workflow: the modules it has */
            available_modules?: string[];
            /** @description The Request-Id of the request, for the logs */
            request_id: string;
        };
        /** @description The case's personal data and documents are erased; it now reads with status DELETED */
        DeletedCaseReceipt: {
            /**
             * Format: uuid
             * @description Id of the deleted case
             */
            case_id: string;
            /** @description When the borrower's data was erased (timestamp, UTC); the same on every later DELETE */
            deleted_at: string;
        };
        /** @description Whether the file is the report issued under this id */
        ReportCheck: {
            /** @description The report checked */
            report_id: string;
            /** @description True only when the hash is the one issued for this report */
            valid: boolean;
            /** @description When the report was issued (timestamp, UTC) */
            generated_at: string;
        };
        /** @description The message is queued */
        SmsQueued: {
            /**
             * Format: uuid
             * @description Id of the message
             */
            sms_id: string;
            /**
             * @description Queued: sent in the background; read its status with GET .../messages
             * @constant
             */
            status: "QUEUED";
            /** @description The case's phone_number, E.164 */
            to: string;
        };
        /** @description A text message to the borrower */
        SmsMessage: {
            /**
             * Format: uuid
             * @description Id of the message
             */
            sms_id: string;
            /** @description The number it is sent to, E.164 */
            to: string;
            /** @description The text as sent, with the borrower link */
            body: string;
            /**
             * @description QUEUED until the provider accepts it (SENT) or refuses it for good (FAILED, see error). While QUEUED after a failed attempt, error holds that failure and another attempt follows.
             * @enum {string}
             */
            status: "QUEUED" | "SENT" | "FAILED";
            /**
             * @description `log`: written to the service log only (sandbox); `twilio`: sent through Twilio
             * @enum {string}
             */
            provider: "log" | "twilio";
            /** @description Attempts made so far (at most 3) */
            attempts: number;
            /**
             * Format: date-time
             * @description When send-sms was called (timestamp, UTC)
             */
            created_at: string;
            /** @description When the provider accepted it, or null */
            sent_at: string | null;
            /** @description The last failed attempt's error (the provider's code and message), or null */
            error: string | null;
        };
        /** @description A page of text messages */
        SmsMessageList: {
            /** @description Messages, oldest first */
            data: components["schemas"]["SmsMessage"][];
            /** @description Pass as ?cursor= for the next page; null on the last page */
            next_cursor: string | null;
        };
        /** @description The chaos the sandbox does to this account's webhook deliveries (docs/sandbox.md) */
        WebhookChaos: {
            /** @description Share of events delivered a second time (0 to 1) */
            duplicate_rate: number;
            /** @description How long odd-numbered events of a case are held back, in milliseconds */
            reorder_window_ms: number;
            /** @description Attempts of each delivery failed on purpose (0 to 2) */
            fail_first_attempts: number;
            /** @description Seconds between a failed attempt and the next one for this sandbox account (SANDBOX_RETRY_INTERVAL_S, or the production interval when shorter) */
            retry_interval_s: number;
            /** @description When the settings were last stored (timestamp, UTC); null when never set (no chaos) */
            updated_at: string | null;
        };
        /** @description A condition of the verification: something to provide or review, or a check that passed */
        Stipulation: {
            /** @description PAYSTUB_DEPOSIT_MISMATCH, EMPLOYER_NOT_IN_DEPOSITS, STATED_INCOME_MISMATCH, PROVIDE_PAYSTUB, CONNECT_BANK_OR_STATEMENTS, IDENTITY_MISMATCH, FRAUD_REVIEW, EMPLOYMENT_UNVERIFIED */
            code: string;
            /**
             * @description OPEN: something to provide or review; SATISFIED: the check was made and passed
             * @enum {string}
             */
            status: "OPEN" | "SATISFIED";
            /** @description What was found, or what to provide, in one or two sentences */
            description: string;
        };
        /** @description The case's income verification */
        Verification: {
            /**
             * Format: uuid
             * @description The case
             */
            case_id: string;
            /**
             * @description PENDING while no module has a completed result (or one is in its first run); NOT_VERIFIED for a HIGH fraud risk, a NO_MATCH name or no income; VERIFIED for paystub income whose every net pay was deposited, a MATCH name, LOW fraud risk (or none asked) and no OPEN stipulation; NEEDS_REVIEW otherwise
             * @enum {string}
             */
            status: "PENDING" | "VERIFIED" | "NEEDS_REVIEW" | "NOT_VERIFIED";
            /** @description The income: from the latest paystub result, else from bank deposits */
            income: {
                /** @description Verified monthly income, in currency units, or null */
                monthly_gross: number | null;
                /** @description Verified annual income, in currency units, or null */
                annual_gross: number | null;
                /** @description BANK_DEPOSITS figures are net pay as deposited, not gross */
                source: ("PAYSTUB" | "BANK_DEPOSITS") | null;
                /** @description The arithmetic behind the figure, in words */
                derivation: string | null;
            };
            /** @description The employer on the paystubs, or null */
            employer_name: string | null;
            /** @description The paystub module's identity check, or null without a paystub result */
            identity: {
                /**
                 * @description The paystub's employee name against the case's borrower
                 * @enum {string}
                 */
                name_match: "MATCH" | "PARTIAL" | "NO_MATCH";
                /** @description How close the names are, 0 to 1 */
                name_score: number;
                /**
                 * @description The paystub's address against the case's address
                 * @enum {string}
                 */
                address_match: "MATCH" | "NO_MATCH" | "NOT_AVAILABLE";
            } | null;
            /** @description Document-fraud checks (DOC_FRAUD), or null when none were asked for */
            fraud: {
                /**
                 * @description The higher risk of the two modules
                 * @enum {string}
                 */
                risk: "LOW" | "MEDIUM" | "HIGH";
                /** @description Both modules' signals */
                signals: {
                    /** @description What was found, e.g. TEXT_OVERLAY, EDITOR_SOFTWARE, BALANCE_MISMATCH */
                    code: string;
                    /** @description LOW, MEDIUM or HIGH */
                    severity: string;
                    /** @description The document it was found in */
                    document_id: string;
                    /** @description The page, from 1; null for the whole file */
                    page: number | null;
                    /** @description What was found, in one sentence */
                    description: string;
                }[];
            } | null;
            /** @description What is left to provide or review (OPEN), and the checks that passed (SATISFIED) */
            stipulations: components["schemas"]["Stipulation"][];
            /** @description The three-way reconciliation of paystubs, deposits and stated income */
            reconciliation: {
                /** @description Each paystub's net pay matched to a bank deposit */
                paystub_deposits: {
                    /** @description The paystub */
                    document_id: string;
                    /** @description Its pay date, YYYY-MM-DD */
                    pay_date: string;
                    /** @description Its net pay */
                    net_pay: number;
                    /** @description The deposit that paid it (within 1% and 3 business days), or null */
                    deposit: {
                        /** @description The bank transaction */
                        transaction_id: string;
                        /** @description Its date, YYYY-MM-DD */
                        date: string;
                        /** @description Its amount */
                        amount: number;
                        /** @description Its description */
                        description: string;
                    } | null;
                }[];
                /** @description Whether the paystub's employer appears in the payroll deposits; null when not checked */
                employer_in_deposits: boolean | null;
                /** @description The deal's stated monthly income, or null */
                stated_monthly_income: number | null;
                /** @description (verified - stated) / stated, in percent */
                stated_difference_pct: number | null;
            };
            /** @description Monthly inflow and outflow from cash_flow_analysis (the report's chart) */
            monthly: {
                /** @description YYYY-MM */
                month: string;
                /** @description Money in that month */
                inflow: number;
                /** @description Money out that month, a positive amount */
                outflow: number;
            }[];
            /** @description The module results the verification rests on */
            results: {
                /** @description The module */
                module_type: string;
                /**
                 * Format: uuid
                 * @description The result used
                 */
                result_id: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

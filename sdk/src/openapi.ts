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
                    limit?: number;
                    cursor?: string;
                    reference_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    "application/json": components["schemas"]["CreateCaseRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    "idempotency-key"?: string;
                };
                path: {
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description One or more files (several `files` parts); the type is recognised from the bytes */
                        files: string[];
                        /** @enum {string} */
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
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    case_id: string;
                    document_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    "idempotency-key"?: string;
                };
                path: {
                    case_id: string;
                    module_type: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Default Response */
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
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    case_id: string;
                    module_type: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Default Response */
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
                    case_id: string;
                    module_type: string;
                    result_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Default Response */
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
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    limit?: number;
                    cursor?: string;
                    reference_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    "application/json": components["schemas"]["CreateDealerCaseRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    "idempotency-key"?: string;
                };
                path: {
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description One or more files (several `files` parts); the type is recognised from the bytes */
                        files: string[];
                        /** @enum {string} */
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
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    case_id: string;
                    document_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    "idempotency-key"?: string;
                };
                path: {
                    case_id: string;
                    module_type: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Default Response */
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
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    case_id: string;
                    module_type: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Default Response */
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
                    case_id: string;
                    module_type: string;
                    result_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Default Response */
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
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    event_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    "idempotency-key"?: string;
                };
                path: {
                    event_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    event_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    "idempotency-key"?: string;
                };
                path: {
                    event_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                    "idempotency-key"?: string;
                };
                path: {
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SandboxBankConnectionRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Default Response */
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
                    "idempotency-key"?: string;
                };
                path: {
                    case_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SandboxBankConnectionRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Default Response */
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
                    report_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
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
        AddressInput: {
            line1?: string;
            line2?: string;
            city?: string;
            state?: string;
            postal_code?: string;
        };
        CreateCaseRequestInput: {
            first_name: string;
            last_name: string;
            reference_id: string;
            /**
             * @description E.164, e.g. +14155552671
             * @example +14155552671
             */
            phone_number?: string;
            /** Format: email */
            email?: string;
            address?: components["schemas"]["AddressInput"];
            /** @description Per-module options keyed by module type (cash_flow_analysis, paystub) */
            module_data?: {
                [key: string]: {
                    products?: "DOC_FRAUD"[];
                };
            };
            /** @description Only when the account has several workflows */
            workflow_id?: string;
        };
        DealInput: {
            deal_id?: string;
            /** @description A description ("2022 Honda Civic EX"), or {year, make, model, trim, vin} */
            vehicle?: string | {
                year?: number;
                make?: string;
                model?: string;
                trim?: string;
                vin?: string;
            };
            /** @description Amount financed, in currency units */
            amount_financed?: number;
            /** @description The borrower's stated gross monthly income, checked against the verified income */
            stated_monthly_income?: number;
        };
        CreateDealerCaseRequestInput: {
            first_name: string;
            last_name: string;
            reference_id: string;
            /**
             * @description E.164, e.g. +14155552671
             * @example +14155552671
             */
            phone_number?: string;
            /** Format: email */
            email?: string;
            address?: components["schemas"]["AddressInput"];
            /** @description Per-module options keyed by module type (cash_flow_analysis, paystub) */
            module_data?: {
                [key: string]: {
                    products?: "DOC_FRAUD"[];
                };
            };
            /** @description Only when the account has several workflows */
            workflow_id?: string;
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
                override_accounts: {
                    type: string;
                    subtype?: string | null;
                    starting_balance?: number;
                    currency?: string;
                    meta?: {
                        name?: string;
                        official_name?: string;
                        mask?: string;
                    };
                    numbers?: {
                        account?: string;
                    };
                    identity?: {
                        names?: string[];
                    };
                    inflow_model?: {
                        type: string;
                        income_amount?: number;
                        payment_day_of_month?: number | "last";
                        transaction_name?: string;
                    };
                    transactions?: {
                        date_transacted?: string;
                        date_posted?: string;
                        amount: number;
                        description: string;
                        currency?: string;
                    }[];
                }[];
            };
        };
        /** @description `{message}` for domain errors; `errors` lists every invalid field on 400 */
        Error: {
            message: string;
            errors?: {
                field: string;
                error: string;
            }[];
            request_id: string;
        };
        Address: {
            line1?: string;
            line2?: string;
            city?: string;
            state?: string;
            postal_code?: string;
        };
        StageRef: {
            /** Format: uuid */
            stage_id: string;
            name: string;
            position: number;
        };
        Case: {
            /** Format: uuid */
            case_id: string;
            reference_id: string;
            /** @enum {string} */
            status: "OPEN" | "COMPLETED" | "CANCELLED";
            first_name: string;
            last_name: string;
            phone_number: string | null;
            email: string | null;
            address: components["schemas"]["Address"] | null;
            module_data: {
                [key: string]: {
                    products?: string[];
                };
            };
            workflow: {
                /** Format: uuid */
                workflow_id: string;
                name: string;
            };
            stage: components["schemas"]["StageRef"];
            modules: {
                /** @enum {string} */
                module_type: "cash_flow_analysis" | "paystub";
                /** Format: uuid */
                instance_id: string;
                /** @description Name of the stage the module runs in */
                stage: string;
                /** @enum {string} */
                status: "PENDING" | "AWAITING_INPUT" | "ANALYZING" | "COMPLETED" | "INSUFFICIENT" | "ERROR";
                latest_result_id: string | null;
            }[];
            link_expires_at: string;
            created_at: string;
            updated_at: string;
        };
        CreatedCase: {
            /** Format: uuid */
            case_id: string;
            reference_id: string;
            /** @enum {string} */
            status: "OPEN" | "COMPLETED" | "CANCELLED";
            first_name: string;
            last_name: string;
            phone_number: string | null;
            email: string | null;
            address: components["schemas"]["Address"] | null;
            module_data: {
                [key: string]: {
                    products?: string[];
                };
            };
            workflow: {
                /** Format: uuid */
                workflow_id: string;
                name: string;
            };
            stage: components["schemas"]["StageRef"];
            modules: {
                /** @enum {string} */
                module_type: "cash_flow_analysis" | "paystub";
                /** Format: uuid */
                instance_id: string;
                /** @description Name of the stage the module runs in */
                stage: string;
                /** @enum {string} */
                status: "PENDING" | "AWAITING_INPUT" | "ANALYZING" | "COMPLETED" | "INSUFFICIENT" | "ERROR";
                latest_result_id: string | null;
            }[];
            link_expires_at: string;
            created_at: string;
            updated_at: string;
            /**
             * Format: uri
             * @description Hosted-flow link; shown only in this response
             */
            url: string;
            /**
             * Format: uri
             * @description Short form of url; shown only in this response
             */
            short_url: string;
        };
        CaseList: {
            data: components["schemas"]["Case"][];
            next_cursor: string | null;
        };
        DealRecord: {
            deal_id: string | null;
            vehicle: (string | {
                [key: string]: unknown;
            }) | null;
            amount_financed: number | null;
            stated_monthly_income: number | null;
        };
        DealerCase: {
            /** Format: uuid */
            case_id: string;
            reference_id: string;
            /** @enum {string} */
            status: "OPEN" | "COMPLETED" | "CANCELLED";
            first_name: string;
            last_name: string;
            phone_number: string | null;
            email: string | null;
            address: components["schemas"]["Address"] | null;
            module_data: {
                [key: string]: {
                    products?: string[];
                };
            };
            workflow: {
                /** Format: uuid */
                workflow_id: string;
                name: string;
            };
            stage: components["schemas"]["StageRef"];
            modules: {
                /** @enum {string} */
                module_type: "cash_flow_analysis" | "paystub";
                /** Format: uuid */
                instance_id: string;
                /** @description Name of the stage the module runs in */
                stage: string;
                /** @enum {string} */
                status: "PENDING" | "AWAITING_INPUT" | "ANALYZING" | "COMPLETED" | "INSUFFICIENT" | "ERROR";
                latest_result_id: string | null;
            }[];
            link_expires_at: string;
            created_at: string;
            updated_at: string;
            deal: components["schemas"]["DealRecord"] | null;
        };
        CreatedDealerCase: {
            /** Format: uuid */
            case_id: string;
            reference_id: string;
            /** @enum {string} */
            status: "OPEN" | "COMPLETED" | "CANCELLED";
            first_name: string;
            last_name: string;
            phone_number: string | null;
            email: string | null;
            address: components["schemas"]["Address"] | null;
            module_data: {
                [key: string]: {
                    products?: string[];
                };
            };
            workflow: {
                /** Format: uuid */
                workflow_id: string;
                name: string;
            };
            stage: components["schemas"]["StageRef"];
            modules: {
                /** @enum {string} */
                module_type: "cash_flow_analysis" | "paystub";
                /** Format: uuid */
                instance_id: string;
                /** @description Name of the stage the module runs in */
                stage: string;
                /** @enum {string} */
                status: "PENDING" | "AWAITING_INPUT" | "ANALYZING" | "COMPLETED" | "INSUFFICIENT" | "ERROR";
                latest_result_id: string | null;
            }[];
            link_expires_at: string;
            created_at: string;
            updated_at: string;
            deal: components["schemas"]["DealRecord"] | null;
            /**
             * Format: uri
             * @description Hosted-flow link; shown only in this response
             */
            url: string;
            /**
             * Format: uri
             * @description Short form of url; shown only in this response
             */
            short_url: string;
        };
        DealerCaseList: {
            data: components["schemas"]["DealerCase"][];
            next_cursor: string | null;
        };
        /** @description Exactly the body a webhook delivers; MODULE events add the fields of contracts section 6 */
        Event: {
            /** Format: uuid */
            event_id: string;
            /** @enum {string} */
            webhook_type: "CASE" | "MODULE";
            /** @enum {string} */
            event: "CASE_CREATED" | "STAGE_ADVANCED" | "CASE_CANCELLED" | "MODULE_COMPLETED" | "MODULE_INSUFFICIENT" | "MODULE_ERROR" | "MODULE_DOCUMENT_UPLOADED" | "MODULE_CONNECTED";
            /** Format: uuid */
            case_id: string;
            reference_id: string;
            /** @enum {string} */
            environment: "sandbox" | "production";
            created_at: string;
            /**
             * @description Only on events of Dealer API cases
             * @constant
             */
            surface?: "DEALER";
            /** @description MODULE events: upper case, e.g. CASH_FLOW_ANALYSIS */
            module_type?: string;
            /** Format: uuid */
            instance_id?: string;
            from_stage?: {
                /** Format: uuid */
                stage_id: string;
                name: string;
                position: number;
            };
            to_stage?: {
                /** Format: uuid */
                stage_id: string;
                name: string;
                position: number;
            };
            /** @description Up by one with each event of the account, in the order they committed; numbers of other accounts never show (a surface's list skips the other surface's) */
            sequence: number;
            /** @description 1, 2, 3... within the case: puts a case's events back in order */
            case_sequence: number | null;
        } & {
            [key: string]: unknown;
        };
        DeliveryAttempt: {
            /** Format: uuid */
            delivery_id: string;
            /** @description 1, then the two retries 2 and 3 */
            attempt: number;
            url: string | null;
            attempted_at: string;
            duration_ms: number;
            status_code: number | null;
            succeeded: boolean;
            /** @description Why the attempt failed, in fixed words: the status the endpoint answered (never its body), a kind of network error, or why the address was refused */
            error: string | null;
        };
        EventWithDelivery: {
            /** Format: uuid */
            event_id: string;
            /** @enum {string} */
            webhook_type: "CASE" | "MODULE";
            /** @enum {string} */
            event: "CASE_CREATED" | "STAGE_ADVANCED" | "CASE_CANCELLED" | "MODULE_COMPLETED" | "MODULE_INSUFFICIENT" | "MODULE_ERROR" | "MODULE_DOCUMENT_UPLOADED" | "MODULE_CONNECTED";
            /** Format: uuid */
            case_id: string;
            reference_id: string;
            /** @enum {string} */
            environment: "sandbox" | "production";
            created_at: string;
            /**
             * @description Only on events of Dealer API cases
             * @constant
             */
            surface?: "DEALER";
            /** @description MODULE events: upper case, e.g. CASH_FLOW_ANALYSIS */
            module_type?: string;
            /** Format: uuid */
            instance_id?: string;
            from_stage?: {
                /** Format: uuid */
                stage_id: string;
                name: string;
                position: number;
            };
            to_stage?: {
                /** Format: uuid */
                stage_id: string;
                name: string;
                position: number;
            };
            /** @description Up by one with each event of the account, in the order they committed; numbers of other accounts never show (a surface's list skips the other surface's) */
            sequence: number;
            /** @description 1, 2, 3... within the case: puts a case's events back in order */
            case_sequence: number | null;
            delivery: {
                /**
                 * @description NO_ENDPOINT when no webhook URL was set; else the latest delivery's outcome
                 * @enum {string}
                 */
                status: "NO_ENDPOINT" | "PENDING" | "DELIVERED" | "DROPPED";
                attempts: components["schemas"]["DeliveryAttempt"][];
            };
        } & {
            [key: string]: unknown;
        };
        EventList: {
            data: components["schemas"]["Event"][];
            next_cursor: string | null;
        };
        RedeliveryAccepted: {
            /** Format: uuid */
            event_id: string;
            /** Format: uuid */
            delivery_id: string;
            /** @constant */
            status: "PENDING";
        };
        Document: {
            /** Format: uuid */
            document_id: string;
            filename: string;
            /** @enum {string} */
            module_type: "cash_flow_analysis" | "paystub";
            /** @enum {string} */
            document_category: "bank_statement" | "paystub";
            /** @description Recognised from the bytes: application/pdf, text/csv, application/x-ofx, image/jpeg, image/png or image/webp */
            content_type: string;
            size: number;
            sha256: string;
            /** Format: date-time */
            uploaded_at: string;
            page_count: number | null;
            /**
             * @description Bank statements are read into transactions after upload: PROCESSING, then PROCESSED or FAILED (see processing_error). Paystubs are STORED and read by their module run.
             * @enum {string}
             */
            processing_status: "PROCESSING" | "PROCESSED" | "FAILED" | "STORED";
            processing_error: string | null;
        };
        UploadedDocuments: {
            documents: components["schemas"]["Document"][];
        };
        DocumentList: {
            data: components["schemas"]["Document"][];
            next_cursor: string | null;
        };
        DocumentDetail: {
            /** Format: uuid */
            document_id: string;
            filename: string;
            /** @enum {string} */
            module_type: "cash_flow_analysis" | "paystub";
            /** @enum {string} */
            document_category: "bank_statement" | "paystub";
            /** @description Recognised from the bytes: application/pdf, text/csv, application/x-ofx, image/jpeg, image/png or image/webp */
            content_type: string;
            size: number;
            sha256: string;
            /** Format: date-time */
            uploaded_at: string;
            page_count: number | null;
            /**
             * @description Bank statements are read into transactions after upload: PROCESSING, then PROCESSED or FAILED (see processing_error). Paystubs are STORED and read by their module run.
             * @enum {string}
             */
            processing_status: "PROCESSING" | "PROCESSED" | "FAILED" | "STORED";
            processing_error: string | null;
            /** @description What was read from a bank statement, once PROCESSED; null otherwise */
            statement: {
                /** @enum {string} */
                format: "PDF" | "CSV" | "OFX";
                institution: string | null;
                currency: string;
                period_start: string | null;
                period_end: string | null;
                accounts: {
                    name: string | null;
                    mask: string | null;
                    period_start: string | null;
                    period_end: string | null;
                    opening_balance: number | null;
                    closing_balance: number | null;
                    /** @description In the statement currency, two decimals */
                    total_credits: number;
                    /** @description In the statement currency, two decimals */
                    total_debits: number;
                    transaction_count: number;
                    transactions: {
                        date: string;
                        description: string;
                        /** @description Signed: money in positive */
                        amount: number;
                        running_balance: number | null;
                        page: number | null;
                        /** @description Read by OCR: how sure the reading of its date and amount is, 0–1 */
                        confidence?: number;
                    }[];
                    reconciliation: {
                        /** @enum {string} */
                        status: "RECONCILED" | "MISMATCH" | "UNVERIFIABLE";
                        difference: number | null;
                        running_balance_mismatches: number;
                        problems: string[];
                    };
                    /** @description ISO 4217, as the document says; USD when it says nothing */
                    currency: string;
                    /** @description false when the rows do not agree with the printed balances or totals; null when nothing printed can be checked */
                    reconciled: boolean | null;
                    /** @description The first row (0-based, statement order, flagged rows included) whose printed balance disagrees with the rows before it */
                    first_break: {
                        row: number;
                        date: string;
                        description: string;
                        /** @description In the statement currency, two decimals */
                        expected: number;
                        /** @description In the statement currency, two decimals */
                        printed: number;
                    } | null;
                    /** @description Rows kept apart and not analysed, each with its reason: never dropped silently */
                    flagged_rows: {
                        /** @enum {string} */
                        reason: "IMPOSSIBLE_DATE" | "PENDING" | "NO_AMOUNT" | "UNREADABLE_DATE" | "UNREADABLE_AMOUNT";
                        date_as_printed: string | null;
                        description: string;
                        amount: number | null;
                        page: number | null;
                    }[];
                }[];
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
        ModuleRunAccepted: {
            /** Format: uuid */
            execution_id: string;
            /** @constant */
            status: "ANALYZING";
            message: string;
        };
        ModuleStatus: {
            /** @enum {string} */
            module_type: "cash_flow_analysis" | "paystub";
            /** Format: uuid */
            instance_id: string;
            stage: string;
            /** @enum {string} */
            status: "PENDING" | "AWAITING_INPUT" | "ANALYZING" | "COMPLETED" | "INSUFFICIENT" | "ERROR";
            latest_result_id: string | null;
            /** @description Newest first */
            executions: {
                /** Format: uuid */
                execution_id: string;
                /** @enum {string} */
                status: "ANALYZING" | "COMPLETED" | "INSUFFICIENT" | "ERROR";
                /** Format: date-time */
                started_at: string;
                finished_at: string | null;
                reason: string | null;
            }[];
        };
        ModuleStatusList: {
            data: components["schemas"]["ModuleStatus"][];
        };
        AnalysisResult: {
            /** @enum {string} */
            module_type: "cash_flow_analysis" | "paystub";
            /** Format: uuid */
            instance_id: string;
            /** Format: uuid */
            result_id: string;
            /** Format: date-time */
            analyzed_at: string;
            /** @description The shape of the requested (or pinned) Service-Api-Version: contracts section 7 */
            data: {
                [key: string]: unknown;
            };
        };
        /** @description The case, module or result is not found on this account */
        NotFoundWithModules: {
            message: string;
            /** @description When the module is not in the case's workflow: the modules it has */
            available_modules?: string[];
            request_id: string;
        };
        ConnectedAccount: {
            account_id: string;
            name: string;
            mask: string | null;
            type: string;
            subtype: string | null;
            opening_balance: number | null;
            closing_balance: number | null;
        };
        BankConnection: {
            /** Format: uuid */
            connection_id: string;
            institution_name: string;
            accounts: components["schemas"]["ConnectedAccount"][];
            transactions_imported: number;
        };
        ReportCheck: {
            report_id: string;
            /** @description True only when the hash is the one issued for this report */
            valid: boolean;
            generated_at: string;
        };
        Stipulation: {
            /** @description PAYSTUB_DEPOSIT_MISMATCH, EMPLOYER_NOT_IN_DEPOSITS, STATED_INCOME_MISMATCH, PROVIDE_PAYSTUB, CONNECT_BANK_OR_STATEMENTS, IDENTITY_MISMATCH, FRAUD_REVIEW, EMPLOYMENT_UNVERIFIED */
            code: string;
            /**
             * @description OPEN: something to provide or review; SATISFIED: the check was made and passed
             * @enum {string}
             */
            status: "OPEN" | "SATISFIED";
            description: string;
        };
        Verification: {
            /** Format: uuid */
            case_id: string;
            /** @enum {string} */
            status: "PENDING" | "VERIFIED" | "NEEDS_REVIEW" | "NOT_VERIFIED";
            income: {
                monthly_gross: number | null;
                annual_gross: number | null;
                /** @description BANK_DEPOSITS figures are net pay as deposited, not gross */
                source: ("PAYSTUB" | "BANK_DEPOSITS") | null;
                derivation: string | null;
            };
            employer_name: string | null;
            identity: {
                /** @enum {string} */
                name_match: "MATCH" | "PARTIAL" | "NO_MATCH";
                name_score: number;
                /** @enum {string} */
                address_match: "MATCH" | "NO_MATCH" | "NOT_AVAILABLE";
            } | null;
            fraud: {
                /** @enum {string} */
                risk: "LOW" | "MEDIUM" | "HIGH";
                signals: {
                    code: string;
                    severity: string;
                    document_id: string;
                    page: number | null;
                    description: string;
                }[];
            } | null;
            stipulations: components["schemas"]["Stipulation"][];
            reconciliation: {
                paystub_deposits: {
                    document_id: string;
                    pay_date: string;
                    net_pay: number;
                    deposit: {
                        transaction_id: string;
                        date: string;
                        amount: number;
                        description: string;
                    } | null;
                }[];
                employer_in_deposits: boolean | null;
                stated_monthly_income: number | null;
                /** @description (verified - stated) / stated, in percent */
                stated_difference_pct: number | null;
            };
            monthly: {
                month: string;
                inflow: number;
                outflow: number;
            }[];
            results: {
                module_type: string;
                /** Format: uuid */
                result_id: string;
            }[];
        };
        SmsQueued: {
            /** Format: uuid */
            sms_id: string;
            /** @constant */
            status: "QUEUED";
            /** @description The case's phone_number, E.164 */
            to: string;
        };
        SmsMessage: {
            /** Format: uuid */
            sms_id: string;
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
            /** Format: date-time */
            created_at: string;
            sent_at: string | null;
            error: string | null;
        };
        SmsMessageList: {
            data: components["schemas"]["SmsMessage"][];
            next_cursor: string | null;
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

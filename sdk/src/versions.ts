/** The `Service-Api-Version`s the service answers in, newest first. */
export const API_VERSIONS = ['2025-09-30', '2025-07-31', '2025-01-31'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];
export const CURRENT_API_VERSION: ApiVersion = API_VERSIONS[0];

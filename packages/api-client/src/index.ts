// The public API of @vitrina/api-client. Wire schemas are also exported from
// `@vitrina/api-client/schemas` for servers that implement the same contract, and the
// operation declarations from `@vitrina/api-client/operations`.
export { type ApiClient, createApiClient } from './client.ts'
export * from './contract/operation.ts'
export * from './endpoints/auth.ts'
export * from './endpoints/catalog.ts'
export * from './endpoints/content.ts'
export * from './endpoints/loyalty.ts'
export * from './endpoints/oauth.ts'
export * from './endpoints/orders.ts'
export * from './endpoints/purchases.ts'
export * from './endpoints/services.ts'
export * from './endpoints/tenant.ts'
export { ApiError, ContractError } from './errors.ts'
export { type ApiClientOptions, type CallInput, call, request } from './http.ts'
export type * from './schemas/index.ts'

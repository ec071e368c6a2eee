// The public API of @vitrina/domain: the one barrel the repo allows.
// Each module is also importable on its own as `@vitrina/domain/<module>`.
export * from './delivery.ts'

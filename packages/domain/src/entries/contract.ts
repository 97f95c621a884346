// `@beurs/domain/contract`: the wire contract (zod schemas, their types, ENDPOINTS, socket events).
// Entities live here too because every response schema is built from them.
export * from '../contract';
export * from '../entities';

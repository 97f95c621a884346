// `@beurs/domain/contract`: the wire contract (zod schemas, their types, ENDPOINTS, socket events).
// Entities live here too because every response schema is built from them. The routes
// (`@beurs/domain/routes`) are part of the contract and exported here too, so imports of
// `endpointPath` or `UPLOAD_FIELD_NAME` from this subpath keep working.
export * from '../contract';
export * from '../entities';
export * from './routes';

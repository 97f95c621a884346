// `@beurs/domain/routes`: where each call of the contract goes and how its input travels, with no
// zod attached, so an HTTP client that does not validate answers does not bundle the schemas.
export { ENDPOINT_ROUTES, UPLOAD_FIELD_NAME, endpointPath } from '../routes/endpoint-routes';
export type { EndpointBody, EndpointMethod, EndpointName, EndpointRoute, EndpointRoutes } from '../routes/endpoint-routes';
export { API_KEY_SCOPE_OF } from '../routes/api-key-scopes';

// `@beurs/api-client/validate`: checking answers against the contract's zod schemas, kept apart
// so a client created without `validate` bundles neither zod nor the schemas.
export { validateAnswers } from './validate-answers';

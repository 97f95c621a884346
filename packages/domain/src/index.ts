// The root entry is the union of the subpath entries plus the few helpers that have no subpath,
// so imports written before the subpaths existed keep working. Each name is exported once,
// from its subpath file, so the root and a subpath can never disagree.
export * from './entries/contract';
export * from './entries/constants';
export * from './entries/routes';
export * from './entries/money';
export * from './entries/trading';
export { deriveCountryOptions } from './countries/country-options';
export type { CountryOption } from './countries/country-options';
export type { TokenStore } from './session/token-store';
export { apiKeyTokenStore } from './session/api-key-token-store';
export {
  PASSWORD_STRENGTH,
  PASSWORD_SCORE_LABELS,
  passwordUserInputs,
  passwordStrengthText,
  weakPasswordMessage,
} from './passwords/password-strength';
export type { PasswordScore, PasswordEstimate, PasswordOwner } from './passwords/password-strength';

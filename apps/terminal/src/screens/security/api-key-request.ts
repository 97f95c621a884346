import { createApiKeyRequest, type ApiKeyScope, type CreateApiKeyRequest } from '@beurs/domain';
import type { FieldErrors } from '../../errors/field-errors';

/** What a key may do, as the form offers it: reading only, or reading and trading. */
export type ApiKeyAccess = 'read' | 'trade';

/** The scopes each access choice sends. */
export const ACCESS_SCOPES: Readonly<Record<ApiKeyAccess, ApiKeyScope[]>> = {
  read: ['read'],
  trade: ['read', 'trade'],
};

/** How long a new key lasts: until revoked, or a number of days from its creation. */
export const EXPIRY_CHOICES = [
  { value: 'never', label: 'Never', days: null },
  { value: '30', label: '30 days', days: 30 },
  { value: '90', label: '90 days', days: 90 },
  { value: '365', label: '1 year', days: 365 },
] as const;
/** One of {@link EXPIRY_CHOICES}. */
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

/** The create form as typed. */
export interface ApiKeyDraft {
  name: string;
  access: ApiKeyAccess;
  expiry: ExpiryChoice;
  /** Addresses or networks, one a line or separated by commas; empty for anywhere. */
  allowedIps: string;
}

/** A new form: read only and lasting until revoked, the safer choices. */
export const EMPTY_DRAFT: ApiKeyDraft = { name: '', access: 'read', expiry: 'never', allowedIps: '' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The typed allow-list as entries: split on new lines, commas and spaces, blanks dropped. */
export function allowedIpsOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** What the form sends; an expiry is counted from `now`. */
export function apiKeyRequestOf(draft: ApiKeyDraft, now: Date): CreateApiKeyRequest {
  const days = EXPIRY_CHOICES.find((choice) => choice.value === draft.expiry)?.days ?? null;
  return {
    name: draft.name.trim(),
    scopes: [...ACCESS_SCOPES[draft.access]],
    expires_at: days === null ? null : new Date(now.getTime() + days * DAY_MS).toISOString(),
    allowed_ips: allowedIpsOf(draft.allowedIps),
  };
}

/** The form's field a refused path belongs to: every `allowed_ips.N` is the one allow-list field. */
function fieldOf(path: string): string {
  return path.split('.')[0] ?? path;
}

/**
 * The refused fields of the form, one message each, from any field errors keyed by path (the
 * check below or the server's answer, whose paths name an entry: `allowed_ips.2`).
 */
export function apiKeyFieldErrors(errors: FieldErrors): FieldErrors {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) fields[fieldOf(path)] ??= message;
  return fields;
}

/**
 * Checks the request with the contract's own schema before it is sent (each address with the
 * domain's `isAddressOrNetwork`), so the form says what the server would, in the same words.
 * Empty when it passes.
 */
export function checkApiKeyRequest(request: CreateApiKeyRequest): FieldErrors {
  const result = createApiKeyRequest.safeParse(request);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[fieldOf(issue.path.map(String).join('.'))] ??= issue.message;
  return errors;
}

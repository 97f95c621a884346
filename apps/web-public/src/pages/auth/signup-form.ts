import type { SignupRequest } from '@beurs/domain';

/** The registration form's fields, in the order they are shown (and errors are listed). */
export const SIGNUP_FIELDS = [
  'email',
  'password',
  'first_name',
  'last_name',
  'country_id',
  'phone',
  'accept_terms',
  'accept_risk_warning',
] as const;

/** One field of the registration form. */
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/** The id of a field's control, so the error summary can link to it. */
export function signupFieldId(field: SignupField): string {
  return `registration-${field.replaceAll('_', '-')}`;
}

function text(form: FormData, name: SignupField): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The sign-up body from the form, as the person entered it. There are no client-side rules
 * (contract §5): the server checks every field and answers with a message per field. So an unticked
 * box is sent as `false` and an unchosen country is left out, though the contract's type only
 * admits valid values; hence the one cast.
 */
export function toSignupRequest(form: FormData): SignupRequest {
  const country = text(form, 'country_id');
  const body = {
    email: text(form, 'email'),
    password: text(form, 'password'),
    first_name: text(form, 'first_name'),
    last_name: text(form, 'last_name'),
    phone: text(form, 'phone'),
    country_id: country === '' ? undefined : Number(country),
    accept_terms: form.get('accept_terms') === 'on',
    accept_risk_warning: form.get('accept_risk_warning') === 'on',
  };
  return body as unknown as SignupRequest;
}

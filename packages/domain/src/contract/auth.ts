import { z } from 'zod';
import { typeError } from './primitives';
import { MAX_INTEGER_ID, PASSWORD_MIN_LENGTH } from '../constants/limits';

/** Access and refresh token, as sign-in and refresh return them (contract §3). */
export const tokenPair = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});
z.globalRegistry.add(tokenPair, { id: 'TokenPair' });
/** The type of {@link tokenPair}. */
export type TokenPair = z.infer<typeof tokenPair>;

/** An email address, trimmed and lower-cased (shared by the contract's auth schemas, not exported by the package). */
export const email = z
  .string({ error: typeError('Email', 'text') })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com' }));

/** A new password's length rules (shared by the contract's auth schemas, not exported by the package). */
export const newPassword = z
  .string({ error: typeError('Password', 'text') })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(128, { error: 'Password must be at most 128 characters' });

/**
 * The registration form (product rules, Registration form). The server also scores the password
 * (`PASSWORD_STRENGTH`).
 */
export const signupRequest = z.object({
  email,
  password: newPassword,
  first_name: z
    .string({ error: typeError('First name', 'text') })
    .trim()
    .min(1, { error: 'First name is required' })
    .max(100),
  last_name: z
    .string({ error: typeError('Last name', 'text') })
    .trim()
    .min(1, { error: 'Last name is required' })
    .max(100),
  phone: z
    .string({ error: typeError('Phone number', 'text') })
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, { error: 'Enter a phone number of 6 to 20 digits, like +31 20 123 4567' }),
  country_id: z
    .number({ error: (issue) => (issue.input === undefined ? 'Choose your country' : 'Country must be given by its id, a number') })
    .int()
    .positive({ error: 'Choose your country' })
    .max(MAX_INTEGER_ID, { error: 'Choose your country' }),
  accept_terms: z.literal(true, { error: 'You must accept the terms and conditions' }),
  accept_risk_warning: z.literal(true, { error: 'You must confirm that you have read the risk warning' }),
});
/** What a caller sends: the input type of {@link signupRequest}. */
export type SignupRequest = z.input<typeof signupRequest>;

/** Sign-in credentials. Unknown email and wrong password get the same answer. */
export const signinRequest = z.object({
  email,
  password: z
    .string({ error: typeError('Password', 'text') })
    .min(1, { error: 'Password is required' })
    .max(128),
});
/** What a caller sends: the input type of {@link signinRequest}. */
export type SigninRequest = z.input<typeof signinRequest>;

/** Password change: the current password and a new one that follows the password rules. */
export const changePasswordRequest = z.object({
  current_password: z
    .string({ error: typeError('Current password', 'text') })
    .min(1, { error: 'Current password is required' })
    .max(128),
  new_password: newPassword,
});
/** What a caller sends: the input type of {@link changePasswordRequest}. */
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

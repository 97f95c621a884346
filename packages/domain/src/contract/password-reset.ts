import { z } from 'zod';
import { typeError } from './primitives';
import { email, newPassword } from './auth';

// Password reset by email: an extension of the contract, beyond the contract's §7.

/** How long a reset link works after it was sent, in minutes. */
export const PASSWORD_RESET_LINK_MINUTES = 30;

/**
 * The public site's page a reset link opens. The token travels in the fragment
 * (`/reset-password#token=…`), which browsers never send to a server or in a Referer.
 */
export const PASSWORD_RESET_PAGE_PATH = '/reset-password';

/** What the password-reset calls answer, word for word. */
export const PASSWORD_RESET_MESSAGES = {
  /**
   * The answer to every reset request, whether or not the email has an account: the answer must
   * not tell anyone which addresses are registered.
   */
  requested: `If an account exists for that address, we have sent a link to reset its password. The link works for ${PASSWORD_RESET_LINK_MINUTES} minutes and only once. Check your spam folder if nothing arrives within a few minutes.`,
  /** The answer once a new password is set. */
  done: 'Your password has been reset and every device was signed out. Sign in with your new password.',
} as const;

/** Asks for a reset link to be emailed to this address. */
export const passwordResetRequest = z.object({ email });
/** What a caller sends: the input type of {@link passwordResetRequest}. */
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

/** Sets a new password with the token of a reset link; the new password follows the sign-up rules. */
export const resetPasswordRequest = z.object({
  token: z
    .string({ error: typeError('Reset token', 'text') })
    .trim()
    .min(1, { error: 'The reset link is incomplete. Open the link from the email again, or ask for a new one.' })
    .max(200, { error: 'The reset link is not valid. Open the link from the email again, or ask for a new one.' }),
  new_password: newPassword,
});
/** What a caller sends: the input type of {@link resetPasswordRequest}. */
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

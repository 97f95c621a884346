/**
 * Why `onSessionEnded` was called: the user logged out, the token refresh was refused, or
 * there was no refresh token to try.
 */
export const SESSION_END_REASONS = {
  logout: 'logout',
  refreshFailed: 'refresh_failed',
  noRefreshToken: 'no_refresh_token',
} as const;

/** One of {@link SESSION_END_REASONS}. */
export type SessionEndReason = (typeof SESSION_END_REASONS)[keyof typeof SESSION_END_REASONS];

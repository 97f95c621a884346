/** How often the client refreshes its access token and emits `refreshToken` on the socket (contract §9). */
export const ACCESS_TOKEN_REFRESH_INTERVAL_MS = 3_600_000;

/** Lifetime of an access token issued by the reference server (product rules, Sessions: 15 minutes). */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;

/** Absolute lifetime of a refresh-token family, however often it is rotated (product rules, Sessions: 12 hours). */
export const REFRESH_TOKEN_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** Browser-storage keys under which the tokens are kept between visits (contract §4). */
export const TOKEN_STORAGE_KEYS = {
  accessToken: 'beurs.accessToken',
  refreshToken: 'beurs.refreshToken',
} as const;

/** The header that carries the refresh token on `auth/refresh` (contract §7). */
export const REFRESH_HEADER = 'Refresh';

import { createContext, useContext } from 'react';

/**
 * Where the API lives. The reference server serves this site, the terminal and the API on one
 * origin, so the default (null) means `window.location.origin`; tests point it at their own server.
 */
export const ApiBaseUrlContext = createContext<string | null>(null);

/** The API's base URL: the context's value, else this page's origin (none when rendering at build time). */
export function useApiBaseUrl(): string {
  const configured = useContext(ApiBaseUrlContext);
  if (configured !== null) return configured;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

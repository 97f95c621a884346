import { API_BASE_PATH, type PlatformInfo } from '@beurs/domain';

/**
 * `GET /api/v1/platform` (the contract's `getPlatform`, unauthenticated) with a bare `fetch`.
 * Every page needs this one answer, and the API client would bring zod and ky with it (37 KB
 * gzipped, a long task to start); the pages that make other calls load the client themselves.
 * Like the client, the answer is typed from the contract, not re-validated.
 */
export async function fetchPlatform(baseUrl: string, signal?: AbortSignal): Promise<PlatformInfo> {
  const url = `${baseUrl}${API_BASE_PATH}platform`;
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`GET ${url} failed with status ${response.status}`);
  return (await response.json()) as PlatformInfo;
}

import { API_BASE_PATH, type QuotesResponse, type SymbolType } from '@beurs/domain';

/**
 * `GET /api/v1/quotes/` (the contract's `getQuotes` extension, unauthenticated) with a bare
 * `fetch`, as `fetchPlatform` does: the home page polls it, and the API client would bring zod
 * and ky to a page that needs neither. The answer is typed from the contract, not re-validated.
 */
export async function fetchQuotes(baseUrl: string, type: SymbolType | undefined, signal?: AbortSignal): Promise<QuotesResponse> {
  const url = `${baseUrl}${API_BASE_PATH}quotes/${type ? `?type=${type}` : ''}`;
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`GET ${url} failed with status ${response.status}`);
  return (await response.json()) as QuotesResponse;
}

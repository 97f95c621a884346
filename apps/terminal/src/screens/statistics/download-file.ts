import { getServices } from '../../services/services';

/** Reads the contract's error body of a refused download: its message, or a plain fallback. */
async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not the contract's error body (a proxy's page): say what happened instead.
  }
  return `The download failed (HTTP ${response.status}). Try again in a moment.`;
}

/** The file name the server gave in Content-Disposition, or the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Fetches a file the server makes (`/api/v1/users/statement.pdf?…`) with the session's bearer
 * token, renewing an expired token once as the API client does, and hands it to the browser as
 * a download. Rejects with the server's message when it refuses.
 */
export async function downloadServerFile(path: string, query: Record<string, string>, fallbackName: string): Promise<void> {
  const { baseUrl, tokenStore, api } = getServices();
  const url = `${baseUrl.replace(/\/+$/, '')}${path}${Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : ''}`;
  const send = () => fetch(url, { headers: { authorization: `Bearer ${tokenStore.getAccessToken() ?? ''}` } });
  let response = await send();
  if (response.status === 401) {
    await api.refresh();
    response = await send();
  }
  if (!response.ok) throw new Error(await refusalMessage(response));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  const href = link.href;
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

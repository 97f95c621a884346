import type { Handler, ReceivedRequest, Reply } from './test-server';

const REFRESH_PATH = '/api/v1/auth/refresh';

/**
 * A small stand-in for the server's session rules: one valid access token, one valid refresh
 * token rotated on every refresh (product rules, Sessions: rotated on every use), 401 for anything else.
 */
export function createSessionBackend(initial: { accessToken: string | null; refreshToken: string | null }) {
  const state = { ...initial, issued: 0 };
  const refreshes: ReceivedRequest[] = [];
  let refreshReply: ((request: ReceivedRequest) => Reply | Promise<Reply>) | undefined;
  let answer: (request: ReceivedRequest) => Reply | Promise<Reply> = (request) => ({ json: { ok: true, path: request.path } });

  const handler: Handler = async (request) => {
    if (request.path === REFRESH_PATH) {
      refreshes.push(request);
      if (refreshReply) return refreshReply(request);
      if (request.headers.refresh !== state.refreshToken) {
        return { status: 401, json: { statusCode: 401, code: 'session_revoked', message: 'Please sign in again.' } };
      }
      state.issued += 1;
      state.accessToken = `access-${state.issued}`;
      state.refreshToken = `refresh-${state.issued}`;
      return { json: { accessToken: state.accessToken, refreshToken: state.refreshToken } };
    }
    if (request.headers.authorization !== `Bearer ${state.accessToken}`) {
      return { status: 401, json: { statusCode: 401, code: 'token_expired', message: 'Your session has expired.' } };
    }
    return answer(request);
  };

  return {
    handler,
    state,
    /** Every refresh request received. */
    refreshes,
    /** Answers refresh requests with this instead of rotating. */
    replyToRefresh(reply: (request: ReceivedRequest) => Reply | Promise<Reply>) {
      refreshReply = reply;
    },
    /** Answers authorised calls with this. Defaults to `{ ok: true, path }`. */
    replyToCalls(reply: (request: ReceivedRequest) => Reply | Promise<Reply>) {
      answer = reply;
    },
  };
}

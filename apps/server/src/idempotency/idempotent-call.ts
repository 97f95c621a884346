import { ENDPOINTS, ERROR_CODES, endpointPath, type EndpointName, type EndpointOutput } from '@beurs/domain';
import type { AppContext } from '../app-context';
import type { AuthedRouteContext, SessionRouteContext } from '../http/route';
import { formatUtc } from '../format/format-utc';
import { Refusal } from '../refusals/refusal';
import { deferRealtime } from './deferred-realtime';
import { IDEMPOTENT_CALLS } from '../http/idempotent-calls';
import { IDEMPOTENT_REPLAYED_HEADER, readIdempotencyKey } from '../http/idempotency-key-header';
import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer, type StoredAnswer } from './idempotency-store';
import { requestHash } from './request-hash';

/** The status of every answer stored: only successes are kept, a refusal lets go of its key. */
const STORED_STATUS = 200;

/** A call of an account: by its session (the order calls) or with its user row (the money calls). */
type AccountRoute<TName extends EndpointName> = SessionRouteContext<TName> | AuthedRouteContext<TName>;

/** The account a key belongs to: keys are per account. */
function accountOf<TName extends EndpointName>(route: AccountRoute<TName>): string {
  return 'session' in route ? route.session.userId : route.caller.user.id;
}

export interface IdempotentOptions<TRoute> {
  /**
   * What of the input tells a repeat from another request; the whole input by default. A secret
   * (the withdrawal PIN) stays out: a fast hash of a few digits would give the PIN away.
   */
  hashed?: (route: TRoute) => unknown;
}

function conflict(key: string, stored: StoredAnswer, endpoint: string): Refusal {
  const when = formatUtc(stored.createdAt);
  if (stored.endpoint !== endpoint) {
    return Refusal.conflict(
      ERROR_CODES.idempotencyConflict,
      `The Idempotency-Key "${key}" was used for ${stored.endpoint} on ${when}. Send a new key for this request.`,
    );
  }
  return Refusal.conflict(
    ERROR_CODES.idempotencyConflict,
    `The Idempotency-Key "${key}" was used for another request to ${endpoint} on ${when}. Send a new key for a new request, or the same request again to get its first answer.`,
  );
}

/**
 * Makes a money-moving call safe to retry under an `Idempotency-Key` header (without one it runs
 * as before). The key's row is claimed first in one outer transaction, and the call runs inside
 * it with a context whose `db` is that transaction (the service's own transaction becomes a
 * savepoint) and whose socket pushes wait for the commit; its answer is stored in the same
 * transaction. So of concurrent repeats exactly one acts: the others wait on the key's primary
 * key and then answer the stored status and body, byte for byte, marked `Idempotent-Replayed`.
 * The same key on another call or with another body is refused (409 `idempotency_conflict`).
 *
 * A refusal lets go of the key, so a retry is judged afresh; what the service committed on
 * purpose before refusing (a wrong PIN counted, pin-check.ts) is committed as it is without a key.
 */
export function idempotent<TName extends EndpointName, TRoute extends AccountRoute<TName>>(
  context: AppContext,
  name: TName,
  run: (route: TRoute, context: AppContext) => Promise<EndpointOutput<TName>>,
  options: IdempotentOptions<TRoute> = {},
): (route: TRoute) => Promise<EndpointOutput<TName>> {
  if (!IDEMPOTENT_CALLS.has(name)) throw new Error(`${name} is not listed in IDEMPOTENT_CALLS`);
  const endpoint = `${ENDPOINTS[name].method} ${endpointPath(ENDPOINTS[name].path)}`;
  return async (route) => {
    const key = readIdempotencyKey(route.request);
    if (key === null) return run(route, context);
    const userId = accountOf(route);
    const hash = requestHash(options.hashed ? options.hashed(route) : route.input);
    const realtime = deferRealtime(context.realtime);
    const outcome = await context.db.transaction(async (tx) => {
      const claim = await claimIdempotencyKey(tx, { userId, key, endpoint, requestHash: hash, now: context.now() });
      if (claim.kind === 'used') return claim;
      try {
        const output = await run(route, { ...context, db: tx, realtime: realtime.hub });
        await storeIdempotentAnswer(tx, { userId, key, statusCode: STORED_STATUS, response: JSON.stringify(output) });
        return { kind: 'done' as const, output };
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        await releaseIdempotencyKey(tx, { userId, key });
        return { kind: 'refused' as const, refusal: error };
      }
    });
    switch (outcome.kind) {
      case 'used': {
        const { stored } = outcome;
        if (stored.endpoint !== endpoint || stored.requestHash !== hash) throw conflict(key, stored, endpoint);
        route.reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true').code(stored.statusCode);
        // The stored text is JSON.stringify of the first answer, which Fastify sends the same way:
        // parsed and sent again, it is the same bytes.
        return JSON.parse(stored.response) as EndpointOutput<TName>;
      }
      case 'done':
        realtime.flush();
        return outcome.output;
      case 'refused':
        realtime.flush();
        throw outcome.refusal;
      default:
        return outcome satisfies never;
    }
  };
}

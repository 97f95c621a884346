import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { ENDPOINTS, ERROR_CODES, endpointPath, type EndpointName } from '@beurs/domain';
import type { ServerConfig } from '../config/config';
import type { FamilyLimit, RateLimitFamily } from '../config/rate-limit-settings';
import { Refusal } from '../refusals/refusal';
import { closeRateLimitRedis, connectRateLimitRedis } from './rate-limit-redis';

/**
 * The calls of the contract each family guards. Public reads served from memory (countries,
 * platform, calendars, quotes) are in none: they cost no password hash, token or file, and a
 * shared budget would let one address starve every visitor's price board.
 */
const FAMILY_ENDPOINTS: Record<RateLimitFamily, readonly EndpointName[]> = {
  signIn: ['signin'],
  signUp: ['signup'],
  refresh: ['refresh'],
  secondFactor: ['signinSecondFactor'],
  pin: ['savePin', 'withdraw'],
  upload: ['uploadPassport', 'uploadCard'],
  passwordReset: ['requestPasswordReset', 'resetPassword'],
};

/** What the refusal calls the requests of each family. */
const FAMILY_NOUNS: Record<RateLimitFamily, string> = {
  signIn: 'sign-in attempts',
  signUp: 'registrations',
  refresh: 'token refreshes',
  secondFactor: 'two-factor codes',
  pin: 'PIN changes and withdrawals',
  upload: 'document uploads',
  passwordReset: 'password-reset requests',
};

function describeWindow(seconds: number): string {
  if (seconds === 60) return 'a minute';
  if (seconds === 3600) return 'an hour';
  if (seconds % 3600 === 0) return `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

function describeWait(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts the request against one limit; throws the 429 when this request is one too many. */
async function checkLimit(limiter: Limiter, request: FastifyRequest, refusal: (waitSeconds: number) => string): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  const waitSeconds = Math.max(1, result.ttlInSeconds);
  throw new Refusal('too_many', ERROR_CODES.tooManyRequests, refusal(waitSeconds), undefined, { retryAfterSeconds: waitSeconds });
}

/** The per-address limit first (one noisy address does not spend everyone's budget), then the global one. */
function familyHook(app: FastifyInstance, family: RateLimitFamily, limit: FamilyLimit): onRequestAsyncHookHandler {
  const timeWindow = limit.windowSeconds * 1000;
  const perIp = app.createRateLimit({ max: limit.perIp, timeWindow, keyGenerator: (request) => `${family}:ip:${normalizeIP(request.ip)}` });
  const everyone = app.createRateLimit({ max: limit.global, timeWindow, keyGenerator: () => `${family}:all` });
  const noun = FAMILY_NOUNS[family];
  const window = describeWindow(limit.windowSeconds);
  return async (request) => {
    await checkLimit(
      perIp,
      request,
      (wait) => `Too many ${noun} from your address: at most ${limit.perIp} in ${window}. Try again in ${describeWait(wait)}.`,
    );
    await checkLimit(
      everyone,
      request,
      (wait) => `The platform is receiving too many ${noun} right now. Try again in ${describeWait(wait)}.`,
    );
  };
}

/**
 * Abuse limits with @fastify/rate-limit, on the calls that hash a password, create an account,
 * mint tokens, check a PIN or store a file. Counts live in Redis when REDIS_URL is set (every
 * process shares them), else in this process. Register before the routes: the limits attach
 * to routes as they are added. Runs at `onRequest`, before a body (or a 10 MB file) is read.
 */
export async function registerRateLimits(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const redis = config.redisUrl ? await connectRateLimitRedis(config.redisUrl, app.log) : null;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` } : {}),
    // A Redis outage lets requests through (the account lockout in the database still holds) rather than refusing every sign-in.
    skipOnError: true,
  });
  if (redis) app.addHook('onClose', () => closeRateLimitRedis(redis));

  const familyOf = new Map<string, RateLimitFamily>();
  for (const [family, names] of Object.entries(FAMILY_ENDPOINTS) as Array<[RateLimitFamily, readonly EndpointName[]]>) {
    for (const name of names) familyOf.set(`${ENDPOINTS[name].method} ${endpointPath(ENDPOINTS[name].path)}`, family);
  }
  const hooks = new Map<RateLimitFamily, onRequestAsyncHookHandler>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const family = methods.map((method) => familyOf.get(`${method} ${route.url}`)).find((found) => found !== undefined);
    if (!family) return;
    let hook = hooks.get(family);
    if (!hook) {
      hook = familyHook(app, family, config.rateLimits[family]);
      hooks.set(family, hook);
    }
    const existing = route.onRequest;
    route.onRequest = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
  });
}

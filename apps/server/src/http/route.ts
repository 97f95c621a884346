import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  API_KEY_SCOPE_OF,
  ENDPOINTS,
  endpointPath,
  frozenAccountMessage,
  ERROR_CODES,
  type EndpointBody,
  type EndpointName,
  type EndpointOutput,
  type Endpoints,
} from '@beurs/domain';
import type { AppContext } from '../app-context';
import {
  authenticateApiKey,
  authenticateCaller,
  authenticateCredential,
  bearerToken,
  type AnyCaller,
  type ApiKeyIdentity,
  type Caller,
  type CallerIdentity,
  type KeyRule,
  type SessionIdentity,
} from './authenticate';
import { isApiKeyToken } from '../identity/api-key-secret';
import { Refusal } from '../refusals/refusal';
import { ENDPOINT_ACTIONS } from './endpoint-actions';
import { parseInput } from './validation';
import { chooseEncoding, encodeAnswer, MIN_ENCODED_BYTES, namesAnswer } from './answer-encoding';
import { originOf } from './request-origin';

/** What a handler gets: the validated input and the request. */
export interface PublicRouteContext<TName extends EndpointName> {
  input: z.output<Endpoints[TName]['request']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An answer a cache serialised once (see market/symbols-snapshot.ts): sent as is, with its ETag
 * so a client holding the same answer gets a 304. `value` is what the contract check reads in tests.
 */
export interface SerializedAnswer<TName extends EndpointName> {
  readonly kind: 'serialized';
  value: EndpointOutput<TName>;
  json: string;
  etag: string;
  /** e.g. `public, max-age=3600` for fixed public data; `no-store` for anything authenticated. */
  cacheControl: string;
}

type HandlerOutput<TName extends EndpointName> = EndpointOutput<TName> | SerializedAnswer<TName>;

function isSerialized<TName extends EndpointName>(output: HandlerOutput<TName>): output is SerializedAnswer<TName> {
  return typeof output === 'object' && output !== null && 'kind' in output && output.kind === 'serialized';
}

function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === '*' || namesAnswer(tag.trim(), etag));
}

/**
 * Sends a handler's output: objects through Fastify's serialiser, serialised answers as they are,
 * or compressed once in the coding the client accepts (http/answer-encoding.ts).
 */
function sendOutput<TName extends EndpointName>(
  context: AppContext,
  name: TName,
  request: FastifyRequest,
  reply: FastifyReply,
  output: HandlerOutput<TName>,
): unknown {
  if (!isSerialized(output)) {
    checkOutput(context, name, output);
    return output;
  }
  checkOutput(context, name, output.value);
  reply.header('etag', output.etag).header('cache-control', output.cacheControl).header('vary', 'accept-encoding');
  if (ifNoneMatch(request, output.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = output.json.length >= MIN_ENCODED_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(output.json);
  const encoded = encodeAnswer(output.json, output.etag, encoding);
  reply.header('content-encoding', encoding).header('etag', encoded.etag);
  // Only the first requests of an answer wait for its compression; the rest send the bytes at once.
  return Buffer.isBuffer(encoded.body) ? reply.send(encoded.body) : encoded.body.then((body) => reply.send(body));
}

/** Whether no API key may make the call (API_KEY_SCOPE_OF says null): its handler only ever sees a person's session. */
type ClosedToKeys<TName extends EndpointName> = (typeof API_KEY_SCOPE_OF)[TName] extends null ? true : false;

/** The caller a handler of `TName` sees: a person's session on calls closed to keys, else a session or a key. */
export type CallerOf<TName extends EndpointName> = ClosedToKeys<TName> extends true ? Caller : AnyCaller;

/** The caller's ids a handler of `TName` sees, without the user row. */
export type IdentityOf<TName extends EndpointName> = ClosedToKeys<TName> extends true ? SessionIdentity : CallerIdentity;

/** An authenticated handler also gets the caller, already checked against the frozen rule. */
export interface AuthedRouteContext<TName extends EndpointName> extends PublicRouteContext<TName> {
  caller: CallerOf<TName>;
}

/** What an API key needs to make `name`, and the words its refusals name the action with. */
export function keyRuleOf(name: EndpointName): KeyRule {
  return { scope: API_KEY_SCOPE_OF[name], action: ENDPOINT_ACTIONS[name] };
}

/** Spends the request budget of an admitted caller (http/rate-budget.ts), writing the RateLimit headers. */
type SpendBudget<TWho> = (context: AppContext, reply: FastifyReply, who: TWho, request: FastifyRequest) => Promise<void>;

/** Spends the budget of a call made by a person (all their sessions share one) or with a key. */
function spendIdentityBudget(context: AppContext, reply: FastifyReply, who: CallerIdentity): Promise<void> {
  return who.credential.kind === 'session'
    ? context.rateBudgets.charge(reply, 'user', who.userId)
    : context.rateBudgets.charge(reply, 'key', who.credential.apiKeyId);
}

/** The budget of the calling address: anonymous calls and calls refused before authentication. */
function addressOf(request: FastifyRequest): string {
  return request.ip ?? 'unknown';
}

function readInput(name: EndpointName, request: FastifyRequest): unknown {
  const body: EndpointBody = ENDPOINTS[name].body;
  switch (body) {
    // No body at all reads as {}; a JSON `null` is a body, and a wrong one.
    case 'json':
      return request.body === undefined ? {} : request.body;
    case 'query':
      return request.query ?? {};
    case 'none':
    case 'multipart':
      return undefined;
    default:
      return body satisfies never;
  }
}

/** Whether the handler's input is nothing at all: no body, or a multipart body its handler streams. */
function readsNoInput(body: EndpointBody): boolean {
  return body === 'none' || body === 'multipart';
}

function checkOutput(context: AppContext, name: EndpointName, output: unknown): void {
  if (!context.checkResponses) return;
  const result = ENDPOINTS[name].response.safeParse(output);
  if (!result.success) {
    throw new Error(`Response of ${name} breaks the contract: ${result.error.message}`);
  }
}

/**
 * Registers one call of the contract: method and path from ENDPOINTS, `admit` run first (the
 * token check), input validated with the contract's request schema, output checked against its
 * response schema in tests.
 */
function registerCall<TName extends EndpointName, TWho>(
  app: FastifyInstance,
  context: AppContext,
  name: TName,
  admit: (request: FastifyRequest) => Promise<TWho>,
  spend: SpendBudget<TWho>,
  handle: (route: PublicRouteContext<TName>, who: TWho) => Promise<HandlerOutput<TName>>,
): void {
  const endpoint = ENDPOINTS[name];
  // A call without a JSON body or query always reads `undefined`: its input is the same every
  // time, so it is parsed once here rather than per request (the query and any body a client
  // sends anyway still pass the text check of every request, http/safe-text-check.ts).
  const fixedInput = readsNoInput(endpoint.body) ? { input: parseInput(endpoint.request, undefined) } : null;
  app.route({
    method: endpoint.method,
    url: endpointPath(endpoint.path),
    handler: async (request, reply) => {
      let who: TWho;
      try {
        who = await admit(request);
      } catch (error) {
        // Refused in admission (a bad token, a key without the scope, a frozen account): the
        // address's budget carries it, so guessing tokens is counted too, and a spent budget
        // answers 429 instead.
        await context.rateBudgets.charge(reply, 'address', addressOf(request));
        throw error;
      }
      await spend(context, reply, who, request);
      const input = (fixedInput ? fixedInput.input : parseInput(endpoint.request, readInput(name, request))) as z.output<
        Endpoints[TName]['request']
      >;
      return sendOutput(context, name, request, reply, await handle({ input, request, reply }, who));
    },
  });
}

/**
 * Registers an authenticated call of the contract: bearer token checked, with the caller's user
 * row, and frozen accounts refused the actions of contract §6.
 */
export function authedRoute<TName extends EndpointName>(
  app: FastifyInstance,
  context: AppContext,
  name: TName,
  handler: (route: AuthedRouteContext<TName>) => Promise<HandlerOutput<TName>>,
): void {
  const endpoint = ENDPOINTS[name];
  if (!endpoint.auth) throw new Error(`${name} is a public call; register it with publicRoute`);
  const rule = keyRuleOf(name);
  const admit = async (request: FastifyRequest) => {
    const origin = originOf(request);
    const caller = await authenticateCaller(context, bearerToken(request), origin, rule);
    if (endpoint.refusedWhenFrozen && caller.user.status === 'frozen') {
      throw new Refusal('forbidden', ERROR_CODES.accountFrozen, frozenAccountMessage(context.config.company.supportEmail));
    }
    if (caller.credential.kind === 'api_key') context.apiKeyUsage.note(keyOfCall(caller.user.id, caller.credential), name, origin.ip);
    // A call closed to keys has refused every key above, so its caller is a person's session.
    return caller as CallerOf<TName>;
  };
  const spend = (context: AppContext, reply: FastifyReply, caller: CallerOf<TName>) =>
    caller.credential.kind === 'session'
      ? context.rateBudgets.charge(reply, 'user', caller.user.id)
      : context.rateBudgets.charge(reply, 'key', caller.credential.apiKeyId);
  registerCall(app, context, name, admit, spend, (route, caller) => handler({ ...route, caller }));
}

/** A handler that needs only to know whose session (or key) calls gets its ids, not the user row. */
export interface SessionRouteContext<TName extends EndpointName> extends PublicRouteContext<TName> {
  session: IdentityOf<TName>;
}

function keyOfCall(userId: string, credential: { apiKeyId: string; name: string }) {
  return { apiKeyId: credential.apiKeyId, userId, name: credential.name };
}

/**
 * Registers an authenticated call that reads no part of the caller's user row (market data,
 * news, or a read that loads the user itself): the session is checked in memory, so the call
 * costs no query for its authentication. Calls that frozen accounts may not make need the row's
 * status, so they are refused here; register them with {@link authedRoute}, or with
 * {@link lockedAccountRoute} when the handler locks the account.
 */
export function sessionRoute<TName extends EndpointName>(
  app: FastifyInstance,
  context: AppContext,
  name: TName,
  handler: (route: SessionRouteContext<TName>) => Promise<HandlerOutput<TName>>,
): void {
  if (ENDPOINTS[name].refusedWhenFrozen) throw new Error(`${name} is refused to frozen accounts; register it with authedRoute`);
  registerSessionCall(app, context, name, handler);
}

/**
 * Registers a call refused to frozen accounts whose handler acts in a transaction under the
 * caller's account lock (the order calls): the session is checked in memory, and the handler
 * refuses a frozen account under that lock (`lockAccountToTrade`), where the status is read as
 * of the lock and cannot change before the commit. Costs no query for its authentication.
 */
export function lockedAccountRoute<TName extends EndpointName>(
  app: FastifyInstance,
  context: AppContext,
  name: TName,
  handler: (route: SessionRouteContext<TName>) => Promise<HandlerOutput<TName>>,
): void {
  if (!ENDPOINTS[name].refusedWhenFrozen) throw new Error(`${name} is open to frozen accounts; register it with sessionRoute`);
  registerSessionCall(app, context, name, handler);
}

function registerSessionCall<TName extends EndpointName>(
  app: FastifyInstance,
  context: AppContext,
  name: TName,
  handler: (route: SessionRouteContext<TName>) => Promise<HandlerOutput<TName>>,
): void {
  if (!ENDPOINTS[name].auth) throw new Error(`${name} is a public call; register it with publicRoute`);
  const rule = keyRuleOf(name);
  const admit = async (request: FastifyRequest) => {
    const origin = originOf(request);
    const identity = await authenticateCredential(context, bearerToken(request), origin, rule);
    if (identity.credential.kind === 'api_key') context.apiKeyUsage.note(keyOfCall(identity.userId, identity.credential), name, origin.ip);
    // A call closed to keys has refused every key above, so its caller is a person's session.
    return identity as IdentityOf<TName>;
  };
  registerCall(app, context, name, admit, spendIdentityBudget, (route, session) => handler({ ...route, session }));
}

/**
 * Admits a call registered by hand outside the contract's table (a file download) as
 * registerCall admits the contract's calls: the credential checked against `rule`, the request
 * budget spent (the address's when the credential is refused), and a key's use counted under
 * `call`.
 */
export async function admitByHand(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  rule: KeyRule,
  call: string,
): Promise<CallerIdentity> {
  const origin = originOf(request);
  const identity = await authenticateCredential(context, bearerToken(request), origin, rule).catch(async (error: unknown) => {
    await context.rateBudgets.charge(reply, 'address', addressOf(request));
    throw error;
  });
  await spendIdentityBudget(context, reply, identity);
  if (identity.credential.kind === 'api_key') context.apiKeyUsage.note(keyOfCall(identity.userId, identity.credential), call, origin.ip);
  return identity;
}

/** Registers a call of the contract that needs no token (sign-up, sign-in, refresh, countries, calendars). */
export function publicRoute<TName extends EndpointName>(
  app: FastifyInstance,
  context: AppContext,
  name: TName,
  handler: (route: PublicRouteContext<TName>) => Promise<HandlerOutput<TName>>,
): void {
  if (ENDPOINTS[name].auth) throw new Error(`${name} needs a token; register it with authedRoute`);
  const rule = keyRuleOf(name);
  // A public call takes no credential, but a program that sends its key anyway is held to it: a
  // call closed to keys refuses it, and one open to keys counts against the key's budget.
  const admit = async (request: FastifyRequest): Promise<ApiKeyIdentity | undefined> => {
    const token = bearerToken(request);
    if (token === null || !isApiKeyToken(token)) return undefined;
    const origin = originOf(request);
    const identity = await authenticateApiKey(context, token, origin, rule);
    context.apiKeyUsage.note(keyOfCall(identity.userId, identity.credential), name, origin.ip);
    return identity;
  };
  const spend = (context: AppContext, reply: FastifyReply, identity: ApiKeyIdentity | undefined, request: FastifyRequest) =>
    identity
      ? context.rateBudgets.charge(reply, 'key', identity.credential.apiKeyId)
      : context.rateBudgets.charge(reply, 'address', addressOf(request));
  registerCall(app, context, name, admit, spend, (route) => handler(route));
}

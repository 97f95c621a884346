import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
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
import { authenticateSession, authenticateToken, bearerToken, type Caller } from './authenticate';
import type { LiveSession } from '../identity/session-directory';
import { Refusal } from '../refusals/refusal';
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

/** An authenticated handler also gets the caller, already checked against the frozen rule. */
export interface AuthedRouteContext<TName extends EndpointName> extends PublicRouteContext<TName> {
  caller: Caller;
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
      const who = await admit(request);
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
  const admit = async (request: FastifyRequest) => {
    const caller = await authenticateToken(context, bearerToken(request), originOf(request));
    if (endpoint.refusedWhenFrozen && caller.user.status === 'frozen') {
      throw new Refusal('forbidden', ERROR_CODES.accountFrozen, frozenAccountMessage(context.config.company.supportEmail));
    }
    return caller;
  };
  registerCall(app, context, name, admit, (route, caller) => handler({ ...route, caller }));
}

/** A handler that needs only to know whose session calls gets its ids, not the user row. */
export interface SessionRouteContext<TName extends EndpointName> extends PublicRouteContext<TName> {
  session: LiveSession;
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
  const admit = (request: FastifyRequest) => authenticateSession(context, bearerToken(request), originOf(request));
  registerCall(app, context, name, admit, (route, session) => handler({ ...route, session }));
}

/** Registers a call of the contract that needs no token (sign-up, sign-in, refresh, countries, calendars). */
export function publicRoute<TName extends EndpointName>(
  app: FastifyInstance,
  context: AppContext,
  name: TName,
  handler: (route: PublicRouteContext<TName>) => Promise<HandlerOutput<TName>>,
): void {
  if (ENDPOINTS[name].auth) throw new Error(`${name} needs a token; register it with authedRoute`);
  registerCall(
    app,
    context,
    name,
    async () => undefined,
    (route) => handler(route),
  );
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@beurs/domain/contract';
import { ENDPOINTS, endpointPath, type EndpointName } from '@beurs/domain/contract';
import { format } from 'prettier';
import { isOptional, isZodSchema, schemaToType } from './schema-to-type';

/** The README lines between which the reference lives; everything else in the file is written by hand. */
export const REFERENCE_START = '<!-- reference:start -->';
export const REFERENCE_END = '<!-- reference:end -->';

const DOMAIN_SOURCE = fileURLToPath(new URL('../../domain/src/', import.meta.url));
/** Only entities get a name of their own; request and response wrappers are shown inline. */
const WRAPPER_NAME = /(Request|Response|Query)$/;
const UPLOADS = new Set<EndpointName>(['uploadPassport', 'uploadCard']);
const ALREADY_CLOSED = 'an order already closed (409, `order_already_closed`: show it as a warning)';

/**
 * The refusals of a call's own rules, beyond the ones every call of its kind has (schema, session,
 * frozen account); their codes are `ERROR_CODES` of `@beurs/domain`, raised in apps/server/src.
 */
const RULE_REFUSALS: Partial<Record<EndpointName, readonly string[]>> = {
  signin: [
    'a wrong email or password (401, `invalid_credentials`; the same answer for an unknown email)',
    'too many failures in a row (429, `account_locked`)',
  ],
  refresh: ['an unknown, used or revoked refresh token (401: the client ends the session)'],
  withdraw: [
    'more than the free margin (422, `insufficient_funds`)',
    'no PIN set (409, `pin_not_set`)',
    'a wrong PIN (403, `wrong_pin`), locked after repeated wrong PINs (429, `pin_locked`)',
  ],
  openOrder: [
    "a leverage above the instrument's cap (422, `leverage_too_high`)",
    'a `client_order_id` already used for another order (409, `idempotency_conflict`); the same order sent again answers the first one',
    'a margin above the free margin (422, `insufficient_funds`)',
    'an instrument without a current price (422, `market_closed` or `quote_stale`)',
  ],
  closeOrder: [ALREADY_CLOSED],
  modifyOrder: [ALREADY_CLOSED, 'levels the order already has (422, `validation_failed`)'],
  reverseOrder: [ALREADY_CLOSED],
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The contract's entity schemas under the type names `@beurs/domain` exports for them, read from
 * its `export type Order = z.infer<typeof order>` lines (`symbol` is `MarketSymbol`).
 */
function entityTypeNames(): Map<unknown, string> {
  const exported = contract as Record<string, unknown>;
  const names = new Map<unknown, string>();
  for (const file of sourceFiles(DOMAIN_SOURCE)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/export type (\w+) = z\.(?:infer|output)<typeof (\w+)>/g)) {
      const [, typeName, schemaName] = match as unknown as [string, string, string];
      const schema = exported[schemaName];
      if (!isZodSchema(schema) || WRAPPER_NAME.test(schemaName) || names.has(schema)) continue;
      names.set(schema, typeName);
    }
  }
  return names;
}

async function formatDeclarations(source: string): Promise<string> {
  return (await format(source, { parser: 'typescript', singleQuote: true, printWidth: 100, trailingComma: 'all' })).trimEnd();
}

function requestShape(name: EndpointName, names: Map<unknown, string>, used: Set<string>): { input: string; optional: boolean } {
  const endpoint = ENDPOINTS[name];
  if (UPLOADS.has(name)) return { input: 'UploadInput', optional: false };
  if (endpoint.body === 'none') return { input: 'undefined', optional: true };
  const input = schemaToType(endpoint.request, 'input', names, used);
  return { input, optional: isLeftOut(endpoint.request) };
}

/** Whether a caller may leave the whole input out: it has a default, or every field may be left out. */
function isLeftOut(schema: unknown): boolean {
  if (!isZodSchema(schema)) return false;
  if (isOptional(schema, 'input')) return true;
  const def = schema._zod.def;
  if (def.type === 'pipe') return isLeftOut(def.in);
  if (def.type !== 'object') return false;
  return Object.values(def.shape as Record<string, unknown>).every((field) => isZodSchema(field) && isOptional(field, 'input'));
}

function refusals(name: EndpointName): string[] {
  const endpoint = ENDPOINTS[name];
  const notes: string[] = [];
  if (endpoint.body === 'json' || endpoint.body === 'query')
    notes.push('an input the schema refuses (400, `validation_failed`, with `fields`)');
  if (UPLOADS.has(name)) {
    notes.push(
      'a missing or empty file (400, `validation_failed`), a file that is not JPEG, PNG or PDF by content (415, `unsupported_media_type`) or over 10 MB (413, `payload_too_large`)',
    );
  }
  if (endpoint.auth) notes.push('no valid session (401; the client refreshes once and retries)');
  if (endpoint.refusedWhenFrozen) notes.push('a frozen account (403, `account_frozen`)');
  return [...notes, ...(RULE_REFUSALS[name] ?? [])];
}

async function renderCall(name: EndpointName, names: Map<unknown, string>, used: Set<string>): Promise<string> {
  const endpoint = ENDPOINTS[name];
  const extension = 'extension' in endpoint && endpoint.extension === true;
  const { input, optional } = requestShape(name, names, used);
  const output = schemaToType(endpoint.response, 'output', names, used);
  const options = UPLOADS.has(name) ? 'UploadOptions' : 'CallOptions';
  const declaration = await formatDeclarations(
    `declare function ${name}(input${optional ? '?' : ''}: ${input}, options?: ${options}): Promise<${output}>;`,
  );
  const facts = [
    `\`${endpoint.method} ${endpointPath(endpoint.path)}\``,
    endpoint.auth ? 'needs a session' : 'no session',
    endpoint.body === 'multipart'
      ? 'multipart upload'
      : endpoint.body === 'none'
        ? 'no body'
        : `${endpoint.body === 'json' ? 'JSON body' : 'query string'}`,
    extension ? '**Beurs extension**' : 'contract §7',
  ];
  return [
    `### \`${name}\``,
    '',
    `${endpoint.summary}.`,
    '',
    `${facts.join(' · ')}. Refuses ${refusals(name).join('; ') || 'nothing of its own'}.`,
    '',
    '```ts',
    declaration,
    '```',
  ].join('\n');
}

function overviewRow(name: EndpointName): string {
  const endpoint = ENDPOINTS[name];
  const extension = 'extension' in endpoint && endpoint.extension === true;
  return `| [\`${name}\`](#${name.toLowerCase()}) | \`${endpoint.method} ${endpointPath(endpoint.path)}\` | ${endpoint.auth ? 'yes' : 'no'} | ${endpoint.refusedWhenFrozen ? 'yes' : 'no'} | ${extension ? 'yes' : 'no'} |`;
}

/**
 * The call reference of the README, from `ENDPOINTS`: an overview table, then each call's method,
 * path, session, refusals and TypeScript signature, then the entity types the signatures name.
 */
export async function renderReference(): Promise<string> {
  const names = entityTypeNames();
  const used = new Set<string>();
  const calls = Object.keys(ENDPOINTS) as EndpointName[];
  const sections: string[] = [];
  for (const name of calls) sections.push(await renderCall(name, names, used));
  // Entities name others (`UserResponse` holds `User`, which holds `AccountFigures`): keep going until none is new.
  const bySchema = [...names.entries()];
  const types: string[] = [];
  const written = new Set<string>();
  while (written.size < used.size) {
    for (const [schema, typeName] of bySchema) {
      if (!used.has(typeName) || written.has(typeName)) continue;
      written.add(typeName);
      types.push(`type ${typeName} = ${schemaToType(schema, 'output', names, used)};`);
    }
  }
  types.sort((left, right) => left.localeCompare(right));
  return [
    REFERENCE_START,
    '<!-- Generated from ENDPOINTS by `pnpm docs:reference`; edit the contract, not this section. -->',
    '',
    `All ${calls.length} calls, in the order of \`ENDPOINTS\`. Each is \`api.<name>(input, options)\`;`,
    'the types below are what the call accepts and what its promise resolves with. Decimal',
    'amounts travel as text (`"1.08500"`); requests also accept numbers. Every call may also be',
    'refused for a spent request budget (429, `rate_limited`: `RateLimitedError`) and, from a',
    "program's client, for a key without the call's scope (403, `api_key_scope`: `ApiKeyScopeError`).",
    '',
    '| call | method and path | session | refused while frozen | Beurs extension |',
    '| --- | --- | --- | --- | --- |',
    ...calls.map(overviewRow),
    '',
    ...sections.flatMap((section) => [section, '']),
    '### Types the calls name',
    '',
    'Exported from `@beurs/domain` under these names.',
    '',
    '```ts',
    await formatDeclarations(types.join('\n')),
    '```',
    REFERENCE_END,
  ].join('\n');
}

/** `readme` with its reference section replaced by `reference`; throws when the markers are missing. */
export function replaceReference(readme: string, reference: string): string {
  const start = readme.indexOf(REFERENCE_START);
  const end = readme.indexOf(REFERENCE_END);
  if (start === -1 || end === -1 || end < start) throw new Error(`The README needs the lines ${REFERENCE_START} and ${REFERENCE_END}`);
  return `${readme.slice(0, start)}${reference}${readme.slice(end + REFERENCE_END.length)}`;
}

/** The reference section currently in `readme`, markers included. */
export function currentReference(readme: string): string {
  const start = readme.indexOf(REFERENCE_START);
  const end = readme.indexOf(REFERENCE_END);
  if (start === -1 || end === -1 || end < start) throw new Error(`The README needs the lines ${REFERENCE_START} and ${REFERENCE_END}`);
  return readme.slice(start, end + REFERENCE_END.length);
}

/**
 * Hot reads bench (a script, not a test): requests per second of the reads every screen makes,
 * each as a ratio to a bare Fastify hello world measured in the same run. The broker (demo data,
 * market feed ticking every second) and the hello world each run in a child process; autocannon
 * loads them from this process with BENCH_CONNECTIONS keep-alive connections. The phases
 * alternate in BENCH_ROUNDS rounds of BENCH_SECONDS_PER_PHASE each, so a change in the machine's
 * load hits baseline and subject alike; the ratio is reported as median and range over rounds.
 * The broker has BENCH_CONNECTIONS users: the reads are the first one's on every connection, and
 * one more phase reads `/users/` as a different user on each connection, where no two requests
 * in flight share a read.
 *
 *   pnpm --filter @beurs/server bench:reads            # PostgreSQL and the embedded database
 *   BENCH_DB=postgres pnpm --filter @beurs/server bench:reads
 *   BENCH_READS=countries pnpm --filter @beurs/server bench:reads   # some reads: countries, symbols, users
 */
import autocannon from 'autocannon';
import { printResults, type BenchResult } from './bench-results';
import { startChildServer, type ChildServer } from './child-server';
import { pinClientAndServers, type CpuPinning } from './cpu-pinning';
import { createFreshDatabase } from './fresh-postgres';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '5');
const SECONDS = Number(process.env.BENCH_SECONDS_PER_PHASE ?? '3');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? '20');
const KINDS = (process.env.BENCH_DB ?? 'postgres,embedded').split(',') as Array<'postgres' | 'embedded'>;

/** `POST /users/` a second the embedded database must serve: nothing a person does waits on it. */
const EMBEDDED_USERS_RATE = 4000;

interface Read {
  name: string;
  budget: number;
  /** Whether the read runs a query per request: then it is also set against a bare Fastify running one (PostgreSQL). */
  queries?: boolean;
  request(server: ChildServer): autocannon.Options;
}

/** What every browser (and Node's fetch, which the SDK uses) sends: the broker may compress its answer. */
const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

/** POST /users/ as the bench user, with `token` (a session's access token or an API key's secret) as the bearer. */
function usersReadWith(server: ChildServer, token: string | undefined): autocannon.Options {
  if (!token) throw new Error('the bench server gave no token for this read');
  return {
    url: `${server.url}/api/v1/users/`,
    method: 'POST',
    headers: { ...BROWSER_ACCEPT_ENCODING, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  };
}

/**
 * POST /users/ with each connection signed in as a user of its own (`tokens`, one a connection):
 * the same load as the one-user read, but no two requests in flight are of one user, so none
 * shares another's read of the database.
 */
function usersReadOfEach(server: ChildServer, tokens: readonly string[]): autocannon.Options {
  if (tokens.length < CONNECTIONS) throw new Error(`the bench server gave ${tokens.length} users for ${CONNECTIONS} connections`);
  const options = usersReadWith(server, tokens[0]);
  let next = 0;
  return {
    ...options,
    setupClient: (client) => {
      client.setHeaders({ ...(options.headers as Record<string, string>), authorization: `Bearer ${tokens[next % tokens.length]}` });
      next += 1;
    },
  };
}

const ALL_READS: Read[] = [
  {
    name: 'GET /countries/',
    budget: 0.8,
    request: (server) => ({ url: `${server.url}/api/v1/countries/`, headers: BROWSER_ACCEPT_ENCODING }),
  },
  {
    name: 'GET /symbols/',
    budget: 0.25,
    request: (server) => ({
      url: `${server.url}/api/v1/symbols/`,
      headers: { ...BROWSER_ACCEPT_ENCODING, authorization: `Bearer ${server.tokens[0]}` },
    }),
  },
  {
    name: 'POST /users/',
    budget: 0.25,
    queries: true,
    request: (server) => ({
      url: `${server.url}/api/v1/users/`,
      method: 'POST',
      headers: { ...BROWSER_ACCEPT_ENCODING, authorization: `Bearer ${server.tokens[0]}`, 'content-type': 'application/json' },
      body: '{}',
    }),
  },
];

const READ_KEYS: Record<string, string> = { countries: 'GET /countries/', symbols: 'GET /symbols/', users: 'POST /users/' };
const wanted = process.env.BENCH_READS?.split(',').map((key) => READ_KEYS[key.trim()] ?? key.trim());
const READS = wanted ? ALL_READS.filter((read) => wanted.includes(read.name)) : ALL_READS;
if (READS.length === 0) throw new Error(`BENCH_READS names no read: use ${Object.keys(READ_KEYS).join(', ')}`);

/** Headers Node writes itself, or that differ per answer (the baseline makes its own request id). */
const PER_ANSWER_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'x-request-id']);

/** One answer to the read as sent: its size in bytes (compressed, when the broker compresses it) and its fixed headers. */
async function answerOf(options: autocannon.Options): Promise<{ bytes: number; headers: Record<string, string> }> {
  const response = await fetch(String(options.url), {
    method: options.method ?? 'GET',
    headers: options.headers as Record<string, string> | undefined,
    body: typeof options.body === 'string' ? options.body : undefined,
  });
  if (!response.ok) throw new Error(`${String(options.url)} answered ${response.status}`);
  // fetch hands back the decoded body; the length on the wire is the header's.
  const decoded = (await response.arrayBuffer()).byteLength;
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER_HEADERS.has(name)));
  return { bytes: Number(response.headers.get('content-length') ?? decoded), headers };
}

/** Registers a copy of an answer with the hello world's server; returns the path that sends it. */
async function copyAnswer(hello: ChildServer, answer: { bytes: number; headers: Record<string, string> }): Promise<string> {
  const response = await fetch(`${hello.url}/answers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ headers: answer.headers, size: answer.bytes }),
  });
  const { id } = (await response.json()) as { id: number };
  return `${hello.url}/answers/${id}`;
}

/**
 * Requests per second of one phase; throws when any answer was not a 2xx (or, with `status`,
 * not that status: a phase that measures a refusal).
 */
async function measure(options: autocannon.Options, seconds: number, status?: number): Promise<number> {
  const result = await autocannon({ connections: CONNECTIONS, duration: seconds, ...options });
  const unexpected = status === undefined ? result.non2xx : result.requests.total - (result.statusCodeStats?.[`${status}`]?.count ?? 0);
  const failed = unexpected + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${String(options.url)}: ${failed} of ${result.requests.total} requests failed`);
  return result.requests.total / seconds;
}

async function benchOn(kind: 'postgres' | 'embedded', hello: ChildServer, pinning: CpuPinning): Promise<BenchResult[]> {
  const database = kind === 'postgres' ? await createFreshDatabase() : null;
  // A user a connection; the API key's secret follows their access tokens.
  const broker = await startChildServer(
    './bench-server.ts',
    { DATABASE_URL: database?.url ?? 'embedded', BENCH_USERS: String(CONNECTIONS), BENCH_API_KEY: '1' },
    [],
    pinning,
  );
  const sessionTokens = broker.tokens.slice(0, CONNECTIONS);
  const apiKeySecret = broker.tokens[CONNECTIONS];
  const queried = READS.filter((read) => read.queries);
  const oneQuery =
    database && queried.length > 0 ? await startChildServer('./one-query-server.ts', { DATABASE_URL: database.url }, [], pinning) : null;
  try {
    const helloOptions = { url: `${hello.url}/` };
    // Warm both up (JIT, connection pools, first loads) before anything counts.
    await measure(helloOptions, 1);
    for (const read of READS) await measure(read.request(broker), 1);
    if (oneQuery) await measure({ url: `${oneQuery.url}/one-query/100` }, 1);
    const database = kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';
    const sized = await Promise.all(
      READS.map(async (read) => {
        const answer = await answerOf(read.request(broker));
        return { read, bytes: answer.bytes, headerCount: Object.keys(answer.headers).length + 1, copy: await copyAnswer(hello, answer) };
      }),
    );
    const results = sized.map(({ read }): BenchResult => ({
      measure: `${read.name} req/s vs bare Fastify hello world (${database})`,
      baseline: [],
      subject: [],
      unit: 'req/s',
      // The budgets of the authenticated reads against the hello world are set on PostgreSQL only;
      // on the embedded database `/users/` is held to a rate of its own, the single-person install's.
      budget:
        kind === 'postgres' || read.name === 'GET /countries/'
          ? { ratioAtLeast: read.budget }
          : read.name === 'POST /users/'
            ? { subjectAtLeast: EMBEDDED_USERS_RATE }
            : {},
    }));
    // The same subject runs against a bare Fastify sending as many bytes: what the answer's size alone costs.
    const sameBytes = sized.map(({ read, bytes }, index): BenchResult => ({
      measure: `${read.name} req/s vs bare Fastify sending the same ${bytes} bytes (${database})`,
      baseline: [],
      subject: (results[index] as BenchResult).subject,
      unit: 'req/s',
      budget: {},
    }));
    // A read that runs no query is also set against a bare Fastify sending a copy of its answer,
    // bytes and headers, and that server against the hello world: the ceiling of any server that
    // sends this answer (its security headers, request id, ETag, coding) on this machine.
    const copies = sized
      .map(({ read, bytes, headerCount }, index) => ({ read, bytes, headerCount, index }))
      .filter(({ read }) => !read.queries)
      .map(({ read, bytes, headerCount, index }) => {
        const againstCopy: BenchResult = {
          measure: `${read.name} req/s vs bare Fastify sending a copy of its answer, ${bytes} bytes and ${headerCount} headers (${database})`,
          baseline: [],
          subject: (results[index] as BenchResult).subject,
          unit: 'req/s',
          budget: {},
        };
        const ceiling: BenchResult = {
          measure: `ceiling: bare Fastify sending a copy of the ${read.name} answer vs bare Fastify hello world (${database})`,
          baseline: (results[index] as BenchResult).baseline,
          subject: againstCopy.baseline,
          unit: 'req/s',
          budget: {},
        };
        return { index, againstCopy, ceiling };
      });
    // A read that queries is also set against a bare Fastify running one indexed query and sending
    // as many bytes, and that server against the hello world: the ceiling of one query per request.
    const ceilings = oneQuery
      ? sized
          .map(({ read, bytes }, index) => ({ read, bytes, index }))
          .filter(({ read }) => read.queries)
          .map(({ read, bytes, index }) => {
            const againstOneQuery: BenchResult = {
              measure: `${read.name} req/s vs bare Fastify running one indexed query and sending the same ${bytes} bytes (${database})`,
              baseline: [],
              subject: (results[index] as BenchResult).subject,
              unit: 'req/s',
              budget: kind === 'postgres' ? { ratioAtLeast: 0.9 } : {},
            };
            const ceiling: BenchResult = {
              measure: `ceiling: bare Fastify running one indexed query and sending ${bytes} bytes vs bare Fastify hello world (${database})`,
              baseline: (results[index] as BenchResult).baseline,
              subject: againstOneQuery.baseline,
              unit: 'req/s',
              budget: {},
            };
            return { index, bytes, againstOneQuery, ceiling };
          })
      : [];
    // The same read with the first user's API key (which follows the tokens) against their session
    // token: a key is checked in memory like a session, so it may cost little more.
    const readsUsers = READS.some((read) => read.name === 'POST /users/');
    const withKey = readsUsers ? usersReadWith(broker, apiKeySecret) : null;
    const keyVsSession: BenchResult = {
      measure: `POST /users/ with an API key vs with a session token (${database})`,
      baseline: [],
      subject: [],
      unit: 'req/s',
      budget: kind === 'postgres' ? { ratioAtLeast: 0.9 } : {},
    };
    // The same read as a different user on each connection against one user on all of them:
    // concurrent reads of one user share a read of the database, those of different users cannot.
    const ofEachUser = readsUsers ? usersReadOfEach(broker, sessionTokens) : null;
    const eachVsOne: BenchResult = {
      measure: `POST /users/ with ${CONNECTIONS} users, one a connection, vs one user on every connection (${database})`,
      baseline: [],
      subject: [],
      unit: 'req/s',
      budget: {},
    };
    // GET /symbols/ with the bearer token against the same call without the Authorization header,
    // on the same server under the same load. The list is for signed-in callers, so the call
    // without is refused and the row's name says with what status: it then sets the whole answer
    // against a refusal, which bounds what the session check costs rather than isolating it.
    const symbols = READS.find((read) => read.name === 'GET /symbols/');
    const symbolsWithToken = symbols?.request(broker) ?? null;
    const symbolsWithout = symbolsWithToken ? { ...symbolsWithToken, headers: { ...BROWSER_ACCEPT_ENCODING } } : null;
    const withoutStatus = symbolsWithout ? (await fetch(String(symbolsWithout.url), { headers: BROWSER_ACCEPT_ENCODING })).status : 200;
    const bearerVsNone: BenchResult = {
      measure: `GET /symbols/ with a bearer token vs without${withoutStatus === 200 ? '' : ` (answered ${withoutStatus})`} (${database})`,
      baseline: [],
      subject: [],
      unit: 'req/s',
      budget: { ratioAtLeast: 0.9 },
    };
    const expectedWithout = withoutStatus >= 200 && withoutStatus < 300 ? undefined : withoutStatus;
    if (withKey) await measure(withKey, 1);
    if (ofEachUser) await measure(ofEachUser, 1);
    if (symbolsWithout) await measure(symbolsWithout, 1, expectedWithout);
    for (let round = 0; round < ROUNDS; round += 1) {
      if (withKey) {
        keyVsSession.baseline.push(await measure(usersReadWith(broker, sessionTokens[0]), SECONDS));
        keyVsSession.subject.push(await measure(withKey, SECONDS));
      }
      if (ofEachUser) {
        eachVsOne.baseline.push(await measure(usersReadWith(broker, sessionTokens[0]), SECONDS));
        eachVsOne.subject.push(await measure(ofEachUser, SECONDS));
      }
      if (symbolsWithToken && symbolsWithout) {
        bearerVsNone.baseline.push(await measure(symbolsWithout, SECONDS, expectedWithout));
        bearerVsNone.subject.push(await measure(symbolsWithToken, SECONDS));
      }
      for (const [index, { read, bytes, copy }] of sized.entries()) {
        (results[index] as BenchResult).baseline.push(await measure(helloOptions, SECONDS));
        (results[index] as BenchResult).subject.push(await measure(read.request(broker), SECONDS));
        (sameBytes[index] as BenchResult).baseline.push(await measure({ url: `${hello.url}/bytes/${bytes}` }, SECONDS));
        const copied = copies.find((entry) => entry.index === index);
        if (copied) copied.againstCopy.baseline.push(await measure({ url: copy }, SECONDS));
        const ceiling = ceilings.find((entry) => entry.index === index);
        if (ceiling && oneQuery)
          ceiling.againstOneQuery.baseline.push(await measure({ url: `${oneQuery.url}/one-query/${bytes}` }, SECONDS));
      }
    }
    return [
      ...results,
      ...(withKey ? [keyVsSession] : []),
      ...(ofEachUser ? [eachVsOne] : []),
      ...(symbolsWithout ? [bearerVsNone] : []),
      ...sameBytes,
      ...copies.flatMap(({ againstCopy, ceiling }) => [againstCopy, ceiling]),
      ...ceilings.flatMap(({ againstOneQuery, ceiling }) => [againstOneQuery, ceiling]),
    ];
  } finally {
    await oneQuery?.stop();
    await broker.stop();
    await database?.drop();
  }
}

const pinning = pinClientAndServers();
const hello = await startChildServer('./hello-server.ts', {}, [], pinning);
try {
  const results: BenchResult[] = [];
  for (const kind of KINDS) results.push(...(await benchOn(kind, hello, pinning)));
  console.log(`hot reads: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per phase, baseline alternating with each read`);
  printResults(results);
} finally {
  await hello.stop();
}

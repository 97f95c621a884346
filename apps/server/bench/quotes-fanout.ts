/**
 * Quote fan-out and socket memory bench (a script, not a test). BENCH_SOCKETS clients (default
 * 1,000), each streaming the same 20 instruments, are connected to the broker (authenticated, in
 * a child process on a fresh PostgreSQL database, `fanout-server.ts`) and to a bare `ws` server
 * that sends the same frames (`raw-ws-server.ts`, the baseline). Both are driven alike, in
 * BENCH_ROUNDS rounds (default 3) that alternate which goes first:
 * - **burst**: BENCH_BURST_TICKS ticks (default 20) back to back, every instrument moving each
 *   tick; messages (one frame per socket a tick, with its 20 quotes) delivered per second, from
 *   the request to the last frame received;
 * - **paced**: BENCH_PACED_TICKS ticks (default 20) 250 ms apart (four times the feed's rate); the age of each frame when it
 *   arrives, from its quote's `time` (the wall clock of its tick; both processes read it).
 * The heap per connected socket is each server's heap after collection with the sockets
 * connected and subscribed, less its heap before, over the number of sockets. It is also taken
 * of a bare socket.io server (`bare-socketio-server.ts`, connected and left again before the
 * rounds): what socket.io alone keeps per connection, the ceiling of any server on its protocol.
 *
 *   pnpm --filter @beurs/server bench:fanout
 */
import { connectRawSocket, type RawSocketClient } from './raw-socket-client';
import { startChildServer, type ChildServer } from './child-server';
import { FANOUT_INSTRUMENT_COUNT, FANOUT_INSTRUMENTS } from './fanout-ticks';
import { createFreshDatabase } from './fresh-postgres';
import { percentile } from './percentile';
import { printResults, type BenchResult } from './bench-results';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? '1000');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '3');
const BURST_TICKS = Number(process.env.BENCH_BURST_TICKS ?? '20');
const PACED_TICKS = Number(process.env.BENCH_PACED_TICKS ?? '20');
const PACED_GAP_MS = 250;
/** A phase that has not delivered every frame by then is reported with what it delivered. */
const PHASE_TIMEOUT_MS = 120_000;
const INSTRUMENT_IDS = FANOUT_INSTRUMENTS.map((instrument) => instrument.instrumentId);
const QUOTES_FRAME = '42["quotes"';
const TIME_FIELD = '"time":"';

/** One server under test, with its clients and what they counted. */
interface Target {
  name: string;
  server: ChildServer;
  clients: RawSocketClient[];
  frames: number;
  lastFrameAt: number;
  /** Ages of frames on arrival, while `timing` is on. */
  ages: number[];
  timing: boolean;
  rates: number[];
  p99s: number[];
  heapPerSocket: number;
}

async function heapOf(server: ChildServer): Promise<number> {
  const response = await fetch(`${server.url}/bench/heap`);
  return ((await response.json()) as { heapUsed: number }).heapUsed;
}

/** Connects the clients, each subscribing to the instruments and waiting for its snapshot; measures the heap they cost. */
async function connect(target: Target, auth: (index: number) => Record<string, unknown>): Promise<void> {
  // A first hundred connect and leave again, so the code compiled for a connection is in the heap
  // before it is measured: what is left is what each further socket costs.
  await connectBatch(target, auth, 0, Math.min(100, SOCKETS));
  for (const client of target.clients.splice(0)) client.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await heapOf(target.server);
  for (let start = 0; start < SOCKETS; start += 100) await connectBatch(target, auth, start, Math.min(100, SOCKETS - start));
  target.heapPerSocket = ((await heapOf(target.server)) - before) / SOCKETS;
}

/** Connects `count` clients at once (a batch: a thousand handshakes at once would measure the accept queue, not the server). */
async function connectBatch(target: Target, auth: (index: number) => Record<string, unknown>, start: number, count: number): Promise<void> {
  const batch = Array.from({ length: count }, async (_, offset) => {
    let snapshot: () => void = () => undefined;
    const subscribed = new Promise<void>((resolve) => (snapshot = resolve));
    const client = await connectRawSocket(target.server.url, '/socket.io/', auth(start + offset), (frame) => {
      if (!frame.startsWith(QUOTES_FRAME)) return;
      snapshot();
      target.frames += 1;
      target.lastFrameAt = Date.now();
      if (!target.timing) return;
      const at = frame.lastIndexOf(TIME_FIELD) + TIME_FIELD.length;
      target.ages.push(target.lastFrameAt - Date.parse(frame.slice(at, frame.indexOf('"', at))));
    });
    client.emit('subscribeQuotes', INSTRUMENT_IDS);
    await subscribed;
    return client;
  });
  target.clients.push(...(await Promise.all(batch)));
}

/** Publishes `ticks` ticks on the target and waits until every client has every frame. */
async function phase(target: Target, ticks: number, gapMs: number): Promise<number> {
  target.frames = 0;
  // One frame a tick per socket, holding its instruments that moved.
  const expected = ticks * SOCKETS;
  const startedAt = Date.now();
  await fetch(`${target.server.url}/bench/ticks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticks, gapMs }),
  });
  const deadline = startedAt + PHASE_TIMEOUT_MS;
  while (target.frames < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  if (target.frames < expected) console.warn(`${target.name}: ${target.frames} of ${expected} frames arrived`);
  return (target.frames / Math.max(1, target.lastFrameAt - startedAt)) * 1000;
}

async function round(target: Target): Promise<void> {
  target.rates.push(await phase(target, BURST_TICKS, 0));
  target.ages = [];
  target.timing = true;
  await phase(target, PACED_TICKS, PACED_GAP_MS);
  target.timing = false;
  target.p99s.push(percentile(target.ages, 99));
}

const emptyTarget = (name: string, server: ChildServer): Target => ({
  name,
  server,
  clients: [],
  frames: 0,
  lastFrameAt: 0,
  ages: [],
  timing: false,
  rates: [],
  p99s: [],
  heapPerSocket: 0,
});

const database = await createFreshDatabase();
const servers: ChildServer[] = [];
const targets: Target[] = [];
try {
  const rawServer = await startChildServer('./raw-ws-server.ts', {}, ['--expose-gc']);
  servers.push(rawServer);
  const brokerServer = await startChildServer('./fanout-server.ts', { DATABASE_URL: database.url, BENCH_SOCKET_USERS: String(SOCKETS) }, [
    '--expose-gc',
  ]);
  servers.push(brokerServer);
  const raw = emptyTarget('raw ws', rawServer);
  const broker = emptyTarget('broker', brokerServer);
  targets.push(raw, broker);
  await connect(raw, () => ({}));
  await connect(broker, (index) => ({ token: brokerServer.tokens[index] }));
  const bareServer = await startChildServer('./bare-socketio-server.ts', {}, ['--expose-gc']);
  const bare = emptyTarget('bare socket.io', bareServer);
  try {
    await connect(bare, () => ({}));
  } finally {
    for (const client of bare.clients) client.close();
    await bareServer.stop();
  }
  console.log(`${SOCKETS} sockets on each, streaming ${FANOUT_INSTRUMENT_COUNT} instruments`);

  for (let index = 0; index < ROUNDS; index += 1) {
    for (const target of index % 2 === 0 ? [raw, broker] : [broker, raw]) await round(target);
  }
  const results: BenchResult[] = [
    {
      measure: `quotes to ${SOCKETS} sockets × ${FANOUT_INSTRUMENT_COUNT} instruments, msgs/s vs raw ws`,
      baseline: raw.rates,
      subject: broker.rates,
      unit: 'msgs/s',
      budget: { ratioAtLeast: 0.5 },
    },
    {
      measure: `quotes to ${SOCKETS} sockets, age on arrival p99 (ticks ${PACED_GAP_MS} ms apart)`,
      baseline: raw.p99s,
      subject: broker.p99s,
      unit: 'ms',
      budget: { subjectAtMost: 50 },
    },
    {
      measure: 'heap per connected authenticated socket vs raw ws',
      baseline: [raw.heapPerSocket / 1024],
      subject: [broker.heapPerSocket / 1024],
      unit: 'KiB',
      budget: { ratioAtMost: 2.5 },
    },
    {
      measure: 'ceiling: heap per connected socket of a bare socket.io server vs raw ws',
      baseline: [raw.heapPerSocket / 1024],
      subject: [bare.heapPerSocket / 1024],
      unit: 'KiB',
      budget: {},
    },
    {
      measure: 'heap per connected authenticated socket vs a bare socket.io server',
      baseline: [bare.heapPerSocket / 1024],
      subject: [broker.heapPerSocket / 1024],
      unit: 'KiB',
      budget: {},
    },
  ];
  printResults(results);
} finally {
  for (const target of targets) for (const client of target.clients) client.close();
  for (const server of servers) await server.stop();
  await database.drop();
}

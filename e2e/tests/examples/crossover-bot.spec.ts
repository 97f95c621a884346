import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { request as requestContext, test, expect } from '@playwright/test';
import type { Order } from '@beurs/domain';
import { createRealtimeClient } from '@beurs/realtime';
import { startAnswerDroppingProxy } from '../../support/answer-dropping-proxy';
import { createOwnServer, type OwnServer } from '../../support/own-server';
import { signUpAndSignIn } from '../terminal/terminal-session';

// The README's example program (examples/crossover-bot) trades a simulated market at ten ticks a
// second with an API key. Answers to its opens and closes are lost on the way back (the server
// acted, the bot never heard), and the server is stopped and started again under it. Every open
// it logged is still exactly one order on the server, and the server holds no order of the bot's
// that the bot does not know about.

test.describe.configure({ mode: 'serial' });

let server: OwnServer;

test.beforeAll(async () => {
  // A first start migrates and seeds a fresh database: slow on a busy 2-core machine.
  test.setTimeout(180_000);
  server = await createOwnServer({ env: () => ({ MARKET_TICK_MS: '100' }) });
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

interface BotLine {
  event: string;
  client_order_id?: string;
  order_id?: string;
  resumed_from?: number | null;
  snapshot?: boolean;
  seq?: number;
  opened?: number;
  last_seq?: number | null;
}

/** The bot as a child process, with its JSON log lines as they come. */
function startBot(env: Record<string, string>): { process: ChildProcess; lines: BotLine[]; exited: Promise<number | null> } {
  const child = spawn('pnpm', ['--filter', '@beurs/example-crossover-bot', 'start'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const lines: BotLine[] = [];
  const stdout = child.stdout;
  if (!stdout) throw new Error('the bot has no output');
  createInterface({ input: stdout }).on('line', (line) => {
    if (line.startsWith('{')) lines.push(JSON.parse(line) as BotLine);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, lines, exited };
}

async function until(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The live orders as a fresh socket of the key gets them, and the account's latest event number. */
async function liveOrdersAndHead(url: string, apiKey: string): Promise<{ orders: readonly Order[]; head: number }> {
  const realtime = createRealtimeClient({ url, apiKey });
  try {
    const head = new Promise<number>((resolve) => {
      const stop = realtime.onStreamState((state) => {
        stop();
        resolve(state.seq);
      });
    });
    const orders = new Promise<readonly Order[]>((resolve) => {
      const stop = realtime.onOrders((list) => {
        stop();
        resolve(list);
      });
    });
    realtime.start();
    return { orders: await orders, head: await head };
  } finally {
    realtime.stop();
  }
}

test('the crossover bot trades through a server restart without a lost or doubled order', async () => {
  test.setTimeout(600_000);
  const http = await requestContext.newContext({ baseURL: server.url });
  const { accessToken } = await signUpAndSignIn(http);
  const created = await http.post('/api/v1/users/api-keys/create', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { name: 'Crossover bot', scopes: ['read', 'trade'] },
  });
  expect(created.status()).toBe(200);
  const { secret } = (await created.json()) as { secret: string };

  const proxy = await startAnswerDroppingProxy(server.url);
  const bot = startBot({
    BEURS_URL: proxy.url,
    BEURS_API_KEY: secret,
    BOT_INSTRUMENT: 'BTCUSD',
    BOT_FAST: '3',
    BOT_SLOW: '8',
    BOT_ID: 'e2e-bot',
    BOT_STATE_FILE: join(mkdtempSync(join(tmpdir(), 'beurs-bot-')), 'state.json'),
  });
  const opened = () => bot.lines.filter((line) => line.event === 'opened').length;
  try {
    // A few minutes of simulated market (ten ticks a second) on each side of the restart.
    const started = Date.now();
    await until('five opens and 20 s of trading', () => opened() >= 5 && Date.now() - started >= 20_000, 180_000);

    // Two opens and two closes act on the server, and their answers are lost: the bot sends each
    // again with the same client order id or idempotency key, and is answered the first one's effect.
    const isTrade = (request: { method?: string; url?: string }) =>
      request.method === 'POST' && (request.url === '/api/v1/orders/open' || request.url === '/api/v1/orders/close');
    proxy.dropAnswers(4, isTrade);
    await until('four answers lost', () => proxy.dropped === 4, 120_000);
    await until(
      'the retries to be answered',
      () => bot.lines.filter((line) => line.event === 'retry').length >= 4 && opened() >= 8,
      120_000,
    );

    await server.stop();
    const before = opened();
    const streamsBefore = bot.lines.filter((line) => line.event === 'stream').length;
    await server.start();
    // The stream resumed where it stopped, with the events of the restart replayed, not a snapshot.
    await until('the stream to resume', () => bot.lines.filter((line) => line.event === 'stream').length > streamsBefore, 180_000);
    const resumed = bot.lines.filter((line) => line.event === 'stream').at(-1);
    expect(resumed?.resumed_from).not.toBeNull();
    expect(resumed?.snapshot).toBe(false);
    const restarted = Date.now();
    await until(
      'five more opens and 20 s of trading after the restart',
      () => opened() >= before + 5 && Date.now() - restarted >= 20_000,
      180_000,
    );
  } finally {
    if (bot.process.pid && bot.process.exitCode === null) process.kill(-bot.process.pid, 'SIGINT');
    await proxy.close();
  }
  await test.info().attach('bot-log.jsonl', { body: bot.lines.map((line) => JSON.stringify(line)).join('\n'), contentType: 'text/plain' });
  // The package manager in front of it dies of the signal; the bot itself stops in order and says so.
  await bot.exited;
  await until('the bot to say it stopped', () => bot.lines.some((line) => line.event === 'stopped'), 30_000);

  // What the bot says it opened, against what the server holds of the bot's.
  const openedIds = bot.lines.filter((line) => line.event === 'opened').map((line) => line.client_order_id);
  expect(new Set(openedIds).size).toBe(openedIds.length);
  const history = await http.post('/api/v1/orders/history', {
    headers: { authorization: `Bearer ${secret}` },
    data: { limit: 1000 },
  });
  expect(history.status()).toBe(200);
  const closed = ((await history.json()) as { orders: Order[] }).orders;
  const { orders: live, head } = await liveOrdersAndHead(server.url, secret);
  const serverIds = [...closed, ...live]
    .filter((order) => order.position_id === null || order.position_id === undefined)
    .map((order) => order.client_order_id)
    .filter((id): id is string => typeof id === 'string' && id.startsWith('e2e-bot-'));
  expect(serverIds.sort()).toEqual([...openedIds].sort());
  // The bot handled every event of its account, up to the last.
  const stopped = bot.lines.find((line) => line.event === 'stopped');
  expect(stopped?.last_seq).toBe(head);
  await http.dispose();
});

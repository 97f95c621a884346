import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, MAX_RESUME_EVENTS, type AccountEvent, type AccountEventType, type Order } from '@beurs/domain';
import { accountEventHeads, accountEvents } from '../../src/db/schema/index';
import { postLedgerEntry } from '../../src/ledger/ledger';
import { readAccountHead } from '../../src/realtime/account-event-rows';
import { pruneAccountEvents } from '../../src/realtime/account-event-retention';
import { INVALID_LAST_SEQ_MESSAGE } from '../../src/realtime/resume-point';
import { quoteOf, runOrderEngine, setQuote } from '../market/test-quotes';
import { callApi, createTrader, placeOrder, type TestTrader } from '../orders/test-trader';
import { connectError, connected, waitFor } from '../realtime/socket-client';
import { startTestServer, type TestServer } from '../test-server';
import { openStream, run, seqsOf, type StreamClient } from './stream-client';

/** Short, so the heartbeat test waits little; the figure clients count on is HEARTBEAT_INTERVAL_MS. */
const HEARTBEAT_MS = 200;

let server: TestServer;
let url = '';
const clients: StreamClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ heartbeatMs: HEARTBEAT_MS });
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.socket.disconnect();
});
afterAll(async () => {
  await server.close();
});

function stream(trader: TestTrader, lastSeq?: number): StreamClient {
  const client = openStream(url, trader.accessToken, lastSeq);
  clients.push(client);
  return client;
}

/** Waits until the client was sent every event up to the account's head. */
async function caughtUp(client: StreamClient, trader: TestTrader): Promise<number> {
  const head = await readAccountHead(server.context.db, trader.userId);
  await waitFor(() => (client.events.at(-1)?.seq ?? client.states[0]?.seq ?? -1) >= head, 5000, `the events up to seq ${head}`);
  return head;
}

/** The events after `mark`, by type and the order they concern. */
const since = (client: StreamClient, mark: number): AccountEvent[] => client.events.filter((event) => event.seq > mark);
const typesOf = (events: readonly AccountEvent[]): AccountEventType[] => events.map((event) => event.type);

/** Sets EURUSD a second later (spread 0.00008) and runs the order engine on it, as a tick would. */
async function tickEurusd(bid: Decimal): Promise<void> {
  server.clock.advance(1000);
  await setQuote(server, 'EURUSD', { bid: bid.toFixed(5), ask: bid.add('0.00008').toFixed(5) });
  await runOrderEngine(server);
}

describe('the account stream on connect', () => {
  it('starts with streamState at the head, then sends each change of every path once, in order, numbers as exact text', async () => {
    const trader = await createTrader(server);
    const client = stream(trader);
    await connected(client.socket);
    await waitFor(() => client.states.length === 1, 5000, 'streamState');
    // The test deposit of createTrader is the account's first event.
    expect(client.states[0]).toEqual({ seq: 1, resumed_from: null, replayed: 0, snapshot: false });
    await tickEurusd(Decimal.from('1.10000'));
    let mark = await caughtUp(client, trader);

    const position = await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.20', leverage: 30 });
    await caughtUp(client, trader);
    const opened = since(client, mark);
    expect(typesOf(opened)).toEqual(['order_opened']);
    expect(opened[0]?.order).toMatchObject({ id: position.id, status: 'open', volume: position.volume, open_price: position.open_price });

    mark = client.events.at(-1)?.seq ?? 0;
    const modified = await callApi(server, 'modifyOrder', { trader, body: { id: position.id, sl: '1.05000', tp: '1.20000' } });
    expect(modified.statusCode, modified.body).toBe(200);
    await caughtUp(client, trader);
    expect(since(client, mark).map((event) => [event.type, event.order?.stop_loss, event.order?.take_profit])).toEqual([
      ['order_modified', '1.05000', '1.20000'],
    ]);

    mark = client.events.at(-1)?.seq ?? 0;
    const partial = await callApi(server, 'closeOrder', { trader, body: { id: position.id, volume: '0.05' } });
    expect(partial.statusCode, partial.body).toBe(200);
    await caughtUp(client, trader);
    const partly = since(client, mark);
    // The closed part is an order of its own, heard of once, closed; the position keeps the rest.
    expect(typesOf(partly).sort()).toEqual(['balance_changed', 'order_closed', 'order_modified']);
    expect(partly.filter((event) => event.order?.id === position.id).map((event) => event.type)).toEqual(['order_modified']);
    expect(partly.find((event) => event.type === 'order_modified')?.order).toMatchObject({ id: position.id, volume: '0.15' });
    expect(partly.find((event) => event.type === 'order_closed')?.order).toMatchObject({ status: 'closed', volume: '0.05' });
    expect(partly.find((event) => event.type === 'balance_changed')?.entry).toMatchObject({ cause: 'realised_pnl' });

    mark = client.events.at(-1)?.seq ?? 0;
    const pending = await placeOrder(server, trader, {
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'limit',
      price: '1.09000',
      volume: '0.10',
      leverage: 30,
    });
    const cancelled = await placeOrder(server, trader, {
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'limit',
      price: '1.00000',
      volume: '0.10',
      leverage: 30,
    });
    const stopLimit = await placeOrder(server, trader, {
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'stop_limit',
      price: '1.10100',
      limit_price: '1.10120',
      volume: '0.10',
      leverage: 30,
    });
    const cancel = await callApi(server, 'closeOrder', { trader, body: { id: cancelled.id } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await caughtUp(client, trader);
    expect(since(client, mark).map((event) => [event.type, event.order?.id, event.order?.price])).toEqual([
      ['order_placed', pending.id, '1.09000'],
      ['order_placed', cancelled.id, '1.00000'],
      ['order_placed', stopLimit.id, '1.10100'],
      ['order_cancelled', cancelled.id, '1.00000'],
    ]);

    // The stop is reached above the limit: triggered, waiting as a limit.
    mark = client.events.at(-1)?.seq ?? 0;
    await tickEurusd(Decimal.from('1.10200'));
    await caughtUp(client, trader);
    expect(since(client, mark).map((event) => [event.type, event.order?.id])).toEqual([['order_triggered', stopLimit.id]]);

    // Down to the buy limit: the engine fills it (the stop-limit's limit is reached on the way, and the stop-loss is not).
    mark = client.events.at(-1)?.seq ?? 0;
    await tickEurusd(Decimal.from('1.08900'));
    await caughtUp(client, trader);
    const filled = since(client, mark).filter((event) => event.type === 'order_filled');
    expect(filled.map((event) => event.order?.id).sort()).toEqual([pending.id, stopLimit.id].sort());
    expect(filled.every((event) => event.order?.status === 'open')).toBe(true);

    // Below the stop-loss: the engine closes the position.
    mark = client.events.at(-1)?.seq ?? 0;
    await tickEurusd(Decimal.from('1.04000'));
    await caughtUp(client, trader);
    const stopped = since(client, mark).filter((event) => event.order?.id === position.id);
    expect(stopped.map((event) => [event.type, event.order?.close_reason])).toEqual([['order_closed', 'stop_loss']]);

    mark = client.events.at(-1)?.seq ?? 0;
    const deposit = await callApi(server, 'deposit', {
      trader,
      body: { meta: { wallet: '' }, amount: '123.45', type: 'bank_transfer', first_name: 'Anna', last_name: 'de Vries' },
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect((await callApi(server, 'savePin', { trader, body: { code: '1234' } })).statusCode).toBe(200);
    const withdrawal = await callApi(server, 'withdraw', {
      trader,
      body: { meta: { wallet: 'NL00BANK0123456789' }, amount: '10.00', type: 'bank_transfer', pin: '1234' },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    await caughtUp(client, trader);
    expect(since(client, mark).map((event) => [event.type, event.entry?.cause, event.entry?.amount])).toEqual([
      ['balance_changed', 'deposit', '123.45'],
      ['balance_changed', 'withdrawal', '-10.00'],
    ]);

    // Every event once, in seq order, streamState before any of them.
    const head = await caughtUp(client, trader);
    expect(seqsOf(client)).toEqual(run(2, head));
    expect(client.order.filter((name) => name !== 'heartbeat').indexOf('streamState')).toBe(0);
  });

  it('sends an expiry by the engine and a ledger entry written straight to the database (as the operator tools write)', async () => {
    const trader = await createTrader(server);
    const client = stream(trader);
    await waitFor(() => client.states.length === 1, 5000, 'streamState');
    const expiresAt = new Date(server.clock.now().getTime() + 3_600_000);
    const order = await placeOrder(server, trader, {
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'limit',
      price: '0.50000',
      volume: '0.10',
      leverage: 30,
      expiry: 'date',
      expires_at: expiresAt.toISOString(),
    });
    server.clock.set(expiresAt);
    expect(await runOrderEngine(server)).toMatchObject({ expired: 1 });
    await server.context.db.transaction((tx) =>
      postLedgerEntry(tx, {
        userId: trader.userId,
        cause: 'deposit',
        amount: Decimal.from('0.01'),
        method: 'bank_transfer',
        description: 'Written without any push',
        at: server.clock.now(),
      }),
    );
    const head = await caughtUp(client, trader);
    expect(client.events.map((event) => [event.type, event.order?.id ?? event.entry?.amount, event.order?.close_reason ?? null])).toEqual([
      ['order_placed', order.id, null],
      ['order_cancelled', order.id, 'expired'],
      ['balance_changed', '0.01', null],
    ]);
    expect(seqsOf(client)).toEqual(run(2, head));
  });

  it('replays exactly the events missed while disconnected, in order, then live ones, none twice', async () => {
    const trader = await createTrader(server);
    const first = stream(trader);
    await waitFor(() => first.states.length === 1, 5000, 'streamState');
    const seen = first.states[0]?.seq ?? 0;
    first.socket.disconnect();

    const a = await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    await placeOrder(server, trader, { instrument_id: 'AAPL', side: 'sell', volume: '1', leverage: 5 });
    expect((await callApi(server, 'closeOrder', { trader, body: { id: a.id } })).statusCode).toBe(200);
    const head = await readAccountHead(server.context.db, trader.userId);

    const again = stream(trader, seen);
    await waitFor(() => again.states.length === 1, 5000, 'streamState');
    expect(again.states[0]).toEqual({ seq: head, resumed_from: seen, replayed: head - seen, snapshot: false });
    await caughtUp(again, trader);
    expect(seqsOf(again)).toEqual(run(seen + 1, head));
    const stored = await server.context.db.select().from(accountEvents).where(eq(accountEvents.userId, trader.userId));
    expect(typesOf(again.events)).toEqual(stored.filter((row) => row.seq > seen).map((row) => row.type));

    await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'sell', volume: '0.01', leverage: 30 });
    const later = await caughtUp(again, trader);
    expect(seqsOf(again)).toEqual(run(seen + 1, later));
  });

  it('answers a resume from the head with nothing to replay', async () => {
    const trader = await createTrader(server);
    const client = stream(trader, 1);
    await waitFor(() => client.states.length === 1, 5000, 'streamState');
    expect(client.states[0]).toEqual({ seq: 1, resumed_from: 1, replayed: 0, snapshot: false });
  });

  it('answers a snapshot instead of a replay when last_seq is ahead of the head, pruned, or too far behind', async () => {
    const ahead = await createTrader(server);
    const fromAhead = stream(ahead, 50);
    await waitFor(() => fromAhead.states.length === 1, 5000, 'streamState');
    expect(fromAhead.states[0]).toEqual({ seq: 1, resumed_from: 50, replayed: 0, snapshot: true });

    const pruned = await createTrader(server);
    await placeOrder(server, pruned, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    // Its first event written a day and an hour ago: past the retention, so the next prune takes it.
    await server.context.db.execute(
      sql`update account_events set created_at = now() - interval '25 hours' where user_id = ${pruned.userId} and seq = 1`,
    );
    expect(await pruneAccountEvents(server.context.db)).toBeGreaterThanOrEqual(1);
    expect(await readAccountHead(server.context.db, pruned.userId)).toBe(2);
    const fromPruned = stream(pruned, 0);
    await waitFor(() => fromPruned.states.length === 1, 5000, 'streamState');
    expect(fromPruned.states[0]).toEqual({ seq: 2, resumed_from: 0, replayed: 0, snapshot: true });
    // What is still kept replays as before.
    const fromKept = stream(pruned, 1);
    await waitFor(() => fromKept.events.length === 1, 5000, 'the kept event');
    expect(fromKept.states[0]).toMatchObject({ replayed: 1, snapshot: false });

    const behind = await createTrader(server);
    // The head moved on by more than a resume replays (as after that many changes).
    await server.context.db
      .update(accountEventHeads)
      .set({ seq: 1 + MAX_RESUME_EVENTS + 1 })
      .where(eq(accountEventHeads.userId, behind.userId));
    const fromBehind = stream(behind, 1);
    await waitFor(() => fromBehind.states.length === 1, 5000, 'streamState');
    expect(fromBehind.states[0]).toEqual({ seq: MAX_RESUME_EVENTS + 2, resumed_from: 1, replayed: 0, snapshot: true });
  });

  it('refuses a handshake whose last_seq is not a whole number of 0 or more, saying so', async () => {
    const trader = await createTrader(server);
    for (const lastSeq of [-1, 1.5]) {
      const client = stream(trader, lastSeq);
      expect(await connectError(client.socket)).toBe(INVALID_LAST_SEQ_MESSAGE);
    }
  });

  it('sends heartbeats carrying the latest seq sent to the socket', async () => {
    const trader = await createTrader(server);
    const client = stream(trader);
    await waitFor(() => client.states.length === 1, 5000, 'streamState');
    await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    const head = await caughtUp(client, trader);
    const before = client.heartbeats.length;
    await waitFor(() => client.heartbeats.length > before, 5000, 'a heartbeat');
    expect(client.heartbeats.at(-1)).toEqual({ seq: head, at: server.clock.now().toISOString() });
  });

  it('delivers a burst of parallel orders on one account gap-free and in order, to every socket of it', async () => {
    const trader = await createTrader(server, { balance: '1000000' });
    const one = stream(trader);
    const two = stream(trader);
    await waitFor(() => one.states.length === 1 && two.states.length === 1, 5000, 'streamState');
    const start = Math.min(one.states[0]?.seq ?? 0, two.states[0]?.seq ?? 0);
    const opened = await Promise.all(
      Array.from({ length: 20 }, () =>
        callApi(server, 'openOrder', { trader, body: { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 } }),
      ),
    );
    expect(opened.map((response) => response.statusCode)).toEqual(opened.map(() => 200));
    const head = await caughtUp(one, trader);
    await caughtUp(two, trader);
    expect(seqsOf(one)).toEqual(run((one.states[0]?.seq ?? 0) + 1, head));
    expect(seqsOf(two)).toEqual(run((two.states[0]?.seq ?? 0) + 1, head));
    expect(head - start).toBe(20);
    const ids = new Set(one.events.map((event) => event.order?.id));
    expect(ids.size).toBe(20);
    expect(ids).toEqual(new Set(opened.map((response) => response.json<{ order: Order }>().order.id)));
  });

  it('sends the order as the contract shapes it, with the quote of its fill and no live P&L', async () => {
    const trader = await createTrader(server);
    const client = stream(trader);
    await waitFor(() => client.states.length === 1, 5000, 'streamState');
    const quote = await quoteOf(server, 'EURUSD');
    const order = await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    await caughtUp(client, trader);
    const sent = client.events.at(-1)?.order;
    expect(sent).toEqual({ ...order, pnl: '0.00', current_price: sent?.current_price });
    expect(sent?.open_price).toBe(quote.ask.toFixed(5));
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type Order } from '@beurs/domain';
import { loadLiveOrders } from '../../src/orders/live-orders';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, freezeTrader, placeOrder, refusal, type TestTrader } from './test-trader';

let server: TestServer;
let trader: TestTrader;

beforeAll(async () => {
  server = await startTestServer();
  trader = await createTrader(server);
});
afterAll(async () => {
  await server.close();
});

async function journal(body: Record<string, unknown>, as: TestTrader = trader) {
  return callApi(server, 'setOrderJournal', { trader: as, body });
}

async function journalled(body: Record<string, unknown>, as: TestTrader = trader): Promise<Order> {
  const response = await journal(body, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: Order }>().order;
}

async function close(order: Order, as: TestTrader = trader): Promise<Order> {
  const response = await callApi(server, 'closeOrder', { trader: as, body: { id: order.id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: Order }>().order;
}

async function history(body: Record<string, unknown>, as: TestTrader = trader): Promise<Order[]> {
  const response = await callApi(server, 'getOrderHistory', { trader: as, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ orders: Order[] }>().orders;
}

describe('POST /orders/journal', () => {
  it('keeps a note and tags on a position through its close, in every answer that shows the order', async () => {
    const position = await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
    expect(position).toMatchObject({ note: null, tags: [] });
    const saved = await journalled({
      id: position.id,
      note: '  Entered on the retest of 1.0850\nplan: hold to TP  ',
      tags: ['Breakout', 'eur_usd', 'breakout', 'news-trade'],
    });
    expect(saved).toMatchObject({
      id: position.id,
      status: 'open',
      note: 'Entered on the retest of 1.0850\nplan: hold to TP',
      tags: ['breakout', 'eur_usd', 'news-trade'],
    });
    // An open position's answer stays valued.
    expect(saved.current_price).not.toBeNull();

    const live = await loadLiveOrders(server.context.db, trader.userId);
    expect(live.find((each) => each.id === position.id)).toMatchObject({ note: saved.note, tags: saved.tags });

    const closed = await close(position);
    expect(closed).toMatchObject({ status: 'closed', note: saved.note, tags: saved.tags });
    const [inHistory] = (await history({})).filter((each) => each.id === position.id);
    expect(inHistory).toMatchObject({ note: saved.note, tags: saved.tags });
  });

  it('changes only the fields sent, clears with null and an empty list, and writes a closed order too', async () => {
    const position = await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'sell', volume: '0.01', leverage: 30 });
    await journalled({ id: position.id, note: 'First thought', tags: ['scalp'] });
    expect(await journalled({ id: position.id, tags: ['scalp', 'late'] })).toMatchObject({
      note: 'First thought',
      tags: ['scalp', 'late'],
    });
    expect(await journalled({ id: position.id, note: 'Second thought' })).toMatchObject({
      note: 'Second thought',
      tags: ['scalp', 'late'],
    });
    await close(position);
    // Written after the close: the lesson is often learnt then.
    expect(await journalled({ id: position.id, note: 'Closed too early' })).toMatchObject({ status: 'closed', note: 'Closed too early' });
    expect(await journalled({ id: position.id, note: null, tags: [] })).toMatchObject({ note: null, tags: [] });
    expect(await journalled({ id: position.id, note: '   ' })).toMatchObject({ note: null });
  });

  it('writes the journal of a pending order, which its fill keeps', async () => {
    const pending = await placeOrder(server, trader, {
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'limit',
      volume: '0.01',
      leverage: 30,
      price: '0.50000',
    });
    expect(await journalled({ id: pending.id, note: 'Waiting for the dip', tags: ['dip'] })).toMatchObject({
      status: 'pending',
      note: 'Waiting for the dip',
      tags: ['dip'],
    });
    const cancelled = await close(pending);
    expect(cancelled).toMatchObject({ status: 'cancelled', note: 'Waiting for the dip', tags: ['dip'] });
  });

  it('gives the closed part of a partial close the journal of its position, which keeps its own', async () => {
    const position = await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.02', leverage: 30 });
    await journalled({ id: position.id, note: 'Scale out at the first target', tags: ['scale-out'] });
    const response = await callApi(server, 'closeOrder', { trader, body: { id: position.id, volume: '0.01' } });
    expect(response.statusCode, response.body).toBe(200);
    const part = response.json<{ order: Order }>().order;
    expect(part).toMatchObject({ status: 'closed', position_id: position.id, note: 'Scale out at the first target', tags: ['scale-out'] });
    expect((await history({ tag: 'scale-out' })).map((each) => each.id)).toEqual([part.id]);
    const live = await loadLiveOrders(server.context.db, trader.userId);
    expect(live.find((each) => each.id === position.id)).toMatchObject({
      volume: '0.01',
      note: 'Scale out at the first target',
      tags: ['scale-out'],
    });
  });

  it("answers another user's order as not found and leaves it as it was", async () => {
    const other = await createTrader(server);
    const theirs = await placeOrder(server, other, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    await journalled({ id: theirs.id, note: 'Mine', tags: ['own'] }, other);
    const refused = refusal(await journal({ id: theirs.id, note: 'Not yours', tags: ['stolen'] }), 404, ERROR_CODES.notFound);
    expect(refused.message).toBe('There is no such order on your account. Reload your orders and try again.');
    const live = await loadLiveOrders(server.context.db, other.userId);
    expect(live.find((each) => each.id === theirs.id)).toMatchObject({ note: 'Mine', tags: ['own'] });
  });

  it('refuses bad tags with a message that names the problem', async () => {
    const position = await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    const spaced = refusal(await journal({ id: position.id, tags: ['good', 'two words'] }), 400, ERROR_CODES.validation);
    expect(spaced.message).toBe('Tag "two words" may hold only letters, digits, - and _ (no spaces), like "news-trade"');
    expect(spaced.fields?.[0]?.path).toBe('tags.1');
    const long = refusal(await journal({ id: position.id, tags: ['x'.repeat(33)] }), 400, ERROR_CODES.validation);
    expect(long.message).toBe('A tag has at most 32 characters');
    const empty = refusal(await journal({ id: position.id, tags: ['  '] }), 400, ERROR_CODES.validation);
    expect(empty.message).toBe('A tag cannot be empty');
    const many = refusal(
      await journal({ id: position.id, tags: Array.from({ length: 11 }, (_, index) => `tag${index}`) }),
      400,
      ERROR_CODES.validation,
    );
    expect(many.message).toBe('An order takes at most 10 tags');
    // Eleven spellings of ten tags are ten tags.
    const tenAfterDuplicates = await journalled({
      id: position.id,
      tags: [...Array.from({ length: 10 }, (_, index) => `tag${index}`), 'TAG0'],
    });
    expect(tenAfterDuplicates.tags).toHaveLength(10);
    const notList = refusal(await journal({ id: position.id, tags: 'breakout' }), 400, ERROR_CODES.validation);
    expect(notList.message).toBe('Send tags as an array of words, like ["breakout", "eur"]');
  });

  it('refuses a note that is too long or holds a control character other than a line break', async () => {
    const position = await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    const long = refusal(await journal({ id: position.id, note: 'a'.repeat(2001) }), 400, ERROR_CODES.validation);
    expect(long.message).toBe('A note has at most 2000 characters; this one has 2001');
    expect(long.fields?.[0]?.path).toBe('note');
    const tab = refusal(await journal({ id: position.id, note: 'entry\tand exit' }), 400, ERROR_CODES.validation);
    expect(tab.message).toBe(
      'A note may hold line breaks but no other control character; remove the U+0009 character (a tab or an invisible one) and save again',
    );
    const bell = refusal(await journal({ id: position.id, note: 'ding\u0007' }), 400, ERROR_CODES.validation);
    expect(bell.message).toContain('U+0007');
    const nul = refusal(await journal({ id: position.id, note: 'a\u0000b' }), 400, ERROR_CODES.validation);
    expect(nul.message).toBe('Note contains a NUL character (U+0000): remove it and send the text again');
    const number = refusal(await journal({ id: position.id, note: 42 }), 400, ERROR_CODES.validation);
    expect(number.message).toBe('Note must be text');
    // 2,000 characters after trimming, and Windows line breaks, are fine.
    expect(await journalled({ id: position.id, note: ` ${'b'.repeat(1998)}\r\nc ` })).toMatchObject({ note: `${'b'.repeat(1998)}\nc` });
    const unknown = refusal(await journal({ id: '00000000-0000-4000-8000-000000000000', note: 'x' }), 404, ERROR_CODES.notFound);
    expect(unknown.message).toContain('no such order');
    refusal(await callApi(server, 'setOrderJournal', { body: { id: position.id, note: 'x' } }), 401, ERROR_CODES.unauthorized);
  });

  it('lets a frozen account keep its journal, as it moves no money', async () => {
    const frozen = await createTrader(server);
    const position = await placeOrder(server, frozen, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    await freezeTrader(server, frozen);
    expect(await journalled({ id: position.id, note: 'Why was I frozen?', tags: ['support'] }, frozen)).toMatchObject({
      note: 'Why was I frozen?',
      tags: ['support'],
    });
  });
});

describe('POST /orders/history with the journal filters', () => {
  it('keeps the orders with a tag, whatever its case, and those whose note contains the search', async () => {
    const searcher = await createTrader(server);
    const opened = async (note: string | null, tags: string[]) => {
      const position = await placeOrder(server, searcher, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
      await journalled({ id: position.id, note, tags }, searcher);
      return close(position, searcher);
    };
    const breakout = await opened('Clean BREAKOUT above the range', ['breakout', 'eur']);
    const fade = await opened('Faded the spike: 100% of the move back', ['fade', 'eur']);
    const plain = await opened(null, []);

    const ids = (orders: Order[]) => orders.map((each) => each.id).sort();
    expect(ids(await history({ tag: 'EUR' }, searcher))).toEqual(ids([breakout, fade]));
    expect(ids(await history({ tag: 'fade' }, searcher))).toEqual([fade.id]);
    expect(await history({ tag: 'none-such' }, searcher)).toEqual([]);
    expect(ids(await history({ search: 'breakout' }, searcher))).toEqual([breakout.id]);
    // LIKE's wildcards are searched for as themselves.
    expect(ids(await history({ search: '100%' }, searcher))).toEqual([fade.id]);
    expect(await history({ search: '_' }, searcher)).toEqual([]);
    expect(ids(await history({ tag: 'eur', search: 'spike' }, searcher))).toEqual([fade.id]);
    expect(ids(await history({}, searcher))).toEqual(ids([breakout, fade, plain]));
    // Another user's journal is never searched.
    expect(await history({ tag: 'breakout' }, trader).then((orders) => orders.some((each) => each.id === breakout.id))).toBe(false);

    const badTag = refusal(
      await callApi(server, 'getOrderHistory', { trader: searcher, body: { tag: 'two words' } }),
      400,
      ERROR_CODES.validation,
    );
    expect(badTag.message).toContain('may hold only letters, digits');
    const longSearch = refusal(
      await callApi(server, 'getOrderHistory', { trader: searcher, body: { search: 'x'.repeat(201) } }),
      400,
      ERROR_CODES.validation,
    );
    expect(longSearch.message).toBe('Search for at most 200 characters of a note');
  });

  it('is in the OpenAPI document as an extension, with the journal on the order marked too', async () => {
    type Schema = { $ref?: string; properties?: Record<string, Schema>; 'x-beurs-extension'?: boolean };
    const document = (await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<
        string,
        { post?: { 'x-beurs-extension'?: boolean; responses: Record<string, { content: Record<string, { schema: Schema }> }> } }
      >;
      components: { schemas: Record<string, Schema> };
    }>();
    // Answers refer to the named schemas (`#/components/schemas/Order`).
    const named = (schema: Schema | undefined) => (schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop() ?? ''] : schema);
    const operation = document.paths['/api/v1/orders/journal']?.post;
    expect(operation?.['x-beurs-extension']).toBe(true);
    const answer = named(operation?.responses['200']?.content['application/json']?.schema);
    const orderSchema = named(answer?.properties?.order)?.properties;
    expect(orderSchema?.note?.['x-beurs-extension']).toBe(true);
    expect(orderSchema?.tags?.['x-beurs-extension']).toBe(true);
  });

  it('answers the tag filter from the GIN index on the tags', async () => {
    // With sequential scans priced out, the planner picks the index if it can answer `tags @> ARRAY[tag]`.
    const plan = await server.context.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from orders where tags @> array['breakout']::text[]`);
      const rows = (Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows) as Array<Record<string, string>>;
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('orders_tags_idx');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCHLIST_RULES, type Watchlist } from '@beurs/domain';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, freezeTrader, refusal, type TestTrader } from '../orders/test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function lists(trader: TestTrader): Promise<Watchlist[]> {
  const response = await callApi(server, 'getWatchlists', { trader });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ watchlists: Watchlist[] }>().watchlists;
}

async function save(trader: TestTrader, body: Record<string, unknown>): Promise<Watchlist> {
  const response = await callApi(server, 'saveWatchlist', { trader, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ watchlist: Watchlist }>().watchlist;
}

async function favourites(trader: TestTrader): Promise<Watchlist> {
  const found = (await lists(trader)).find((list) => list.is_default);
  if (!found) throw new Error('no Favourites');
  return found;
}

describe('watchlists', () => {
  it('gives every user an empty Favourites list on first read, once', async () => {
    const trader = await createTrader(server);
    const [first, again] = await Promise.all([lists(trader), lists(trader)]);
    expect(first).toEqual([expect.objectContaining({ name: 'Favourites', is_default: true, instrument_ids: [] })]);
    expect(again.map((list) => list.id)).toEqual(first.map((list) => list.id));
    expect(await lists(trader)).toHaveLength(1);
  });

  it('adds and removes a starred instrument by saving Favourites, in the order given', async () => {
    const trader = await createTrader(server);
    const list = await favourites(trader);
    const starred = await save(trader, { id: list.id, name: 'Favourites', instrument_ids: ['EURUSD', 'AAPL'] });
    expect(starred).toMatchObject({ id: list.id, is_default: true, instrument_ids: ['EURUSD', 'AAPL'] });
    const unstarred = await save(trader, { id: list.id, name: 'Favourites', instrument_ids: ['AAPL'] });
    expect(unstarred.instrument_ids).toEqual(['AAPL']);
    expect((await favourites(trader)).instrument_ids).toEqual(['AAPL']);
  });

  it('creates a list with a trimmed name, keeps the user order and drops duplicates', async () => {
    const trader = await createTrader(server);
    const tech = await save(trader, { name: '  Tech  ', instrument_ids: ['NVDA', 'AAPL', 'NVDA', 'MSFT', 'AAPL'] });
    expect(tech).toMatchObject({ name: 'Tech', is_default: false, instrument_ids: ['NVDA', 'AAPL', 'MSFT'] });
    expect((await lists(trader)).map((list) => list.name)).toEqual(['Favourites', 'Tech']);
    const renamed = await save(trader, { id: tech.id, name: 'Chips', instrument_ids: ['MSFT', 'NVDA'] });
    expect(renamed).toMatchObject({ id: tech.id, name: 'Chips', instrument_ids: ['MSFT', 'NVDA'] });
  });

  it('refuses a name the user already has, whatever its case, and names it', async () => {
    const trader = await createTrader(server);
    await save(trader, { name: 'Energy', instrument_ids: [] });
    const other = await save(trader, { name: 'Metals', instrument_ids: [] });
    expect(
      refusal(await callApi(server, 'saveWatchlist', { trader, body: { name: 'ENERGY', instrument_ids: [] } }), 422, 'validation_failed')
        .message,
    ).toBe('You already have a watchlist named ENERGY; choose another name');
    expect(
      refusal(
        await callApi(server, 'saveWatchlist', { trader, body: { id: other.id, name: 'energy', instrument_ids: [] } }),
        422,
        'validation_failed',
      ).fields,
    ).toEqual([{ path: 'name', message: 'You already have a watchlist named energy; choose another name' }]);
    expect(
      refusal(
        await callApi(server, 'saveWatchlist', { trader, body: { name: 'favourites', instrument_ids: [] } }),
        422,
        'validation_failed',
      ).message,
    ).toMatch(/already have a watchlist named favourites/);
    // Another user may use the same name.
    await save(await createTrader(server), { name: 'Energy', instrument_ids: [] });
  });

  it('refuses unknown instruments by name and changes nothing', async () => {
    const trader = await createTrader(server);
    const list = await favourites(trader);
    const answer = refusal(
      await callApi(server, 'saveWatchlist', {
        trader,
        body: { id: list.id, name: 'Favourites', instrument_ids: ['AAPL', 'NOPE', 'ZZZ'] },
      }),
      422,
      'validation_failed',
    );
    expect(answer.message).toBe('There are no instruments NOPE, ZZZ; remove them from the list');
    expect((await favourites(trader)).instrument_ids).toEqual([]);
  });

  it('keeps Favourites: it cannot be renamed or deleted, but it can be emptied', async () => {
    const trader = await createTrader(server);
    const list = await favourites(trader);
    await save(trader, { id: list.id, name: 'Favourites', instrument_ids: ['BTCUSD'] });
    expect(
      refusal(
        await callApi(server, 'saveWatchlist', { trader, body: { id: list.id, name: 'Best', instrument_ids: [] } }),
        422,
        'validation_failed',
      ).message,
    ).toBe('Favourites cannot be renamed; create a list of your own with that name instead');
    expect(refusal(await callApi(server, 'deleteWatchlist', { trader, body: { id: list.id } }), 422, 'validation_failed').message).toBe(
      'Favourites cannot be deleted; you can empty it instead',
    );
    expect((await save(trader, { id: list.id, name: 'Favourites', instrument_ids: [] })).instrument_ids).toEqual([]);
    expect(await lists(trader)).toHaveLength(1);
  });

  it('deletes a list of the user and answers the lists left', async () => {
    const trader = await createTrader(server);
    const list = await save(trader, { name: 'Short term', instrument_ids: ['EURUSD'] });
    const response = await callApi(server, 'deleteWatchlist', { trader, body: { id: list.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ watchlists: Watchlist[] }>().watchlists.map((left) => left.name)).toEqual(['Favourites']);
    expect(refusal(await callApi(server, 'deleteWatchlist', { trader, body: { id: list.id } }), 404, 'not_found').message).toBe(
      'There is no watchlist with this id in your account.',
    );
  });

  it("answers 404 for another user's list, and leaves it as it was", async () => {
    const owner = await createTrader(server);
    const intruder = await createTrader(server);
    const list = await save(owner, { name: 'Mine', instrument_ids: ['AAPL'] });
    const ownerFavourites = await favourites(owner);
    refusal(
      await callApi(server, 'saveWatchlist', { trader: intruder, body: { id: list.id, name: 'Taken', instrument_ids: [] } }),
      404,
      'not_found',
    );
    refusal(await callApi(server, 'deleteWatchlist', { trader: intruder, body: { id: list.id } }), 404, 'not_found');
    refusal(await callApi(server, 'deleteWatchlist', { trader: intruder, body: { id: ownerFavourites.id } }), 404, 'not_found');
    expect((await lists(intruder)).map((entry) => entry.name)).toEqual(['Favourites']);
    expect((await lists(owner)).map((entry) => [entry.name, entry.instrument_ids])).toEqual([
      ['Favourites', []],
      ['Mine', ['AAPL']],
    ]);
  });

  it(`keeps at most ${WATCHLIST_RULES.maxLists} lists a user, Favourites included`, async () => {
    const trader = await createTrader(server);
    for (let made = 1; made < WATCHLIST_RULES.maxLists; made += 1) await save(trader, { name: `List ${made}`, instrument_ids: [] });
    expect(
      refusal(await callApi(server, 'saveWatchlist', { trader, body: { name: 'One more', instrument_ids: [] } }), 422, 'validation_failed')
        .message,
    ).toBe('You have 20 watchlists, the most you can keep; delete one before you create another');
    // Replacing a list is no new list.
    const [, second] = await lists(trader);
    await save(trader, { id: second?.id, name: 'Renamed', instrument_ids: ['AAPL'] });
  });

  it('refuses bad input with a 400 that says what to fix', async () => {
    const trader = await createTrader(server);
    expect(
      refusal(await callApi(server, 'saveWatchlist', { trader, body: { name: '', instrument_ids: [] } }), 400, 'validation_failed').fields,
    ).toEqual([{ path: 'name', message: 'Give the list a name' }]);
    const tooMany = Array.from({ length: WATCHLIST_RULES.maxInstruments + 1 }, (_, index) => `I${index}`);
    expect(
      refusal(await callApi(server, 'saveWatchlist', { trader, body: { name: 'Big', instrument_ids: tooMany } }), 400, 'validation_failed')
        .message,
    ).toMatch(/at most 200 instruments/);
    refusal(await callApi(server, 'saveWatchlist', { trader, body: { name: 'X', instrument_ids: 'AAPL' } }), 400, 'validation_failed');
    refusal(await callApi(server, 'deleteWatchlist', { trader, body: { id: 'not-an-id' } }), 400, 'validation_failed');
    expect((await callApi(server, 'getWatchlists')).statusCode).toBe(401);
  });

  it('lets a frozen account keep its lists: watching is not trading', async () => {
    const trader = await createTrader(server);
    await freezeTrader(server, trader);
    expect((await save(trader, { name: 'While frozen', instrument_ids: ['AAPL'] })).name).toBe('While frozen');
  });
});

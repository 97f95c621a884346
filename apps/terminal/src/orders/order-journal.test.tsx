import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@beurs/domain';
import HistoryScreen from '../screens/history/history-screen';
import { makeOrder, makeSymbol } from '../test/fixtures';
import type { ReceivedRequest } from '../test/http-test-server';
import { setCachedOrders } from '../test/query-cache';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import { PositionsPanel } from './positions-panel';
import { tagsFromText } from './order-journal';

const eurusd = makeSymbol({ instrument_id: 'EURUSD', type: 'forex', currency: 'USD', bid: '1.0849', ask: '1.0851', digits: 4 });
const position = makeOrder({ instrument_id: 'EURUSD', volume: '0.10', pnl: '-5.00' });

function journalBody(request: ReceivedRequest): { id: string; note?: string | null; tags?: string[] } {
  return request.body as { id: string; note?: string | null; tags?: string[] };
}

describe('the journal of a position', () => {
  const server = useTestServices(() => ({ 'GET /api/v1/alerts/': { json: { alerts: [] } } }));

  it('saves a note and tags from the position row, and the row then shows it has a journal', async () => {
    server().route({
      'POST /api/v1/orders/journal': (request) => ({
        json: { order: { ...position, note: journalBody(request).note ?? null, tags: journalBody(request).tags ?? [] } },
      }),
    });
    act(() => setCachedOrders([position]));
    renderWithRouter(<PositionsPanel symbol={eurusd} />);
    const pencil = screen.getByRole('button', { name: 'Journal buy 0.10 EURUSD' });
    expect(pencil.getAttribute('data-journal')).toBe('empty');
    await userEvent.click(pencil);
    const dialog = screen.getByRole('dialog', { name: 'Journal buy 0.10 EURUSD' });
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Bought the retest of 1.0850');
    await userEvent.type(within(dialog).getByLabelText('Tags', { exact: false }), 'Breakout, #eur breakout');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save journal' }));
    expect(await screen.findByText('Journal saved: buy 0.10 EURUSD')).toBeTruthy();
    const sent = server().requests.filter((request) => request.path === '/api/v1/orders/journal');
    expect(sent.map(journalBody)).toEqual([{ id: position.id, note: 'Bought the retest of 1.0850', tags: ['breakout', 'eur'] }]);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The server's push carries the journal: the pencil then says the position has one.
    act(() => setCachedOrders([{ ...position, note: 'Bought the retest of 1.0850', tags: ['breakout', 'eur'] }]));
    const written = screen.getByRole('button', { name: 'Journal buy 0.10 EURUSD' });
    expect(written.getAttribute('data-journal')).toBe('written');
    expect(written.getAttribute('title')).toBe('#breakout #eur\nBought the retest of 1.0850');
  });

  it('marks a tag the server refuses on the Tags field with its words, and keeps the dialog open', async () => {
    const message = 'Tag "bad!" may hold only letters, digits, - and _ (no spaces), like "news-trade"';
    server().route({
      'POST /api/v1/orders/journal': {
        status: 400,
        json: { statusCode: 400, code: 'validation_failed', message, fields: [{ path: 'tags.0', message }] },
      },
    });
    act(() => setCachedOrders([position]));
    renderWithRouter(<PositionsPanel symbol={eurusd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Journal buy 0.10 EURUSD' }));
    const dialog = screen.getByRole('dialog', { name: 'Journal buy 0.10 EURUSD' });
    await userEvent.type(within(dialog).getByLabelText('Tags', { exact: false }), 'bad!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save journal' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByLabelText('Tags', { exact: false }).getAttribute('aria-invalid')).toBe('true');
  });

  it('clears a note and tags emptied in the dialog', async () => {
    const journalled = { ...position, note: 'Old idea', tags: ['old'] };
    server().route({ 'POST /api/v1/orders/journal': { json: { order: { ...position, note: null, tags: [] } } } });
    act(() => setCachedOrders([journalled]));
    renderWithRouter(<PositionsPanel symbol={eurusd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Journal buy 0.10 EURUSD' }));
    const dialog = screen.getByRole('dialog', { name: 'Journal buy 0.10 EURUSD' });
    expect((within(dialog).getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Old idea');
    await userEvent.clear(within(dialog).getByLabelText('Note'));
    await userEvent.clear(within(dialog).getByLabelText('Tags', { exact: false }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save journal' }));
    await screen.findByText('Journal saved: buy 0.10 EURUSD');
    expect(
      server()
        .requests.filter((request) => request.path === '/api/v1/orders/journal')
        .map(journalBody),
    ).toEqual([{ id: position.id, note: null, tags: [] }]);
  });
});

describe('the history by journal', () => {
  const closed = (overrides: Partial<Order>) =>
    makeOrder({
      status: 'closed',
      close_price: '1.0900',
      close_reason: 'user',
      closed_at: '2026-11-27T10:00:00.000Z',
      current_price: null,
      ...overrides,
    });
  const tagged = closed({ instrument_id: 'EURUSD', note: 'Clean breakout above the range', tags: ['breakout'] });
  const plain = closed({ instrument_id: 'GBPUSD', note: null, tags: [] });
  const server = useTestServices(() => ({
    'POST /api/v1/orders/history': (request) => {
      const body = request.body as { tag?: string; search?: string };
      let orders = [tagged, plain];
      if (body.tag) orders = orders.filter((order) => order.tags?.includes(body.tag ?? ''));
      if (body.search) orders = orders.filter((order) => order.note?.toLowerCase().includes((body.search ?? '').toLowerCase()));
      return { json: { orders } };
    },
  }));

  function historyBodies(): unknown[] {
    return server()
      .requests.filter((request) => request.path === '/api/v1/orders/history')
      .map((request) => request.body);
  }

  it('asks the server for the tag in the URL and shows the note and tags of what it finds', async () => {
    renderWithRouter(<HistoryScreen />, { path: '/history?tag=breakout' });
    expect(await screen.findByText('Clean breakout above the range')).toBeTruthy();
    expect(screen.queryByText('GBPUSD')).toBeNull();
    expect((screen.getByLabelText('Tag') as HTMLInputElement).value).toBe('breakout');
    expect(historyBodies()).toContainEqual({ limit: 1000, tag: 'breakout' });
    expect(screen.getByRole('button', { name: 'Journal buy 0.10 EURUSD' })).toBeTruthy();
  });

  it('filters by a tag clicked in a row and searches the notes', async () => {
    renderWithRouter(<HistoryScreen />, { path: '/history' });
    expect(await screen.findByText('GBPUSD')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '#breakout' }));
    await waitFor(() => expect(screen.queryByText('GBPUSD')).toBeNull());
    expect((screen.getByLabelText('Tag') as HTMLInputElement).value).toBe('breakout');
    await userEvent.clear(screen.getByLabelText('Tag'));
    expect(await screen.findByText('GBPUSD')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Search notes'), 'RANGE');
    await waitFor(() => expect(screen.queryByText('GBPUSD')).toBeNull());
    expect(historyBodies()).toContainEqual({ limit: 1000, search: 'RANGE' });
  });

  it('says a typed tag cannot be searched for instead of asking the server', async () => {
    renderWithRouter(<HistoryScreen />, { path: '/history' });
    await screen.findByText('GBPUSD');
    await userEvent.type(screen.getByLabelText('Tag'), 'two words');
    expect(await screen.findByText('A tag holds only letters, digits, - and _')).toBeTruthy();
    expect(historyBodies()).not.toContainEqual({ limit: 1000, tag: 'two words' });
    // The list asked for before the space stays on screen.
    expect(screen.getByText('Clean breakout above the range')).toBeTruthy();
  });
});

describe('tags typed in the dialog', () => {
  it('are split on commas and spaces, lower-case, without #, each once', () => {
    expect(tagsFromText(' Breakout, #eur  breakout,,news-trade ')).toEqual(['breakout', 'eur', 'news-trade']);
    expect(tagsFromText('   ')).toEqual([]);
  });
});

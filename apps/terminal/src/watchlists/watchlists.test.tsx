import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Watchlist } from '@beurs/domain';
import { ALL_INSTRUMENTS, useMarketStore } from '../market/market-store';
import { ExchangeFilters } from '../screens/exchange/exchange-filters';
import { filterSymbols } from '../screens/exchange/filter-symbols';
import { InstrumentList } from '../screens/exchange/instrument-list';
import { makeSymbol, testId } from '../test/fixtures';
import type { ReceivedRequest, Reply } from '../test/http-test-server';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import { ListedEmptyState } from './listed-empty-state';
import { useFavourites } from './use-favourites';
import { useListFilter } from './use-list-filter';

const SYMBOLS = [
  makeSymbol({ instrument_id: 'ADYEN', name: 'Adyen N.V.' }),
  makeSymbol({ instrument_id: 'ASML', name: 'ASML Holding' }),
  makeSymbol({ instrument_id: 'NVDA', name: 'NVIDIA' }),
  makeSymbol({ instrument_id: 'EURUSD', name: 'Euro / US Dollar', type: 'forex' }),
  makeSymbol({ instrument_id: 'BTCUSD', name: 'Bitcoin / US Dollar', type: 'crypto' }),
];

const AT = '2026-11-23T10:00:00.000Z';

function makeList(name: string, instrumentIds: string[], overrides: Partial<Watchlist> = {}): Watchlist {
  return { id: testId(), name, is_default: false, instrument_ids: instrumentIds, created_at: AT, updated_at: AT, ...overrides };
}

/** A refusal with the contract's error body, as the server's watchlists service sends it. */
function refuseName(message: string): Reply {
  return { status: 422, json: { statusCode: 422, code: 'validation_failed', message, fields: [{ path: 'name', message }] } };
}

/**
 * The exchange's list as the exchange screen puts it together: the filters (Favourites toggle,
 * Watchlist select, Lists…), the rows with their stars, or the empty state. ASML is selected.
 */
function ExchangeList() {
  const favourites = useFavourites();
  const { filter, only, watchlist } = useListFilter();
  const setListFilter = useMarketStore((state) => state.setListFilter);
  const listed = filterSymbols(SYMBOLS, { type: 'stock', countryId: 0, countries: [], search: '', only });
  return (
    <>
      <ExchangeFilters
        countries={[]}
        search=""
        onSearch={() => undefined}
        listFilter={filter}
        onListFilter={setListFilter}
        instrumentId="ASML"
      />
      {listed.length === 0 ? (
        <ListedEmptyState filter={filter} watchlist={watchlist} search="" onShowAll={() => setListFilter(ALL_INSTRUMENTS)} />
      ) : (
        <InstrumentList symbols={listed} selectedId="ASML" onSelect={() => undefined} caption="Instruments" favourites={favourites} />
      )}
    </>
  );
}

/** The ids of the listed rows, in order. */
function listedIds(): string[] {
  return screen.queryAllByRole('row').flatMap((row) => row.getAttribute('data-instrument-id') ?? []);
}

function watchlistSelect(): HTMLSelectElement {
  return screen.getByRole('combobox', { name: 'Watchlist' });
}

function optionLabels(select: HTMLSelectElement): string[] {
  return Array.from(select.options, (option) => option.text);
}

async function openLists(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Lists…' }));
  return screen.getByRole('dialog', { name: 'Your watchlists' });
}

async function rowOf(dialog: HTMLElement, name: string): Promise<HTMLElement> {
  const lists = await within(dialog).findByRole('list', { name: 'Your watchlists' });
  const row = within(lists)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name, { selector: 'strong' }));
  if (!row) throw new Error(`No list named ${name} in the dialog`);
  return row;
}

describe('named watchlists', () => {
  let lists: Watchlist[] = [];
  const server = useTestServices(() => {
    lists = [
      makeList('Favourites', ['EURUSD'], { is_default: true }),
      makeList('Chips', ['NVDA', 'BTCUSD', 'ASML']),
      makeList('Empty', []),
    ];
    // The server's rules that the terminal relies on: names unique whatever their case, the
    // default list kept, the lists left answered after a delete.
    const save = (request: ReceivedRequest): Reply => {
      const body = request.body as { id?: string; name: string; instrument_ids: string[] };
      const name = body.name.trim();
      if (lists.some((list) => list.id !== body.id && list.name.toLowerCase() === name.toLowerCase())) {
        return refuseName(`You already have a watchlist named ${name}; choose another name`);
      }
      if (body.id === undefined) {
        const created = makeList(name, body.instrument_ids);
        lists = [...lists, created];
        return { json: { watchlist: created } };
      }
      const existing = lists.find((list) => list.id === body.id);
      if (!existing)
        return {
          status: 404,
          json: { statusCode: 404, code: 'not_found', message: 'There is no watchlist with this id in your account.' },
        };
      const saved = { ...existing, name, instrument_ids: body.instrument_ids };
      lists = lists.map((list) => (list.id === saved.id ? saved : list));
      return { json: { watchlist: saved } };
    };
    return {
      'GET /api/v1/watchlists/': () => ({ json: { watchlists: lists } }),
      'POST /api/v1/watchlists/save': save,
      'POST /api/v1/watchlists/delete': (request) => {
        lists = lists.filter((list) => list.id !== (request.body as { id: string }).id);
        return { json: { watchlists: lists } };
      },
    };
  });

  beforeEach(() => {
    useMarketStore.setState({ listFilter: ALL_INSTRUMENTS });
  });

  it('lists a chosen list’s instruments in its order, of every type, and turns Favourites off (and back)', async () => {
    renderWithRouter(<ExchangeList />);
    const user = userEvent.setup();
    const favourites = screen.getByRole('button', { name: '★ Favourites' });
    await waitFor(() => expect(optionLabels(watchlistSelect())).toEqual(['All instruments', 'Chips', 'Empty']));
    expect(listedIds()).toEqual(['ADYEN', 'ASML', 'NVDA']);

    await user.click(favourites);
    expect(favourites.getAttribute('aria-pressed')).toBe('true');
    expect(listedIds()).toEqual(['EURUSD']);

    await user.selectOptions(watchlistSelect(), 'Chips');
    expect(favourites.getAttribute('aria-pressed')).toBe('false');
    expect(listedIds()).toEqual(['NVDA', 'BTCUSD', 'ASML']);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveProperty('disabled', true);

    await user.click(favourites);
    expect(watchlistSelect().selectedOptions[0]?.text).toBe('All instruments');
    expect(listedIds()).toEqual(['EURUSD']);
  });

  it('says a chosen list is empty and how to fill it, and goes back to every instrument', async () => {
    renderWithRouter(<ExchangeList />);
    const user = userEvent.setup();
    await waitFor(() => expect(optionLabels(watchlistSelect())).toContain('Empty'));
    await user.selectOptions(watchlistSelect(), 'Empty');
    expect(screen.getByRole('heading', { name: 'This list is empty' })).toBeTruthy();
    expect(screen.getByText(/then choose Lists… and Add it to Empty/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show all instruments' }));
    expect(listedIds()).toEqual(['ADYEN', 'ASML', 'NVDA']);
    expect(watchlistSelect().selectedOptions[0]?.text).toBe('All instruments');
  });

  it('creates a list from the dialog, with its count, and offers it in the Watchlist filter at once', async () => {
    renderWithRouter(<ExchangeList />);
    const user = userEvent.setup();
    const dialog = await openLists(user);
    expect(within(await rowOf(dialog, 'Chips')).getByText('3 instruments')).toBeTruthy();
    expect(within(await rowOf(dialog, 'Favourites')).getByText('1 instrument')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('New list'), '  Banks ');
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    await within(dialog).findByText('Banks', { selector: 'strong' });
    const banks = await rowOf(dialog, 'Banks');
    expect(within(banks).getByText('No instruments')).toBeTruthy();
    expect(lists.map((list) => list.name)).toEqual(['Favourites', 'Chips', 'Empty', 'Banks']);
    expect((within(dialog).getByLabelText('New list') as HTMLInputElement).value).toBe('');
    expect(optionLabels(watchlistSelect())).toEqual(['All instruments', 'Chips', 'Empty', 'Banks']);
  });

  it('shows the server’s refusal of a name already used under the name field, and creates nothing', async () => {
    renderWithRouter(<ExchangeList />);
    const user = userEvent.setup();
    const dialog = await openLists(user);
    const name = within(dialog).getByLabelText('New list');
    await user.type(name, 'chips');
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));

    const message = 'You already have a watchlist named chips; choose another name';
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(message)).toBeTruthy();
    // The message is the field's description, read with it.
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toContain(message);
    expect(lists).toHaveLength(3);
    expect(server().count('POST /api/v1/watchlists/save')).toBe(1);
  });

  it('renames a list in place; a name already used is refused on the field and the old name kept', async () => {
    renderWithRouter(<ExchangeList />);
    const user = userEvent.setup();
    const dialog = await openLists(user);
    await user.click(within(await rowOf(dialog, 'Chips')).getByRole('button', { name: 'Rename Chips' }));
    const field = within(dialog).getByLabelText('New name for Chips');
    expect(document.activeElement).toBe(field);

    await user.clear(field);
    await user.type(field, 'EMPTY');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('You already have a watchlist named EMPTY; choose another name')).toBeTruthy();
    await waitFor(() => expect(optionLabels(watchlistSelect())).toEqual(['All instruments', 'Chips', 'Empty']));

    await user.clear(field);
    await user.type(field, 'Semiconductors{Enter}');
    await waitFor(() => expect(within(dialog).queryByLabelText('New name for Chips')).toBeNull());
    expect(within(await rowOf(dialog, 'Semiconductors')).getByText('3 instruments')).toBeTruthy();
    expect(lists.find((list) => list.name === 'Semiconductors')?.instrument_ids).toEqual(['NVDA', 'BTCUSD', 'ASML']);
    expect(optionLabels(watchlistSelect())).toEqual(['All instruments', 'Semiconductors', 'Empty']);
    // The focus is back on the button that opened the edit.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Rename Semiconductors' }));
  });

  it('deletes a list only after a confirmation, and the exchange filtered by it lists every instrument again', async () => {
    renderWithRouter(<ExchangeList />);
    const user = userEvent.setup();
    await waitFor(() => expect(optionLabels(watchlistSelect())).toContain('Chips'));
    await user.selectOptions(watchlistSelect(), 'Chips');
    expect(listedIds()).toEqual(['NVDA', 'BTCUSD', 'ASML']);
    const dialog = await openLists(user);
    // Favourites can be neither renamed nor deleted.
    expect(within(await rowOf(dialog, 'Favourites')).queryByRole('button', { name: /^(Delete|Rename) / })).toBeNull();

    await user.click(within(await rowOf(dialog, 'Chips')).getByRole('button', { name: 'Delete Chips' }));
    const question = within(dialog).getByRole('group', { name: 'Delete the list Chips (3 instruments)? This cannot be undone.' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep it' }));
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(server().count('POST /api/v1/watchlists/delete')).toBe(0);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Delete Chips' }));

    await user.click(within(dialog).getByRole('button', { name: 'Delete Chips' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(within(dialog).queryByText('Chips', { selector: 'strong' })).toBeNull());
    expect(listedIds()).toEqual(['ADYEN', 'ASML', 'NVDA']);
    expect(optionLabels(watchlistSelect())).toEqual(['All instruments', 'Empty']);
    await waitFor(() => expect(lists.map((list) => list.name)).toEqual(['Favourites', 'Empty']));
    expect(server().count('POST /api/v1/watchlists/delete')).toBe(1);
  });

  it('adds the selected instrument to a list and to Favourites from the dialog, seen at once in the filter and the star', async () => {
    renderWithRouter(<ExchangeList />);
    const user = userEvent.setup();
    await waitFor(() => expect(optionLabels(watchlistSelect())).toContain('Empty'));
    await user.selectOptions(watchlistSelect(), 'Empty');
    expect(screen.getByRole('heading', { name: 'This list is empty' })).toBeTruthy();

    const dialog = await openLists(user);
    const empty = await rowOf(dialog, 'Empty');
    await user.click(within(empty).getByRole('button', { name: 'Add ASML to Empty' }));
    expect(within(empty).getByRole('button', { name: 'Remove ASML from Empty' })).toBeTruthy();
    expect(within(empty).getByText('1 instrument')).toBeTruthy();
    expect(listedIds()).toEqual(['ASML']);
    await waitFor(() => expect(lists.find((list) => list.name === 'Empty')?.instrument_ids).toEqual(['ASML']));

    await user.click(within(await rowOf(dialog, 'Favourites')).getByRole('button', { name: 'Add ASML to Favourites' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove ASML from Favourites' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(lists.find((list) => list.is_default)?.instrument_ids).toEqual(['EURUSD', 'ASML']));

    // Removing from the chosen list empties it again.
    const again = await openLists(user);
    await user.click(within(await rowOf(again, 'Empty')).getByRole('button', { name: 'Remove ASML from Empty' }));
    expect(within(await rowOf(again, 'Empty')).getByText('No instruments')).toBeTruthy();
    await waitFor(() => expect(lists.find((list) => list.name === 'Empty')?.instrument_ids).toEqual([]));
  });
});

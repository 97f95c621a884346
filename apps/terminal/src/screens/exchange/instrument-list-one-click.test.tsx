import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketSymbol, OrderSide } from '@beurs/domain';
import { makeSymbol } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render-with-router';
import { InstrumentList } from './instrument-list';

const bitcoin = makeSymbol({ instrument_id: 'BTCUSD', type: 'crypto', bid: '60000.10', ask: '60010.30' });
const apple = makeSymbol({ instrument_id: 'AAPL', bid: '249.90', ask: '250.00', is_open: false });

function renderList(compact: boolean) {
  const sent: string[] = [];
  const selected: string[] = [];
  const onOneClick = (symbol: MarketSymbol, side: OrderSide) => sent.push(`${side} ${symbol.instrument_id}`);
  renderWithRouter(
    <InstrumentList
      symbols={[bitcoin, apple]}
      selectedId={null}
      onSelect={(id) => selected.push(id)}
      caption="Instruments"
      onOneClick={onOneClick}
      compact={compact}
    />,
  );
  return { sent, selected };
}

describe('one-click trading in the instrument list', () => {
  it('has Sell and Buy in every row of the full list, without selecting the row', async () => {
    const { sent, selected } = renderList(false);
    await userEvent.click(screen.getByRole('button', { name: 'One-click sell BTCUSD' }));
    await userEvent.click(screen.getByRole('button', { name: 'One-click buy BTCUSD' }));
    expect(sent).toEqual(['sell BTCUSD', 'buy BTCUSD']);
    expect(selected).toEqual([]);
    expect(screen.getByRole('button', { name: 'One-click buy AAPL' })).toHaveProperty('disabled', true);
  });

  it('sells at the bid and buys at the ask in the compact list, which has no column for the buttons', async () => {
    const { sent, selected } = renderList(true);
    expect(screen.queryByRole('columnheader', { name: 'One-click' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^60000\.10\s*, one click: sell BTCUSD$/ }));
    await userEvent.click(screen.getByRole('button', { name: /^60010\.30\s*, one click: buy BTCUSD$/ }));
    expect(sent).toEqual(['sell BTCUSD', 'buy BTCUSD']);
    expect(selected).toEqual([]);
    // A closed market's prices do not trade.
    expect(screen.getByRole('button', { name: /^250\.00\s*, one click: buy AAPL$/ })).toHaveProperty('disabled', true);
  });
});

describe('price sources in the instrument list', () => {
  const kraken = { id: 'live:kraken', kind: 'live', provider: 'Kraken', state: 'ok', replay_of: null, fallback_since: null } as const;
  const live = makeSymbol({ instrument_id: 'BTCUSD', type: 'crypto', price_source: kraken });
  const stale = makeSymbol({ instrument_id: 'ETHUSD', type: 'crypto', price_source: { ...kraken, state: 'stale' } });
  const simulated = makeSymbol({ instrument_id: 'EURUSD' });

  it.each([false, true])('names a live or stale source in its row and leaves the working simulator unsaid (compact: %s)', (compact) => {
    renderWithRouter(
      <InstrumentList
        symbols={[live, stale, simulated]}
        selectedId={null}
        onSelect={() => undefined}
        caption="Instruments"
        compact={compact}
      />,
    );
    const sourceOf = (id: string) =>
      document.querySelector(`[data-instrument-id="${id}"] [data-testid="price-source"]`)?.textContent ?? null;
    expect(sourceOf('BTCUSD')).toMatch(/Kraken · live/);
    expect(sourceOf('ETHUSD')).toMatch(/Kraken · stale/);
    expect(sourceOf('EURUSD')).toBeNull();
  });
});

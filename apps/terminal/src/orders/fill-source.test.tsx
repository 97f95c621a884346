import type { PriceSource } from '@beurs/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test/fixtures';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import { FillPrice } from './fill-price';
import { OrderCard } from './order-row';
import { fillPriceText } from './fill-source';

const KRAKEN: PriceSource = { id: 'live:kraken', kind: 'live', provider: 'Kraken', state: 'ok', replay_of: null, fallback_since: null };
const at = (source?: string) => ({ bid: '64210.5', ask: '64212.5', time: '2026-11-29T14:01:00.000Z', ...(source ? { source } : {}) });

describe("a fill's price with its source", () => {
  it('says where the price came from after the price', () => {
    expect(fillPriceText('64212.5', at('live:kraken'), KRAKEN)).toBe('64212.5 · Kraken · live');
    expect(fillPriceText('1.08500', at('simulated'))).toBe('1.08500 · Simulated');
  });

  it('says the simulator for a fill it priced while standing in for a live feed, not the feed', () => {
    expect(fillPriceText('64212.5', at('simulated'), { ...KRAKEN, state: 'fallback', fallback_since: '2026-11-29T14:00:00.000Z' })).toBe(
      '64212.5 · Simulated',
    );
  });

  it('is the price alone when the fill does not say, and a dash without a price', () => {
    expect(fillPriceText('64212.5', at())).toBe('64212.5');
    expect(fillPriceText('64212.5', null)).toBe('64212.5');
    expect(fillPriceText(null, at('simulated'))).toBe('—');
  });

  it('shows the source under the price in a table cell', () => {
    render(<FillPrice price="64212.5" quote={at('live:kraken')} current={KRAKEN} />);
    expect(screen.getByTestId('fill-source').textContent).toBe('Kraken · live');
    expect(screen.getByText('64212.5')).toBeDefined();
  });
});

describe("a position's card", () => {
  useTestServices();

  it('shows the fill with where its price came from', async () => {
    const order = makeOrder({ instrument_id: 'BTCUSD', open_price: '64212.5', open_quote: at('live:kraken') });
    renderWithRouter(<OrderCard order={order} currency="EUR" onClose={() => undefined} />);
    expect((await screen.findByText('Open')).closest('div, li')?.textContent).toContain('64212.5 · Kraken · live');
  });
});

import type { PriceSource } from '@beurs/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { priceSourceDescription } from './price-source-description';
import { PriceSourceTag } from './price-source-tag';

const SIMULATED: PriceSource = { id: 'simulated', kind: 'simulated', provider: null, state: 'ok', replay_of: null, fallback_since: null };
const LIVE: PriceSource = { id: 'live:kraken', kind: 'live', provider: 'Kraken', state: 'ok', replay_of: null, fallback_since: null };
const REPLAY: PriceSource = {
  id: 'replay:dukascopy-2025-11-28',
  kind: 'replay',
  provider: 'Dukascopy',
  state: 'ok',
  replay_of: '2025-11-28',
  fallback_since: null,
};
const STALE: PriceSource = { ...LIVE, state: 'stale' };
const FALLBACK: PriceSource = { ...LIVE, state: 'fallback', fallback_since: '2026-11-29T14:02:00.000Z' };

function tagOf(source: PriceSource): HTMLElement {
  const { container } = render(<PriceSourceTag source={source} timeZone="UTC" />);
  return container.firstElementChild as HTMLElement;
}

describe('PriceSourceTag', () => {
  it.each([
    ['simulated', SIMULATED, 'Simulated', "Prices from Beurs' market simulator"],
    ['live', LIVE, 'Kraken · live', "Prices from Kraken's public market data, live"],
    ['replay', REPLAY, 'Dukascopy · replay of 28 Nov 2025', 'Recorded Dukascopy prices of 28 Nov 2025, replayed in real time'],
  ])('says a working %s source in words, with what it means as its tooltip', (_kind, source, label, description) => {
    const tag = tagOf(source);
    // Nothing is wrong: the words are all a screen reader hears.
    expect(tag.textContent).toBe(label);
    expect(tag.title).toBe(description);
    expect(tag.className).not.toMatch(/--stale|--fallback/);
  });

  it('gives only a working live feed the live dot', () => {
    expect(tagOf(LIVE).querySelector('.bx-price-source__dot')).not.toBeNull();
    expect(tagOf(SIMULATED).querySelector('.bx-price-source__dot')).toBeNull();
    expect(tagOf(STALE).querySelector('.bx-price-source__dot')).toBeNull();
  });

  it('says a stale feed in words and reads out that nothing fills', () => {
    const tag = tagOf(STALE);
    expect(tag.querySelector('.bx-price-source__label')?.textContent).toBe('Kraken · stale');
    expect(tag.title).toBe('No fresh price from Kraken: nothing fills until it returns');
    expect(tag.textContent).toContain('nothing fills until it returns');
    expect(tag.className).toContain('bx-price-source--stale');
  });

  it('says the simulator stands in, since when, and what it continues from', () => {
    const tag = tagOf(FALLBACK);
    expect(tag.querySelector('.bx-price-source__label')?.textContent).toBe('Simulated since 14:02');
    expect(tag.title).toBe('Kraken stopped at 14:02; the simulator continues from its last price');
    expect(tag.className).toContain('bx-price-source--fallback');
  });

  it('keeps the attributes it is given', () => {
    render(<PriceSourceTag source={SIMULATED} aria-label="Price source: Simulated" data-testid="tag" />);
    expect(screen.getByTestId('tag').getAttribute('aria-label')).toBe('Price source: Simulated');
  });
});

describe('priceSourceDescription', () => {
  it('names a replay without a day as a replay still', () => {
    expect(priceSourceDescription({ ...REPLAY, replay_of: null })).toBe('Recorded Dukascopy prices, replayed in real time');
  });

  it('writes the fallback time in the zone it is given', () => {
    expect(priceSourceDescription(FALLBACK, { timeZone: 'Europe/Amsterdam' })).toBe(
      'Kraken stopped at 15:02; the simulator continues from its last price',
    );
  });

  it('says a stale simulator in its own words', () => {
    expect(priceSourceDescription({ ...SIMULATED, state: 'stale' })).toBe(
      "No fresh price from Beurs' market simulator: nothing fills until it returns",
    );
  });
});

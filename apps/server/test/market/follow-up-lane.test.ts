import { describe, expect, it } from 'vitest';
import type { LiveQuote } from '@beurs/domain';
import { createFollowUpLane, createSerialQueue } from '../../src/tick/follow-up-lane';
import type { TickFollowUp } from '../../src/tick/tick-market';

const quote = (instrumentId: string, bid: string): LiveQuote => ({
  instrument_id: instrumentId,
  bid,
  ask: bid,
  time: '2026-11-23T14:30:00.000Z',
  source: 'live:kraken',
});
const point = (instrumentId: string, price: string) => ({ instrumentId, atMs: 0, price, volume: 0, source: 'live:kraken' });

describe('the follow-up lane of the market feed', () => {
  it('runs one pass at a time, and joins the follow-ups that wait into one pass with the latest quotes and every point in order', async () => {
    const passes: TickFollowUp[] = [];
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (release = resolve));
    const lane = createFollowUpLane(createSerialQueue(), async (followUp) => {
      passes.push(followUp);
      if (passes.length === 1) await first;
    });

    const running = lane({ at: new Date(1000), quotes: [quote('BTCUSD', '1')], points: [point('BTCUSD', '1')] });
    // The first pass has started and holds the lane: these three wait, and join.
    await Promise.resolve();
    const second = lane({ at: new Date(2000), quotes: [quote('BTCUSD', '2'), quote('ETHUSD', '10')], points: [point('BTCUSD', '2')] });
    const third = lane({ at: new Date(3000), quotes: [quote('BTCUSD', '3')], points: [point('BTCUSD', '3'), point('ETHUSD', '10')] });
    expect(third).toBe(second);
    release();
    await Promise.all([running, second, third]);

    expect(passes).toHaveLength(2);
    expect(passes[0]?.quotes.map((one) => one.bid)).toEqual(['1']);
    const joined = passes[1] as TickFollowUp;
    expect(joined.at.getTime()).toBe(3000);
    expect(Object.fromEntries(joined.quotes.map((one) => [one.instrument_id, one.bid]))).toEqual({ BTCUSD: '3', ETHUSD: '10' });
    expect(joined.points.map((one) => `${one.instrumentId} ${one.price}`)).toEqual(['BTCUSD 2', 'BTCUSD 3', 'ETHUSD 10']);
  });

  it('starts a new pass for a follow-up asked for once the waiting one has begun, and reports a failed pass to those it took', async () => {
    const lane = createFollowUpLane(createSerialQueue(), async (followUp) => {
      if (followUp.quotes.some((one) => one.bid === 'bad')) throw new Error('the engine failed');
    });
    await expect(lane({ at: new Date(1), quotes: [quote('BTCUSD', 'bad')], points: [] })).rejects.toThrow('the engine failed');
    await expect(lane({ at: new Date(2), quotes: [quote('BTCUSD', '1')], points: [] })).resolves.toBeUndefined();
  });
});

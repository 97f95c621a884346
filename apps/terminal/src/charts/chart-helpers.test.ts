import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANDLE_MS, applyTicks, candleStart, midPrice, type CandlePoint, type VolumePoint } from './candle-point';
import { createFrameBatcher } from './frame-batcher';

afterEach(() => {
  vi.useRealTimers();
});

describe('chart helpers', () => {
  it('applies every tick of a frame together, once per animation frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const apply = vi.fn();
    const batcher = createFrameBatcher<number>(apply);
    batcher.push(1);
    batcher.push(2);
    batcher.push(3);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith([1, 2, 3]);
    batcher.push(4);
    vi.advanceTimersToNextFrame();
    expect(apply).toHaveBeenLastCalledWith([4]);
  });

  it('moves the last candle within its minute and opens a new one after it', () => {
    const points: CandlePoint[] = [[60_000, 10, 11, 9, 10]];
    applyTicks(points, [
      { time: 61_000, price: 12 },
      { time: 62_000, price: 8 },
      { time: 125_000, price: 9 },
      { time: 30_000, price: 99 },
    ]);
    expect(points).toEqual([
      [60_000, 10, 12, 8, 8],
      [120_000, 8, 9, 8, 9],
    ]);
  });

  it('moves an hourly candle for an hour and opens the next one when a quote passes the hour', () => {
    const hour = CANDLE_MS['1h'];
    const points: CandlePoint[] = [[hour, 10, 11, 9, 10]];
    applyTicks(
      points,
      [
        { time: 2 * hour - 1, price: 11.5 },
        { time: 2 * hour, price: 11 },
      ],
      '1h',
    );
    expect(points).toEqual([
      [hour, 10, 11.5, 9, 11.5],
      [2 * hour, 11.5, 11.5, 11, 11],
    ]);
  });

  it('buckets a live quote into the 4h candle that starts on a four-hour UTC boundary', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(candleStart('4h', at('2026-11-23T15:59:59.999Z'))).toBe(at('2026-11-23T12:00:00.000Z'));
    expect(candleStart('4h', at('2026-11-23T16:00:00.000Z'))).toBe(at('2026-11-23T16:00:00.000Z'));
    const points: CandlePoint[] = [[at('2026-11-23T12:00:00.000Z'), 10, 11, 9, 10]];
    const volumes: VolumePoint[] = [[at('2026-11-23T12:00:00.000Z'), 250]];
    applyTicks(
      points,
      [
        { time: at('2026-11-23T15:30:00.000Z'), price: 12 },
        { time: at('2026-11-23T16:00:01.000Z'), price: 11 },
      ],
      '4h',
      volumes,
    );
    expect(points).toEqual([
      [at('2026-11-23T12:00:00.000Z'), 10, 12, 9, 12],
      [at('2026-11-23T16:00:00.000Z'), 12, 12, 11, 11],
    ]);
    // The new candle's volume is not known until the history loads again.
    expect(volumes).toEqual([
      [at('2026-11-23T12:00:00.000Z'), 250],
      [at('2026-11-23T16:00:00.000Z'), 0],
    ]);
  });

  it('buckets a live quote into the week that starts on Monday 00:00 UTC', () => {
    const at = (iso: string) => Date.parse(iso);
    // Sunday night belongs to the week that began the Monday before; Monday opens the next.
    expect(candleStart('1w', at('2026-11-29T23:59:00.000Z'))).toBe(at('2026-11-23T00:00:00.000Z'));
    expect(candleStart('1w', at('2026-11-30T00:00:00.000Z'))).toBe(at('2026-11-30T00:00:00.000Z'));
    expect(candleStart('1d', at('2026-11-29T23:59:00.000Z'))).toBe(at('2026-11-29T00:00:00.000Z'));
    const points: CandlePoint[] = [[at('2026-11-23T00:00:00.000Z'), 10, 11, 9, 10]];
    applyTicks(
      points,
      [
        { time: at('2026-11-27T21:00:00.000Z'), price: 13 },
        { time: at('2026-11-30T00:00:00.000Z'), price: 12 },
      ],
      '1w',
    );
    expect(points).toEqual([
      [at('2026-11-23T00:00:00.000Z'), 10, 13, 9, 13],
      [at('2026-11-30T00:00:00.000Z'), 13, 13, 12, 12],
    ]);
  });

  it('knows the length of every timeframe the server serves', () => {
    expect(CANDLE_MS['4h']).toBe(4 * 3_600_000);
    expect(CANDLE_MS['1w']).toBe(7 * 24 * 3_600_000);
  });

  it('draws the exact mid price', () => {
    expect(midPrice({ bid: '1.08490', ask: '1.08510' }, 5)).toBe(1.085);
  });
});

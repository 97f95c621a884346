import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANDLE_MS, applyTicks, midPrice, type CandlePoint } from './candle-point';
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
    applyTicks(points, [
      { time: 2 * hour - 1, price: 11.5 },
      { time: 2 * hour, price: 11 },
    ], hour);
    expect(points).toEqual([
      [hour, 10, 11.5, 9, 11.5],
      [2 * hour, 11.5, 11.5, 11, 11],
    ]);
  });

  it('draws the exact mid price', () => {
    expect(midPrice({ bid: '1.08490', ask: '1.08510' }, 5)).toBe(1.085);
  });
});

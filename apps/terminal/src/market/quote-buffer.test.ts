import { describe, expect, it } from 'vitest';
import type { LiveQuote } from '@beurs/domain';
import { createQuoteBuffer, type Scheduler } from './quote-buffer';

function manualScheduler() {
  const queued: Array<() => void> = [];
  const schedule: Scheduler = (flush) => {
    queued.push(flush);
    return () => queued.splice(queued.indexOf(flush), 1);
  };
  return { schedule, queued, run: () => queued.splice(0).forEach((flush) => flush()) };
}

const quote = (instrument_id: string, bid: string, second: number): LiveQuote => ({
  instrument_id,
  bid,
  ask: bid,
  time: `2026-11-23T14:30:0${second}.000Z`,
});

describe('createQuoteBuffer', () => {
  it('hands one frame of per-instrument pushes on together, the latest quote of each', () => {
    const applied: Array<readonly LiveQuote[]> = [];
    const frames = manualScheduler();
    const buffer = createQuoteBuffer((quotes) => applied.push(quotes), frames.schedule);
    buffer.push([quote('EURUSD', '1.1', 1)]);
    buffer.push([quote('BTCUSD', '90000', 1)]);
    buffer.push([quote('EURUSD', '1.2', 2)]);
    buffer.push([quote('EURUSD', '1.0', 0)]);
    expect(frames.queued).toHaveLength(1);
    expect(applied).toEqual([]);
    frames.run();
    expect(applied).toEqual([[quote('EURUSD', '1.2', 2), quote('BTCUSD', '90000', 1)]]);
    buffer.push([quote('EURUSD', '1.3', 3)]);
    frames.run();
    expect(applied.at(-1)).toEqual([quote('EURUSD', '1.3', 3)]);
  });

  it('drops what is pending on cancel', () => {
    const applied: Array<readonly LiveQuote[]> = [];
    const frames = manualScheduler();
    const buffer = createQuoteBuffer((quotes) => applied.push(quotes), frames.schedule);
    buffer.push([quote('EURUSD', '1.1', 1)]);
    buffer.cancel();
    frames.run();
    expect(applied).toEqual([]);
  });
});

import { REALTIME_OPTIONS } from '@beurs/domain';
import { describe, expect, it } from 'vitest';
import { retryDelay } from '../retry-delay';

describe('retryDelay', () => {
  it('waits 1,000 ms on the first retry without jitter', () => {
    expect(retryDelay({ attempt: 0, random: 0 })).toBe(1_000);
  });

  it('doubles per attempt and caps at 5,000 ms', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => retryDelay({ attempt, random: 0 }))).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it('stays between 1,000 and 5,000 ms whatever the jitter (contract §9)', () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      for (const random of [0, 0.5, 0.999]) {
        const delay = retryDelay({ attempt, random });
        expect(delay).toBeGreaterThanOrEqual(REALTIME_OPTIONS.reconnectionDelayMs);
        expect(delay).toBeLessThanOrEqual(REALTIME_OPTIONS.reconnectionDelayMaxMs);
      }
    }
  });

  it('follows custom bounds', () => {
    expect(retryDelay({ attempt: 0, random: 0, minMs: 50, maxMs: 80 })).toBe(50);
    expect(retryDelay({ attempt: 4, random: 0, minMs: 50, maxMs: 80 })).toBe(80);
  });
});

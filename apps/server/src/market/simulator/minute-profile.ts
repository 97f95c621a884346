import type { TradingHours } from '@beurs/domain';
import { MINUTE_MS } from './model-parameters';
import { createSessionProfile, spreadFactorOf, varianceFactorOf, type SessionProfile } from './session-profile';

// Read once: the step reads it for every instrument at every tick.
const MINUTE = MINUTE_MS;

/**
 * An intraday profile read by the minute: the variance and spread factors of the minute of an
 * instant, both from one session position and kept until the minute changes (a cache of a pure
 * function). Instruments with the same trading hours share one, so a tick works out each
 * timetable's minute once, not once per instrument.
 */
export class MinuteProfile {
  private minute = Number.NaN;
  private variance = 1;
  private spread = 1;

  constructor(private readonly profile: SessionProfile) {}

  /** The variance multiplier of the minute of `atMs`. */
  varianceFactor(atMs: number): number {
    this.moveTo(atMs);
    return this.variance;
  }

  /** The spread factor of the minute of `atMs`. */
  spreadFactor(atMs: number): number {
    this.moveTo(atMs);
    return this.spread;
  }

  private moveTo(atMs: number): void {
    const minute = Math.floor(atMs / MINUTE);
    if (minute === this.minute) return;
    const where = this.profile.position(minute * MINUTE);
    this.variance = varianceFactorOf(where);
    this.spread = spreadFactorOf(where);
    this.minute = minute;
  }
}

const profiles = new Map<string, MinuteProfile>();

/** The (shared) minute profile of a timetable. */
export function minuteProfileOf(hours: TradingHours): MinuteProfile {
  const key = JSON.stringify(hours);
  let profile = profiles.get(key);
  if (!profile) {
    profile = new MinuteProfile(createSessionProfile(hours));
    profiles.set(key, profile);
  }
  return profile;
}

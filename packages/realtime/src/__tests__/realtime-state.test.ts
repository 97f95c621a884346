import { describe, expect, it } from 'vitest';
import { REALTIME_STATES, nextRealtimeState, type RealtimeEvent, type RealtimeState } from '../realtime-state';

const LIVE: RealtimeState[] = ['connecting', 'connected', 'reconnecting'];

describe('nextRealtimeState', () => {
  it('lists the six states in lifecycle order', () => {
    expect(REALTIME_STATES).toEqual(['idle', 'connecting', 'connected', 'reconnecting', 'closed', 'expired']);
  });

  it('starts connecting from idle when a token appears', () => {
    expect(nextRealtimeState('idle', 'connect')).toBe('connecting');
  });

  it('connects again after an expired session when new tokens arrive', () => {
    expect(nextRealtimeState('expired', 'connect')).toBe('connecting');
  });

  it('does not connect while closed: start comes first', () => {
    expect(nextRealtimeState('closed', 'connect')).toBe('closed');
    expect(nextRealtimeState('closed', 'start')).toBe('idle');
  });

  it('becomes connected from connecting and reconnecting only', () => {
    expect(nextRealtimeState('connecting', 'connected')).toBe('connected');
    expect(nextRealtimeState('reconnecting', 'connected')).toBe('connected');
    for (const state of ['idle', 'closed', 'expired'] as const) {
      expect(nextRealtimeState(state, 'connected')).toBe(state);
    }
  });

  it('moves every live state to reconnecting on retry, idle on logout and expired on expire', () => {
    for (const state of LIVE) {
      expect(nextRealtimeState(state, 'retry')).toBe('reconnecting');
      expect(nextRealtimeState(state, 'logout')).toBe('idle');
      expect(nextRealtimeState(state, 'expire')).toBe('expired');
    }
  });

  it('keeps expired on logout, so the app still sees why the session ended', () => {
    expect(nextRealtimeState('expired', 'logout')).toBe('expired');
  });

  it('ignores late socket events once closed (regression: a connect after stop must not revive the client)', () => {
    for (const event of ['connected', 'retry', 'expire', 'logout'] as const) {
      expect(nextRealtimeState('closed', event)).toBe('closed');
    }
  });

  it('closes from every state on stop', () => {
    for (const state of REALTIME_STATES) expect(nextRealtimeState(state, 'stop')).toBe('closed');
  });

  it('leaves a live state alone on start and connect (re-entrant start is a no-op)', () => {
    const events: RealtimeEvent[] = ['start', 'connect'];
    for (const state of LIVE) for (const event of events) expect(nextRealtimeState(state, event)).toBe(state);
  });
});

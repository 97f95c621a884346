import { describe, expect, it } from 'vitest';
import { ACCOUNT_STREAM_STATUSES, nextAccountStreamState, type AccountStreamState } from '../account-stream-state';

const IDLE: AccountStreamState = { status: 'idle', seq: null, lastEventAt: null, closedReason: null };
const LIVE: AccountStreamState = { status: 'live', seq: 5, lastEventAt: 1_000, closedReason: null };

describe('nextAccountStreamState', () => {
  it('lists the five statuses in lifecycle order', () => {
    expect(ACCOUNT_STREAM_STATUSES).toEqual(['idle', 'connecting', 'live', 'stale', 'closed']);
  });

  it('goes connecting, then live with the seq the stream starts from', () => {
    const connecting = nextAccountStreamState(IDLE, { type: 'connecting' });
    expect(connecting).toEqual({ ...IDLE, status: 'connecting' });
    expect(nextAccountStreamState(connecting, { type: 'synced', seq: 3, at: 500 })).toEqual({
      status: 'live',
      seq: 3,
      lastEventAt: 500,
      closedReason: null,
    });
  });

  it('moves seq and lastEventAt with each event, and lastEventAt only with a heartbeat', () => {
    expect(nextAccountStreamState(LIVE, { type: 'event', seq: 6, at: 2_000 })).toEqual({ ...LIVE, seq: 6, lastEventAt: 2_000 });
    expect(nextAccountStreamState(LIVE, { type: 'alive', at: 3_000 })).toEqual({ ...LIVE, lastEventAt: 3_000 });
  });

  it('stays stale while it reconnects, until the stream is live again', () => {
    const stale = nextAccountStreamState(LIVE, { type: 'stale' });
    expect(stale.status).toBe('stale');
    expect(nextAccountStreamState(stale, { type: 'connecting' })).toBe(stale);
    expect(nextAccountStreamState(stale, { type: 'synced', seq: 5, at: 4_000 }).status).toBe('live');
  });

  it('closes with the reason, and a new connection clears it', () => {
    const closed = nextAccountStreamState(LIVE, { type: 'closed', reason: 'api_key_revoked' });
    expect(closed).toEqual({ ...LIVE, status: 'closed', closedReason: 'api_key_revoked' });
    // A late heartbeat or event of the closed socket changes nothing.
    expect(nextAccountStreamState(closed, { type: 'alive', at: 9_000 })).toBe(closed);
    expect(nextAccountStreamState(closed, { type: 'synced', seq: 9, at: 9_000 })).toBe(closed);
    expect(nextAccountStreamState(closed, { type: 'connecting' })).toEqual({ ...LIVE, status: 'connecting' });
  });

  it('answers the same object when nothing changes, so listeners hear only changes', () => {
    expect(nextAccountStreamState(LIVE, { type: 'alive', at: 1_000 })).toBe(LIVE);
    expect(nextAccountStreamState(IDLE, { type: 'idle' })).toBe(IDLE);
    expect(nextAccountStreamState(IDLE, { type: 'stale' })).toBe(IDLE);
  });
});

import { z } from 'zod';
import { entityId, isoDateTime } from './primitives';

// Device sessions: extensions of the contract, beyond the contract's §7.

/** One signed-in device: a sign-in session and the refresh tokens it rotated through. */
export const deviceSession = z.object({
  id: entityId,
  /** The browser and system in plain words, e.g. "Chrome on Windows"; "Unknown device" without a user agent. */
  device: z.string(),
  user_agent: z.string().nullable(),
  /** The address the session was last used from. */
  ip: z.string().nullable(),
  created_at: isoDateTime,
  last_used_at: isoDateTime,
  /** When the session ends by itself (12 hours after sign-in). */
  expires_at: isoDateTime,
  /** True for the session of the token that asked. */
  current: z.boolean(),
});
z.globalRegistry.add(deviceSession, { id: 'DeviceSession' });
/** The type of {@link deviceSession}. */
export type DeviceSession = z.infer<typeof deviceSession>;

/** The caller's live sessions, the most recently used first. */
export const deviceSessionsResponse = z.object({ sessions: z.array(deviceSession) });
/** The type of {@link deviceSessionsResponse}. */
export type DeviceSessionsResponse = z.infer<typeof deviceSessionsResponse>;

/** Ends one of the caller's sessions: its refresh token stops working and its sockets are disconnected. */
export const endSessionRequest = z.object({ id: entityId });
/** What a caller sends: the input type of {@link endSessionRequest}. */
export type EndSessionRequest = z.input<typeof endSessionRequest>;

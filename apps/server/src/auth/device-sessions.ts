import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DeviceSession } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { sessions } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import type { Caller } from '../http/authenticate';
import { describeDevice } from './describe-device';

/** The caller's live sessions (not ended, not past their 12 hours), most recently used first. */
export async function listDeviceSessions(context: AppContext, caller: Caller): Promise<DeviceSession[]> {
  const rows = await context.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, caller.user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, context.now())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    user_agent: row.userAgent,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    current: row.id === caller.sessionId,
  }));
}

/**
 * Signs one of the caller's devices out: the session is revoked (its refresh token and access
 * tokens stop working at once) and its sockets are disconnected. Another user's session id, or
 * one that has ended, is a 404: the answer tells nothing about sessions that are not yours.
 */
export async function endDeviceSession(
  context: AppContext,
  { caller, sessionId, origin }: { caller: Caller; sessionId: string; origin: RequestOrigin },
): Promise<void> {
  const now = context.now();
  const ended = await context.db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: sessionId === caller.sessionId ? 'ended from this device' : 'ended from another device' })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, caller.user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ userAgent: sessions.userAgent });
  const [session] = ended;
  if (!session) throw Refusal.notFound('This device is already signed out. Reload the list of devices.');
  context.sessions.forget(sessionId);
  context.realtime.disconnectSession(sessionId);
  await recordActivity(context.db, {
    userId: caller.user.id,
    kind: 'session_ended',
    description: `Signed out ${describeDevice(session.userAgent)}`,
    origin,
    at: now,
  });
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authedRoute } from '../http/route';
import { originOf } from '../http/request-origin';
import { endDeviceSession, listDeviceSessions } from './device-sessions';

/** Registers the signed-in devices (extensions): getSessions, endSession. */
export function registerDeviceSessionRoutes(app: FastifyInstance, context: AppContext): void {
  authedRoute(app, context, 'getSessions', async ({ caller }) => ({ sessions: await listDeviceSessions(context, caller) }));

  authedRoute(app, context, 'endSession', async ({ caller, input, request }) => {
    await endDeviceSession(context, { caller, sessionId: input.id, origin: originOf(request) });
    return { ok: true, message: 'The device was signed out.' };
  });
}

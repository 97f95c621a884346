import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { sessionRoute } from '../http/route';
import { createAlert, deleteAlert, listAlerts } from './alerts';

/**
 * Registers the price alerts (extensions): getAlerts, createAlert, deleteAlert. None reads the
 * user row: an alert trades nothing, so a frozen account may still keep them.
 */
export function registerAlertRoutes(app: FastifyInstance, context: AppContext): void {
  sessionRoute(app, context, 'getAlerts', async ({ session }) => ({ alerts: await listAlerts(context, session.userId) }));
  sessionRoute(app, context, 'createAlert', async ({ session, input }) => ({ alert: await createAlert(context, session.userId, input) }));
  sessionRoute(app, context, 'deleteAlert', async ({ session, input }) => ({
    alerts: await deleteAlert(context, session.userId, input.id),
  }));
}

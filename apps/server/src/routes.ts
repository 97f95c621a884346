import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { registerAuthRoutes } from './auth/routes';
import { registerAccountRoutes } from './accounts/routes';
import { registerMoneyRoutes } from './accounts/money-routes';
import { registerDocumentRoutes } from './accounts/document-routes';
import { registerNotificationRoutes } from './accounts/notification-routes';
import { registerOrderRoutes } from './orders/routes';
import { registerMarketRoutes } from './market-routes/routes';
import { registerQuotesRoute } from './market-routes/quotes-route';
import { registerContentRoutes } from './content/routes';
import { registerOpenApiRoute } from './http/openapi-route';
import { registerAsyncApiRoute } from './realtime/asyncapi-route';
import { registerWebApps } from './http/web-apps';
import { registerStorybook, storybookFolder } from './http/storybook';
import { registerPlatformRoute } from './platform/platform-route';
import { registerWatchlistRoutes } from './watchlists/routes';
import { registerAlertRoutes } from './alerts/routes';
import { registerStatementRoutes } from './statements/routes';
import { registerApiKeyRoutes } from './api-keys/routes';

/** Every call of the contract, grouped by the module that owns it, then the Storybook and the web apps. */
export async function registerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerAuthRoutes(app, context);
  registerAccountRoutes(app, context);
  registerMoneyRoutes(app, context);
  await registerDocumentRoutes(app, context);
  registerNotificationRoutes(app, context);
  registerOrderRoutes(app, context);
  registerMarketRoutes(app, context);
  registerQuotesRoute(app, context);
  registerContentRoutes(app, context);
  registerOpenApiRoute(app, context);
  registerAsyncApiRoute(app, context);
  registerPlatformRoute(app, context);
  registerWatchlistRoutes(app, context);
  registerAlertRoutes(app, context);
  registerStatementRoutes(app, context);
  registerApiKeyRoutes(app, context);
  await registerStorybook(app, { folder: storybookFolder(context.config), log: context.log });
  await registerWebApps(app, context);
}

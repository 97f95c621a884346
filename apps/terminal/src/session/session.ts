import { getQueryClient } from '../query/query-client';
import { getServices, onServicesSessionEnded } from '../services/services';
import { redirectToLogin } from '../services/redirect-to-login';
import { createSessionController, type SessionController } from './create-session-controller';
import { useSessionStore } from './session-store';

let current: SessionController | null = null;
let unsubscribe: (() => void) | null = null;

/** The page's session controller, over the page's services, session store and query cache. */
export function getSession(): SessionController {
  if (!current) {
    const controller = createSessionController({
      services: getServices(),
      store: useSessionStore,
      queryClient: getQueryClient(),
      redirectToLogin,
    });
    unsubscribe = onServicesSessionEnded((reason) => controller.handleSessionEnded(reason));
    current = controller;
  }
  return current;
}

/** Forgets the controller (tests install new services and start again). */
export function resetSessionController(): void {
  unsubscribe?.();
  unsubscribe = null;
  current = null;
}

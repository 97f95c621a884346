import { createServices, type Services } from './create-services';

let current: Services | null = null;
const endedListeners = new Set<(reason: string) => void>();

/** Tells the session controller that the session ended, whoever noticed first. */
function onSessionEnded(reason: string): void {
  for (const listener of endedListeners) listener(reason);
}

/**
 * The page's one set of services (token store, HTTP client, realtime client), created on first
 * use against the page's own origin: the server serves the terminal, the API and socket.io on
 * one origin.
 */
export function getServices(): Services {
  current ??= createServices({ baseUrl: window.location.origin, onSessionEnded });
  return current;
}

/** Replaces the services (tests point them at a server of their own). */
export function installServices(create: (onEnded: (reason: string) => void) => Services): Services {
  current?.realtime.stop();
  current?.tokenStore.dispose();
  current = create(onSessionEnded);
  return current;
}

/** Listens for the end of the session; returns the unsubscribe function. */
export function onServicesSessionEnded(listener: (reason: string) => void): () => void {
  endedListeners.add(listener);
  return () => {
    endedListeners.delete(listener);
  };
}

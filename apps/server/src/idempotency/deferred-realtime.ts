import type { RealtimeHub } from '../notifications/realtime-hub';

/** A hub whose calls wait until `flush`: the pushes of work that may still roll back. */
export interface DeferredRealtime {
  hub: RealtimeHub;
  /** Makes every call held so far, in order, on the real hub (after the commit). */
  flush(): void;
}

/**
 * Holds the socket pushes of services run inside an outer transaction: a push before that
 * transaction commits would make clients read state that is not there yet, or never will be.
 * Dropped with the transaction when it rolls back: nothing to push then.
 */
export function deferRealtime(target: RealtimeHub): DeferredRealtime {
  const held: Array<() => void> = [];
  const hub: RealtimeHub = {
    pushOrders: (userId) => {
      held.push(() => target.pushOrders(userId));
    },
    publishQuotes: (quotes) => {
      held.push(() => target.publishQuotes(quotes));
    },
    pushAlertTriggered: (userId, event) => {
      held.push(() => target.pushAlertTriggered(userId, event));
    },
    disconnectUser: (userId) => {
      held.push(() => target.disconnectUser(userId));
    },
    disconnectSession: (sessionId) => {
      held.push(() => target.disconnectSession(sessionId));
    },
    endSessionHere: (sessionId) => {
      held.push(() => target.endSessionHere(sessionId));
    },
    disconnectApiKey: (apiKeyId, closed) => {
      held.push(() => target.disconnectApiKey(apiKeyId, closed));
    },
  };
  return {
    hub,
    flush() {
      for (const call of held.splice(0)) call();
    },
  };
}

import '@beurs/ui/styles.css';
import './terminal.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getQueryClient } from '../query/query-client';
import { platformQuery } from '../query/server-queries';
import { getSession } from '../session/session';
import { App } from './app';

/**
 * Starts the signed-in terminal: the session (tokens restored from browser storage, contract §4),
 * the platform details (into the query cache) and the app. Loaded by `main.tsx` only when tokens are stored.
 */
export function startTerminal(root: HTMLElement): void {
  void getSession().start();
  void getQueryClient().prefetchQuery(platformQuery());
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

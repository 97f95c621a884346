import '@beurs/ui/styles.css';
import './terminal.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { usePlatformStore } from '../platform/platform-store';
import { getSession } from '../session/session';
import { App } from './app';

/**
 * Starts the signed-in terminal: the session (tokens restored from browser storage, spec 4),
 * the platform details and the app. Loaded by `main.tsx` only when tokens are stored.
 */
export function startTerminal(root: HTMLElement): void {
  void getSession().start();
  void usePlatformStore.getState().load();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

import '@beurs/ui/styles.css';
import './app/terminal.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { usePlatformStore } from './platform/platform-store';
import { getServices } from './services/services';
import { getSession } from './session/session';

// The tokens are restored from browser storage as the services are created (spec 4). Without
// one, start() sends the visitor to /login and nothing is rendered.
const signedIn = getServices().tokenStore.getAccessToken() !== null;
void getSession().start();

const root = document.getElementById('root');
if (signedIn && root) {
  void usePlatformStore.getState().load();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

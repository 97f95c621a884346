import './schemas-without-eval';
import '@beurs/ui/styles.css';
import './styles/site.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The home page comes prerendered (index.html keeps its markup only at `/`): hydrate it.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);

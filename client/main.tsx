import 'gestalt/dist/gestalt.css';
// Gestalt's design tokens, light and dark (build/gestalt-color-scheme.ts).
import 'virtual:gestalt-color-scheme.css';
import './index.css';
import { BrowserProtocol } from 'farce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { createEnvironment } from './relay/environment';
import { createAppRouter, createResolver } from './router';

const environment = createEnvironment();
const Router = createAppRouter(new BrowserProtocol());
const resolver = createResolver(environment);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * The built index.html loads the stylesheet without blocking the first paint
 * (build/purged-stylesheet.ts: `<link id="app-css" media="print" onload=…>`); the app renders once
 * it is there, so nothing shows unstyled. It usually is by now (it is far smaller than the scripts).
 */
function stylesheetLoaded(): Promise<void> {
  const link = document.getElementById('app-css');
  if (!(link instanceof HTMLLinkElement) || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // Unstyled is better than nothing.
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

void stylesheetLoaded().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App environment={environment}>
        <Router resolver={resolver} />
      </App>
    </StrictMode>,
  ),
);

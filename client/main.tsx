import 'gestalt/dist/gestalt.css';
// Gestalt's design tokens, light and dark (build/gestalt-color-scheme.ts).
import 'virtual:gestalt-color-scheme.css';
import './index.css';
import { BrowserProtocol } from 'farce';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import App from './App';
import { createEnvironment } from './relay/environment';
import { createAppRouter, createHydratingRouter, createResolver } from './router';
import { preloadHeader } from './shell/Header';
import { preloadVerticalNav } from './shell/VerticalNavSlot';
import { replayEarlyInput } from './ssr/earlyInput';
import { setHydrating } from './ssr/hydration';
import { readServerRecords } from './ssr/records';
import { onRecoverableError } from './ssr/recoverable';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A server-rendered page (server/http/ssr.ts) carries the Relay records it was rendered from.
const records = readServerRecords(document);
const environment = createEnvironment(undefined, { records: records ?? undefined });
const resolver = createResolver(environment);

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

/** The colour scheme the server rendered in (<html data-color-scheme>, server/http/spa.ts). */
function serverDarkMode(): boolean | null {
  const scheme = document.documentElement.dataset.colorScheme;
  return scheme === 'dark' ? true : scheme === 'light' ? false : null;
}

/** Renders nothing; once the server's markup is hydrated, plays what the visitor did meanwhile. */
function AfterHydration() {
  useEffect(() => {
    setHydrating(false);
    void replayEarlyInput();
  }, []);
  return null;
}

/** Lets the browser run what is waiting (a tap, a frame) before the next step of the start-up. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates the server's markup. Each step is a task of its own, so no step holds the main thread
 * for long (a tap meanwhile is answered, and Lighthouse's blocking time stays low): the stylesheet
 * and the lazy parts the page shows load first (it then hydrates in one pass, see lazyWithPreload),
 * the first match is resolved from the records, and React hydrates in a transition, in slices.
 */
async function hydrate(root: HTMLElement): Promise<void> {
  const lazyParts = [preloadHeader(), ...(document.querySelector('[data-test-id="vertical-nav"]') ? [preloadVerticalNav()] : [])];
  await Promise.all([stylesheetLoaded(), ...lazyParts]);
  await yieldToMain();
  const { Router, initialRenderArgs } = await createHydratingRouter(new BrowserProtocol(), resolver);
  await yieldToMain();
  startTransition(() => {
    setHydrating(true);
    hydrateRoot(
      root,
      <StrictMode>
        <App environment={environment} initialDarkMode={serverDarkMode()} serverMobile={document.documentElement.dataset.viewport === 'mobile'}>
          <Router resolver={resolver} initialRenderArgs={initialRenderArgs} />
          <AfterHydration />
        </App>
      </StrictMode>,
      // A part React had to render again (the server's markup differed): a warning and a count, not a page error.
      { onRecoverableError },
    );
  });
}

if (records) {
  void hydrate(container);
} else {
  const Router = createAppRouter(new BrowserProtocol());
  void stylesheetLoaded().then(() =>
    createRoot(container).render(
      <StrictMode>
        <App environment={environment}>
          <Router resolver={resolver} />
        </App>
      </StrictMode>,
    ),
  );
}

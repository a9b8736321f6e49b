// Vitest setup for the "client" project (jsdom).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadToastStack } from '../shell/toast/ToastProvider';

// relay-test-utils (MockPayloadGenerator, createMockEnvironment) calls `jest.fn()`.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// Testing Library sets this in a global beforeAll, which it can't find without vitest `globals`;
// without it, React reports updates inside act() as "not configured to support act".
(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Gestalt (and our cards) mark elements with data-test-id, not Testing Library's data-testid.
// findBy*/waitFor: the first render of a lazy route chunk can take over a second on a busy CI box.
configure({ testIdAttribute: 'data-test-id', asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
});

// The toast stack's code is its own chunk, loaded with the first toast (ToastProvider.test covers
// that wait); loaded here once, tests see a toast as soon as it is shown.
await loadToastStack();

// --- jsdom gaps that Gestalt (Popover, Tooltip, etc.) and the pin grid rely on ---

class ResizeObserverStub implements ResizeObserver {
  constructor(_callback: ResizeObserverCallback) {}
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

class IntersectionObserverStub implements IntersectionObserver {
  readonly root: Element | Document | null = null;
  readonly rootMargin = '0px';
  readonly thresholds: ReadonlyArray<number> = [0];
  constructor(_callback: IntersectionObserverCallback, _options?: IntersectionObserverInit) {}
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = ResizeObserverStub;
}
if (typeof globalThis.IntersectionObserver === 'undefined') {
  globalThis.IntersectionObserver = IntersectionObserverStub;
}

if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// jsdom defines scrollTo but only logs "Not implemented"; make it a quiet no-op.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
}

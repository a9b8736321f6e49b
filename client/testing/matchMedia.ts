import { vi } from 'vitest';

/** window.matchMedia answers `matches` for `query` and false for every other query. */
export function mockMediaQuery(query: string, matches: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string): MediaQueryList => ({
      matches: matches && media === query,
      media,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  );
}

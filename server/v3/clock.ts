/**
 * The v3 API's clock: what `v3Api`'s `clock` option says (tests move it), for code that is handed
 * only the deps (a pin's 30-day analytics, the day a save or a clickthrough counts on, ad serving).
 * The real clock when none was set (deps built by hand in tests).
 */
import type { V3Deps } from './deps.ts';

const clocks = new WeakMap<object, () => Date>();

export function setClock(deps: V3Deps, now: () => Date): void {
  clocks.set(deps, now);
}

/** Now, by the deps' clock. */
export function nowOf(deps: object): Date {
  return clocks.get(deps)?.() ?? new Date();
}

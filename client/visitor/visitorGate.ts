/**
 * Whether this visitor's events are kept (platform §4: never for signed-in people, never in a
 * disallowed country). The one part of the logged-out state in the first bundle: the shell
 * (LoggedOutVisit) says who is looking; events recorded before that wait for it. The state's code
 * (visitorStore.ts) loads only for a tracked visitor.
 */
export type Store = typeof import('./visitorStore');
type Task = (store: Store) => void;

/** null until the shell says who is looking. */
let tracked: boolean | null = null;
let waiting: Task[] = [];
/** Events held before the viewer is known (a page's first effects); more are dropped. */
const MAX_WAITING = 20;

const store = () => import('./visitorStore');

/** Runs `task` with the state's code if this visitor is tracked (later, once that is known). */
export function withStore(task: Task): void {
  if (tracked === null) {
    if (waiting.length < MAX_WAITING) waiting.push(task);
    return;
  }
  // A chunk that fails to load (offline) loses the event; the page carries on (platform §8).
  if (tracked) store().then(task).catch(() => {});
}

export function isTracked(): boolean {
  return tracked === true;
}

/**
 * Who is looking: signed-in people and visitors from a country where tracking is not allowed are
 * never tracked; the latter's stored state is forgotten. A visitor who signs in stops being tracked.
 */
export function setVisitorViewer(viewer: { readonly signedIn: boolean; readonly allowedCountry: boolean }): void {
  const before = tracked;
  tracked = !viewer.signedIn && viewer.allowedCountry;
  const held = waiting;
  waiting = [];
  if (tracked) held.forEach(withStore);
  else if (before || !viewer.allowedCountry) {
    store()
      .then((s) => {
        if (before) s.endVisit();
        if (!viewer.allowedCountry) s.clearVisitorState();
      })
      .catch(() => {});
  }
}

import { lazy, type ComponentType, type ReactElement } from 'react';

export interface PreloadableComponent<P extends object> {
  (props: P): ReactElement;
  /** Loads the code now; once loaded, the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy whose code can be loaded ahead of its first render. A server-rendered page loads the
 * lazy parts it shows before it hydrates (client/main.tsx), so it hydrates in one pass: a part
 * still waiting for its code would stay the server's inert markup meanwhile, and what the visitor
 * typed into it or clicked would be lost.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  function Preloadable(props: P): ReactElement {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Preloadable.preload = preload;
  return Preloadable;
}

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type ToastStackComponent from './ToastStack';

/**
 * A button on a toast: a link when it has `href` (routed in the app by the shell's
 * GlobalEventsHandlerProvider), else a button running `onClick`. Either closes the toast.
 */
export type ToastAction = {
  readonly label: string;
  readonly dataTestId?: string;
} & ({ readonly href: string; readonly onClick?: never } | { readonly onClick: () => void; readonly href?: never });

/** What `useToast().show` puts up. */
export interface ToastSpec {
  readonly text: ReactNode;
  readonly type?: 'default' | 'error';
  /** How long it stays visible; default TOAST_DEFAULT_MS (2000). */
  readonly durationMs?: number;
  readonly thumbnail?: { readonly src: string; readonly alt: string } | null;
  readonly primaryAction?: ToastAction;
  readonly secondaryAction?: ToastAction;
  /** data-test-id of the toast's box. */
  readonly dataTestId?: string;
}

export interface ToastApi {
  /** Puts a toast up (newest on top of the stack); returns its id. */
  readonly show: (spec: ToastSpec) => string;
  /** Fades the toast out and removes it (no-op for an unknown id). */
  readonly dismiss: (id: string) => void;
}

/** Outside a ToastProvider (isolated component tests): nothing is shown, nothing breaks. */
const NO_TOASTS: ToastApi = { show: () => '', dismiss: () => {} };

const ToastContext = createContext<ToastApi>(NO_TOASTS);

export function useToast(): ToastApi {
  return useContext(ToastContext);
}

/** A toast in the stack; `dismissed` while it fades out. */
export interface ToastEntry {
  readonly id: string;
  readonly spec: ToastSpec;
  readonly dismissed: boolean;
}

type ToastStackType = ComponentType<ComponentProps<typeof ToastStackComponent>>;

let toastStack: ToastStackType | null = null;
let toastStackLoading: Promise<ToastStackType> | null = null;

/** The toast stack's code (its own chunk), loaded once. */
export function loadToastStack(): Promise<ToastStackType> {
  toastStackLoading ??= import('./ToastStack').then((module) => (toastStack = module.default));
  return toastStackLoading;
}

/**
 * The app's toasts: `useToast()` puts them up and takes them down; ToastStack shows them (bottom
 * centre, above modals, newest on top, each in PlatformToast's timing).
 */
export function ToastProvider({ children }: { readonly children?: ReactNode }) {
  const [entries, setEntries] = useState<readonly ToastEntry[]>([]);
  const nextId = useRef(0);

  const show = useCallback((spec: ToastSpec): string => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setEntries((current) => [{ id, spec, dismissed: false }, ...current]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => {
    setEntries((current) => current.map((entry) => (entry.id === id && !entry.dismissed ? { ...entry, dismissed: true } : entry)));
  }, []);
  const remove = useCallback((id: string) => {
    setEntries((current) => current.filter((entry) => entry.id !== id));
  }, []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  // The stack's code loads when the first toast comes up (its own chunk, a few kB; the toast is
  // mounted hidden for TOAST_START_DELAY_MS anyway).
  const [Stack, setStack] = useState<ToastStackType | null>(() => toastStack);
  const needed = entries.length > 0;
  useEffect(() => {
    if (Stack || !needed) return undefined;
    let active = true;
    void loadToastStack().then((loaded) => {
      if (active) setStack(() => loaded);
    });
    return () => {
      active = false;
    };
  }, [Stack, needed]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {needed && Stack ? <Stack entries={entries} dismiss={dismiss} remove={remove} /> : null}
    </ToastContext.Provider>
  );
}

import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import type { LoginReason } from './loginRedirect';

// Loaded when a gated action first needs them: every page has a gate, few visits open a modal.
const LoginModal = lazy(() => import('./LoginModal'));
const LimitedLoginModal = lazy(() => import('./LimitedLoginModal'));

/** Who is tapping a gated action (platform §1, §6). */
export type ViewerKind = 'anonymous' | 'limited' | 'member';

export function viewerKind(viewer: { readonly isAuthenticated: boolean; readonly isLimitedLogin?: boolean | null }): ViewerKind {
  if (!viewer.isAuthenticated) return 'anonymous';
  return viewer.isLimitedLogin ? 'limited' : 'member';
}

interface Pending {
  readonly reason: LoginReason;
  readonly next: string;
}

export interface Gate {
  /**
   * Runs `action` for a member. A logged-out visitor gets the log-in modal with the header for
   * `reason` and lands on `next` after logging in; a limited-login viewer gets the limited-login
   * modal instead (platform §6).
   */
  readonly gate: (reason: LoginReason, next: string, action: () => void) => void;
  /** Render this once in the page: the open modal, or null. */
  readonly modal: ReactElement | null;
}

export function useGate(kind: ViewerKind): Gate {
  const [pending, setPending] = useState<Pending | null>(null);
  const gate = useCallback(
    (reason: LoginReason, next: string, action: () => void) => {
      if (kind === 'member') action();
      else setPending({ reason, next });
    },
    [kind],
  );
  const close = () => setPending(null);
  let modal: ReactElement | null = null;
  if (pending && kind === 'anonymous') modal = <LoginModal reason={pending.reason} next={pending.next} onDismiss={close} />;
  else if (pending && kind === 'limited') modal = <LimitedLoginModal onDismiss={close} />;
  return { gate, modal: modal ? <Suspense fallback={null}>{modal}</Suspense> : null };
}

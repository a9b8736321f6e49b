import { useCallback, useMemo, useRef } from 'react';
import { useToast } from './toast/ToastProvider';

/** How long an error toast stays up before it dismisses itself. */
export const ERROR_TOAST_MS = 5000;

export interface ErrorToastApi {
  /** Puts the message up as an error toast (in the app's toast stack), replacing this hook's previous one. */
  readonly show: (message: string) => void;
  /** Takes this hook's toast down. */
  readonly dismiss: () => void;
}

/**
 * A page's error toast: `useToast().show({ text, type: 'error', durationMs: ERROR_TOAST_MS, dataTestId })`.
 * Timed like every toast (PlatformToast). Each `show`, the same message again too, is a new toast
 * with its own full timing; the one this hook showed before is taken down.
 */
export function useErrorToast(dataTestId: string): ErrorToastApi {
  const toast = useToast();
  const current = useRef<string | null>(null);
  const dismiss = useCallback(() => {
    if (current.current) toast.dismiss(current.current);
    current.current = null;
  }, [toast]);
  const show = useCallback(
    (message: string) => {
      if (current.current) toast.dismiss(current.current);
      current.current = toast.show({ text: message, type: 'error', durationMs: ERROR_TOAST_MS, dataTestId });
    },
    [toast, dataTestId],
  );
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}

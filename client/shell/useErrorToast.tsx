import { Box, Layer, Toast } from 'gestalt';
import { useEffect, useState } from 'react';
import { MODAL_Z_INDEX } from '../account/LoginModal';

/** How long an error toast stays up before it dismisses itself. */
export const ERROR_TOAST_MS = 5000;

/**
 * An error toast's state: `show(message)` puts it up, it goes away by itself after
 * ERROR_TOAST_MS (restarted for each new message) or when dismissed.
 */
export function useErrorToast(): { readonly message: string | null; readonly show: (message: string) => void; readonly dismiss: () => void } {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(() => setMessage(null), ERROR_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return { message, show: setMessage, dismiss: () => setMessage(null) };
}

interface Props {
  readonly message: string | null;
  readonly onDismiss: () => void;
  /** The data-test-id of the toast's positioning box. */
  readonly testId: string;
}

/** A Gestalt error toast fixed to the bottom of the screen, above modals; nothing without a message. */
export function ErrorToast({ message, onDismiss, testId }: Props) {
  if (!message) return null;
  return (
    <Layer zIndex={MODAL_Z_INDEX}>
      <Box position="fixed" bottom left right marginBottom={8} display="flex" justifyContent="center" data-test-id={testId}>
        <Toast type="error" text={message} dismissButton={{ onDismiss, accessibilityLabel: 'Dismiss' }} />
      </Box>
    </Layer>
  );
}

import { Box, Layer, Toast } from 'gestalt';
import { useCallback, useState } from 'react';
import { MODAL_Z_INDEX } from '../account/LoginModal';
import PlatformToast from './toast/PlatformToast';

/** How long an error toast stays up before it dismisses itself. */
export const ERROR_TOAST_MS = 5000;

/**
 * An error toast's state: `show(message)` puts it up; ErrorToast takes it down by itself ERROR_TOAST_MS
 * after it appears (restarted for each new message, paused while hovered, then a 200 ms fade), or
 * when dismissed.
 */
export function useErrorToast(): { readonly message: string | null; readonly show: (message: string) => void; readonly dismiss: () => void } {
  const [message, setMessage] = useState<string | null>(null);
  const dismiss = useCallback(() => setMessage(null), []);
  return { message, show: setMessage, dismiss };
}

interface Props {
  readonly message: string | null;
  readonly onDismiss: () => void;
  /** The data-test-id of the toast's positioning box. */
  readonly testId: string;
}

function TimedErrorToast({ message, onDismiss }: { readonly message: string; readonly onDismiss: () => void }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <PlatformToast durationMs={ERROR_TOAST_MS} dismissed={dismissed} onRemoved={onDismiss}>
      <Toast type="error" text={message} dismissButton={{ onDismiss: () => setDismissed(true), accessibilityLabel: 'Dismiss' }} />
    </PlatformToast>
  );
}

/**
 * A Gestalt error toast fixed to the bottom of the screen, above modals; nothing without a message.
 * Timed like every toast (PlatformToast): visible 100 ms after it mounts, up ERROR_TOAST_MS (hover
 * pauses), a 200 ms fade, then `onDismiss`.
 */
export function ErrorToast({ message, onDismiss, testId }: Props) {
  if (!message) return null;
  return (
    <Layer zIndex={MODAL_Z_INDEX}>
      <Box position="fixed" bottom left right marginBottom={8} display="flex" justifyContent="center" data-test-id={testId}>
        {/* A new message is a new toast with its own full timing. */}
        <TimedErrorToast key={message} message={message} onDismiss={onDismiss} />
      </Box>
    </Layer>
  );
}

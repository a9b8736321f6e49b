import { Box, Button, ButtonLink, Flex, Image, Layer, Mask, Text, Toast } from 'gestalt';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { MODAL_Z_INDEX } from '../../account/modalZIndex';
import PlatformToast from './PlatformToast';

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

interface Entry {
  readonly id: string;
  readonly spec: ToastSpec;
  readonly dismissed: boolean;
}

function ActionButton({ action, onUsed }: { readonly action: ToastAction; readonly onUsed: () => void }) {
  if (action.href !== undefined) {
    return (
      <ButtonLink
        href={action.href}
        text={action.label}
        color="white"
        size="sm"
        dataTestId={action.dataTestId}
        onClick={() => onUsed()}
      />
    );
  }
  return (
    <Button
      text={action.label}
      color="white"
      size="sm"
      dataTestId={action.dataTestId}
      onClick={() => {
        action.onClick();
        onUsed();
      }}
    />
  );
}

/** One ToastSpec as a Gestalt Toast (text, thumbnail, action buttons, dismiss button). */
function ToastView({ spec, onDismiss }: { readonly spec: ToastSpec; readonly onDismiss: () => void }) {
  const { text, type = 'default', thumbnail, primaryAction, secondaryAction } = spec;
  const actions =
    primaryAction || secondaryAction ? (
      <Flex gap={2} alignItems="center">
        {secondaryAction ? <ActionButton action={secondaryAction} onUsed={onDismiss} /> : null}
        {primaryAction ? <ActionButton action={primaryAction} onUsed={onDismiss} /> : null}
      </Flex>
    ) : undefined;
  const thumbnailNode = thumbnail ? (
    <Box aria-hidden>
      <div className="toast-icon">
        <Mask height={48} width={48} rounding={2}>
          <Image src={thumbnail.src} alt={thumbnail.alt} naturalHeight={1} naturalWidth={1} fit="cover" />
        </Mask>
      </div>
    </Box>
  ) : undefined;
  return (
    <Toast
      type={type}
      text={typeof text === 'string' ? text : <Text inline>{text}</Text>}
      _dangerouslySetThumbnail={thumbnailNode}
      _dangerouslySetPrimaryAction={actions}
      dismissButton={{ onDismiss, accessibilityLabel: 'Dismiss' }}
    />
  );
}

/**
 * The app's toast stack: fixed at the bottom centre above modals (z-index 1000), newest on top.
 * Each toast follows PlatformToast's timing.
 */
export function ToastProvider({ children }: { readonly children?: ReactNode }) {
  const [entries, setEntries] = useState<readonly Entry[]>([]);
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

  return (
    <ToastContext.Provider value={api}>
      {children}
      {entries.length > 0 ? (
        <Layer zIndex={MODAL_Z_INDEX}>
          <Box position="fixed" bottom left right marginBottom={8} paddingX={2} display="flex" justifyContent="center" data-test-id="toast-stack">
            {/* A plain column (Gestalt Flex re-keys its children, which would restart every toast's timer). */}
            <Box display="flex" direction="column" alignItems="center">
              {entries.map((entry) => (
                <Box key={entry.id} paddingY={1}>
                  <PlatformToast
                    durationMs={entry.spec.durationMs}
                    dismissed={entry.dismissed}
                    onRemoved={() => remove(entry.id)}
                    dataTestId={entry.spec.dataTestId}
                  >
                    <ToastView spec={entry.spec} onDismiss={() => dismiss(entry.id)} />
                  </PlatformToast>
                </Box>
              ))}
            </Box>
          </Box>
        </Layer>
      ) : null}
    </ToastContext.Provider>
  );
}

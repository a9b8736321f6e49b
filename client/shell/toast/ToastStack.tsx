import { Box, Button, ButtonLink, Flex, Image, Layer, Mask, Text, Toast } from 'gestalt';
import { MODAL_Z_INDEX } from '../../account/modalZIndex';
import PlatformToast from './PlatformToast';
import type { ToastAction, ToastEntry, ToastSpec } from './ToastProvider';

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

interface Props {
  readonly entries: readonly ToastEntry[];
  readonly dismiss: (id: string) => void;
  readonly remove: (id: string) => void;
}

/**
 * The toasts on screen: fixed at the bottom centre above modals (z-index 1000), newest on top, each
 * a Gestalt Toast in PlatformToast's timing. Loaded when the first toast is shown: Gestalt's Toast and what it brings (its own design-token sheet among them) stay
 * out of the code every page loads first.
 */
export default function ToastStack({ entries, dismiss, remove }: Props) {
  return (
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
  );
}

import { Box, Button, Flex, Layer, Modal } from 'gestalt';
import type { ReactNode } from 'react';
import { MODAL_Z_INDEX } from '../account/modalZIndex';

interface Props {
  /** The heading, and the dialog's name. */
  readonly heading: string;
  readonly confirmText: string;
  readonly onConfirm: () => void;
  readonly onDismiss: () => void;
  readonly disabled?: boolean;
  readonly children: ReactNode;
}

/** A confirmation as a Gestalt Modal (a dialog named by its heading): Cancel, and the action in red. */
export default function ConfirmModal({ heading, confirmText, onConfirm, onDismiss, disabled = false, children }: Props) {
  return (
    <Layer zIndex={MODAL_Z_INDEX}>
      <Modal
        accessibilityModalLabel={heading}
        heading={heading}
        onDismiss={onDismiss}
        size="sm"
        align="start"
        footer={
          <Flex justifyContent="end" gap={2}>
            <Button text="Cancel" color="gray" onClick={onDismiss} />
            <Button text={confirmText} color="red" onClick={onConfirm} disabled={disabled} />
          </Flex>
        }
      >
        <Box paddingX={2}>{children}</Box>
      </Modal>
    </Layer>
  );
}

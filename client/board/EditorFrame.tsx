import { Box, Flex, Heading, IconButton, Layer, Modal } from 'gestalt';
import type { ReactElement, ReactNode } from 'react';
import { MODAL_Z_INDEX } from '../account/modalZIndex';
import { useIsMobile } from '../shell/useIsMobile';

interface Props {
  /** The heading, and the dialog's name. */
  readonly heading: string;
  /** The page the editor opens over on a desktop (the board or the section). */
  readonly page: ReactElement;
  readonly onClose: () => void;
  readonly dataTestId: string;
  /** The editor's form. */
  readonly children: ReactNode;
  /** A confirmation opened from the editor, drawn over it. */
  readonly overlay?: ReactNode;
}

/** An editor's route: a Modal over its page on a desktop, a page of its own (with Back) on a phone. */
export default function EditorFrame({ heading, page, onClose, dataTestId, children, overlay = null }: Props) {
  const mobile = useIsMobile();
  if (mobile) {
    return (
      <Box paddingX={4} paddingY={4} data-test-id={dataTestId}>
        <Flex alignItems="center" gap={2}>
          <IconButton icon="arrow-back" accessibilityLabel="Back" size="md" onClick={onClose} />
          <Heading accessibilityLevel={1} size="400">
            {heading}
          </Heading>
        </Flex>
        <Box paddingY={4}>{children}</Box>
        {overlay}
      </Box>
    );
  }
  return (
    <>
      {page}
      <Layer zIndex={MODAL_Z_INDEX}>
        <Modal accessibilityModalLabel={heading} heading={heading} onDismiss={onClose} size="sm" align="start">
          <Box paddingX={2} paddingY={2} data-test-id={dataTestId}>
            {children}
          </Box>
        </Modal>
      </Layer>
      {overlay}
    </>
  );
}

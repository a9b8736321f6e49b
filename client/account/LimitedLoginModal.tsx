import { Box, Layer, Modal, Text } from 'gestalt';
import { MODAL_Z_INDEX } from './LoginModal';

interface Props {
  readonly onDismiss: () => void;
}

/** platform §6: a limited-login viewer's gated action shows this modal instead of acting. */
export default function LimitedLoginModal({ onDismiss }: Props) {
  const heading = "Confirm it's you";
  return (
    <Layer zIndex={MODAL_Z_INDEX}>
      <Box data-test-id="limited-login-modal">
        <Modal accessibilityModalLabel={heading} heading={heading} align="center" size="sm" onDismiss={onDismiss}>
          <Box paddingX={4}>
            <Text align="center">You opened Corkboard from a log-in link. Enter your password to save, follow and change things.</Text>
          </Box>
        </Modal>
      </Box>
    </Layer>
  );
}

import { Box, Button, Flex, Layer, Link, Modal, Text } from 'gestalt';
import { MODAL_Z_INDEX } from '../account/modalZIndex';

/** pin-card §2: the blocked-link modal's texts. */
export const BLOCKED_LINK_LABEL = 'We have blocked this link';
export const BLOCKED_LINK_HEADING = 'Heads up!';
/** The community guidelines section of the terms page (client/legal/TermsPage.tsx). */
export const COMMUNITY_GUIDELINES_HREF = '/terms#community-guidelines';

interface Props {
  /** The server's message. */
  readonly message: string;
  /** The sanitised host of the blocked link (rules.sanitizedHost). */
  readonly host: string;
  readonly onDismiss: () => void;
}

/**
 * pin-card §2, §4, §8: a blocked, suspicious or porn link opens this instead of the link: 'Heads
 * up!', the server's message, 'Learn more' (the community guidelines, in a new tab), the blocked
 * host, and 'Okay', which closes it. Loaded only when a link is blocked.
 */
export default function BlockedLinkModal({ message, host, onDismiss }: Props) {
  return (
    <Layer zIndex={MODAL_Z_INDEX}>
      <Box data-test-id="blocked-link-modal">
        <Modal
          accessibilityModalLabel={BLOCKED_LINK_LABEL}
          heading={BLOCKED_LINK_HEADING}
          align="center"
          size="sm"
          onDismiss={onDismiss}
          footer={
            <Flex justifyContent="center">
              <Button text="Okay" color="red" size="lg" onClick={onDismiss} />
            </Flex>
          }
        >
          <Box paddingX={4}>
            <Flex direction="column" gap={3} alignItems="center">
              <Text align="center">{message}</Text>
              {host ? (
                <Text align="center" weight="bold" overflow="breakWord">
                  <span data-test-id="blocked-link-host">{host}</span>
                </Text>
              ) : null}
              <Text align="center">
                <Link href={COMMUNITY_GUIDELINES_HREF} target="blank" underline="always" display="inline">
                  Learn more
                </Link>
              </Text>
            </Flex>
          </Box>
        </Modal>
      </Box>
    </Layer>
  );
}

import { Box, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import type { PinCardOverlay_pin$key } from './__generated__/PinCardOverlay_pin.graphql';

interface Props {
  readonly pin: PinCardOverlay_pin$key;
  /** The pointer is over the card (or keyboard focus is inside it). */
  readonly active: boolean;
}

/**
 * Placeholder for the hover overlay (pin-card spec §2): a dark wash over the image while the
 * card is hovered, with the source domain as plain text. No save or menu controls yet, so it
 * renders nothing interactive; the whole area stays part of the closeup link beneath it.
 */
export default function PinCardOverlay({ pin, active }: Props) {
  const data = useFragment(
    graphql`
      fragment PinCardOverlay_pin on Pin {
        domain
      }
    `,
    pin,
  );

  if (!active) return null;
  return (
    <Box position="absolute" top bottom left right data-test-id="pin-overlay" aria-hidden>
      {/* Dark wash: spec overlay shade 0.4 over the dark background token. */}
      <Box position="absolute" top bottom left right color="dark" opacity={0.4} />
      {data.domain ? (
        <Box position="absolute" bottom left right padding={3}>
          <Text size="100" weight="bold" color="light" lineClamp={1}>
            {data.domain}
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}

import { Link } from 'found';
import { Box, Flex, Text } from 'gestalt';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import PinCardFooter from './PinCardFooter';
import PinCardImage from './PinCardImage';
import PinCardOverlay from './PinCardOverlay';
import type { PinCard_pin$key } from './__generated__/PinCard_pin.graphql';

interface Props {
  readonly pin: PinCard_pin$key;
}

/** A pin in the grid: image (with overlay) linking to the closeup, then the footer. */
export default function PinCard({ pin }: Props) {
  const data = useFragment(
    graphql`
      fragment PinCard_pin on Pin {
        entityId
        seoUrl
        storyPinData {
          isDeleted
        }
        ...PinCardImage_pin
        ...PinCardFooter_pin
        ...PinCardOverlay_pin
      }
    `,
    pin,
  );
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  if (data.storyPinData?.isDeleted) {
    // Deleted story pins hide all content (pin-card spec §2, §4).
    return (
      <div data-test-id="pin" data-pin-id={data.entityId}>
        <Box color="secondary" rounding={4} padding={4} minHeight={160} display="flex" alignItems="center" justifyContent="center">
          <Flex direction="column" alignItems="center" gap={1}>
            <Text weight="bold" align="center">
              Unavailable
            </Text>
            <Text size="100" align="center">
              Removed by the creator
            </Text>
          </Flex>
        </Box>
      </div>
    );
  }

  return (
    <div
      data-test-id="pin"
      data-pin-id={data.entityId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Link to={data.seoUrl} style={{ display: 'block', color: 'inherit' }}>
        <Box position="relative" rounding={4} overflow="hidden">
          <PinCardImage pin={data} />
          <PinCardOverlay pin={data} active={hovered || focused} />
        </Box>
      </Link>
      <PinCardFooter pin={data} />
    </div>
  );
}

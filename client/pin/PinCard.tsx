/* eslint-disable relay/unused-fields -- seoUrl is read by useCloseupPath(data) */
import { Link } from 'found';
import { Box } from 'gestalt';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import PinCardFooter from './footer/PinCardFooter';
import PinCardImage from './PinCardImage';
import PinCardOverlay from './overlay/PinCardOverlay';
import usePinHover from './overlay/usePinHover';
import type { PinCard_pin$key } from './__generated__/PinCard_pin.graphql';
import RemovedPin from '../closeup/parts/RemovedPin';
import { useCloseupPath } from '../viewer/closeupPath';
import { useImpression } from '../event/impressions/useImpression';
import { useAdAttribution } from '../ad/attribution/useAdAttribution';

interface Props {
  readonly pin: PinCard_pin$key;
  /**
   * First row of the grid: the image loads eagerly, with high fetch priority (true); a server-
   * rendered first screen's card: eagerly, at the browser's priority ('eager'); else lazily.
   */
  readonly priority?: boolean | 'eager';
  /**
   * Organize mode's layer (client/board/organize): drawn over the card, whose own links and
   * buttons are then inert.
   */
  readonly organize?: ReactNode;
}

/** A pin in the grid: image (with overlay) linking to the closeup, then the footer. */
export default function PinCard({ pin, priority = false, organize }: Props) {
  const data = useFragment(
    graphql`
      fragment PinCard_pin on Pin {
        entityId
        seoUrl
        adServeId
        storyPinData {
          isDeleted
        }
        ...PinCardImage_pin
        ...PinCardFooter_pin
        ...PinCardOverlay_pin
        ...useAdAttribution_pin
      }
    `,
    pin,
  );
  const hover = usePinHover();
  const closeupHref = useCloseupPath(data);
  // Impressions (issue 19): the card's root is watched once mounted (never on the server).
  // A served ad's counted view registers its attribution source (pin-card §7: source_event_type view).
  const attributeAd = useAdAttribution(data);
  useImpression(hover.ref, data.entityId, data.adServeId, data.adServeId ? () => attributeAd('view') : undefined);

  if (data.storyPinData?.isDeleted) {
    // Deleted story pins hide all content (pin-card spec §2, §4).
    return (
      <div data-test-id="pin" data-pin-id={data.entityId} style={organize ? { position: 'relative' } : undefined}>
        <RemovedPin />
        {organize}
      </div>
    );
  }

  const content = (
    <>
      {/* The overlay sits beside the closeup link (not inside it), over the image. */}
      <Box position="relative">
        <Link to={closeupHref} style={{ display: 'block', color: 'inherit' }}>
          <Box position="relative" rounding={4} overflow="hidden">
            <PinCardImage pin={data} active={hover.active && !organize} priority={priority} />
          </Box>
        </Link>
        <PinCardOverlay pin={data} active={hover.active && !organize} />
      </Box>
      <PinCardFooter pin={data} />
    </>
  );
  return (
    <div data-test-id="pin" data-pin-id={data.entityId} ref={hover.ref} {...hover.handlers} style={organize ? { position: 'relative' } : undefined}>
      {organize ? (
        <>
          <div inert>{content}</div>
          {organize}
        </>
      ) : (
        content
      )}
    </div>
  );
}

/**
 * 'Promote' on the closeup of a pin the viewer owns (issue 19): to /advertiser/quick-promote?pin={id}
 * (a personal account converts to a business account on the way, and comes back). Not shown on a
 * secret board's pin (it cannot be promoted) nor to anyone else.
 */
import { Box, ButtonLink } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { useViewer } from '../../viewer/ViewerContext';
import { quickPromotePath } from '../adPaths';
import type { PromoteButton_pin$key } from './__generated__/PromoteButton_pin.graphql';

export default function PromoteButton({ pin }: { readonly pin: PromoteButton_pin$key }) {
  const data = useFragment(
    graphql`
      fragment PromoteButton_pin on Pin {
        entityId
        pinner {
          entityId
        }
        board {
          privacy
        }
      }
    `,
    pin,
  );
  const viewer = useViewer();
  if (viewer.kind === 'anonymous' || !viewer.userId || viewer.userId !== data.pinner.entityId || data.board.privacy === 'secret') return null;
  return (
    <Box data-test-id="closeup-promote">
      <ButtonLink text="Promote" color="gray" size="md" href={quickPromotePath(data.entityId)} iconEnd="ads-overview" accessibilityLabel="Promote this Pin" />
    </Box>
  );
}

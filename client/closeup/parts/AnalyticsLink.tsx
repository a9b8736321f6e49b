import { Box, ButtonLink } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import type { ViewerKind } from '../../account/gate';
import { useViewer } from '../../viewer/ViewerContext';
import { showAnalyticsLink } from './rules';
import type { AnalyticsLink_pin$key } from './__generated__/AnalyticsLink_pin.graphql';

/**
 * 'See analytics' for a signed-in viewer (pin-card §5, §6): when the pin has 30-day realtime stats,
 * or the viewer is a partner who owns this non-repin pin on a public or protected board.
 */
export default function AnalyticsLink({ pin, viewerKind }: { readonly pin: AnalyticsLink_pin$key; readonly viewerKind: ViewerKind }) {
  const data = useFragment(
    graphql`
      fragment AnalyticsLink_pin on Pin {
        entityId
        isRepin
        hasThirtyDayRealtimeStats
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
  const shown = showAnalyticsLink({
    viewerKind,
    viewerId: viewer.userId,
    viewerIsPartner: viewer.isPartner,
    hasThirtyDayRealtimeStats: data.hasThirtyDayRealtimeStats,
    pinnerId: data.pinner.entityId,
    isRepin: data.isRepin,
    boardPrivacy: data.board.privacy,
  });
  if (!shown) return null;
  return (
    <Box data-test-id="analytics-link">
      <ButtonLink text="See analytics" color="gray" size="md" href={`/pin/${encodeURIComponent(data.entityId)}/analytics/`} iconEnd="ads-stats" />
    </Box>
  );
}

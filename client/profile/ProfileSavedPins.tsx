import { Box } from 'gestalt';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import PinGrid from '../feed/PinGrid';
import PinCard from '../pin/PinCard';
import PartialRetry from '../shell/PartialRetry';
import { PinSurfaceContext, type PinSurfaceInfo } from '../pin/footer/surface';

/** Saved-pin grids credit each pin with its board (pin-card §4 attribution). */
const PROFILE_SURFACE: PinSurfaceInfo = Object.freeze({ surface: 'profile', attributionOption: 'default' });
import type { ProfileSavedPins_user$key } from './__generated__/ProfileSavedPins_user.graphql';
import type { ProfileSavedPinsPaginationQuery } from './__generated__/ProfileSavedPinsPaginationQuery.graphql';

/** The `_saved` tab: the person's saved pins in the home feed's masonry grid. */
export default function ProfileSavedPins({ user }: { readonly user: ProfileSavedPins_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ProfileSavedPinsPaginationQuery, ProfileSavedPins_user$key>(
    graphql`
      fragment ProfileSavedPins_user on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "ProfileSavedPinsPaginationQuery") {
        id
        savedPins(first: $count, after: $cursor) @connection(key: "ProfileSavedPins_savedPins") {
          edges {
            node {
              ...PinCard_pin
            }
          }
        }
      }
    `,
    user,
  );
  const edges = data.savedPins?.edges;
  const items = useMemo(() => (edges ?? []).map((edge) => edge.node), [edges]);
  return (
    <Box paddingY={4} data-test-id="profile-saved">
      <PinSurfaceContext.Provider value={PROFILE_SURFACE}>
        {edges ? (
          <PinGrid gridKey={`saved:${data.id}`} items={items} Card={PinCard} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} emptyText="No saved pins yet." />
        ) : (
          <PartialRetry what="the saved Pins" onRetry={() => refetch({}, { fetchPolicy: 'network-only' })} />
        )}
      </PinSurfaceContext.Provider>
    </Box>
  );
}

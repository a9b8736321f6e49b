import LandingPage from './LandingPage';
import { ShoppingFeed, VideoFeed } from './TopicFeeds';
import { priceRangeOf } from './TopicLandingPage';
import type { LandingRouteProps } from './topicRoutes';
import type { topicRoutes_VideosQuery$data } from './__generated__/topicRoutes_VideosQuery.graphql';
import type { topicRoutes_ShoppingQuery$data } from './__generated__/topicRoutes_ShoppingQuery.graphql';

/** /videos/ and /shopping/: every topic's videos, or products with the price filter of the address. */
export default function FeedLandingPage({ data, match, landing }: LandingRouteProps<topicRoutes_VideosQuery$data | topicRoutes_ShoppingQuery$data>) {
  if (landing === 'videos') {
    return (
      <LandingPage landing="videos">
        <VideoFeed query={data as topicRoutes_VideosQuery$data} />
      </LandingPage>
    );
  }
  const price = priceRangeOf(match);
  return (
    <LandingPage landing="shopping" price={price}>
      <ShoppingFeed query={data as topicRoutes_ShoppingQuery$data} filterKey={`${price.min ?? ''}-${price.max ?? ''}`} />
    </LandingPage>
  );
}

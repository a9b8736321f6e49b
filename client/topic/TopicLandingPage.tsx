import type { Match } from 'found';
import NotFound from '../shell/NotFound';
import Redirect from '../shell/Redirect';
import { FeedSkeleton } from '../shell/Skeletons';
import TopicPage from './TopicPage';
import { TopicPins, TopicProducts, TopicVideos } from './TopicFeeds';
import type { PriceRange } from './PriceFilter';
import { priceOf } from './priceParam';
import { productSearchPath, topicPath } from './topicPaths';
import type { LandingRouteProps } from './topicRoutes';
import type { topicRoutes_TopicQuery$data } from './__generated__/topicRoutes_TopicQuery.graphql';
import type { topicRoutes_VideoTopicQuery$data } from './__generated__/topicRoutes_VideoTopicQuery.graphql';
import type { topicRoutes_ShoppingTopicQuery$data } from './__generated__/topicRoutes_ShoppingTopicQuery.graphql';

type Data = topicRoutes_TopicQuery$data | topicRoutes_VideoTopicQuery$data | topicRoutes_ShoppingTopicQuery$data;

/** The price range of the address (?price_min=&price_max=). */
export function priceRangeOf(match: Match): PriceRange {
  const query = match.location.query as Record<string, unknown>;
  return { min: priceOf(query.price_min), max: priceOf(query.price_max) };
}

/**
 * One topic's landing (/topics/{url_name}, /ideas|videos|shopping/{slug}/{id}, /shopping/{slug}/): Not
 * Found for an unknown topic, except /shopping/{slug}/, which then searches products for the slug's
 * words; by id under another slug, the right address (replacing this one, the query string kept);
 * else the header and the topic's pins, videos or products.
 */
export default function TopicLandingPage({ data, match, landing }: LandingRouteProps<Data>) {
  const topic = data.topic;
  const byId = match.params.id !== undefined;
  if (!topic) {
    if (landing === 'shopping' && !byId) return <Redirect to={productSearchPath(match.params.category ?? '')} fallback={<FeedSkeleton />} />;
    return <NotFound />;
  }
  if (byId && match.params.category !== topic.slug) {
    return <Redirect to={`${topicPath(landing, topic)}${(match.location as { search?: string }).search ?? ''}`} fallback={<FeedSkeleton />} />;
  }
  if (landing === 'videos') {
    const videos = topic as NonNullable<topicRoutes_VideoTopicQuery$data['topic']>;
    return (
      <TopicPage topic={videos} landing="videos">
        <TopicVideos topic={videos} />
      </TopicPage>
    );
  }
  if (landing === 'shopping') {
    const products = topic as NonNullable<topicRoutes_ShoppingTopicQuery$data['topic']>;
    const price = priceRangeOf(match);
    return (
      <TopicPage topic={products} landing="shopping" price={price}>
        <TopicProducts topic={products} filterKey={`${price.min ?? ''}-${price.max ?? ''}`} />
      </TopicPage>
    );
  }
  const pins = topic as NonNullable<topicRoutes_TopicQuery$data['topic']>;
  return (
    <TopicPage topic={pins} landing={landing}>
      <TopicPins topic={pins} />
    </TopicPage>
  );
}

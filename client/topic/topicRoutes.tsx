/**
 * The topic landings (issue 17; platform §2, §3): /topics and /topics/{url_name or slug}, /ideas and
 * /ideas/{slug}/{id}, /videos/ and /videos/{slug}/{id}, /shopping/ and /shopping/{slug}/{id}
 * (?price_min=&price_max=). A landing by id whose slug is not the topic's goes to the right address
 * (replace); an unknown topic is Not Found. /shopping/{slug}/ (the closeup's chips) is that topic's
 * shopping landing when the slug names one, else a product search for its words. client/routes.tsx
 * places them.
 */
import type { Match, RouteConfig } from 'found';
import type { ComponentType } from 'react';
import { graphql } from 'react-relay';
import { PAGE_SIZE } from '../feed/constants';
import { FeedSkeleton } from '../shell/Skeletons';
import { lazyPage, popFromStore, relayRender, renderFailure } from '../shell/routeKit';
import { lazyRouteQuery, type LazyRouteQuery } from '../shell/routeQuery';
import { priceOf } from './priceParam';
import type { TopicLanding } from './topicPaths';

/** For Relay's compiler; at run time each artifact loads with its route (lazyRouteQuery). */
export const TOPIC_QUERIES = [
  graphql`
    query topicRoutes_TopicsQuery($count: Int!) {
      ...TopicGridPage_query @arguments(count: $count)
    }
  `,
  graphql`
    query topicRoutes_TopicQuery($slug: String, $id: String, $count: Int!) {
      topic(slug: $slug, id: $id) {
        entityId
        slug
        ...TopicPage_topic
        ...TopicFeeds_pins @arguments(count: $count)
      }
    }
  `,
  graphql`
    query topicRoutes_VideoTopicQuery($id: String!, $count: Int!) {
      topic(id: $id) {
        entityId
        slug
        ...TopicPage_topic
        ...TopicFeeds_videos @arguments(count: $count)
      }
    }
  `,
  graphql`
    query topicRoutes_ShoppingTopicQuery($slug: String, $id: String, $count: Int!, $priceMin: Float, $priceMax: Float) {
      topic(slug: $slug, id: $id) {
        entityId
        slug
        ...TopicPage_topic
        ...TopicFeeds_products @arguments(count: $count, priceMin: $priceMin, priceMax: $priceMax)
      }
    }
  `,
  graphql`
    query topicRoutes_VideosQuery($count: Int!) {
      ...TopicFeeds_videoFeed @arguments(count: $count)
    }
  `,
  graphql`
    query topicRoutes_ShoppingQuery($count: Int!, $priceMin: Float, $priceMax: Float) {
      ...TopicFeeds_shoppingFeed @arguments(count: $count, priceMin: $priceMin, priceMax: $priceMax)
    }
  `,
];

/** The topic pages and their route queries load as one chunk on the first visit (the first script holds one import, not one per page and query). */
const chunk = () => import('./topicChunk');
const TopicsQuery = lazyRouteQuery(() => chunk().then((m) => ({ default: m.TopicsQuery })));
const TopicQuery = lazyRouteQuery(() => chunk().then((m) => ({ default: m.TopicQuery })));
const VideoTopicQuery = lazyRouteQuery(() => chunk().then((m) => ({ default: m.VideoTopicQuery })));
const ShoppingTopicQuery = lazyRouteQuery(() => chunk().then((m) => ({ default: m.ShoppingTopicQuery })));
const VideosQuery = lazyRouteQuery(() => chunk().then((m) => ({ default: m.VideosQuery })));
const ShoppingQuery = lazyRouteQuery(() => chunk().then((m) => ({ default: m.ShoppingQuery })));

const loadGrid = lazyPage(() => chunk().then((m) => ({ default: m.TopicGridPage })));
const loadTopic = lazyPage(() => chunk().then((m) => ({ default: m.TopicLandingPage })));
const loadFeed = lazyPage(() => chunk().then((m) => ({ default: m.FeedLandingPage })));

/** What every landing page component takes: the route's data, its match and which landing it is. */
export interface LandingRouteProps<TData> {
  readonly data: TData;
  readonly match: Match;
  readonly landing: TopicLanding;
}

/** The price range of the address (?price_min=&price_max=) as variables; a malformed bound is none. */
const priceVariables = (match: Match) => {
  const query = match.location.query as Record<string, unknown>;
  return { priceMin: priceOf(query.price_min), priceMax: priceOf(query.price_max) };
};

/**
 * One landing route. Everything past loading (Not Found, the redirect of a wrong slug, the page) is
 * decided by the lazily loaded page component, so the app's first script carries only this.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page takes its own query's data; the route hands it what its query answered
function landingRoute(path: string, landing: TopicLanding, load: () => ComponentType<LandingRouteProps<any>> | Promise<ComponentType<LandingRouteProps<any>>>, query: LazyRouteQuery, variables: (params: Record<string, string>, match: Match) => object) {
  return {
    path,
    getComponent: load,
    lazyQuery: query,
    getQuery: () => query.current(),
    getFetchPolicy: popFromStore,
    prepareVariables: variables,
    render: relayRender<object>(({ match, Component, props, error, retry }) => {
      if (error) return renderFailure(retry);
      if (!Component || !props) return <FeedSkeleton />;
      const Page = Component as ComponentType<LandingRouteProps<object>>;
      return <Page data={props} match={match} landing={landing} />;
    }),
  };
}

/** Only digits are topic ids: anything else asks for one that is never found. */
const byId = (shopping: boolean) => (params: Record<string, string>, match: Match) => ({
  slug: null,
  id: /^\d{1,16}$/.test(params.id ?? '') ? params.id : '0',
  count: PAGE_SIZE,
  ...(shopping ? priceVariables(match) : {}),
});

export const topicRoutes: RouteConfig = [
  landingRoute('topics', 'topics', loadGrid, TopicsQuery, () => ({ count: 50 })),
  landingRoute('topics/:slug', 'topics', loadTopic, TopicQuery, (params) => ({ slug: params.slug ?? '', id: null, count: PAGE_SIZE })),
  landingRoute('ideas', 'ideas', loadGrid, TopicsQuery, () => ({ count: 50 })),
  landingRoute('ideas/:category/:id', 'ideas', loadTopic, TopicQuery, byId(false)),
  landingRoute('videos', 'videos', loadFeed, VideosQuery, () => ({ count: PAGE_SIZE })),
  landingRoute('videos/:category/:id', 'videos', loadTopic, VideoTopicQuery, byId(false)),
  landingRoute('shopping', 'shopping', loadFeed, ShoppingQuery, (_params, match) => ({ count: PAGE_SIZE, ...priceVariables(match) })),
  // The closeup's shopping chips: /shopping/{slug}/ (TopicLandingPage searches products when it names no topic).
  landingRoute('shopping/:category', 'shopping', loadTopic, ShoppingTopicQuery, (params, match) => ({ slug: params.category ?? '', id: null, count: PAGE_SIZE, ...priceVariables(match) })),
  landingRoute('shopping/:category/:id', 'shopping', loadTopic, ShoppingTopicQuery, byId(true)),
];

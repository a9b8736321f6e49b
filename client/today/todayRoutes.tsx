/**
 * The routes of /today and its tabs (/today/article/ is the Today tab; /today/best/, /today/trending/,
 * /today/popular/, /today/shop/), and an article at /today/article/{slug} and /discover/article/{slug}
 * (the same page) (issue 17); client/routes.tsx places them. Another /today/… path is Not Found
 * (the board route's reserved names), and so is an unknown slug.
 */
import type { RouteConfig } from 'found';
import { graphql } from 'react-relay';
import NotFound from '../shell/NotFound';
import { FeedSkeleton } from '../shell/Skeletons';
import { lazyPage, popFromStore, relayRender, renderFailure } from '../shell/routeKit';
import { lazyRouteQuery } from '../shell/routeQuery';
import { PAGE_SIZE } from '../feed/constants';
import type { TodayTabValue } from './todayTabs';
import type TodayPageComponent from './TodayPage';
import type TodayArticlePageComponent from './TodayArticlePage';
import type { todayRoutes_TodayQuery$data } from './__generated__/todayRoutes_TodayQuery.graphql';
import type { todayRoutes_ArticleQuery$data } from './__generated__/todayRoutes_ArticleQuery.graphql';

/** For Relay's compiler; at run time each artifact loads with its route (lazyRouteQuery). */
export const TODAY_QUERIES = [
  graphql`
    query todayRoutes_TodayQuery($tab: TodayTab!, $count: Int!) {
      ...TodayPage_query @arguments(tab: $tab, count: $count)
    }
  `,
  graphql`
    query todayRoutes_ArticleQuery($slug: String!, $count: Int!) {
      todayArticle(slug: $slug) {
        slug
      }
      ...TodayArticlePage_query @arguments(slug: $slug, count: $count)
    }
  `,
];

/** The today pages and their route queries load as one chunk on the first visit (the first script holds one import, not one per page and query). */
const chunk = () => import('./todayChunk');
const TodayQuery = lazyRouteQuery(() => chunk().then((m) => ({ default: m.TodayQuery })));
const ArticleQuery = lazyRouteQuery(() => chunk().then((m) => ({ default: m.ArticleQuery })));
const loadTodayPage = lazyPage(() => chunk().then((m) => ({ default: m.TodayPage })));
const loadArticlePage = lazyPage(() => chunk().then((m) => ({ default: m.TodayArticlePage })));

/** Articles on the first screen of a tab (TodayPage's TODAY_PAGE_SIZE, not imported: the page is lazy). */
const FIRST_ARTICLES = 12;

function tabRoute(path: string, tab: TodayTabValue) {
  return {
    path,
    getComponent: loadTodayPage,
    lazyQuery: TodayQuery,
    getQuery: () => TodayQuery.current(),
    getFetchPolicy: popFromStore,
    prepareVariables: () => ({ tab, count: FIRST_ARTICLES }),
    render: relayRender<todayRoutes_TodayQuery$data>(({ Component, props, error, retry }) => {
      if (error) return renderFailure(retry);
      if (!Component || !props) return <FeedSkeleton />;
      const TodayPage = Component as unknown as typeof TodayPageComponent;
      return <TodayPage query={props} tab={tab} />;
    }),
  };
}

function articleRoute(path: string) {
  return {
    path,
    getComponent: loadArticlePage,
    lazyQuery: ArticleQuery,
    getQuery: () => ArticleQuery.current(),
    getFetchPolicy: popFromStore,
    prepareVariables: (params: Record<string, string>) => ({ slug: (params.slug ?? '').toLowerCase(), count: PAGE_SIZE }),
    render: relayRender<todayRoutes_ArticleQuery$data>(({ Component, props, error, retry }) => {
      if (error) return renderFailure(retry);
      if (!Component || !props) return <FeedSkeleton />;
      if (!props.todayArticle) return <NotFound />;
      const TodayArticlePage = Component as unknown as typeof TodayArticlePageComponent;
      return <TodayArticlePage query={props} />;
    }),
  };
}

/** Each tab's path segment (the labels are in ./todayTabs.ts, loaded with the page: the first bundle stays small). */
const TAB_SEGMENTS: readonly (readonly [string, TodayTabValue])[] = [
  ['article', 'ARTICLE'],
  ['best', 'BEST'],
  ['trending', 'TRENDING'],
  ['popular', 'POPULAR'],
  ['shop', 'SHOP'],
];

export const todayRoutes: RouteConfig = [
  tabRoute('today', 'ARTICLE'),
  articleRoute('today/article/:slug'),
  articleRoute('discover/article/:slug'),
  ...TAB_SEGMENTS.map(([segment, tab]) => tabRoute(`today/${segment}`, tab)),
];

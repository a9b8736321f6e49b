/** What the /today pages load on their first visit, in one chunk (./todayRoutes.tsx). */
export { default as TodayQuery } from './__generated__/todayRoutes_TodayQuery.graphql';
export { default as ArticleQuery } from './__generated__/todayRoutes_ArticleQuery.graphql';
export { default as TodayPage } from './TodayPage';
export { default as TodayArticlePage } from './TodayArticlePage';

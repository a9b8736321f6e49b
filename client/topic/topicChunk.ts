/** What the topic landings load on their first visit, in one chunk (./topicRoutes.tsx). */
export { default as TopicsQuery } from './__generated__/topicRoutes_TopicsQuery.graphql';
export { default as TopicQuery } from './__generated__/topicRoutes_TopicQuery.graphql';
export { default as VideoTopicQuery } from './__generated__/topicRoutes_VideoTopicQuery.graphql';
export { default as ShoppingTopicQuery } from './__generated__/topicRoutes_ShoppingTopicQuery.graphql';
export { default as VideosQuery } from './__generated__/topicRoutes_VideosQuery.graphql';
export { default as ShoppingQuery } from './__generated__/topicRoutes_ShoppingQuery.graphql';
export { default as TopicGridPage } from './TopicGridPage';
export { default as TopicLandingPage } from './TopicLandingPage';
export { default as FeedLandingPage } from './FeedLandingPage';

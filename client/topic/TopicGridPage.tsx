import { Box, Button, Flex, Heading, Text } from 'gestalt';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import PartialRetry from '../shell/PartialRetry';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import TopicCard from './TopicCard';
import type { LandingRouteProps } from './topicRoutes';
import type { TopicGridPage_query$key } from './__generated__/TopicGridPage_query.graphql';
import type { TopicGridPaginationQuery } from './__generated__/TopicGridPaginationQuery.graphql';

interface Props {
  readonly query: TopicGridPage_query$key;
  /** /topics: cards lead to /topics/{slug}/; /ideas: to /ideas/{slug}/{id}/, each with Follow. */
  readonly landing: 'topics' | 'ideas';
}

/** The route's page (client/topic/topicRoutes.tsx): /topics or /ideas. */
export default function TopicGridRoute({ data, landing }: LandingRouteProps<TopicGridPage_query$key>) {
  return <TopicGridPage query={data} landing={landing === 'ideas' ? 'ideas' : 'topics'} />;
}

export const TOPIC_PAGE_SIZE = 50;

/** /topics and /ideas: every topic as a card, by name; "Show more topics" past the first 50. */
export function TopicGridPage({ query, landing }: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<TopicGridPaginationQuery, TopicGridPage_query$key>(
    graphql`
      fragment TopicGridPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "TopicGridPaginationQuery") {
        topics(first: $count, after: $cursor) @connection(key: "TopicGridPage_topics") {
          edges {
            node {
              id
              ...TopicCard_topic
            }
          }
        }
      }
    `,
    query,
  );
  const [failed, setFailed] = useState(false);
  const title = landing === 'ideas' ? 'Explore ideas' : 'Topics';
  useDocumentTitle(`${title} | Corkboard`);
  const edges = data.topics?.edges;
  const next = landing === 'ideas' ? '/ideas/' : '/topics/';
  return (
    <Box paddingY={6} paddingX={4} data-test-id={`${landing}-page`}>
      <Flex direction="column" gap={4}>
        <Flex direction="column" gap={1}>
          <Heading accessibilityLevel={1} size="600">
            {title}
          </Heading>
          <Text color="subtle">{landing === 'ideas' ? 'Follow the topics you love: your home feed follows them.' : 'Pick a topic to see its ideas.'}</Text>
        </Flex>
        {!edges ? (
          <PartialRetry what="the topics" onRetry={() => refetch({}, { fetchPolicy: 'network-only' })} />
        ) : edges.length === 0 ? (
          <Text color="subtle">No topics yet.</Text>
        ) : (
          <div className="cb-topic-grid" data-test-id="topic-grid" style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
            {edges.map((edge) => (
              <TopicCard key={edge.node.id} topic={edge.node} landing={landing} followable={landing === 'ideas'} next={next} />
            ))}
          </div>
        )}
        {hasNext ? (
          <Flex justifyContent="center" direction="column" alignItems="center" gap={2}>
            {failed ? <Text color="error">Couldn&apos;t load more topics.</Text> : null}
            <Button
              text={failed ? 'Try again' : 'Show more topics'}
              disabled={isLoadingNext}
              onClick={() => {
                setFailed(false);
                loadNext(TOPIC_PAGE_SIZE, { onComplete: (error) => setFailed(error !== null) });
              }}
            />
          </Flex>
        ) : null}
      </Flex>
    </Box>
  );
}

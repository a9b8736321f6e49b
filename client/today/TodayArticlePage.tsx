import { Box, Flex, Heading, Link, Text } from 'gestalt';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import PinGrid from '../feed/PinGrid';
import PinCard from '../pin/PinCard';
import PartialRetry from '../shell/PartialRetry';
import NotFound from '../shell/NotFound';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { TODAY_TABS, todayTabPath } from './todayTabs';
import type { TodayArticlePage_query$key } from './__generated__/TodayArticlePage_query.graphql';
import type { TodayArticlePaginationQuery } from './__generated__/TodayArticlePaginationQuery.graphql';

interface Props {
  readonly query: TodayArticlePage_query$key;
}

const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** /today/article/{slug} and /discover/article/{slug}: the article's title and description over its pins in the masonry grid. */
export default function TodayArticlePage({ query }: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<TodayArticlePaginationQuery, TodayArticlePage_query$key>(
    graphql`
      fragment TodayArticlePage_query on Query
      @argumentDefinitions(slug: { type: "String!" }, count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "TodayArticlePaginationQuery") {
        todayArticle(slug: $slug) {
          slug
          tab
          day
          title
          description
          interest {
            name
          }
          pins(first: $count, after: $cursor) @connection(key: "TodayArticlePage_pins") {
            edges {
              node {
                ...PinCard_pin
              }
            }
          }
        }
      }
    `,
    query,
  );
  const article = data.todayArticle;
  useDocumentTitle(article ? `${article.title} | Corkboard` : 'Corkboard');
  const edges = article?.pins?.edges;
  const items = useMemo(() => (edges ?? []).map((edge) => edge.node), [edges]);
  if (!article) return <NotFound />;
  const tab = TODAY_TABS.find((t) => t.value === article.tab) ?? TODAY_TABS[0]!;
  return (
    <Box paddingY={6} paddingX={2} data-test-id="today-article-page">
      <Box paddingX={2} marginBottom={6} maxWidth={720} marginStart="auto" marginEnd="auto">
        <Flex direction="column" gap={2} alignItems="center">
          <Link href={todayTabPath(tab)} underline="hover">
            <Text size="200" color="subtle" weight="bold" align="center">
              {[tab.title, article.interest?.name, dayLabel(article.day)].filter(Boolean).join(' · ')}
            </Text>
          </Link>
          <Heading accessibilityLevel={1} size="600" align="center">
            {article.title}
          </Heading>
          <Text color="subtle" align="center">
            {article.description}
          </Text>
        </Flex>
      </Box>
      {edges ? (
        <PinGrid
          gridKey={`today:${article.slug}`}
          items={items}
          Card={PinCard}
          hasNext={hasNext}
          isLoadingNext={isLoadingNext}
          loadNext={loadNext}
          emptyText="None of this article's pins can be shown any more."
        />
      ) : (
        <PartialRetry what="the article's pins" onRetry={() => refetch({}, { fetchPolicy: 'network-only' })} />
      )}
    </Box>
  );
}

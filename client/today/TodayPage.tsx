import { Box, Button, Flex, Heading, Tabs, Text } from 'gestalt';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import PartialRetry from '../shell/PartialRetry';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import ArticleCard from './ArticleCard';
import { TODAY_TABS, todayTabPath, type TodayTabValue } from './todayTabs';
import type { TodayPage_query$key } from './__generated__/TodayPage_query.graphql';
import type { TodayPagePaginationQuery } from './__generated__/TodayPagePaginationQuery.graphql';

export const TODAY_PAGE_SIZE = 12;

interface Props {
  readonly query: TodayPage_query$key;
  readonly tab: TodayTabValue;
}

const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** /today and its tabs: the tab's articles as cards, the newest day first; "Show more" pages on (older days follow). */
export default function TodayPage({ query, tab: tabValue }: Props) {
  const tab = TODAY_TABS.find((t) => t.value === tabValue) ?? TODAY_TABS[0]!;
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<TodayPagePaginationQuery, TodayPage_query$key>(
    graphql`
      fragment TodayPage_query on Query
      @argumentDefinitions(tab: { type: "TodayTab!" }, count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" })
      @refetchable(queryName: "TodayPagePaginationQuery") {
        today(tab: $tab, first: $count, after: $cursor) @connection(key: "TodayPage_today", filters: ["tab"]) {
          edges {
            node {
              id
              day
              ...ArticleCard_article
            }
          }
        }
      }
    `,
    query,
  );
  const [failed, setFailed] = useState(false);
  useDocumentTitle(`${tab.title} | Corkboard`);
  const edges = data.today?.edges;
  const newestDay = edges?.[0]?.node.day;
  return (
    <Box paddingY={6} paddingX={4} data-test-id="today-page" maxWidth={1280} marginStart="auto" marginEnd="auto">
      <Flex direction="column" gap={4}>
        <Flex direction="column" gap={1}>
          {newestDay ? (
            <Text size="200" color="subtle" weight="bold">
              {dayLabel(newestDay)}
            </Text>
          ) : null}
          <Heading accessibilityLevel={1} size="400">
            {tab.title}
          </Heading>
          <Text color="subtle">{tab.blurb}</Text>
        </Flex>
        <div style={{ overflowX: 'auto', overflowY: 'hidden' }} data-test-id="today-tabs">
          <Tabs
            activeTabIndex={TODAY_TABS.indexOf(tab)}
            // Gestalt's link navigation provider (AppShell) routes the tab links client-side.
            onChange={() => {}}
            tabs={TODAY_TABS.map((t) => ({ href: todayTabPath(t), text: t.label }))}
            wrap={false}
          />
        </div>
        {!edges ? (
          <PartialRetry what="today's articles" onRetry={() => refetch({}, { fetchPolicy: 'network-only' })} />
        ) : edges.length === 0 ? (
          <Text color="subtle">No articles yet: they are put together each day from what people save.</Text>
        ) : (
          <div data-test-id="today-articles" style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
            {edges.map((edge) => (
              <ArticleCard key={edge.node.id} article={edge.node} />
            ))}
          </div>
        )}
        {hasNext ? (
          <Flex justifyContent="center" direction="column" alignItems="center" gap={2}>
            {failed ? <Text color="error">Couldn&apos;t load more articles.</Text> : null}
            <Button
              text={failed ? 'Try again' : 'Show more'}
              disabled={isLoadingNext}
              onClick={() => {
                setFailed(false);
                loadNext(TODAY_PAGE_SIZE, { onComplete: (error) => setFailed(error !== null) });
              }}
            />
          </Flex>
        ) : null}
      </Flex>
    </Box>
  );
}

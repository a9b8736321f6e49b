import { useRouter } from 'found';
import { Box, Flex, Heading, Link, TapAreaLink, Text } from 'gestalt';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import FollowTopicButton from './FollowTopicButton';
import PriceFilter, { type PriceRange } from './PriceFilter';
import { countLabel } from './TopicCard';
import { topicPath, type TopicLanding } from './topicPaths';
import type { TopicPage_topic$key } from './__generated__/TopicPage_topic.graphql';

interface Props {
  readonly topic: TopicPage_topic$key;
  /** Which landing this is: its title, the links of its related topics, and the tabs' current one. */
  readonly landing: TopicLanding;
  /** The grid of the landing (the topic's pins, videos or products). */
  readonly children: ReactNode;
  /** Shopping landings: the price range of the address (?price_min=&price_max=). */
  readonly price?: PriceRange;
}

const TITLES: Record<TopicLanding, (name: string) => string> = {
  topics: (name) => name,
  ideas: (name) => `${name} ideas`,
  videos: (name) => `${name} videos`,
  shopping: (name) => `Shop ${name}`,
};

/** Ideas, videos and shopping of one topic: tabs between its landings. */
const TABS: { readonly landing: TopicLanding; readonly label: string }[] = [
  { landing: 'ideas', label: 'Ideas' },
  { landing: 'videos', label: 'Videos' },
  { landing: 'shopping', label: 'Shop' },
];

/** Writes a price range into the address, so Back and a reload show the same products. */
export function usePriceNavigation(): (range: PriceRange) => void {
  const { match, router } = useRouter();
  return (range) => {
    const query: Record<string, string> = {};
    for (const [name, value] of Object.entries(match.location.query as Record<string, unknown>)) {
      if (typeof value === 'string' && name !== 'price_min' && name !== 'price_max') query[name] = value;
    }
    if (range.min !== null) query.price_min = String(range.min);
    if (range.max !== null) query.price_max = String(range.max);
    router.push({ pathname: match.location.pathname, query });
  };
}

/**
 * A topic's landing (/topics/{slug}, /ideas/{slug}/{id}, /videos/…/{id}, /shopping/…/{id}): its name,
 * follower count and Follow button, its related topics, tabs to its ideas, videos and products, a
 * price filter on shopping, then the grid.
 */
export default function TopicPage({ topic, landing, children, price }: Props) {
  const data = useFragment(
    graphql`
      fragment TopicPage_topic on Topic {
        entityId
        name
        slug
        followerCount
        relatedTopics {
          entityId
          name
          slug
        }
        ...FollowTopicButton_topic
      }
    `,
    topic,
  );
  const title = TITLES[landing](data.name);
  useDocumentTitle(`${title} | Corkboard`);
  const here = topicPath(landing, data);
  const navigatePrice = usePriceNavigation();
  return (
    <Box paddingY={6} paddingX={2} data-test-id="topic-page">
      <Box paddingX={2}>
        <Flex direction="column" alignItems="center" gap={3}>
          <Heading accessibilityLevel={1} size="600" align="center">
            {title}
          </Heading>
          <Text color="subtle" align="center">
            <span data-test-id="topic-follower-count">{countLabel(data.followerCount, 'follower', 'followers')}</span>
          </Text>
          <FollowTopicButton topic={data} next={here} />
          <nav aria-label={`${data.name} pages`}>
            <Flex gap={2} wrap justifyContent="center">
              {TABS.map((tab) => {
                const current = tab.landing === landing || (landing === 'topics' && tab.landing === 'ideas');
                return (
                  <TapAreaLink key={tab.landing} href={topicPath(tab.landing, data)} rounding="pill" accessibilityCurrent={current ? 'page' : undefined}>
                    <Box paddingX={3} paddingY={2} rounding="pill" color={current ? 'dark' : 'secondary'}>
                      <Text weight="bold" color={current ? 'light' : 'default'}>
                        {tab.label}
                      </Text>
                    </Box>
                  </TapAreaLink>
                );
              })}
            </Flex>
          </nav>
          {data.relatedTopics.length > 0 ? (
            <Box maxWidth={720} data-test-id="related-topics">
              <Flex gap={2} wrap justifyContent="center" alignItems="center">
                <Text size="200" color="subtle">
                  Related:
                </Text>
                {data.relatedTopics.map((related) => (
                  <Box key={related.entityId} paddingX={3} paddingY={1} rounding="pill" borderStyle="sm">
                    <Link href={topicPath(landing, related)} underline="none">
                      <Text size="200">{related.name}</Text>
                    </Link>
                  </Box>
                ))}
              </Flex>
            </Box>
          ) : null}
          {landing === 'shopping' && price ? <PriceFilter value={price} onChange={navigatePrice} /> : null}
        </Flex>
      </Box>
      <Box paddingY={4}>{children}</Box>
    </Box>
  );
}

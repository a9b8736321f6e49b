import { Box, Flex, Link, Mask, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import FollowTopicButton from './FollowTopicButton';
import { topicPath, type TopicLanding } from './topicPaths';
import type { TopicCard_topic$key } from './__generated__/TopicCard_topic.graphql';

export const countLabel = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

interface Props {
  readonly topic: TopicCard_topic$key;
  /** Where the card leads: /topics/{slug}/ or /ideas/{slug}/{id}/. */
  readonly landing: TopicLanding;
  /** Show Follow / Following under the card (/ideas). */
  readonly followable: boolean;
  /** The page the card is on, where a visitor who logs in to follow comes back. */
  readonly next: string;
}

/** A topic in a grid: its cover (or its colour), name and follower count; a follow button on /ideas. */
export default function TopicCard({ topic, landing, followable, next }: Props) {
  const data = useFragment(
    graphql`
      fragment TopicCard_topic on Topic {
        entityId
        name
        slug
        followerCount
        coverImage {
          url
          dominantColor
        }
        ...FollowTopicButton_topic
      }
    `,
    topic,
  );
  return (
    <Box data-test-id="topic-card" display="flex" direction="column">
      <Link href={topicPath(landing, data)} underline="none" display="block">
        <Mask rounding={4}>
          <div
            style={{
              aspectRatio: '4 / 3',
              backgroundColor: data.coverImage?.dominantColor ?? '#e9e9e9',
              backgroundImage: data.coverImage ? `url("${data.coverImage.url}")` : undefined,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }}
          />
        </Mask>
        <Box paddingY={2}>
          <Text weight="bold" lineClamp={1}>
            {data.name}
          </Text>
          <Text size="100" color="subtle">
            {countLabel(data.followerCount, 'follower', 'followers')}
          </Text>
        </Box>
      </Link>
      {followable ? (
        <Flex>
          <FollowTopicButton topic={data} next={next} size="md" />
        </Flex>
      ) : null}
    </Box>
  );
}

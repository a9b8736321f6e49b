/** /edit's Topics tab: the topics the viewer follows, newest follow first, each with Unfollow (then Follow). */
import { ButtonLink } from 'gestalt';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { ErrorToastApi } from '../../shell/useErrorToast';
import { topicPath } from '../../topic/topicPaths';
import { useFollowTopic } from '../../topic/useFollowTopic';
import TuneList, { TuneEmpty } from './TuneList';
import TuneRow, { followers, SquarePicture } from './TuneRow';
import type { FollowedTopics_topic$key } from './__generated__/FollowedTopics_topic.graphql';
import type { FollowedTopics_viewer$key } from './__generated__/FollowedTopics_viewer.graphql';
import type { FollowedTopicsPaginationQuery } from './__generated__/FollowedTopicsPaginationQuery.graphql';

function TopicRow({ topic, toast }: { readonly topic: FollowedTopics_topic$key; readonly toast: ErrorToastApi }) {
  const data = useFragment(
    graphql`
      fragment FollowedTopics_topic on Topic {
        id
        entityId
        name
        slug
        followedByMe
        followerCount
        coverImage {
          url
          dominantColor
        }
      }
    `,
    topic,
  );
  const [commit] = useFollowTopic();
  return (
    <TuneRow
      picture={<SquarePicture url={data.coverImage?.url} color={data.coverImage?.dominantColor} />}
      name={data.name}
      href={topicPath('topics', { slug: data.slug, entityId: data.entityId })}
      detail={followers(data.followerCount)}
      following={data.followedByMe}
      onToggle={() => commit(data, !data.followedByMe, toast.show)}
      dataTestId="tune-topic"
    />
  );
}

export default function FollowedTopics({ viewer, toast }: { readonly viewer: FollowedTopics_viewer$key; readonly toast: ErrorToastApi }) {
  const { data, ...paging } = usePaginationFragment<FollowedTopicsPaginationQuery, FollowedTopics_viewer$key>(
    graphql`
      fragment FollowedTopics_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "FollowedTopicsPaginationQuery") {
        followedTopics(first: $count, after: $cursor) @connection(key: "FollowedTopics_followedTopics") {
          edges {
            node {
              id
              ...FollowedTopics_topic
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.followedTopics?.edges ?? [];
  return (
    <TuneList
      label="Topics you follow"
      what="topics"
      paging={paging}
      dataTestId="tune-topics"
      empty={
        <TuneEmpty title="You don't follow any topics yet" action={<ButtonLink href="/topics/" text="Explore topics" color="red" />}>
          Follow topics you care about and your home feed brings you more Pins about them. Topics you follow show up here, where you can unfollow them.
        </TuneEmpty>
      }
    >
      {edges.map((edge) => (
        <TopicRow key={edge.node.id} topic={edge.node} toast={toast} />
      ))}
    </TuneList>
  );
}

import { Box, Button, Flex, Layer, Link, Modal, Spinner, Text } from 'gestalt';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { KeyType, KeyTypeData } from 'react-relay/relay-hooks/helpers';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { MODAL_Z_INDEX } from '../account/modalZIndex';
import PartialRetry from '../shell/PartialRetry';
import UserAvatar from '../user/UserAvatar';
import type { FollowListModalQuery as FollowListQuery } from './__generated__/FollowListModalQuery.graphql';
import type { FollowListModal_followers$key } from './__generated__/FollowListModal_followers.graphql';
import type { FollowListModal_following$key } from './__generated__/FollowListModal_following.graphql';
import type { FollowListModalFollowersPaginationQuery } from './__generated__/FollowListModalFollowersPaginationQuery.graphql';
import type { FollowListModalFollowingPaginationQuery } from './__generated__/FollowListModalFollowingPaginationQuery.graphql';

/** People per page of a followers / following list (the API allows up to 50). */
export const FOLLOW_LIST_PAGE_SIZE = 25;

export type FollowListKind = 'followers' | 'following';

const TITLES: Readonly<Record<FollowListKind, string>> = { followers: 'Followers', following: 'Following' };

interface Person {
  readonly id: string;
  readonly username: string;
  readonly fullName: string;
  readonly imageMediumUrl: string;
}

const followersFragment = graphql`
  fragment FollowListModal_followers on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
  @refetchable(queryName: "FollowListModalFollowersPaginationQuery") {
    followers(first: $count, after: $cursor) @connection(key: "FollowListModal_followers") {
      edges {
        node {
          id
          username
          fullName
          imageMediumUrl
        }
      }
    }
  }
`;

const followingFragment = graphql`
  fragment FollowListModal_following on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
  @refetchable(queryName: "FollowListModalFollowingPaginationQuery") {
    following(first: $count, after: $cursor) @connection(key: "FollowListModal_following") {
      edges {
        node {
          id
          username
          fullName
          imageMediumUrl
        }
      }
    }
  }
`;

interface ListProps<TKey extends KeyType> {
  /** One of the two pagination fragments above, and the user's reference to it. */
  readonly fragment: GraphQLTaggedNode;
  readonly user: TKey;
  /** The people in the fragment's connection (null: the server could not answer it). */
  readonly people: (data: KeyTypeData<TKey>) => ReadonlyArray<Person> | null;
  readonly emptyText: string;
  readonly onNavigate: () => void;
}

/** One page-by-page list of people: the followers or the following connection, per `fragment`. */
function PeopleList<TQuery extends OperationType, TKey extends KeyType>({ fragment, user, people: select, emptyText, onNavigate }: ListProps<TKey>) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<TQuery, TKey>(fragment, user);
  const people = select(data);
  const [loadError, setLoadError] = useState(false);
  if (!people) return <PartialRetry what="this list" onRetry={() => refetch({}, { fetchPolicy: 'network-only' })} />;
  const loadMore = () => {
    if (!hasNext || isLoadingNext) return;
    setLoadError(false);
    loadNext(FOLLOW_LIST_PAGE_SIZE, { onComplete: (error) => setLoadError(Boolean(error)) });
  };
  return (
    <Flex direction="column" gap={3}>
      {people.length === 0 ? <Text color="subtle">{emptyText}</Text> : null}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-test-id="follow-list">
        {people.map((person) => {
          const name = person.fullName || person.username;
          return (
            <li key={person.id} data-test-id="follow-list-person">
              <Box paddingY={2}>
                <Link href={`/${encodeURIComponent(person.username)}/`} underline="hover" onClick={onNavigate}>
                  <Flex alignItems="center" gap={3}>
                    <UserAvatar name={name} src={person.imageMediumUrl} size="md" />
                    <Flex direction="column">
                      <Text weight="bold">{name}</Text>
                      <Text size="100" color="subtle">
                        @{person.username}
                      </Text>
                    </Flex>
                  </Flex>
                </Link>
              </Box>
            </li>
          );
        })}
      </ul>
      <Flex justifyContent="center" direction="column" alignItems="center" gap={2}>
        {isLoadingNext ? <Spinner show accessibilityLabel="Loading more people" /> : null}
        {loadError && !isLoadingNext ? <Text color="subtle">Couldn&apos;t load more people.</Text> : null}
        {hasNext && !isLoadingNext ? <Button text={loadError ? 'Try again' : 'Load more'} onClick={loadMore} /> : null}
      </Flex>
    </Flex>
  );
}

function FollowList({ userId, kind, onDismiss }: { readonly userId: string; readonly kind: FollowListKind; readonly onDismiss: () => void }) {
  const data = useLazyLoadQuery<FollowListQuery>(
    graphql`
      query FollowListModalQuery($id: ID!, $followers: Boolean!) {
        node(id: $id) {
          ... on User {
            ...FollowListModal_followers @include(if: $followers) @alias(as: "followersList")
            ...FollowListModal_following @skip(if: $followers) @alias(as: "followingList")
          }
        }
      }
    `,
    { id: userId, followers: kind === 'followers' },
    { fetchPolicy: 'store-and-network' },
  );
  const node = data.node;
  if (node?.followersList) {
    return (
      <PeopleList<FollowListModalFollowersPaginationQuery, FollowListModal_followers$key>
        fragment={followersFragment}
        user={node.followersList}
        people={(list) => list.followers?.edges.map((edge) => edge.node) ?? null}
        emptyText="No followers yet."
        onNavigate={onDismiss}
      />
    );
  }
  if (node?.followingList) {
    return (
      <PeopleList<FollowListModalFollowingPaginationQuery, FollowListModal_following$key>
        fragment={followingFragment}
        user={node.followingList}
        people={(list) => list.following?.edges.map((edge) => edge.node) ?? null}
        emptyText="Not following anyone yet."
        onNavigate={onDismiss}
      />
    );
  }
  return <Text color="subtle">This list is not available.</Text>;
}

interface Props {
  /** The person's global (Relay) id. */
  readonly userId: string;
  readonly kind: FollowListKind;
  readonly onDismiss: () => void;
}

/** A person's followers or the people they follow, 25 at a time with "Load more". */
export default function FollowListModal({ userId, kind, onDismiss }: Props) {
  const title = TITLES[kind];
  return (
    <Layer zIndex={MODAL_Z_INDEX}>
      <Modal
        accessibilityModalLabel={title}
        heading={title}
        onDismiss={onDismiss}
        size="sm"
        align="start"
        footer={
          <Flex justifyContent="end">
            <Button text="Close" color="gray" onClick={onDismiss} />
          </Flex>
        }
      >
        <Box paddingX={2} data-test-id="follow-list-modal">
          <Suspense
            fallback={
              <Flex justifyContent="center">
                <Spinner show accessibilityLabel={`Loading ${title.toLowerCase()}`} />
              </Flex>
            }
          >
            <FollowList userId={userId} kind={kind} onDismiss={onDismiss} />
          </Suspense>
        </Box>
      </Modal>
    </Layer>
  );
}

/** /edit's Profiles tab: the people the viewer follows (User.following), newest follow first, each with Unfollow (then Follow). */
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { useFollowUserMutation } from '../../profile/useFollowUserMutation';
import { useUnfollowUserMutation } from '../../profile/useUnfollowUserMutation';
import type { ErrorToastApi } from '../../shell/useErrorToast';
import UserAvatar from '../../user/UserAvatar';
import TuneList, { TuneEmpty } from './TuneList';
import TuneRow, { followers } from './TuneRow';
import type { FollowedProfiles_person$key } from './__generated__/FollowedProfiles_person.graphql';
import type { FollowedProfiles_user$key } from './__generated__/FollowedProfiles_user.graphql';
import type { FollowedProfilesPaginationQuery } from './__generated__/FollowedProfilesPaginationQuery.graphql';

function PersonRow({ person, toast }: { readonly person: FollowedProfiles_person$key; readonly toast: ErrorToastApi }) {
  const data = useFragment(
    graphql`
      fragment FollowedProfiles_person on User {
        id
        username
        fullName
        imageMediumUrl
        explicitlyFollowedByMe
        followerCount
      }
    `,
    person,
  );
  const [follow] = useFollowUserMutation();
  const [unfollow] = useUnfollowUserMutation();
  const name = data.fullName || data.username;
  return (
    <TuneRow
      picture={<UserAvatar name={name} src={data.imageMediumUrl} size="md" />}
      name={name}
      href={`/${encodeURIComponent(data.username)}/`}
      detail={`@${data.username} · ${followers(data.followerCount)}`}
      following={data.explicitlyFollowedByMe}
      onToggle={() => (data.explicitlyFollowedByMe ? unfollow : follow)(data.id, { onFailure: toast.show })}
      dataTestId="tune-profile"
    />
  );
}

export default function FollowedProfiles({ user, toast }: { readonly user: FollowedProfiles_user$key; readonly toast: ErrorToastApi }) {
  const { data, ...paging } = usePaginationFragment<FollowedProfilesPaginationQuery, FollowedProfiles_user$key>(
    graphql`
      fragment FollowedProfiles_user on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "FollowedProfilesPaginationQuery") {
        following(first: $count, after: $cursor) @connection(key: "FollowedProfiles_following") {
          edges {
            node {
              id
              ...FollowedProfiles_person
            }
          }
        }
      }
    `,
    user,
  );
  const edges = data.following?.edges ?? [];
  return (
    <TuneList
      label="Profiles you follow"
      what="profiles"
      paging={paging}
      dataTestId="tune-profiles"
      empty={
        <TuneEmpty title="You don't follow anyone yet">
          Press Follow on someone&apos;s profile and the Pins they save come to your home feed. People you follow show up here, where you can unfollow them.
        </TuneEmpty>
      }
    >
      {edges.map((edge) => (
        <PersonRow key={edge.node.id} person={edge.node} toast={toast} />
      ))}
    </TuneList>
  );
}

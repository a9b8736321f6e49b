import { graphql } from 'react-relay';
import { useSocialMutation, type CommitSocial } from './socialMutation';
import type { useFollowUserMutation as FollowUserMutation } from './__generated__/useFollowUserMutation.graphql';

const mutation = graphql`
  mutation useFollowUserMutation($userId: ID!) {
    followUser(userId: $userId) {
      user {
        id
        explicitlyFollowedByMe
        followerCount
        blockedByMe
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

const change: Parameters<typeof useSocialMutation>[2] = (previous) => (previous.explicitlyFollowedByMe ? {} : { explicitlyFollowedByMe: true, followerCount: previous.followerCount + 1 });

/** Follows a person: "Following" and the follower count +1 at once; reverted on failure. */
export function useFollowUserMutation(): readonly [CommitSocial, boolean] {
  return useSocialMutation<FollowUserMutation>(mutation, 'followUser', change);
}

import { graphql } from 'react-relay';
import { useSocialMutation, type CommitSocial } from './socialMutation';
import type { useUnfollowUserMutation as UnfollowUserMutation } from './__generated__/useUnfollowUserMutation.graphql';

const mutation = graphql`
  mutation useUnfollowUserMutation($userId: ID!) {
    unfollowUser(userId: $userId) {
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

const change: Parameters<typeof useSocialMutation>[2] = (previous) => (previous.explicitlyFollowedByMe ? { explicitlyFollowedByMe: false, followerCount: Math.max(0, previous.followerCount - 1) } : {});

/** Unfollows a person: "Follow" and the follower count −1 at once; reverted on failure. */
export function useUnfollowUserMutation(): readonly [CommitSocial, boolean] {
  return useSocialMutation<UnfollowUserMutation>(mutation, 'unfollowUser', change);
}

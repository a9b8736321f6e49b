import { graphql } from 'react-relay';
import { useSocialMutation, type CommitSocial } from './socialMutation';
import type { useBlockUserMutation as BlockUserMutation } from './__generated__/useBlockUserMutation.graphql';

const mutation = graphql`
  mutation useBlockUserMutation($userId: ID!) {
    blockUser(userId: $userId, blockSource: "profile") {
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

const change: Parameters<typeof useSocialMutation>[2] = (previous) => ({ blockedByMe: true, explicitlyFollowedByMe: false, followerCount: previous.explicitlyFollowedByMe ? Math.max(0, previous.followerCount - 1) : previous.followerCount });

/** Blocks a person (which also unfollows them): "Unblock" at once; reverted on failure (platform §4). */
export function useBlockUserMutation(): readonly [CommitSocial, boolean] {
  return useSocialMutation<BlockUserMutation>(mutation, 'blockUser', change);
}

import { graphql } from 'react-relay';
import { useSocialMutation, type CommitSocial } from './socialMutation';
import type { useUnblockUserMutation as UnblockUserMutation } from './__generated__/useUnblockUserMutation.graphql';

const mutation = graphql`
  mutation useUnblockUserMutation($userId: ID!) {
    unblockUser(userId: $userId) {
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

const change: Parameters<typeof useSocialMutation>[2] = () => ({ blockedByMe: false });

/** Unblocks a person: "Block" at once; reverted on failure (platform §4). */
export function useUnblockUserMutation(): readonly [CommitSocial, boolean] {
  return useSocialMutation<UnblockUserMutation>(mutation, 'unblockUser', change);
}

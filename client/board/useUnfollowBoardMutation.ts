import { graphql } from 'react-relay';
import { useBoardFollowMutation, type CommitBoardFollow } from './boardFollowMutation';
import type { useUnfollowBoardMutation as UnfollowBoardMutation } from './__generated__/useUnfollowBoardMutation.graphql';

const mutation = graphql`
  mutation useUnfollowBoardMutation($boardId: ID!) {
    unfollowBoard(boardId: $boardId) {
      board {
        id
        followedByMe
        followerCount
      }
      errors {
        field
        message
        code
      }
    }
  }
`;

/** Unfollows a board: "Follow" and the follower count −1 at once; reverted on failure. */
export function useUnfollowBoardMutation(): readonly [CommitBoardFollow, boolean] {
  return useBoardFollowMutation<UnfollowBoardMutation>(mutation, 'unfollowBoard');
}

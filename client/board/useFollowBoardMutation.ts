import { graphql } from 'react-relay';
import { useBoardFollowMutation, type CommitBoardFollow } from './boardFollowMutation';
import type { useFollowBoardMutation as FollowBoardMutation } from './__generated__/useFollowBoardMutation.graphql';

const mutation = graphql`
  mutation useFollowBoardMutation($boardId: ID!) {
    followBoard(boardId: $boardId) {
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

/** Follows a board: "Following" and the follower count +1 at once; reverted on failure. */
export function useFollowBoardMutation(): readonly [CommitBoardFollow, boolean] {
  return useBoardFollowMutation<FollowBoardMutation>(mutation, 'followBoard');
}

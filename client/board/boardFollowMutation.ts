import { useMemo } from 'react';
import type { GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import {
  useOptimisticRecordMutation,
  type CommitRecordMutation,
  type OptimisticRecordMutation,
  type RecordMutationCallbacks,
} from '../relay/useOptimisticRecordMutation';

/** The fields a follow/unfollow changes on a Board record. */
export interface BoardFollowFields {
  followedByMe: boolean;
  followerCount: number;
}

export type BoardFollowCallbacks = RecordMutationCallbacks;

/** (boardId, callbacks) → false when ignored because a request is already in flight. */
export type CommitBoardFollow = CommitRecordMutation;

const fields: BoardFollowFields = { followedByMe: false, followerCount: 0 };

/**
 * followBoard / unfollowBoard with an optimistic change to the Board record. Errors come back as
 * data (`board: null` plus `errors`), so on errors — or a network error — the previous values are
 * written back and `onFailure` gets the message; a success writes the server's counts.
 */
export function useBoardFollowMutation<TMutation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  field: 'followBoard' | 'unfollowBoard',
): readonly [CommitBoardFollow, boolean] {
  const options = useMemo<OptimisticRecordMutation<BoardFollowFields>>(() => {
    const follow = field === 'followBoard';
    return {
      field,
      idVariable: 'boardId',
      node: 'board',
      fields,
      change: (current) =>
        current.followedByMe === follow ? {} : { followedByMe: follow, followerCount: Math.max(0, current.followerCount + (follow ? 1 : -1)) },
    };
  }, [field]);
  return useOptimisticRecordMutation<TMutation, BoardFollowFields>(mutation, options);
}

import { useMemo } from 'react';
import type { GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import {
  useOptimisticRecordMutation,
  type CommitRecordMutation,
  type OptimisticRecordMutation,
  type RecordMutationCallbacks,
} from '../relay/useOptimisticRecordMutation';

export { NETWORK_ERROR_MESSAGE } from '../relay/useOptimisticRecordMutation';

/** The social fields a follow/block mutation changes on a User record. */
export interface SocialFields {
  explicitlyFollowedByMe: boolean;
  followerCount: number;
  blockedByMe: boolean;
}

export type SocialCallbacks = RecordMutationCallbacks;

/** (userId, callbacks) → false when ignored because a request is already in flight. */
export type CommitSocial = CommitRecordMutation;

const fields: SocialFields = { explicitlyFollowedByMe: false, followerCount: 0, blockedByMe: false };

/**
 * A follow/unfollow/block/unblock mutation with an optimistic change to the User record, reverted
 * on errors (as data) or a network error (see useOptimisticRecordMutation).
 */
export function useSocialMutation<TMutation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  field: string,
  change: (previous: SocialFields) => Partial<SocialFields>,
): readonly [CommitSocial, boolean] {
  const options = useMemo<OptimisticRecordMutation<SocialFields>>(() => ({ field, idVariable: 'userId', node: 'user', fields, change }), [field, change]);
  return useOptimisticRecordMutation<TMutation, SocialFields>(mutation, options);
}

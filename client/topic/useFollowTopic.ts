import { useCallback, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import { NETWORK_ERROR_MESSAGE } from '../relay/useOptimisticRecordMutation';
import type { useFollowTopicMutation } from './__generated__/useFollowTopicMutation.graphql';

const mutation = graphql`
  mutation useFollowTopicMutation($interestId: String!, $follow: Boolean!) {
    followInterest(interestId: $interestId, follow: $follow) {
      following
      followerCount
      errors {
        message
        code
      }
    }
  }
`;

export interface TopicFollowTarget {
  /** The Topic's global (Relay) id: the record changed in the store. */
  readonly id: string;
  /** Its v3 id: the interest followInterest takes. */
  readonly entityId: string;
  readonly followedByMe: boolean;
}

/** (topic, follow, onFailure, onSuccess) → false when ignored because a request is already in flight. */
export type CommitTopicFollow = (topic: TopicFollowTarget, follow: boolean, onFailure?: (message: string) => void, onSuccess?: () => void) => boolean;

/**
 * Follows or unfollows a topic with followInterest (../user/social.ts on the server): "Following" and
 * the follower count ±1 at once on the Topic record; the server's count once it answers. Relay drops
 * the optimistic change when the answer arrives, so an answer with errors, or a network error,
 * leaves the record as it was (and `onFailure` gets the message). Taps while one is in flight are ignored.
 */
export function useFollowTopic(): readonly [CommitTopicFollow, boolean] {
  const [commit, isInFlight] = useMutation<useFollowTopicMutation>(mutation);
  const pending = useRef(false);
  const run = useCallback<CommitTopicFollow>(
    (topic, follow, onFailure, onSuccess) => {
      if (pending.current || topic.followedByMe === follow) return false;
      pending.current = true;
      commit({
        variables: { interestId: topic.entityId, follow },
        optimisticUpdater: (store) => {
          const record = store.get(topic.id);
          if (!record) return;
          const count = Number(record.getValue('followerCount') ?? 0);
          record.setValue(follow, 'followedByMe');
          record.setValue(Math.max(0, count + (follow ? 1 : -1)), 'followerCount');
        },
        updater: (store, data) => {
          const payload = data?.followInterest;
          const record = store.get(topic.id);
          if (!payload || payload.errors.length > 0 || !record) return;
          record.setValue(payload.following, 'followedByMe');
          if (payload.followerCount !== null) record.setValue(payload.followerCount, 'followerCount');
        },
        onCompleted: (data) => {
          pending.current = false;
          const error = data.followInterest.errors[0];
          if (error) onFailure?.(error.message);
          else onSuccess?.();
        },
        onError: () => {
          pending.current = false;
          onFailure?.(NETWORK_ERROR_MESSAGE);
        },
      });
      return true;
    },
    [commit],
  );
  return [run, isInFlight] as const;
}

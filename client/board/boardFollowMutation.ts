import { useCallback, useRef } from 'react';
import { useMutation, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import { commitLocalUpdate, type MutationParameters } from 'relay-runtime';
import { NETWORK_ERROR_MESSAGE } from '../profile/socialMutation';

/** The fields a follow/unfollow changes on a Board record. */
export interface BoardFollowFields {
  followedByMe: boolean;
  followerCount: number;
}

interface PayloadShape {
  readonly board: { readonly id: string } | null | undefined;
  readonly errors: ReadonlyArray<{ readonly message: string; readonly code: string }>;
}

export interface BoardFollowCallbacks {
  /** A user error (as data) or a network error: the change has been reverted. */
  readonly onFailure?: (message: string, code: string | null) => void;
  readonly onSuccess?: () => void;
}

/** (boardId, callbacks) → false when ignored because a request is already in flight. */
export type CommitBoardFollow = (boardId: string, callbacks?: BoardFollowCallbacks) => boolean;

function readFields(read: (name: keyof BoardFollowFields) => unknown): BoardFollowFields {
  return { followedByMe: read('followedByMe') === true, followerCount: Number(read('followerCount') ?? 0) };
}

/**
 * followBoard / unfollowBoard with an optimistic change to the Board record. Errors come back as
 * data (`board: null` plus `errors`), so on errors — or a network error — the previous values are
 * written back and `onFailure` gets the message; a success writes the server's counts.
 */
export function useBoardFollowMutation<TMutation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  field: 'followBoard' | 'unfollowBoard',
): readonly [CommitBoardFollow, boolean] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const pending = useRef(false);
  const follow = field === 'followBoard';

  const run = useCallback<CommitBoardFollow>(
    (boardId, callbacks = {}) => {
      if (pending.current) return false;
      pending.current = true;
      const source = environment.getStore().getSource().get(boardId);
      const previous = source ? readFields((name) => source[name]) : null;
      const restore = () => {
        if (!previous) return;
        commitLocalUpdate(environment, (store) => {
          const record = store.get(boardId);
          if (!record) return;
          record.setValue(previous.followedByMe, 'followedByMe');
          record.setValue(previous.followerCount, 'followerCount');
        });
      };
      commit({
        variables: { boardId } as unknown as TMutation['variables'],
        optimisticUpdater: (store) => {
          const record = store.get(boardId);
          if (!record) return;
          const current = readFields((name) => record.getValue(name));
          if (current.followedByMe === follow) return;
          record.setValue(follow, 'followedByMe');
          record.setValue(Math.max(0, current.followerCount + (follow ? 1 : -1)), 'followerCount');
        },
        onCompleted: (response) => {
          pending.current = false;
          const payload = (response as Record<string, PayloadShape | null | undefined>)[field];
          const error = payload?.errors[0];
          if (error || !payload?.board) {
            restore();
            callbacks.onFailure?.(error?.message ?? NETWORK_ERROR_MESSAGE, error?.code ?? null);
            return;
          }
          callbacks.onSuccess?.();
        },
        onError: () => {
          pending.current = false;
          restore();
          callbacks.onFailure?.(NETWORK_ERROR_MESSAGE, null);
        },
      });
      return true;
    },
    [commit, environment, field, follow],
  );
  return [run, isInFlight] as const;
}

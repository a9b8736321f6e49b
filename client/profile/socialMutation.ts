import { useCallback, useRef } from 'react';
import { useMutation, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import { commitLocalUpdate, type MutationParameters } from 'relay-runtime';

/** The social fields a follow/block mutation changes on a User record. */
export interface SocialFields {
  explicitlyFollowedByMe: boolean;
  followerCount: number;
  blockedByMe: boolean;
}

interface PayloadShape {
  readonly user: { readonly id: string } | null | undefined;
  readonly errors: ReadonlyArray<{ readonly message: string; readonly code: string }>;
}

export interface SocialCallbacks {
  /** A user error (as data) or a network error: the change has been reverted. */
  readonly onFailure?: (message: string, code: string | null) => void;
  readonly onSuccess?: () => void;
}

/** (userId, callbacks) → false when ignored because a request is already in flight. */
export type CommitSocial = (userId: string, callbacks?: SocialCallbacks) => boolean;

export const NETWORK_ERROR_MESSAGE = "Couldn't reach Corkboard. Please try again.";

function readFields(read: (name: keyof SocialFields) => unknown): SocialFields {
  return {
    explicitlyFollowedByMe: read('explicitlyFollowedByMe') === true,
    followerCount: Number(read('followerCount') ?? 0),
    blockedByMe: read('blockedByMe') === true,
  };
}

/**
 * A follow/unfollow/block/unblock mutation with an optimistic change to the User record.
 *
 * Errors come back as data (the mutation itself succeeds, with `user: null`), so on errors — or a
 * network error — the previous values are written back with commitLocalUpdate (Relay also drops
 * the optimistic layer when the response arrives; this keeps the record right either way) and
 * `onFailure` gets the message. A successful response selects the user's fields, so it writes
 * the server's truth. Calls while a request is in flight are ignored.
 */
export function useSocialMutation<TMutation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  field: string,
  change: (previous: SocialFields) => Partial<SocialFields>,
): readonly [CommitSocial, boolean] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const pending = useRef(false);

  const run = useCallback<CommitSocial>(
    (userId, callbacks = {}) => {
      if (pending.current) return false;
      pending.current = true;
      const source = environment.getStore().getSource().get(userId);
      const previous = source ? readFields((name) => source[name]) : null;
      const restore = () => {
        if (!previous) return;
        commitLocalUpdate(environment, (store) => {
          const record = store.get(userId);
          if (!record) return;
          record.setValue(previous.explicitlyFollowedByMe, 'explicitlyFollowedByMe');
          record.setValue(previous.followerCount, 'followerCount');
          record.setValue(previous.blockedByMe, 'blockedByMe');
        });
      };
      commit({
        variables: { userId } as unknown as TMutation['variables'],
        optimisticUpdater: (store) => {
          const record = store.get(userId);
          if (!record) return;
          const current = readFields((name) => record.getValue(name));
          for (const [key, value] of Object.entries(change(current))) record.setValue(value, key);
        },
        onCompleted: (response) => {
          pending.current = false;
          const payload = (response as Record<string, PayloadShape | null | undefined>)[field];
          const error = payload?.errors[0];
          if (error || !payload?.user) {
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
    [change, commit, environment, field],
  );
  return [run, isInFlight] as const;
}

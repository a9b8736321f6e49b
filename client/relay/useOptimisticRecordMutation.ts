import { useCallback, useRef } from 'react';
import { useMutation, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import { commitLocalUpdate, type MutationParameters } from 'relay-runtime';

export const NETWORK_ERROR_MESSAGE = "Couldn't reach Corkboard. Please try again.";

/** The scalar fields a mutation changes optimistically on one record. */
export type RecordFields<F> = { [K in keyof F]: boolean | number };

export interface RecordMutationCallbacks {
  /** A user error (as data) or a network error: the change has been reverted. */
  readonly onFailure?: (message: string, code: string | null) => void;
  readonly onSuccess?: () => void;
}

/** (recordId, callbacks) → false when ignored because a request is already in flight. */
export type CommitRecordMutation = (recordId: string, callbacks?: RecordMutationCallbacks) => boolean;

export interface OptimisticRecordMutation<F extends RecordFields<F>> {
  /** The mutation's payload field, e.g. 'followUser'. */
  readonly field: string;
  /** The variable that carries the record's global id, e.g. 'userId'. */
  readonly idVariable: string;
  /** The payload's field holding the changed node; null there means the mutation failed. */
  readonly node: 'user' | 'board';
  /** The fields to snapshot and restore, with the value a missing field reads as. */
  readonly fields: F;
  /** The optimistic change, from the record's current values. */
  readonly change: (current: F) => Partial<F>;
}

interface PayloadShape {
  readonly errors: ReadonlyArray<{ readonly message: string; readonly code: string }>;
  readonly [node: string]: unknown;
}

function snapshot<F extends RecordFields<F>>(fields: F, read: (name: string) => unknown): F {
  const values: Record<string, boolean | number> = {};
  for (const [name, fallback] of Object.entries<boolean | number>(fields)) {
    const value = read(name);
    values[name] = typeof fallback === 'boolean' ? value === true : Number(value ?? fallback);
  }
  return values as unknown as F;
}

/**
 * A mutation with an optimistic change to one record (a User's follow/block state, a Board's follow).
 *
 * Errors come back as data (the mutation itself succeeds, with the node null), so on errors — or a
 * network error — the previous values are written back with commitLocalUpdate (Relay also drops
 * the optimistic layer when the response arrives; this keeps the record right either way) and
 * `onFailure` gets the message. A successful response selects the record's fields, so it writes
 * the server's truth. Calls while a request is in flight are ignored. Keep `options` stable (module
 * level or memoised): it is a dependency of the returned commit function.
 */
export function useOptimisticRecordMutation<TMutation extends MutationParameters, F extends RecordFields<F>>(
  mutation: GraphQLTaggedNode,
  options: OptimisticRecordMutation<F>,
): readonly [CommitRecordMutation, boolean] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const pending = useRef(false);

  const run = useCallback<CommitRecordMutation>(
    (recordId, callbacks = {}) => {
      if (pending.current) return false;
      pending.current = true;
      const source = environment.getStore().getSource().get(recordId);
      const previous = source ? snapshot(options.fields, (name) => source[name]) : null;
      const restore = () => {
        if (!previous) return;
        commitLocalUpdate(environment, (store) => {
          const record = store.get(recordId);
          if (!record) return;
          for (const [name, value] of Object.entries<boolean | number>(previous)) record.setValue(value, name);
        });
      };
      const fail = (message: string, code: string | null) => {
        restore();
        callbacks.onFailure?.(message, code);
      };
      commit({
        variables: { [options.idVariable]: recordId } as unknown as TMutation['variables'],
        optimisticUpdater: (store) => {
          const record = store.get(recordId);
          if (!record) return;
          const current = snapshot(options.fields, (name) => record.getValue(name));
          for (const [name, value] of Object.entries<boolean | number | undefined>(options.change(current))) {
            if (value !== undefined) record.setValue(value, name);
          }
        },
        onCompleted: (response) => {
          pending.current = false;
          const payload = (response as Record<string, PayloadShape | null | undefined>)[options.field];
          const error = payload?.errors[0];
          if (error || !payload?.[options.node]) {
            fail(error?.message ?? NETWORK_ERROR_MESSAGE, error?.code ?? null);
            return;
          }
          callbacks.onSuccess?.();
        },
        onError: () => {
          pending.current = false;
          fail(NETWORK_ERROR_MESSAGE, null);
        },
      });
      return true;
    },
    [commit, environment, options],
  );
  return [run, isInFlight] as const;
}

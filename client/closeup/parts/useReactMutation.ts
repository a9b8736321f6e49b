import { useCallback, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useReactMutation_ReactMutation } from './__generated__/useReactMutation_ReactMutation.graphql';
import type { useReactMutation_RemoveMutation } from './__generated__/useReactMutation_RemoveMutation.graphql';

/** What a failed reaction (rolled back) tells the person. */
export const REACTION_FAILED_MESSAGE = 'Sorry! Something went wrong on our end.';
/** The reaction the closeup's React button sends: 1 = heart ("love"). */
export const HEART = 1;

export interface ReactionCount {
  readonly reactionType: number;
  readonly reactionCount: number;
}

/**
 * The counts after the viewer reacts with `type` (reacted = true) or removes a reaction of `type`
 * (reacted = false): that type's count ±1, never below 0; a type reaching 0 is dropped, a new one
 * is added in type order.
 */
export function countsAfter(counts: readonly ReactionCount[], reacted: boolean, type: number = HEART): ReactionCount[] {
  const delta = reacted ? 1 : -1;
  const found = counts.some((c) => c.reactionType === type);
  const next = found
    ? counts.map((c) => (c.reactionType === type ? { reactionType: type, reactionCount: Math.max(0, c.reactionCount + delta) } : { ...c }))
    : [...counts.map((c) => ({ ...c })), ...(reacted ? [{ reactionType: type, reactionCount: 1 }] : [])];
  return next.filter((c) => c.reactionCount > 0).sort((a, b) => a.reactionType - b.reactionType);
}

export interface ReactTarget {
  /** The pin's global id. */
  readonly id: string;
  readonly reactedByMe: boolean;
  readonly reactionCountsData: readonly ReactionCount[];
}

/**
 * What reactToPin and removePinReaction both answer with (the pin's new state, or why it failed),
 * spread unmasked into each mutation (`...useReactMutation_payload @relay(mask: false)`).
 */
/* eslint-disable relay/unused-fields -- Relay writes the pin to the store; done() reads pin and errors. */
export const reactMutationPayloadFragment = graphql`
  fragment useReactMutation_payload on PinReactionPayload {
    pin {
      id
      reactedByMe
      reactionCountsData {
        reactionType
        reactionCount
      }
    }
    errors {
      code
      message
    }
  }
`;
/* eslint-enable relay/unused-fields */

/**
 * reactToPin / removePinReaction with an optimistic reactedByMe and count. Relay drops the
 * optimistic layer when the answer arrives: a failure (errors as data, pin null, or a network
 * error) leaves the stored values as they were, and `onFailure` gets the message for a toast.
 * Taps while a request is in flight are ignored.
 */
export function useReactMutation(onFailure: (message: string) => void): (pin: ReactTarget) => void {
  const [react] = useMutation<useReactMutation_ReactMutation>(graphql`
    mutation useReactMutation_ReactMutation($pinId: ID!, $reactionType: Int) {
      reactToPin(pinId: $pinId, reactionType: $reactionType) {
        ...useReactMutation_payload @relay(mask: false)
      }
    }
  `);
  const [remove] = useMutation<useReactMutation_RemoveMutation>(graphql`
    mutation useReactMutation_RemoveMutation($pinId: ID!) {
      removePinReaction(pinId: $pinId) {
        ...useReactMutation_payload @relay(mask: false)
      }
    }
  `);
  const pending = useRef(false);

  return useCallback(
    (pin: ReactTarget) => {
      if (pending.current) return;
      pending.current = true;
      const reacted = !pin.reactedByMe;
      const optimisticPin = { id: pin.id, reactedByMe: reacted, reactionCountsData: countsAfter(pin.reactionCountsData, reacted) };
      const done = (payload: { readonly pin: unknown; readonly errors: readonly unknown[] } | null | undefined) => {
        pending.current = false;
        if (!payload?.pin || payload.errors.length > 0) onFailure(REACTION_FAILED_MESSAGE);
      };
      const onError = () => {
        pending.current = false;
        onFailure(REACTION_FAILED_MESSAGE);
      };
      if (reacted) {
        react({
          variables: { pinId: pin.id, reactionType: HEART },
          optimisticResponse: { reactToPin: { pin: optimisticPin, errors: [] } },
          onCompleted: (response) => done(response.reactToPin),
          onError,
        });
      } else {
        remove({
          variables: { pinId: pin.id },
          optimisticResponse: { removePinReaction: { pin: optimisticPin, errors: [] } },
          onCompleted: (response) => done(response.removePinReaction),
          onError,
        });
      }
    },
    [react, remove, onFailure],
  );
}

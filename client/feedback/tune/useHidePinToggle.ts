import { useCallback, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import { NETWORK_ERROR_MESSAGE } from '../../relay/useOptimisticRecordMutation';
import type { useHidePinToggleMutation } from './__generated__/useHidePinToggleMutation.graphql';

const mutation = graphql`
  mutation useHidePinToggleMutation($pinId: String!, $hide: Boolean!) {
    hidePin(pinId: $pinId) @include(if: $hide) {
      hidden
      errors {
        message
        code
      }
    }
    unhidePin(pinId: $pinId) @skip(if: $hide) {
      hidden
      errors {
        message
        code
      }
    }
  }
`;

/** (pin's v3 id, hide, onSettled) → false when ignored because a request for this pin is already in flight. */
export type CommitHidePin = (pinId: string, hide: boolean, onFailure: (message: string) => void) => boolean;

/**
 * unhidePin (and hidePin, to undo an Unhide) for /edit. The caller shows the change at once and takes
 * it back when `onFailure` is called (an error as data, or a network error). Taps while one is in
 * flight are ignored.
 */
export function useHidePinToggle(): CommitHidePin {
  const [commit] = useMutation<useHidePinToggleMutation>(mutation);
  const pending = useRef(false);
  return useCallback<CommitHidePin>(
    (pinId, hide, onFailure) => {
      if (pending.current) return false;
      pending.current = true;
      commit({
        variables: { pinId, hide },
        onCompleted: (data) => {
          pending.current = false;
          const payload = hide ? data.hidePin : data.unhidePin;
          const error = payload?.errors[0];
          if (error || !payload || payload.hidden !== hide) onFailure(error?.message ?? NETWORK_ERROR_MESSAGE);
        },
        onError: () => {
          pending.current = false;
          onFailure(NETWORK_ERROR_MESSAGE);
        },
      });
      return true;
    },
    [commit],
  );
}

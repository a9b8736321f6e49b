import { commitMutation, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { MergeUnauthSavesErrorMutation } from './__generated__/MergeUnauthSavesErrorMutation.graphql';
import type { MergeUnauthSavesMutation, MergeUnauthSavesMutation$data } from './__generated__/MergeUnauthSavesMutation.graphql';
import { clearUnauthSaves, readUnauthSaves } from './unauthSaves';

/** pin-card §4: how a failed merge is logged. */
export const UNAUTH_MERGE_ERROR = 'error.unauth_profile_pin_merge';

// The saved pins come back with their savedInfo, so cards already in the store show them saved.
const mergeMutation = graphql`
  mutation MergeUnauthSavesMutation($pinIds: [ID!]!) {
    mergeUnauthSaves(pinIds: $pinIds) {
      savedPins {
        id
        ...savedInfoFields_pin @relay(mask: false)
      }
      failedPinIds
      errors {
        field
        message
        code
      }
    }
  }
`;

const errorMutation = graphql`
  mutation MergeUnauthSavesErrorMutation($name: String!, $message: String) {
    logClientError(name: $name, message: $message) {
      ok
    }
  }
`;

function logMergeFailure(environment: Environment, message: string): void {
  commitMutation<MergeUnauthSavesErrorMutation>(environment, {
    mutation: errorMutation,
    variables: { name: UNAUTH_MERGE_ERROR, message },
    onError: () => {
      // Nothing more to do: the saves are kept for the next try.
    },
  });
}

type Payload = MergeUnauthSavesMutation$data['mergeUnauthSaves'];

/** After the merge answered: clear what was saved, keep what failed, log a failure. */
function settle(environment: Environment, payload: Payload): void {
  const { failedPinIds, errors } = payload;
  if (errors.length > 0 && failedPinIds.length === 0) {
    // Not attributable to a pin (e.g. not logged in after all): keep everything.
    logMergeFailure(environment, errors.map((e) => e.message).join('; '));
    return;
  }
  clearUnauthSaves(failedPinIds);
  if (failedPinIds.length > 0) {
    const reason = errors.length > 0 ? errors.map((e) => e.message).join('; ') : 'not saved';
    logMergeFailure(environment, `${failedPinIds.length} of the logged-out saves failed (${failedPinIds.join(', ')}): ${reason}`);
  }
}

/** One merge at a time per page, whichever component started it. */
let running: Promise<void> | null = null;

/**
 * Saves the logged-out saves once (pin-card §4): the browser's list and the session's pin (the
 * server adds that one itself, and does nothing without one); on success the list is cleared except
 * the pins that failed; any failure is logged as error.unauth_profile_pin_merge and nothing is lost.
 * With nothing stored, it commits only when `evenIfEmpty` (a log-in was seen: the session may hold a pin).
 */
export function mergeUnauthSaves(environment: Environment, { evenIfEmpty = true }: { readonly evenIfEmpty?: boolean } = {}): Promise<void> {
  running ??= (async () => {
    const pinIds = readUnauthSaves().map((s) => s.pinId);
    if (pinIds.length === 0 && !evenIfEmpty) return;
    await new Promise<void>((resolve) => {
      commitMutation<MergeUnauthSavesMutation>(environment, {
        mutation: mergeMutation,
        variables: { pinIds },
        onCompleted: (data, errors) => {
          if (errors && errors.length > 0) logMergeFailure(environment, errors.map((e) => e.message).join('; '));
          else settle(environment, data.mergeUnauthSaves);
          resolve();
        },
        onError: (error) => {
          logMergeFailure(environment, error.message);
          resolve();
        },
      });
    });
  })().finally(() => {
    running = null;
  });
  return running;
}

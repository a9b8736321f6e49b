/**
 * What the card's feedback does on the server (issue 18), loaded with the first hide or report (the
 * grid's first screen does not carry it): hidePin / unhidePin with the card's surface, reportPin /
 * unreportPin (schema/feedback/feedback.ts), and the follow feedback events (logEvent). Each change
 * shows at once (the cover store) and is put back, with an error toast, when the server refuses it.
 */
import { commitMutation, graphql } from 'react-relay';
import type { Environment, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { NETWORK_ERROR_MESSAGE } from '../../relay/useOptimisticRecordMutation';
import type { FollowFeedbackEvent } from './feedbackRules';
import { coverOf, setCover, type CoverState } from './feedbackStore';
import type { PinSurface } from './pinSurface';
import type { feedbackActionsHideMutation } from './__generated__/feedbackActionsHideMutation.graphql';
import type { feedbackActionsUnhideMutation } from './__generated__/feedbackActionsUnhideMutation.graphql';
import type { feedbackActionsReportMutation } from './__generated__/feedbackActionsReportMutation.graphql';
import type { feedbackActionsUnreportMutation } from './__generated__/feedbackActionsUnreportMutation.graphql';
import type { feedbackActionsLogEventMutation } from './__generated__/feedbackActionsLogEventMutation.graphql';

const hideMutation = graphql`
  mutation feedbackActionsHideMutation($pinId: String!, $surface: HideSurface, $context: String) {
    hidePin(pinId: $pinId, surface: $surface, context: $context) {
      hidden
      errors {
        message
      }
    }
  }
`;

const unhideMutation = graphql`
  mutation feedbackActionsUnhideMutation($pinId: String!, $surface: HideSurface, $context: String) {
    unhidePin(pinId: $pinId, surface: $surface, context: $context) {
      hidden
      errors {
        message
      }
    }
  }
`;

const reportMutation = graphql`
  mutation feedbackActionsReportMutation($pinId: String!, $reason: String!) {
    reportPin(pinId: $pinId, reason: $reason) {
      reported
      errors {
        message
      }
    }
  }
`;

const unreportMutation = graphql`
  mutation feedbackActionsUnreportMutation($pinId: String!) {
    unreportPin(pinId: $pinId) {
      reported
      errors {
        message
      }
    }
  }
`;

const logEventMutation = graphql`
  mutation feedbackActionsLogEventMutation($input: LogEventInput!) {
    logEvent(input: $input) {
      ok
    }
  }
`;

/** Every feedback payload's shape: what went wrong, if anything. */
type FeedbackPayload = { readonly errors: ReadonlyArray<{ readonly message: string }> };

/** Tells `onFailure` the server's first error, or that it could not be reached. */
function send<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
  payloadOf: (response: T['response']) => FeedbackPayload,
  onFailure: (message: string) => void,
): void {
  commitMutation<T>(environment, {
    mutation,
    variables,
    onCompleted: (response) => {
      const error = payloadOf(response).errors[0];
      if (error) onFailure(error.message);
    },
    onError: () => onFailure(NETWORK_ERROR_MESSAGE),
  });
}

export interface FeedbackContext {
  readonly environment: Environment;
  /** The error toast that says why a change was put back. */
  readonly showError: (message: string) => void;
}

/** Hides the pin: the 'Pin hidden' cover at once, taken down again if the hide fails. */
export function hidePin({ environment, showError }: FeedbackContext, pinId: string, where: PinSurface): void {
  const state: CoverState = { kind: 'hidden', surface: where, unfollowed: null };
  setCover(pinId, state);
  send<feedbackActionsHideMutation>(environment, hideMutation, { pinId, surface: where.surface, context: where.context }, (r) => r.hidePin, (message) => {
    if (coverOf(pinId) === state) setCover(pinId, null);
    showError(message);
  });
}

/** Reports the pin with a reason (a code of Query.pinReportReasons): the 'Reported' cover at once. */
export function reportPin({ environment, showError }: FeedbackContext, pinId: string, reason: string, where: PinSurface): void {
  const state: CoverState = { kind: 'reported', surface: where, unfollowed: null };
  const before = coverOf(pinId);
  setCover(pinId, state);
  send<feedbackActionsReportMutation>(environment, reportMutation, { pinId, reason }, (r) => r.reportPin, (message) => {
    if (coverOf(pinId) === state) setCover(pinId, before);
    showError(message);
  });
}

/** Undo on the hidden or reported cover: the pin shows again at once (unhidePin / unreportPin); the cover comes back if that fails. */
export function undoFeedback({ environment, showError }: FeedbackContext, pinId: string, state: CoverState): void {
  setCover(pinId, null);
  const restore = (message: string) => {
    if (coverOf(pinId) === null) setCover(pinId, state);
    showError(message);
  };
  if (state.kind === 'hidden') {
    const { surface, context } = state.surface;
    send<feedbackActionsUnhideMutation>(environment, unhideMutation, { pinId, surface, context }, (r) => r.unhidePin, restore);
  } else {
    send<feedbackActionsUnreportMutation>(environment, unreportMutation, { pinId }, (r) => r.unreportPin, restore);
  }
}

/** A follow feedback event (platform §7: 26, 27, 601, 602); fire and forget. */
export function logFollowFeedback(environment: Environment, event: FollowFeedbackEvent): void {
  commitMutation<feedbackActionsLogEventMutation>(environment, {
    mutation: logEventMutation,
    variables: { input: { eventType: event.eventType, objectIdStr: event.objectIdStr, auxData: event.auxData } },
  });
}

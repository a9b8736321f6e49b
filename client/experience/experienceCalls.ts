/* eslint-disable relay/unused-fields -- the placements are read by placementOf (./placement.ts) */
/**
 * The experience calls (platform §7, schema/experience/): experiencePlacements for what placements
 * show, and the status mutations a transition makes (./transitions.ts mutationOf). A call resolves
 * when the server took it; an answer with errors, or no answer, rejects.
 */
import { commitMutation, fetchQuery, graphql } from 'react-relay';
import { ConnectionHandler, type Environment, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';
import { placementOf, type Placement } from './placement';
import { mutationOf, type ExperienceTransition } from './transitions';
import type { experienceCallsCompleteMutation } from './__generated__/experienceCallsCompleteMutation.graphql';
import type { experienceCallsDismissMutation } from './__generated__/experienceCallsDismissMutation.graphql';
import type { experienceCallsPlacementsQuery } from './__generated__/experienceCallsPlacementsQuery.graphql';
import type { experienceCallsViewedMutation } from './__generated__/experienceCallsViewedMutation.graphql';

const placementsQuery = graphql`
  query experienceCallsPlacementsQuery($placementIds: [String!]!) {
    experiencePlacements(placementIds: $placementIds) {
      id
      placementId
      placedExperienceId
      type
      display {
        anchor
        hideFooter
        title
        body
        buttonText
        href
      }
    }
  }
`;

const viewedMutation = graphql`
  mutation experienceCallsViewedMutation($placedExperienceId: String!) {
    markExperienceViewed(placedExperienceId: $placedExperienceId) {
      errors {
        message
      }
    }
  }
`;

const completeMutation = graphql`
  mutation experienceCallsCompleteMutation($placedExperienceId: String!, $withoutHomefeed: Boolean) {
    completeExperience(placedExperienceId: $placedExperienceId, withoutHomefeed: $withoutHomefeed) {
      refreshHomeFeed
      errors {
        message
      }
    }
  }
`;

const dismissMutation = graphql`
  mutation experienceCallsDismissMutation($placedExperienceId: String!) {
    dismissExperience(placedExperienceId: $placedExperienceId) {
      errors {
        message
      }
    }
  }
`;

interface Answer {
  readonly errors: ReadonlyArray<{ readonly message: string }>;
  readonly refreshHomeFeed?: boolean;
}

function commit<M extends MutationParameters>(environment: Environment, mutation: GraphQLTaggedNode, variables: M['variables'], answerOf: (response: M['response']) => Answer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    commitMutation<M>(environment, {
      mutation,
      variables,
      onCompleted: (response) => {
        const answer = answerOf(response);
        const error = answer.errors[0];
        if (error) reject(new Error(error.message));
        else resolve(answer);
      },
      onError: reject,
    });
  });
}

/** What the call of a transition answered that matters: completing it changed the home feed. */
export interface CallResult {
  readonly refreshHomeFeed: boolean;
}

/** Makes the server call of `transition` on `placedExperienceId` (dismissed: the delete). */
export async function callTransition(environment: Environment, transition: ExperienceTransition, placedExperienceId: string): Promise<CallResult> {
  const { mutation, withoutHomefeed } = mutationOf(transition);
  const variables = { placedExperienceId };
  let answer: Answer;
  if (mutation === 'markExperienceViewed') {
    answer = await commit<experienceCallsViewedMutation>(environment, viewedMutation, variables, (r) => r.markExperienceViewed);
  } else if (mutation === 'dismissExperience') {
    answer = await commit<experienceCallsDismissMutation>(environment, dismissMutation, variables, (r) => r.dismissExperience);
  } else {
    answer = await commit<experienceCallsCompleteMutation>(environment, completeMutation, { ...variables, withoutHomefeed: withoutHomefeed ?? false }, (r) => r.completeExperience);
  }
  return { refreshHomeFeed: answer.refreshHomeFeed === true };
}

/**
 * Asks what each of `placementIds` shows now (experiences are never cached) and hands the answer to
 * `onAnswer` (a failure is dropped: what shows stays). Returns the unsubscribe.
 */
export function askPlacements(environment: Environment, placementIds: readonly string[], onAnswer: (placements: Placement[]) => void): () => void {
  const subscription = fetchQuery<experienceCallsPlacementsQuery>(environment, placementsQuery, { placementIds: [...placementIds] }, { fetchPolicy: 'network-only' }).subscribe({
    next: (data) => onAnswer((data.experiencePlacements ?? []).map(placementOf)),
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}

/** Marks the home feed (HomeFeed's connection) stale, so the next visit of the home page asks it again. */
export function invalidateHomeFeed(environment: Environment): void {
  environment.commitUpdate((store) => {
    const connection = ConnectionHandler.getConnection(store.getRoot(), 'HomeFeed_homefeed');
    connection?.invalidateRecord();
  });
}

/**
 * The attribution GET as the app sends it (loaded on the first ad click, so the first script carries
 * none of it): the browser's fetch, feature check and page, Math.random for the sampling, and the
 * failure statistic as a named client failure (Mutation.logClientError → POST /v3/client_errors/).
 */
import { commitMutation, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import {
  ATTRIBUTION_FAILURE_NAME,
  browserFeatures,
  reportAttribution,
  supportsAttributionReporting,
  type AttributionOutcome,
  type AttributionSource,
  type AttributionType,
} from './attribution';
import type { sendAttributionFailureMutation } from './__generated__/sendAttributionFailureMutation.graphql';

const failureMutation = graphql`
  mutation sendAttributionFailureMutation($name: String!, $message: String) {
    logClientError(name: $name, message: $message) {
      ok
    }
  }
`;

export function sendAdAttribution(environment: Environment, source: AttributionSource, type: AttributionType): Promise<AttributionOutcome> {
  const { origin, hostname } = window.location;
  return reportAttribution(source, type, {
    fetch: (input, init) => window.fetch(input, init),
    random: Math.random,
    supported: supportsAttributionReporting(browserFeatures()),
    // The attribution source is served by this site, so its host is the main one.
    page: { origin, hostname, mainHostname: hostname },
    reportFailure: (message) =>
      commitMutation<sendAttributionFailureMutation>(environment, {
        mutation: failureMutation,
        variables: { name: ATTRIBUTION_FAILURE_NAME, message },
        onError: () => {
          // A lost statistic changes nothing the person sees.
        },
      }),
  });
}

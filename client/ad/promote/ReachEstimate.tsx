/**
 * Quick promote's live reach estimate (Query.reachEstimate: computed by the server from real member
 * counts): asked again whenever the audience changes, once the form has been still for
 * REACH_DEBOUNCE_MS; an older answer arriving late is dropped.
 */
import { Box, Flex, Heading, Text } from 'gestalt';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { compactCount, REACH_DEBOUNCE_MS } from './promoteRules';
import type { AudienceInput, ReachEstimateQuery, ReachEstimateQuery$data } from './__generated__/ReachEstimateQuery.graphql';

const query = graphql`
  query ReachEstimateQuery($adAccountId: ID!, $audience: AudienceInput!) {
    reachEstimate(adAccountId: $adAccountId, audience: $audience) {
      audienceSize
      monthlyReachLow
      monthlyReachHigh
    }
  }
`;

type Estimate = ReachEstimateQuery$data['reachEstimate'];
type State = { readonly key: string; readonly estimate: Estimate | null; readonly failed: boolean };

export default function ReachEstimate({ adAccountId, audience }: { readonly adAccountId: string; readonly audience: AudienceInput }) {
  const environment = useRelayEnvironment();
  const key = JSON.stringify([adAccountId, audience]);
  const [state, setState] = useState<State>({ key: '', estimate: null, failed: false });

  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    const variables = JSON.parse(key) as [string, AudienceInput];
    const timer = setTimeout(() => {
      subscription = fetchQuery<ReachEstimateQuery>(environment, query, { adAccountId: variables[0], audience: variables[1] }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => setState({ key, estimate: data.reachEstimate, failed: false }),
        error: () => setState({ key, estimate: null, failed: true }),
      });
    }, REACH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, key]);

  const current = state.key === key;
  const estimate = state.estimate;
  return (
    <Box padding={4} rounding={4} color="secondary" data-test-id="reach-estimate">
      <Flex direction="column" gap={2}>
        <Heading accessibilityLevel={2} size="300">
          Estimated reach
        </Heading>
        <div role="status" aria-live="polite" aria-busy={!current}>
          {estimate ? (
            <Flex direction="column" gap={1}>
              <Text weight="bold" size="400">
                <span data-test-id="reach-audience-size">{compactCount(estimate.audienceSize)}</span> people in this audience
              </Text>
              <Text color="subtle">
                About {compactCount(estimate.monthlyReachLow)}–{compactCount(estimate.monthlyReachHigh)} people a month
              </Text>
            </Flex>
          ) : (
            <Text color="subtle">{state.failed && current ? 'The estimate is not available right now.' : 'Estimating…'}</Text>
          )}
          {estimate && !current ? (
            <Text color="subtle" size="100">
              Updating…
            </Text>
          ) : null}
        </div>
      </Flex>
    </Box>
  );
}

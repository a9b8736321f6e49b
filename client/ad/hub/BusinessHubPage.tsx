/**
 * /business/hub (issue 19; platform §2): a partner's ad accounts, each with its campaigns (status,
 * budget, schedule, Pause / Resume) and its report (../report/CampaignReport, the analytics part's),
 * with links to bulk editing. A visitor logs in first; a member who is not a partner is offered the
 * conversion (/business/convert, back here after).
 */
import { Box, ButtonLink, Flex, Heading, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import Redirect from '../../shell/Redirect';
import { AccountSkeleton, renderFailure } from '../../shell/routeKit';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import type { AdRouteProps } from '../adChunks';
import { BULK_PATH, convertPath, HUB_PATH, loginPath } from '../adPaths';
import AccountReport from './AccountReport';
import AccountCampaigns from './AccountCampaigns';
import type { adRoutes_HubQuery$data } from '../__generated__/adRoutes_HubQuery.graphql';
import type { BusinessHubPage_viewer$key } from './__generated__/BusinessHubPage_viewer.graphql';

export const HUB_TITLE = 'Business hub';

function BusinessHubPage({ viewer }: { readonly viewer: BusinessHubPage_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment BusinessHubPage_viewer on Viewer {
        businessName
        adAccounts(first: 10) {
          edges {
            node {
              id
              entityId
              name
              currency
              ...AccountCampaigns_adAccount
              ...AccountReport_adAccount
            }
          }
        }
      }
    `,
    viewer,
  );
  useDocumentTitle(`${HUB_TITLE} | Corkboard`);
  const accounts = data.adAccounts.edges.map((edge) => edge.node);
  return (
    <Box maxWidth={960} marginStart="auto" marginEnd="auto" paddingX={4} paddingY={8} data-test-id="business-hub-page">
      <Flex direction="column" gap={6}>
        <Flex justifyContent="between" alignItems="center" gap={3} wrap>
          <Flex direction="column" gap={1}>
            <Heading accessibilityLevel={1} size="400">
              {HUB_TITLE}
            </Heading>
            {data.businessName ? <Text color="subtle">{data.businessName}</Text> : null}
          </Flex>
          <ButtonLink text="Bulk editing" color="gray" href={BULK_PATH} iconEnd="arrow-forward" />
        </Flex>
        {accounts.length === 0 ? <Text>You have no ad accounts yet.</Text> : null}
        {accounts.map((account) => {
          return (
            <Box key={account.id} rounding={4} borderStyle="sm" padding={4} data-test-id="hub-ad-account">
              <Flex direction="column" gap={4}>
                <Flex justifyContent="between" alignItems="baseline" wrap gap={2}>
                  <Heading accessibilityLevel={2} size="400">
                    {account.name}
                  </Heading>
                  <Text size="100" color="subtle">
                    Ad account {account.entityId} · {account.currency}
                  </Text>
                </Flex>
                <Heading accessibilityLevel={3} size="300">
                  Campaigns
                </Heading>
                <AccountCampaigns adAccount={account} />
                <AccountReport adAccount={account} />
              </Flex>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}

/** The route's answer: log in first; a member who is not a partner converts first and comes back. */
export function HubRoute({ data, onRetry }: AdRouteProps<adRoutes_HubQuery$data>) {
  if (!data.viewer) return renderFailure(onRetry);
  if (!data.viewer.isAuthenticated) return <Redirect to={loginPath(HUB_PATH)} fallback={<AccountSkeleton />} />;
  if (!data.viewer.isPartner) return <Redirect to={convertPath(HUB_PATH)} fallback={<AccountSkeleton />} />;
  return <BusinessHubPage viewer={data.viewer} />;
}

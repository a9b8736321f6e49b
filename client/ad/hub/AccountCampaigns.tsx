/**
 * An ad account's campaigns in the business hub, newest first, CAMPAIGNS_PAGE at a time with
 * "Show more" (Relay pagination over AdAccount.campaigns).
 */
import { Box, Divider, Link, Text } from 'gestalt';
import { graphql, usePaginationFragment } from 'react-relay';
import ShowMore from '../../shell/ShowMore';
import { BULK_PATH } from '../adPaths';
import CampaignRow from './CampaignRow';
import type { AccountCampaigns_adAccount$key } from './__generated__/AccountCampaigns_adAccount.graphql';
import type { AccountCampaignsPaginationQuery } from './__generated__/AccountCampaignsPaginationQuery.graphql';

/** Campaigns per page of the hub (the first page and each "Show more"). */
export const CAMPAIGNS_PAGE = 15;

export default function AccountCampaigns({ adAccount }: { readonly adAccount: AccountCampaigns_adAccount$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<AccountCampaignsPaginationQuery, AccountCampaigns_adAccount$key>(
    graphql`
      fragment AccountCampaigns_adAccount on AdAccount
      @argumentDefinitions(count: { type: "Int", defaultValue: 15 }, cursor: { type: "String" })
      @refetchable(queryName: "AccountCampaignsPaginationQuery") {
        name
        currency
        campaigns(first: $count, after: $cursor) @connection(key: "AccountCampaigns_campaigns") {
          edges {
            node {
              id
              ...CampaignRow_campaign
            }
          }
        }
      }
    `,
    adAccount,
  );
  const campaigns = data.campaigns.edges.map((edge) => edge.node);
  if (campaigns.length === 0 && !hasNext) {
    return (
      <Text color="subtle">
        No campaigns yet. Open one of your Pins and choose Promote, or{' '}
        <Link href={BULK_PATH} display="inline" underline="always">
          upload a bulk sheet
        </Link>
        .
      </Text>
    );
  }
  return (
    <Box>
      <Box role="list" aria-label={`Campaigns of ${data.name}`}>
        {campaigns.map((campaign, index) => (
          <div role="listitem" key={campaign.id}>
            {index > 0 ? <Divider /> : null}
            <CampaignRow campaign={campaign} currency={data.currency} />
          </div>
        ))}
      </Box>
      <ShowMore paging={{ hasNext, isLoadingNext, loadNext }} pageSize={CAMPAIGNS_PAGE} what="campaigns" size="md" />
    </Box>
  );
}

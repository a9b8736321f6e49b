/**
 * An ad account's report in the hub: the analytics part's CampaignReport (../report/CampaignReport.tsx:
 * date range, per-campaign spend, impressions, clicks, CTR and CPM, totals, Export CSV).
 */
import { graphql, useFragment } from 'react-relay';
import CampaignReport from '../report/CampaignReport';
import type { AccountReport_adAccount$key } from './__generated__/AccountReport_adAccount.graphql';

export default function AccountReport({ adAccount }: { readonly adAccount: AccountReport_adAccount$key }) {
  const data = useFragment(
    graphql`
      fragment AccountReport_adAccount on AdAccount {
        ...CampaignReport_adAccount
      }
    `,
    adAccount,
  );
  return <CampaignReport adAccount={data} />;
}

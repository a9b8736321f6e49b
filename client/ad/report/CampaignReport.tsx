import { Box, Button, ButtonLink, Flex, Heading, Table, Text, TextField } from 'gestalt';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { CampaignReport_adAccount$key } from './__generated__/CampaignReport_adAccount.graphql';
import type { CampaignReportRefetchQuery } from './__generated__/CampaignReportRefetchQuery.graphql';

/** The longest range a report covers (server/v3/ad/reporting.ts MAX_REPORT_DAYS). */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

const dayTime = (day: string): number => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN);

/** What is wrong with a range, as the field's message; null when it is fine (the server checks again). */
export function rangeErrors(start: string, end: string): { start?: string; end?: string } | null {
  const from = dayTime(start);
  const to = dayTime(end);
  if (Number.isNaN(from)) return { start: 'Enter a start date.' };
  if (Number.isNaN(to)) return { end: 'Enter an end date.' };
  if (to < from) return { end: 'The end date must be on or after the start date.' };
  if (Math.round((to - from) / DAY_MS) + 1 > MAX_REPORT_DAYS) return { end: `A report covers at most ${MAX_REPORT_DAYS} days.` };
  return null;
}

/** Micro-units as money: '2000000' → '$2.00' (the account's currency). */
export function formatMoney(micros: string, currency: string): string {
  const units = Number(micros) / 1_000_000;
  try {
    return units.toLocaleString('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  } catch {
    return `${units.toFixed(2)} ${currency}`;
  }
}

export const formatCtr = (ctr: number): string => `${(ctr * 100).toFixed(2)}%`;
const formatCount = (n: number): string => n.toLocaleString('en-US');

const STATUS: Record<string, string> = { ACTIVE: 'Active', PAUSED: 'Paused', ARCHIVED: 'Archived' };

/**
 * An ad account's campaign report (issue 19, for /business/hub): a date range (UTC days, both
 * included; the last 30 days at first), a table of its campaigns (spend, impressions, clicks, CTR,
 * CPM) with their totals, and 'Export CSV', the v3 CSV of the same range.
 */
export default function CampaignReport({ adAccount }: { readonly adAccount: CampaignReport_adAccount$key }) {
  const [data, refetch] = useRefetchableFragment<CampaignReportRefetchQuery, CampaignReport_adAccount$key>(
    graphql`
      fragment CampaignReport_adAccount on AdAccount
      @refetchable(queryName: "CampaignReportRefetchQuery")
      @argumentDefinitions(startDate: { type: "Date" }, endDate: { type: "Date" }) {
        entityId
        name
        report(startDate: $startDate, endDate: $endDate) {
          startDate
          endDate
          currency
          totals {
            spendMicros
            impressions
            clicks
            ctr
            cpmMicros
          }
          campaignCount
          campaigns {
            campaignEntityId
            name
            status
            spendMicros
            impressions
            clicks
            ctr
            cpmMicros
          }
        }
        reportCsvUrl(startDate: $startDate, endDate: $endDate)
      }
    `,
    adAccount,
  );
  const report = data.report;
  const [start, setStart] = useState<string>(String(report.startDate));
  const [end, setEnd] = useState<string>(String(report.endDate));
  const [errors, setErrors] = useState<{ start?: string; end?: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const money = (micros: unknown) => formatMoney(String(micros), report.currency);
  const id = `report-${data.entityId}`;

  const apply = () => {
    const wrong = rangeErrors(start, end);
    setErrors(wrong);
    if (wrong) return;
    startTransition(() => {
      refetch({ startDate: start, endDate: end }, { fetchPolicy: 'store-or-network' });
    });
  };

  return (
    <Box data-test-id="campaign-report">
      <Flex direction="column" gap={4}>
        <Heading accessibilityLevel={2} size="400">
          Reporting
        </Heading>
        <Flex gap={3} alignItems="end" wrap>
          <Box minWidth={160}>
            <TextField id={`${id}-start`} label="Start date" type="date" value={start} onChange={({ value }) => setStart(value)} errorMessage={errors?.start} />
          </Box>
          <Box minWidth={160}>
            <TextField id={`${id}-end`} label="End date" type="date" value={end} onChange={({ value }) => setEnd(value)} errorMessage={errors?.end} />
          </Box>
          <Button text={pending ? 'Updating…' : 'Update report'} onClick={apply} disabled={pending} />
          <ButtonLink text="Export CSV" href={data.reportCsvUrl} color="gray" iconEnd="download" />
        </Flex>
        <Text size="200" color="subtle">
          {`${report.startDate} to ${report.endDate} (UTC), ${report.currency}`}
        </Text>
        {report.campaigns.length === 0 ? (
          <Text>No campaigns yet.</Text>
        ) : (
          <Table accessibilityLabel={`Campaigns of ${data.name}, ${report.startDate} to ${report.endDate}`} borderStyle="sm" stickyColumns={1}>
            <Table.Header>
              <Table.Row>
                {['Campaign', 'Status', 'Spend', 'Impressions', 'Clicks', 'CTR', 'CPM'].map((heading) => (
                  <Table.HeaderCell key={heading}>
                    <Text weight="bold" size="200">
                      {heading}
                    </Text>
                  </Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.campaigns.map((c) => (
                <Table.Row key={c.campaignEntityId}>
                  <Table.Cell>
                    <Text size="200">{c.name}</Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Text size="200">{STATUS[c.status] ?? c.status}</Text>
                  </Table.Cell>
                  {[money(c.spendMicros), formatCount(c.impressions), formatCount(c.clicks), formatCtr(c.ctr), money(c.cpmMicros)].map((value, i) => (
                    <Table.Cell key={i}>
                      <Text size="200" align="end">
                        {value}
                      </Text>
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row>
                <Table.Cell>
                  <Text size="200" weight="bold">
                    Total
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Text size="200"> </Text>
                </Table.Cell>
                {[money(report.totals.spendMicros), formatCount(report.totals.impressions), formatCount(report.totals.clicks), formatCtr(report.totals.ctr), money(report.totals.cpmMicros)].map(
                  (value, i) => (
                    <Table.Cell key={i}>
                      <Text size="200" weight="bold" align="end">
                        {value}
                      </Text>
                    </Table.Cell>
                  ),
                )}
              </Table.Row>
            </Table.Footer>
          </Table>
        )}
        {report.campaignCount > report.campaigns.length && (
          <Text size="200" color="subtle">
            {`The first ${report.campaigns.length} of ${report.campaignCount} campaigns; the totals and the CSV count them all.`}
          </Text>
        )}
      </Flex>
    </Box>
  );
}

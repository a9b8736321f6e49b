import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render';
import CampaignReport, { formatCtr, formatMoney, rangeErrors } from './CampaignReport';
import type { CampaignReportTestQuery } from './__generated__/CampaignReportTestQuery.graphql';

(globalThis as { jest?: unknown }).jest = vi;

const query = graphql`
  query CampaignReportTestQuery @relay_test_operation {
    node(id: "account") {
      ...CampaignReport_adAccount @alias(as: "account")
    }
  }
`;

function Test() {
  const data = useLazyLoadQuery<CampaignReportTestQuery>(query, {});
  return data.node?.account ? <CampaignReport adAccount={data.node.account} /> : null;
}

const REPORT = {
  startDate: '2026-02-14',
  endDate: '2026-03-15',
  currency: 'USD',
  campaignCount: 2,
  totals: { spendMicros: '4000000', impressions: 2000, clicks: 20, ctr: 0.01, cpmMicros: '2000000' },
  campaigns: [
    { campaignEntityId: '1', name: 'Spring sale', status: 'ACTIVE', spendMicros: '4000000', impressions: 2000, clicks: 18, ctr: 0.009, cpmMicros: '2000000' },
    { campaignEntityId: '2', name: 'Autumn', status: 'PAUSED', spendMicros: '0', impressions: 0, clicks: 2, ctr: 0, cpmMicros: '0' },
  ],
};

function setup(report: typeof REPORT = REPORT) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      AdAccount: () => ({ id: 'QWRBY2NvdW50OjQ=', entityId: '4', name: 'Ada Studio', report, reportCsvUrl: '/v3/ad_accounts/4/reporting.csv' }),
    }),
  );
  renderWithRouter(<Test />, environment);
  return environment;
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('CampaignReport', () => {
  it('shows each campaign and the totals: spend, impressions, clicks, CTR and CPM', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Campaigns of Ada Studio, 2026-02-14 to 2026-03-15' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Campaign', 'Status', 'Spend', 'Impressions', 'Clicks', 'CTR', 'CPM']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cells(rows[0]!)).toEqual(['Spring sale', 'Active', '$4.00', '2,000', '18', '0.90%', '$2.00']);
    // No impressions: CTR and CPM are 0, not a division by zero.
    expect(cells(rows[1]!)).toEqual(['Autumn', 'Paused', '$0.00', '0', '2', '0.00%', '$0.00']);
    expect(cells(rows[2]!)).toEqual(['Total', ' ', '$4.00', '2,000', '20', '1.00%', '$2.00']);
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe('/v3/ad_accounts/4/reporting.csv');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-02-14');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2026-03-15');
  });

  it('says when the account has more campaigns than the report lists (and not when it lists them all)', async () => {
    setup({ ...REPORT, campaignCount: 201 });
    expect(await screen.findByText('The first 2 of 201 campaigns; the totals and the CSV count them all.')).toBeTruthy();
  });

  it('says nothing of a count when every campaign is listed', async () => {
    setup();
    await screen.findByRole('table');
    expect(screen.queryByText(/The first \d+ of/)).toBeNull();
  });

  it('refuses a range over 366 days or backwards, and refetches a good one', async () => {
    const environment = setup();
    await screen.findByRole('table');
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    fireEvent.change(start, { target: { value: '2025-03-14' } });
    fireEvent.change(end, { target: { value: '2026-03-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update report' }));
    expect(await screen.findByText('A report covers at most 366 days.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(start, { target: { value: '2026-03-16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update report' }));
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeTruthy();

    fireEvent.change(start, { target: { value: '2025-03-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update report' }));
    const refetch = environment.mock.getMostRecentOperation();
    expect(refetch.request.variables).toMatchObject({ startDate: '2025-03-15', endDate: '2026-03-15' });
    act(() => {
      environment.mock.resolve(
        refetch,
        MockPayloadGenerator.generate(refetch, {
          AdAccount: () => ({
            id: 'QWRBY2NvdW50OjQ=',
            entityId: '4',
            name: 'Ada Studio',
            report: { ...REPORT, startDate: '2025-03-15', campaigns: [REPORT.campaigns[1]], totals: { spendMicros: '0', impressions: 0, clicks: 2, ctr: 0, cpmMicros: '0' } },
            reportCsvUrl: '/v3/ad_accounts/4/reporting.csv?start_date=2025-03-15&end_date=2026-03-15',
          }),
        }),
      );
    });
    expect(await screen.findByRole('table', { name: 'Campaigns of Ada Studio, 2025-03-15 to 2026-03-15' })).toBeTruthy();
    expect(screen.queryByText('Spring sale')).toBeNull();
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe('/v3/ad_accounts/4/reporting.csv?start_date=2025-03-15&end_date=2026-03-15');
  });
});

describe('report helpers', () => {
  it('checks the range on both sides of 366 days', () => {
    expect(rangeErrors('2025-03-15', '2026-03-15')).toBeNull();
    expect(rangeErrors('2025-03-14', '2026-03-15')).toEqual({ end: 'A report covers at most 366 days.' });
    expect(rangeErrors('2026-03-01', '2026-03-01')).toBeNull();
    expect(rangeErrors('2026-03-02', '2026-03-01')).toEqual({ end: 'The end date must be on or after the start date.' });
    expect(rangeErrors('', '2026-03-01')).toEqual({ start: 'Enter a start date.' });
  });
  it('formats money from micro-units and CTR as a percentage', () => {
    expect(formatMoney('1234567', 'USD')).toBe('$1.23');
    expect(formatMoney('0', 'EUR')).toBe('€0.00');
    expect(formatCtr(0.0125)).toBe('1.25%');
    expect(formatCtr(0)).toBe('0.00%');
  });
});

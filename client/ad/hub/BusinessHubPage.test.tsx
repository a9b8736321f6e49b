import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { adaUser, nextOperation, signedInViewer } from '../../testing/operations';
import { renderApp, type MockEnvironment } from '../../testing/render';

const campaign = { id: 'Q2FtcGFpZ246OQ==', name: 'Brass lamp', objective: 'AWARENESS', status: 'ACTIVE', dailyBudgetMicros: '5000000', lifetimeBudgetMicros: null, startTime: '2026-11-01T00:00:00.000Z', endTime: null };
const account = {
  id: 'QWRBY2NvdW50OjU=',
  entityId: '5',
  name: 'Acme Studio',
  currency: 'USD',
  campaigns: { edges: [{ cursor: 'c1', node: { __typename: 'Campaign', ...campaign } }], pageInfo: { hasNextPage: false, endCursor: 'c1' } },
  report: {
    startDate: '2026-10-29',
    endDate: '2026-11-27',
    currency: 'USD',
    totals: { spendMicros: '0', impressions: 0, clicks: 0, ctr: 0, cpmMicros: '0' },
    campaigns: [],
  },
  reportCsvUrl: '/v3/ad_accounts/5/reporting.csv',
};

async function openHub(viewer: Record<string, unknown> = { isAuthenticated: true, isPartner: true, businessName: 'Acme', adAccounts: { edges: [{ node: account }] } }) {
  const environment = createMockEnvironment();
  renderApp(environment, '/business/hub', { viewer: signedInViewer({ user: adaUser() }) });
  const operation = await nextOperation(environment, 'adRoutes_HubQuery');
  await act(async () => environment.mock.resolve(operation, { data: { viewer } }));
  return { environment, user: userEvent.setup() };
}

const row = () => screen.getByTestId('hub-campaign');

async function answer(environment: MockEnvironment, data: Record<string, unknown>) {
  const operation = await nextOperation(environment, 'CampaignRowStatusMutation');
  await act(async () => environment.mock.resolve(operation, { data: { setCampaignStatus: data } }));
  return operation;
}

describe('/business/hub', () => {
  beforeAll(async () => {
    await import('./BusinessHubPage');
  }, 30_000);

  it('sends a member who is not a partner to convert first', async () => {
    const { environment } = await openHub({ isAuthenticated: true, isPartner: false, businessName: null, adAccounts: { edges: [] } });
    expect(await nextOperation(environment, 'adRoutes_ConvertQuery')).toBeTruthy();
  });

  it('Pause shows at once and stays when the server agrees; a refusal puts Active back with its message', async () => {
    const { environment, user } = await openHub();
    expect(await screen.findByRole('heading', { name: 'Business hub' })).toBeTruthy();
    expect(within(row()).getByText('Brass lamp')).toBeTruthy();
    expect(row().getAttribute('data-campaign-status')).toBe('ACTIVE');

    await user.click(screen.getByRole('button', { name: 'Pause Brass lamp' }));
    expect(row().getAttribute('data-campaign-status')).toBe('PAUSED');
    const pause = await answer(environment, { campaign: { id: campaign.id, status: 'PAUSED' }, errors: [] });
    expect(pause.request.variables).toEqual({ input: { id: campaign.id, status: 'PAUSED' } });
    expect(row().getAttribute('data-campaign-status')).toBe('PAUSED');

    await user.click(screen.getByRole('button', { name: 'Resume Brass lamp' }));
    expect(row().getAttribute('data-campaign-status')).toBe('ACTIVE');
    await answer(environment, { campaign: null, errors: [{ code: 'RATE_LIMITED', field: null, message: 'Too many changes. Wait a minute.' }] });
    expect(row().getAttribute('data-campaign-status')).toBe('PAUSED');
    expect(await screen.findByText('Too many changes. Wait a minute.')).toBeTruthy();
  });

  it('a network failure takes the change back too', async () => {
    const { environment, user } = await openHub();
    await user.click(await screen.findByRole('button', { name: 'Pause Brass lamp' }));
    expect(row().getAttribute('data-campaign-status')).toBe('PAUSED');
    await nextOperation(environment, 'CampaignRowStatusMutation');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(row().getAttribute('data-campaign-status')).toBe('ACTIVE');
    expect(await screen.findByText("Couldn't reach Corkboard. Please try again.")).toBeTruthy();
  });

  it('lists 15 campaigns, then 15 more with Show more, until there are no more', async () => {
    const many = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => ({
        cursor: `c${from + i}`,
        node: { __typename: 'Campaign', ...campaign, id: `Campaign:${from + i}`, name: `Lamp ${from + i}` },
      }));
    const { environment, user } = await openHub({
      isAuthenticated: true,
      isPartner: true,
      businessName: 'Acme',
      adAccounts: { edges: [{ node: { ...account, campaigns: { edges: many(1, 15), pageInfo: { hasNextPage: true, endCursor: 'c15' } } } }] },
    });
    expect(await screen.findAllByTestId('hub-campaign')).toHaveLength(15);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const more = await nextOperation(environment, 'AccountCampaignsPaginationQuery');
    expect(more.request.variables).toMatchObject({ count: 15, cursor: 'c15', id: account.id });
    await act(async () =>
      environment.mock.resolve(more, {
        data: { node: { __typename: 'AdAccount', id: account.id, name: account.name, currency: 'USD', campaigns: { edges: many(16, 17), pageInfo: { hasNextPage: false, endCursor: 'c17' } } } },
      }),
    );
    expect(screen.getAllByTestId('hub-campaign')).toHaveLength(17);
    expect(screen.getByText('Lamp 17')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('a failed page says so and offers Try again', async () => {
    const { environment, user } = await openHub({
      isAuthenticated: true,
      isPartner: true,
      businessName: 'Acme',
      adAccounts: { edges: [{ node: { ...account, campaigns: { ...account.campaigns, pageInfo: { hasNextPage: true, endCursor: 'c1' } } } }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await nextOperation(environment, 'AccountCampaignsPaginationQuery');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByText("Couldn't load more campaigns.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getAllByTestId('hub-campaign')).toHaveLength(1);
  });
});

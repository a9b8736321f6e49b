import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TYPEAHEAD_DEBOUNCE_MS } from '../../search/HeaderSearch';
import { adaUser, nextOperation, signedInViewer } from '../../testing/operations';
import { renderApp, type MockEnvironment } from '../../testing/render';
import { REACH_DEBOUNCE_MS } from './promoteRules';

const ACCOUNT = { id: 'QWRBY2NvdW50OjU=', name: 'Acme Studio' };
const viewer = (overrides: Record<string, unknown> = {}) => ({
  isAuthenticated: true,
  isPartner: true,
  user: { id: 'VXNlcjox', entityId: '1' },
  adAccounts: { edges: [{ node: ACCOUNT }] },
  ...overrides,
});
const pin = (overrides: Record<string, unknown> = {}) => ({
  id: 'UGluOjc3',
  entityId: '77',
  title: 'Brass lamp',
  link: 'https://shop.example/lamp',
  image: { url: 'https://img.example/236x/77.jpg' },
  pinner: { id: 'VXNlcjox', entityId: '1' },
  board: { privacy: 'public', topic: { entityId: '900', name: 'Home decor' } },
  sourceInterest: { entityId: '901', name: 'Lighting' },
  ...overrides,
});

async function openPromote(data: { viewer?: Record<string, unknown>; pin?: Record<string, unknown> | null } = {}, path = '/advertiser/quick-promote?pin=77') {
  const environment = createMockEnvironment();
  renderApp(environment, path, { viewer: signedInViewer({ user: { ...adaUser(), entityId: '1' } }) });
  const operation = await nextOperation(environment, 'adRoutes_QuickPromoteQuery');
  await act(async () =>
    environment.mock.resolve(operation, {
      data: { viewer: data.viewer ?? viewer(), ...(operation.request.variables.hasPin ? { pin: data.pin === undefined ? pin() : data.pin } : {}) },
    }),
  );
  return { environment, operation };
}

const pending = (environment: MockEnvironment, name: string) => environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);

async function resolveReach(environment: MockEnvironment, audienceSize: number) {
  const operation = await nextOperation(environment, 'ReachEstimateQuery');
  await act(async () =>
    environment.mock.resolve(operation, { data: { reachEstimate: { audienceSize, monthlyReachLow: Math.floor(audienceSize / 2), monthlyReachHigh: audienceSize * 2 } } }),
  );
  return operation;
}

// A long form: each test clicks through many fields, slow on a shared CI machine.
vi.setConfig({ testTimeout: 60_000 });

describe('/advertiser/quick-promote', () => {
  beforeAll(async () => {
    await import('./QuickPromotePage');
  }, 30_000);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the pin in the address', async () => {
    const { operation } = await openPromote();
    expect(operation.request.variables).toEqual({ pinId: '77', hasPin: true });
    expect(await screen.findByRole('heading', { name: 'Promote your Pin' })).toBeTruthy();
    expect(document.title).toBe('Promote your Pin | Corkboard');
  });

  it('sends a member who is not a partner to convert first, and back here after', async () => {
    const { environment } = await openPromote({ viewer: viewer({ isPartner: false }) });
    const convert = await nextOperation(environment, 'adRoutes_ConvertQuery');
    await act(async () => environment.mock.resolve(convert, { data: { viewer: { isAuthenticated: true, isPartner: false, businessName: null } } }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Business name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    const mutation = await nextOperation(environment, 'ConvertPageMutation');
    await act(async () => environment.mock.resolve(mutation, { data: { convertToBusiness: { viewer: { isPartner: true, businessName: 'Acme' }, adAccount: ACCOUNT, errors: [] } } }));
    expect((await nextOperation(environment, 'adRoutes_QuickPromoteQuery')).request.variables).toEqual({ pinId: '77', hasPin: true });
  });

  it("someone else's pin has no form", async () => {
    await openPromote({ pin: pin({ pinner: { id: 'VXNlcjoy', entityId: '2' } }) });
    expect(await screen.findByRole('heading', { name: 'You can only promote your own Pins' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Promote' })).toBeNull();
  });

  it("a secret board's pin cannot be promoted", async () => {
    await openPromote({ pin: pin({ board: { privacy: 'secret', topic: null } }) });
    expect(await screen.findByRole('heading', { name: 'This Pin is on a secret board' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Promote' })).toBeNull();
  });

  it('the reach estimate is asked once the form is still for 400 ms, and again when the audience changes', async () => {
    vi.useFakeTimers();
    const { environment } = await openPromote();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('heading', { name: 'Promote your Pin' });
    await act(async () => vi.advanceTimersByTime(REACH_DEBOUNCE_MS - 1));
    expect(pending(environment, 'ReachEstimateQuery')).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    const automatic = await resolveReach(environment, 12_000);
    expect(automatic.request.variables).toEqual({ adAccountId: ACCOUNT.id, audience: { mode: 'AUTOMATIC', pinId: '77' } });
    expect(screen.getByTestId('reach-audience-size').textContent).toBe('12K');

    await user.click(screen.getByLabelText('Choose your audience'));
    await user.click(screen.getByRole('button', { name: 'Add Home decor' }));
    await user.click(screen.getByLabelText('25-34'));
    // Still the old number (marked as updating) until the form settles and the answer comes.
    expect(screen.getByTestId('reach-audience-size').textContent).toBe('12K');
    expect(screen.getByText('Updating…')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(REACH_DEBOUNCE_MS));
    const chosen = await resolveReach(environment, 950);
    expect(chosen.request.variables.audience).toEqual({ mode: 'CHOSEN', pinId: '77', interestIds: ['900'], locales: [], ageBuckets: ['25-34'], genders: [] });
    expect(screen.getByTestId('reach-audience-size').textContent).toBe('950');
    expect(screen.queryByText('Updating…')).toBeNull();
  });

  it('finds interests by name as you type and adds them to the audience', async () => {
    vi.useFakeTimers();
    const { environment } = await openPromote();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByLabelText('Choose your audience'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Search interests' }), { target: { value: 'garden' } });
    await act(async () => vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS));
    const search = await nextOperation(environment, 'InterestPickerQuery');
    expect(search.request.variables).toEqual({ query: 'garden', first: 8 });
    await act(async () => environment.mock.resolve(search, { data: { searchTypeahead: { topics: [{ entityId: '300', name: 'Gardening' }, { entityId: '301', name: 'Garden design' }] } } }));
    await user.click(screen.getByRole('button', { name: 'Add Gardening' }));
    const chosen = screen.getByRole('list', { name: 'Chosen interests' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Gardening']);
    await user.click(within(chosen).getByRole('button', { name: 'Remove Gardening' }));
    expect(screen.queryByRole('list', { name: 'Chosen interests' })).toBeNull();
  });

  it('refuses a chosen audience without interests, a budget under $1 and a duration over 90 days, each on its field', async () => {
    const { environment } = await openPromote();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Choose your audience'));
    fireEvent.change(screen.getByLabelText('Daily budget (USD)'), { target: { value: '0.99' } });
    fireEvent.change(screen.getByLabelText('Duration (days)'), { target: { value: '91' } });
    fireEvent.change(screen.getByLabelText('Destination (optional)'), { target: { value: 'ftp://shop.example' } });
    await user.click(screen.getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText('Choose at least one interest.')).toBeTruthy();
    expect(screen.getByText('The daily budget is at least $1.00.')).toBeTruthy();
    expect(screen.getByText('Run for 1 to 90 days.')).toBeTruthy();
    expect(screen.getByText('Enter an address starting with http:// or https://.')).toBeTruthy();
    expect(pending(environment, 'QuickPromotePageMutation')).toEqual([]);
  });

  it("shows the server's errors on their fields", async () => {
    const { environment } = await openPromote();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Promote' }));
    const mutation = await nextOperation(environment, 'QuickPromotePageMutation');
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: {
          quickPromote: {
            campaign: null,
            ad: null,
            errors: [
              { code: 'INVALID_PARAMETER', field: 'destination_url', message: 'That link is not safe to send people to.' },
              { code: 'RATE_LIMITED', field: null, message: 'Too many changes. Wait a minute.' },
            ],
          },
        },
      }),
    );
    expect(await screen.findByText('That link is not safe to send people to.')).toBeTruthy();
    expect(screen.getByText('Too many changes. Wait a minute.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Promote' })).toBeTruthy();
  });

  it('promotes with the chosen audience, budget in micros and duration, then confirms with a link to the hub', async () => {
    const { environment } = await openPromote();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Get video views'));
    await user.click(screen.getByLabelText('Choose your audience'));
    await user.click(screen.getByRole('button', { name: 'Add Lighting' }));
    await user.click(screen.getByLabelText('English (UK)'));
    await user.click(screen.getByLabelText('Female'));
    fireEvent.change(screen.getByLabelText('Daily budget (USD)'), { target: { value: '12.50' } });
    fireEvent.change(screen.getByLabelText('Duration (days)'), { target: { value: '14' } });
    await user.click(screen.getByRole('button', { name: 'Promote' }));
    const mutation = await nextOperation(environment, 'QuickPromotePageMutation');
    expect(mutation.request.variables).toEqual({
      input: {
        adAccountId: ACCOUNT.id,
        pinId: '77',
        objective: 'VIDEO_VIEW',
        audience: { mode: 'CHOSEN', pinId: '77', interestIds: ['901'], locales: ['en-GB'], ageBuckets: [], genders: ['female'] },
        dailyBudgetMicros: '12500000',
        durationDays: 14,
      },
    });
    await act(async () =>
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, {
          QuickPromotePayload: () => ({ errors: [] }),
          Campaign: () => ({ id: 'Q2FtcGFpZ246OQ==', entityId: '9', name: 'Brass lamp', status: 'ACTIVE', dailyBudgetMicros: '12500000', endTime: null }),
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Your Pin is promoted' })).toBeTruthy();
    expect(screen.getByTestId('quick-promote-done').textContent).toContain('$12.50');
    expect(screen.getByRole('link', { name: 'Go to the business hub' }).getAttribute('href')).toBe('/business/hub');
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { adaUser, nextOperation, signedInViewer } from '../../testing/operations';
import { renderApp, type MockEnvironment } from '../../testing/render';
import { businessNameError } from './ConvertPage';

async function openConvert(path = '/business/convert', viewer: Record<string, unknown> = { isAuthenticated: true, isPartner: false, businessName: null }) {
  const environment = createMockEnvironment();
  renderApp(environment, path, { viewer: signedInViewer({ user: adaUser() }) });
  const operation = await nextOperation(environment, 'adRoutes_ConvertQuery');
  await act(async () => environment.mock.resolve(operation, { data: { viewer } }));
  return { environment, user: userEvent.setup() };
}

async function answer(environment: MockEnvironment, data: Record<string, unknown>) {
  const operation = await nextOperation(environment, 'ConvertPageMutation');
  await act(async () => environment.mock.resolve(operation, { data: { convertToBusiness: data } }));
  return operation;
}

describe('/business/convert', () => {
  beforeAll(async () => {
    await import('./ConvertPage');
  }, 30_000);

  it('the business name is 1 to 100 characters after trimming', () => {
    expect(businessNameError('')).toBe('Enter your business name.');
    expect(businessNameError('   ')).toBe('Enter your business name.');
    expect(businessNameError('A')).toBeNull();
    expect(businessNameError('x'.repeat(100))).toBeNull();
    expect(businessNameError('x'.repeat(101))).toBe('Use 100 characters or fewer.');
  });

  it('sends a visitor to log in first', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/business/convert');
    const operation = await nextOperation(environment, 'adRoutes_ConvertQuery');
    await act(async () => environment.mock.resolve(operation, { data: { viewer: { isAuthenticated: false, isPartner: false, businessName: null } } }));
    expect(await nextOperation(environment, 'routes_AccountQuery')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Convert to a business account' })).toBeNull();
  });

  it('an empty name is refused on its field, without asking the server', async () => {
    const { environment, user } = await openConvert();
    expect(document.title).toBe('Convert to a business account | Corkboard');
    await user.type(screen.getByLabelText('Business name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('Enter your business name.')).toBeTruthy();
    expect(environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'ConvertPageMutation')).toEqual([]);
  });

  it("shows the server's refusal on the field it names, and a general one under the form", async () => {
    const { environment, user } = await openConvert();
    await user.type(screen.getByLabelText('Business name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    await answer(environment, { viewer: null, adAccount: null, errors: [{ code: 'INVALID_PARAMETER', field: 'businessName', message: 'That name is not allowed.' }] });
    expect(await screen.findByText('That name is not allowed.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Convert' }));
    await answer(environment, { viewer: null, adAccount: null, errors: [{ code: 'RATE_LIMITED', field: null, message: 'Too many tries. Wait a minute.' }] });
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Wait a minute.');
  });

  it('converts with the trimmed name, then goes on to the hub', async () => {
    const { environment, user } = await openConvert();
    await user.type(screen.getByLabelText('Business name'), '  Acme Studio ');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    const mutation = await answer(environment, {
      viewer: { isPartner: true, businessName: 'Acme Studio' },
      adAccount: { id: 'QWRBY2NvdW50OjE=', name: 'Acme Studio' },
      errors: [],
    });
    expect(mutation.request.variables).toEqual({ input: { businessName: 'Acme Studio' } });
    expect(await nextOperation(environment, 'adRoutes_HubQuery')).toBeTruthy();
  });

  it('goes back to `next` once converted (quick promote of a pin)', async () => {
    const { environment, user } = await openConvert(`/business/convert?next=${encodeURIComponent('/advertiser/quick-promote?pin=77')}`);
    await user.type(screen.getByLabelText('Business name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    await answer(environment, { viewer: { isPartner: true, businessName: 'Acme' }, adAccount: { id: 'QWRBY2NvdW50OjE=', name: 'Acme' }, errors: [] });
    const promote = await nextOperation(environment, 'adRoutes_QuickPromoteQuery');
    expect(promote.request.variables).toEqual({ pinId: '77', hasPin: true });
  });

  it('a partner already is one: straight on to the hub', async () => {
    const { environment } = await openConvert('/business/convert', { isAuthenticated: true, isPartner: true, businessName: 'Acme' });
    expect(await nextOperation(environment, 'adRoutes_HubQuery')).toBeTruthy();
  });
});

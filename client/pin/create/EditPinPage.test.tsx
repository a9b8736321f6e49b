import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY } from '../../shell/useIsMobile';
import { mockMediaQuery } from '../../testing/matchMedia';
import { adaUser, nextOperation, signedInViewer, signedOutViewer } from '../../testing/operations';
import { mockPin } from '../../testing/pins';
import { renderApp, type MockEnvironment } from '../../testing/render';
import { LINK_INVALID } from './pinFields';
import { CANT_EDIT } from './EditPinPage';

const PIN_ID = 'UGluOjEwMDAx';
const member = { ...signedInViewer(), user: { ...adaUser(), entityId: '1' } };

async function openEditor(pin: Record<string, unknown>, viewer: Record<string, unknown> = member) {
  const environment = createMockEnvironment();
  renderApp(environment, '/pin/1001/edit/', { viewer });
  const operation = await nextOperation(environment, 'routes_PinEditQuery');
  expect(operation.request.variables).toEqual({ pinId: '1001' });
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ isAuthenticated: viewer.isAuthenticated }),
        Pin: () => mockPin(1, { id: PIN_ID, entityId: '1001', seoUrl: '/pin/lemon-tart--1001/', title: 'Lemon tart', description: 'Sharp.', link: 'https://example.com/tart', altText: 'A tart', ...pin }),
        Image: () => ({ url: 'https://img.example/736x/1.jpg', width: 736, height: 900 }),
        User: () => ({ fullName: 'Ada Baker', username: 'ada', imageMediumUrl: '' }),
        Board: () => ({ id: 'Qm9hcmQ6NDI=', entityId: '42', name: 'Desserts', url: '/ada/desserts/' }),
        BoardSection: () => ({ entityId: '7', title: 'Tarts' }),
        PinJoin: () => ({ visualAnnotation: [], shoppingKlpUrls: [] }),
      }),
    ),
  );
  return { environment, user: userEvent.setup() };
}

const updateInputs = (environment: MockEnvironment) =>
  environment.mock
    .getAllOperations()
    .filter((operation) => operation.request.node.params.name === 'useUpdatePinMutation')
    .map((operation) => operation.request.variables.input as Record<string, unknown>);

beforeAll(async () => {
  await Promise.all([import('./EditPinPage'), import('../../closeup/Closeup')]);
}, 30_000);
afterEach(() => vi.restoreAllMocks());

describe('/pin/{id}/edit', () => {
  it('asks a limited login to confirm the password first (platform §6), not the editor', async () => {
    const limited = { ...signedInViewer({ isLimitedLogin: true }), user: { ...adaUser(), entityId: '1' } };
    const { environment } = await openEditor({ viewerCanEdit: true }, limited);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to edit this Pin' })).toBeTruthy();
    expect(within(await screen.findByTestId('limited-login-modal')).getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit Pin' })).toBeNull();
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(updateInputs(environment)).toEqual([]);
  });

  it("lets the pin's owner change its fields over the closeup, and saves only what changed", async () => {
    const { environment, user } = await openEditor({ viewerCanEdit: true });
    const editor = await screen.findByRole('dialog', { name: 'Edit Pin' });
    // The closeup behind the dialog is seen but out of reach (inert, hidden from assistive technology).
    expect(screen.queryByRole('heading', { level: 1, name: 'Lemon tart' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Lemon tart', hidden: true }).closest('[inert]')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    const title = within(editor).getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe('Lemon tart');
    expect((within(editor).getByLabelText('Link') as HTMLInputElement).value).toBe('https://example.com/tart');
    expect((within(editor).getByLabelText('Alt text') as HTMLTextAreaElement).value).toBe('A tart');
    expect(within(editor).getByText('Desserts / Tarts')).toBeTruthy();

    await user.clear(within(editor).getByLabelText('Link'));
    await user.type(within(editor).getByLabelText('Link'), 'ftp://nope');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText(LINK_INVALID)).toBeTruthy();
    expect(updateInputs(environment)).toEqual([]);

    await user.clear(within(editor).getByLabelText('Link'));
    await user.type(within(editor).getByLabelText('Link'), 'https://example.com/new');
    await user.clear(title);
    await user.type(title, 'Lemon tart, sharper');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateInputs(environment)).toHaveLength(1));
    expect(updateInputs(environment)[0]).toEqual({ pinId: PIN_ID, title: 'Lemon tart, sharper', link: 'https://example.com/new' });
    const update = await nextOperation(environment, 'useUpdatePinMutation');
    const board = { id: 'Qm9hcmQ6NDI=', entityId: '42', name: 'Desserts', url: '/ada/desserts/' };
    const pin = { id: PIN_ID, seoUrl: '/pin/lemon-tart-sharper--1001/', title: 'Lemon tart, sharper', description: 'Sharp.', link: 'https://example.com/new', altText: 'A tart', board, section: null };
    await act(async () => environment.mock.resolve(update, { data: { updatePin: { pin, errors: [] } } }));
    expect((await nextOperation(environment, 'routes_PinQuery')).request.variables).toEqual({ pinId: 'lemon-tart-sharper--1001' });
  });

  it('shows what the server refused', async () => {
    const { environment, user } = await openEditor({ viewerCanEdit: true });
    const editor = await screen.findByRole('dialog', { name: 'Edit Pin' });
    await user.type(within(editor).getByLabelText('Title'), '!');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    const update = await nextOperation(environment, 'useUpdatePinMutation');
    await act(async () => environment.mock.resolve(update, { data: { updatePin: { pin: null, errors: [{ code: 'BAD_REQUEST', message: 'Please enter a shorter title.' }] } } }));
    expect(await within(editor).findByText('Please enter a shorter title.')).toBeTruthy();
  });

  it('deletes the pin at once after a confirmation and goes back to its board', async () => {
    const { environment, user } = await openEditor({ viewerCanEdit: true });
    const editor = await screen.findByRole('dialog', { name: 'Edit Pin' });
    await user.click(within(editor).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this Pin?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const remove = await nextOperation(environment, 'useDeletePinMutation');
    expect(remove.request.variables).toEqual({ input: { pinId: PIN_ID } });
    expect((await nextOperation(environment, 'routes_BoardQuery')).request.variables).toMatchObject({ username: 'ada', slug: 'desserts' });
  });

  it("tells someone else they can't edit it", async () => {
    await openEditor({ viewerCanEdit: false });
    expect(await screen.findByRole('heading', { level: 1, name: CANT_EDIT })).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('sends a visitor to log in, back to /pin/{id}/edit/', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/pin/1001/edit/');
    const operation = await nextOperation(environment, 'routes_PinEditQuery');
    await act(async () => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Viewer: () => signedOutViewer(), Pin: () => mockPin(1) })));
    expect(await nextOperation(environment, 'routes_AccountQuery')).toBeTruthy();
  });

  it('is a page of its own with Back on a phone', async () => {
    mockMediaQuery(MOBILE_QUERY, true);
    await openEditor({ viewerCanEdit: true });
    const page = await screen.findByTestId('edit-pin');
    expect(within(page).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit Pin' })).toBeNull();
    expect(within(page).getByLabelText('Title')).toBeTruthy();
  });
});

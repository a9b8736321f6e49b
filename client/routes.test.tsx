import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveOperation, signedInViewer, signedOutViewer } from './testing/operations';
import { mockConnection, mockPin } from './testing/pins';
import { renderApp, type MockEnvironment } from './testing/render';

const NOT_FOUND = "Sorry! We couldn't find that page";

async function nextOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => environment.mock.findOperation((operation) => operation.request.node.params.name === name));
}

const resolvePin = (environment: MockEnvironment, operation: OperationDescriptor, pin: Record<string, unknown> | null) =>
  act(async () =>
    environment.mock.resolve(
      operation,
      pin === null
        ? { data: { pin: null, viewer: { isAuthenticated: false, isLimitedLogin: false } } }
        : MockPayloadGenerator.generate(operation, {
            Pin: () => pin,
            Image: () => ({ url: 'https://img.example/736x/1.jpg', width: 736, height: 900 }),
            User: () => ({ fullName: 'Ada Baker', username: 'ada', imageMediumUrl: '' }),
            Board: () => ({ name: 'Desserts', url: '/ada/desserts/' }),
            // Route queries carry no @relay_test_operation type info: lists of scalars need mocks.
            PinJoin: () => ({ visualAnnotation: [], shoppingKlpUrls: [] }),
          }),
    ),
  );

describe('routes', () => {
  // Route components are lazy chunks; load them once so each test waits only for its own queries.
  beforeAll(async () => {
    await Promise.all([import('./closeup/Closeup'), import('./feed/HomeFeed'), import('./account/LoginPage'), import('./account/SignupPage')]);
  }, 30_000);

  it.each(['/', '/homefeed/', '/homefeed'])('%s shows a skeleton, then the home feed from routes_HomeQuery', async (path) => {
    const environment = createMockEnvironment();
    renderApp(environment, path);

    expect(await screen.findByRole('status', { name: 'Loading pins' })).toBeTruthy();
    const operation = await nextOperation(environment, 'routes_HomeQuery');
    expect(operation.request.variables).toMatchObject({ count: 25 });
    await act(async () =>
      environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { PinConnection: () => mockConnection(0, 2, false) })),
    );

    await waitFor(() => expect(screen.getAllByTestId('pin')).toHaveLength(2));
    expect(screen.queryByRole('status', { name: 'Loading pins' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Corkboard home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Corkboard');
  });

  it.each([
    ['/pin/1001', '1001'],
    ['/pin/1001/', '1001'],
    ['/pin/lemon-tart--1001/', 'lemon-tart--1001'],
  ])('%s asks for pin(id: %j) and shows the closeup', async (path, pinId) => {
    const environment = createMockEnvironment();
    renderApp(environment, path);

    expect(await screen.findByRole('status', { name: 'Loading pin' })).toBeTruthy();
    const operation = await nextOperation(environment, 'routes_PinQuery');
    expect(operation.request.variables).toEqual({ pinId });
    await resolvePin(environment, operation, mockPin(1, { title: 'Lemon tart', description: 'Sharp and buttery.', link: null }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon tart' })).toBeTruthy();
    expect(document.title).toBe('Lemon tart');
  });

  it('/pin/{id}/comments/ is the closeup with its comments in view and the box focused; /pin/{id}/sent/ says it was sent to you', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/pin/1001/comments/', { viewer: signedInViewer() });
    const operation = await nextOperation(environment, 'routes_PinQuery');
    expect(operation.request.variables).toEqual({ pinId: '1001' });
    await resolvePin(environment, operation, mockPin(1, { title: 'Lemon tart', link: null }));
    const comments = await resolveOperation(environment, 'CommentsSectionQuery', {
      // The closeup's pin (the same record: both queries ask pin(id: "1001")).
      Pin: () => ({ id: mockPin(1).id, entityId: '1001', commentCount: 0 }),
      CommentConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
    });
    expect(comments.request.variables).toEqual({ pinId: '1001' });
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.queryByText('Sent to you')).toBeNull();

    const sent = createMockEnvironment();
    renderApp(sent, '/pin/lemon-tart--1002/sent/');
    const pinQuery = await nextOperation(sent, 'routes_PinQuery');
    expect(pinQuery.request.variables).toEqual({ pinId: 'lemon-tart--1002' });
    await resolvePin(sent, pinQuery, mockPin(2, { title: 'Plum cake', link: null }));
    expect(await screen.findByText('Sent to you')).toBeTruthy();
  });

  it("offers the pin's owner Edit Pin on the closeup (issue 16), and nobody else", async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/pin/1001/');
    await resolvePin(environment, await nextOperation(environment, 'routes_PinQuery'), mockPin(1, { title: 'Lemon tart', link: null, viewerCanEdit: true }));
    const edit = await screen.findByRole('link', { name: 'Edit Pin' });
    expect(edit.getAttribute('href')).toBe('/pin/1001/edit/');

    const other = createMockEnvironment();
    renderApp(other, '/pin/1002/');
    await resolvePin(other, await nextOperation(other, 'routes_PinQuery'), mockPin(2, { title: 'Plum cake', link: null, viewerCanEdit: false }));
    await screen.findByRole('heading', { level: 1, name: 'Plum cake' });
    expect(screen.getAllByRole('link', { name: 'Edit Pin' })).toHaveLength(1);
  });

  it.each(['/pin-builder', '/pin/create/', '/pin-editor/', '/idea-pin-builder', '/story-pin-builder/'])('%s is a builder page (issue 16), not a pin or a profile', async (path) => {
    const environment = createMockEnvironment();
    renderApp(environment, path);
    const operation = await nextOperation(environment, 'routes_AccountQuery');
    expect(environment.mock.getAllOperations().map((pending) => pending.request.node.params.name)).not.toContain('routes_PinQuery');
    expect(environment.mock.getAllOperations().map((pending) => pending.request.node.params.name)).not.toContain('routes_ProfileQuery');
    expect(operation).toBeTruthy();
  });

  it('/pin/{id}/edit/ asks routes_PinEditQuery for that pin', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/pin/lemon-tart--1001/edit/');
    expect((await nextOperation(environment, 'routes_PinEditQuery')).request.variables).toEqual({ pinId: 'lemon-tart--1001' });
  });

  it('shows the Not Found page for an unknown pin (pin: null)', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/pin/999999999/');
    await resolvePin(environment, await nextOperation(environment, 'routes_PinQuery'), null);

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home feed' }).getAttribute('href')).toBe('/');
  });

  it.each(['/no/such/page/at/all', '/pin/', '/pin/1/extra/'])('shows the Not Found page for %s without querying', async (path) => {
    const environment = createMockEnvironment();
    renderApp(environment, path);

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeTruthy();
    // Only the shell's viewer query (answered by renderApp); no route query is pending.
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).toEqual([]);
  });

  it('shows "Try again" when the route query fails, and refetches on click', async () => {
    const user = userEvent.setup();
    const environment = createMockEnvironment();
    renderApp(environment, '/pin/1001/');
    await act(async () => environment.mock.reject(await nextOperation(environment, 'routes_PinQuery'), new Error('HTTP 502')));

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await resolvePin(environment, await nextOperation(environment, 'routes_PinQuery'), mockPin(1, { title: 'Lemon tart', link: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon tart' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('navigates from a card to its closeup without reloading', async () => {
    const user = userEvent.setup();
    const environment = createMockEnvironment();
    renderApp(environment, '/');
    const home = await nextOperation(environment, 'routes_HomeQuery');
    await act(async () =>
      environment.mock.resolve(home, MockPayloadGenerator.generate(home, { PinConnection: () => mockConnection(0, 2, false) })),
    );

    await user.click(await screen.findByRole('link', { name: 'Pin number 1' }));
    const pin = await nextOperation(environment, 'routes_PinQuery');
    expect(pin.request.variables).toEqual({ pinId: 'pin-number-1--1001' });
    await resolvePin(environment, pin, mockPin(1, { link: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pin number 1' })).toBeTruthy();
  });

  it.each([
    ['/login', 'routes_HomeQuery'],
    ['/signup', 'routes_HomeQuery'],
    ['/login?next=/pin/1001/', 'routes_PinQuery'],
    ['/login?next=//evil.example/', 'routes_HomeQuery'],
  ])('someone already signed in who opens %s goes on to the next page (%s)', async (path, query) => {
    const environment = createMockEnvironment();
    renderApp(environment, path);
    await resolveOperation(environment, 'routes_AccountQuery', { Viewer: () => signedInViewer() });
    expect(await nextOperation(environment, query)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('a signed-out visitor at /login sees the form', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/login?next=/pin/1001/');
    await resolveOperation(environment, 'routes_AccountQuery', { Viewer: signedOutViewer });
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    const names = environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);
    expect(names).not.toContain('routes_PinQuery');
  });
});

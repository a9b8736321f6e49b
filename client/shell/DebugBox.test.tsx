import { act, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextOperation } from '../testing/operations';
import { renderApp } from '../testing/render';
import { wantsDebugBox } from './debugMarker';

const INFO = {
  clientIp: '10.0.0.7',
  internalIp: true,
  viewerId: null,
  username: null,
  isEmployee: false,
  limitedLogin: false,
  requestId: 'req-42',
  hostname: 'web-2',
  pid: 4242,
  nodeVersion: 'v20.20.2',
  uptimeSeconds: 90,
};

describe('the deb_ debug box', () => {
  // The box is a lazy chunk; load it once so each test waits only for its query.
  beforeAll(async () => {
    await import('./DebugBox');
  });

  it.each([
    [{ deb_: '' }, true],
    [{ deb_pin: '1' }, true],
    [{ debug: '1' }, false],
    [{ x_deb_: '1' }, false],
    [{}, false],
  ])('query %j asks for it: %s', (query, wanted) => {
    expect(wantsDebugBox(query)).toBe(wanted);
  });

  it('shows what the server answers when the address has a deb_ marker', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/?deb_=1');
    const operation = await nextOperation(environment, 'DebugBoxQuery');
    await act(async () => environment.mock.resolve(operation, { data: { viewer: { debugInfo: INFO } } }));
    const box = await screen.findByTestId('debug-box');
    expect(box.textContent).toContain('10.0.0.7 (internal)');
    expect(box.textContent).toContain('logged out');
    expect(box.textContent).toContain('web-2 pid 4242');
    expect(box.textContent).toContain('req-42');
  });

  it('shows nothing when the server says the visitor may not see it (debugInfo null)', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/?deb_=1');
    const operation = await nextOperation(environment, 'DebugBoxQuery');
    await act(async () => environment.mock.resolve(operation, { data: { viewer: { debugInfo: null } } }));
    await waitFor(() => expect(environment.mock.isLoading(operation.request.node, {})).toBe(false));
    expect(screen.queryByTestId('debug-box')).toBeNull();
  });

  it('shows nothing and leaves the page alone when the debug query fails', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/?deb_=1');
    const operation = await nextOperation(environment, 'DebugBoxQuery');
    await act(async () => environment.mock.reject(operation, new Error('HTTP 502')));
    expect(screen.queryByTestId('debug-box')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('is not asked for without a marker', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/?debug=1');
    await nextOperation(environment, 'routes_HomeQuery');
    const names = environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);
    expect(names).not.toContain('DebugBoxQuery');
  });
});

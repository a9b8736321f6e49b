import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adaUser, nextOperation, resolveOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { renderApp, type MockEnvironment } from '../testing/render';

async function fillAndSubmit(environment: MockEnvironment) {
  const user = userEvent.setup();
  await resolveOperation(environment, 'routes_AccountQuery', { Viewer: signedOutViewer });
  await user.type(await screen.findByLabelText('Email or username'), 'ada');
  await user.type(screen.getByLabelText('Password'), 'wrong password');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return nextOperation(environment, 'useLoginMutation');
}

describe('/login', () => {
  it('shows the server error beside the password field', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/login');
    const mutation = await fillAndSubmit(environment);
    expect(mutation.request.variables).toEqual({ input: { usernameOrEmail: 'ada', password: 'wrong password' } });
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: {
          login: {
            errors: [{ field: 'password', message: 'The password you entered is incorrect.', code: 'INVALID_PARAMETER' }],
            viewer: { ...signedOutViewer() },
          },
        },
      }),
    );
    const message = await screen.findByText('The password you entered is incorrect.');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    // Gestalt renders the field's errorMessage under it as `${inputId}-error`.
    expect(message.closest('[id]')?.id).toBe(`${password.id}-error`);
  });

  it('shows INVALID_CREDENTIALS as a form-level error', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/login');
    const mutation = await fillAndSubmit(environment);
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: { login: { errors: [{ field: null, message: 'Wrong email or password.', code: 'INVALID_CREDENTIALS' }], viewer: signedOutViewer() } },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong email or password.');
  });

  it('goes to ?next= on success and the header shows the signed-in user', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/login?next=/pin/1001/', { viewer: 'manual' });
    await resolveOperation(environment, 'HeaderViewerQuery', { Viewer: signedOutViewer });
    const mutation = await fillAndSubmit(environment);
    await act(async () =>
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, { AccountPayload: () => ({ errors: [] }), Viewer: () => signedInViewer(), User: adaUser }),
      ),
    );
    const pin = await nextOperation(environment, 'routes_PinQuery');
    expect(pin.request.variables).toEqual({ pinId: '1001' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ada Baker (your profile)' }).getAttribute('href')).toBe('/ada/'));
  });

  it('ignores an off-site ?next=', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/login?next=//evil.example/');
    const mutation = await fillAndSubmit(environment);
    await act(async () =>
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, { AccountPayload: () => ({ errors: [] }), Viewer: () => signedInViewer(), User: adaUser }),
      ),
    );
    expect(await nextOperation(environment, 'routes_HomeQuery')).toBeTruthy();
  });
});

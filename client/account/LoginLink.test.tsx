import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adaUser, nextOperation, resolveOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { renderApp } from '../testing/render';
import { LOGIN_LINK_CONFIRMATION } from './LoginLinkRequest';

const INVALID_LINK = 'This log-in link is invalid or has expired. Please request a new one.';

describe('/login: "Email me a log-in link"', () => {
  async function openLinkForm() {
    const environment = createMockEnvironment();
    renderApp(environment, '/login');
    await resolveOperation(environment, 'routes_AccountQuery', { Viewer: signedOutViewer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Email me a log-in link' }));
    return { environment, user };
  }

  it('requests a link and shows the confirmation', async () => {
    const { environment, user } = await openLinkForm();
    await user.type(screen.getByLabelText('Email for a log-in link'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send log-in link' }));
    const mutation = await nextOperation(environment, 'useRequestLoginLinkMutation');
    expect(mutation.request.variables).toEqual({ email: 'ada@example.com' });
    await act(async () => environment.mock.resolve(mutation, { data: { requestLoginLink: { ok: true, errors: [] } } }));
    expect((await screen.findByRole('status')).textContent).toBe(LOGIN_LINK_CONFIRMATION);
    expect(screen.queryByLabelText('Email for a log-in link')).toBeNull();
  });

  it('shows a malformed email beside the field, and an empty one without asking the server', async () => {
    const { environment, user } = await openLinkForm();
    await user.click(screen.getByRole('button', { name: 'Send log-in link' }));
    expect(await screen.findByText('Please enter your email.')).toBeTruthy();
    expect(environment.mock.getAllOperations().filter((o) => o.request.node.params.operationKind === 'mutation')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email for a log-in link'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send log-in link' }));
    const mutation = await nextOperation(environment, 'useRequestLoginLinkMutation');
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: { requestLoginLink: { ok: false, errors: [{ field: 'email', message: 'Please enter a valid email address.', code: 'INVALID_PARAMETER' }] } },
      }),
    );
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByLabelText('Email for a log-in link').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(LOGIN_LINK_CONFIRMATION)).toBeNull();
  });
});

describe('/login/link/:token', () => {
  it('logs in with the token on arrival and goes home signed in', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/login/link/abc_DEF-123');
    await resolveOperation(environment, 'routes_AccountQuery', { Viewer: signedOutViewer });
    const mutation = await nextOperation(environment, 'useLoginWithLinkMutation');
    expect(mutation.request.variables).toEqual({ token: 'abc_DEF-123' });
    await act(async () =>
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, {
          AccountPayload: () => ({ errors: [] }),
          Viewer: () => signedInViewer({ isLimitedLogin: true }),
          User: adaUser,
        }),
      ),
    );
    await nextOperation(environment, 'routes_HomeQuery');
    // Sent once, even though effects may run twice.
    expect(environment.mock.getAllOperations().filter((o) => o.request.node.params.name === 'useLoginWithLinkMutation')).toHaveLength(0);
  });

  it('shows why a used or expired link failed, with a way to log in', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/login/link/used-token');
    await resolveOperation(environment, 'routes_AccountQuery', { Viewer: signedOutViewer });
    const mutation = await nextOperation(environment, 'useLoginWithLinkMutation');
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: { loginWithLink: { errors: [{ field: 'token', message: INVALID_LINK, code: 'INVALID_PARAMETER' }], viewer: { ...signedOutViewer(), isLimitedLogin: false } } },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(INVALID_LINK);
    expect(within(document.body).getByRole('link', { name: 'Go to log in' }).getAttribute('href')).toBe('/login');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adaUser, nextOperation, signedInViewer } from '../testing/operations';
import { mockConnection } from '../testing/pins';
import { renderApp, type MockEnvironment } from '../testing/render';

const BEN_ID = 'VXNlcjoy';

const ben = () => ({
  id: BEN_ID,
  entityId: '2',
  username: 'ben',
  fullName: 'Ben Carter',
  imageMediumUrl: '',
  about: '',
  followerCount: 7,
  followingCount: 3,
  explicitlyFollowedByMe: false,
  blockedByMe: false,
  isViewer: false,
});

const mutations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.operationKind === 'mutation');

/** Ben's profile, seen by Ada through a limited-login session (or a full one). */
async function renderProfile(isLimitedLogin: boolean) {
  const environment = createMockEnvironment();
  renderApp(environment, '/ben/', { viewer: { ...signedInViewer({ isLimitedLogin }), user: adaUser() } });
  const operation = await nextOperation(environment, 'routes_ProfileQuery');
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ user: ben(), viewer: { isAuthenticated: true, isLimitedLogin, user: { id: 'VXNlcjox', username: 'ada' } } }),
        BoardConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } }),
        PinConnection: () => mockConnection(0, 0, false),
      }),
    ),
  );
  await screen.findByTestId('profile', {}, { timeout: 5000 });
  return { environment, user: userEvent.setup() };
}

const modal = () => screen.getByTestId('limited-login-modal');

describe('LimitedLoginModal (limited-login viewer, platform §6)', () => {
  it('opens instead of following for a limited viewer, and sends nothing', async () => {
    const { environment, user } = await renderProfile(true);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('heading', { name: "Confirm it's you" })).toBeTruthy();
    expect(within(modal()).getByText(/Enter your password to save, follow and change things/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Log in to follow' })).toBeNull();
    expect(mutations(environment)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();

    // Block is gated the same way.
    await user.click(within(modal()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('limited-login-modal')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Profile options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    expect(await screen.findByTestId('limited-login-modal')).toBeTruthy();
    expect(mutations(environment)).toHaveLength(0);
  });

  it('a full member follows at once, without the modal', async () => {
    const { environment, user } = await renderProfile(false);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await nextOperation(environment, 'useFollowUserMutation');
    expect(screen.queryByTestId('limited-login-modal')).toBeNull();
  });

  it('shows a wrong password beside the field and stays open', async () => {
    const { environment, user } = await renderProfile(true);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await user.click(await within(await screen.findByTestId('limited-login-modal')).findByRole('button', { name: 'Continue' }));
    // An empty password is caught before asking the server.
    expect(await within(modal()).findByText('Please enter your password.')).toBeTruthy();
    expect(mutations(environment)).toHaveLength(0);

    await user.type(within(modal()).getByLabelText('Password'), 'not it');
    await user.click(within(modal()).getByRole('button', { name: 'Continue' }));
    const confirm = await nextOperation(environment, 'useConfirmPasswordMutation');
    expect(confirm.request.variables).toEqual({ password: 'not it' });
    await act(async () =>
      environment.mock.resolve(confirm, {
        data: {
          confirmPassword: {
            errors: [{ field: 'password', message: 'The password you entered is incorrect.', code: 'INVALID_CREDENTIALS' }],
            viewer: { ...signedInViewer({ isLimitedLogin: true }), user: adaUser() },
          },
        },
      }),
    );
    expect(await within(modal()).findByText('The password you entered is incorrect.')).toBeTruthy();
    expect(within(modal()).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('closes after the right password; the viewer is then a member and Follow acts', async () => {
    const { environment, user } = await renderProfile(true);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await user.type(within(await screen.findByTestId('limited-login-modal')).getByLabelText('Password'), 'correct horse battery');
    await user.click(within(modal()).getByRole('button', { name: 'Continue' }));
    const confirm = await nextOperation(environment, 'useConfirmPasswordMutation');
    await act(async () =>
      environment.mock.resolve(
        confirm,
        MockPayloadGenerator.generate(confirm, {
          AccountPayload: () => ({ errors: [] }),
          Viewer: () => signedInViewer({ isLimitedLogin: false }),
          User: adaUser,
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('limited-login-modal')).toBeNull());
    expect(mutations(environment).filter((operation) => operation.request.node.params.name === 'useFollowUserMutation')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Follow' }));
    const follow = await nextOperation(environment, 'useFollowUserMutation');
    expect(follow.request.variables).toEqual({ userId: BEN_ID });
    expect(screen.queryByTestId('limited-login-modal')).toBeNull();
  });
});

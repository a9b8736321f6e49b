import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adaUser, nextOperation, resolveOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { renderApp, renderWithRouter } from '../testing/render';
import SettingsPage from './SettingsPage';
import type { SettingsPageTestQuery } from './__generated__/SettingsPageTestQuery.graphql';

const query = graphql`
  query SettingsPageTestQuery @relay_test_operation {
    viewer {
      ...SettingsPage_viewer
    }
  }
`;

function TestSettings({ reload }: { readonly reload: () => void }) {
  const data = useLazyLoadQuery<SettingsPageTestQuery>(query, {});
  return data.viewer ? <SettingsPage viewer={data.viewer} reload={reload} /> : null;
}

const token = (id: number, name: string, scopes: string[], lastUsedAt: string | null = null) => ({
  id: btoa(`AccessToken:${id}`),
  name,
  scopes,
  tokenHint: `cbpat_…ab${id}c`,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt,
});

async function renderSettings(viewer: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  const reload = vi.fn();
  renderWithRouter(<TestSettings reload={reload} />, environment);
  await resolveOperation(environment, 'SettingsPageTestQuery', { Viewer: () => signedInViewer(viewer), User: adaUser });
  return { environment, reload, user: userEvent.setup() };
}

describe('SettingsPage', () => {
  it("shows the server's error beside the first name (31 characters)", async () => {
    const { environment, user } = await renderSettings();
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'A'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const mutation = await nextOperation(environment, 'useUpdateProfileMutation');
    expect(mutation.request.variables.input).toMatchObject({ firstName: 'A'.repeat(31), lastName: 'Baker', username: 'ada' });
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: {
          updateProfile: {
            errors: [{ field: 'firstName', message: 'First name must be at most 30 characters.', code: 'INVALID_PARAMETER' }],
            viewer: { ...signedInViewer(), isLimitedLogin: false, storedSaveBehavior: 1, user: adaUser() },
          },
        },
      }),
    );
    const message = await screen.findByText('First name must be at most 30 characters.');
    expect(message.closest('[id]')?.id).toBe(`${firstName.id}-error`);
  });

  it('the dark mode switch calls updateProfile({ darkMode }) and then reloads the page', async () => {
    const { environment, reload, user } = await renderSettings();
    await user.click(await screen.findByLabelText('Dark mode'));
    const mutation = await nextOperation(environment, 'useUpdateProfileMutation');
    expect(mutation.request.variables).toEqual({ input: { darkMode: true } });
    expect(reload).not.toHaveBeenCalled();
    await act(async () =>
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, { AccountPayload: () => ({ errors: [] }), Viewer: () => signedInViewer({ darkMode: true }), User: adaUser }),
      ),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('by default reloads through window.location.reload', async () => {
    const environment = createMockEnvironment();
    const reload = vi.fn();
    const original = window.location;
    // jsdom's Location is unforgeable; swap the whole object for this test.
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      function Default() {
        const data = useLazyLoadQuery<SettingsPageTestQuery>(query, {});
        return data.viewer ? <SettingsPage viewer={data.viewer} /> : null;
      }
      renderWithRouter(<Default />, environment);
      await resolveOperation(environment, 'SettingsPageTestQuery', { Viewer: () => signedInViewer(), User: adaUser });
      await userEvent.setup().click(await screen.findByLabelText('Dark mode'));
      await resolveOperation(environment, 'useUpdateProfileMutation', { AccountPayload: () => ({ errors: [] }), Viewer: () => signedInViewer({ darkMode: true }) });
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('/settings sends a signed-out visitor to /login?next=/settings', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/settings');
    await resolveOperation(environment, 'routes_SettingsQuery', { Viewer: signedOutViewer });
    await resolveOperation(environment, 'routes_AccountQuery', { Viewer: signedOutViewer });
    expect(await screen.findByRole('heading', { name: 'Log in to Corkboard' })).toBeTruthy();
  });
  it('Saving: choosing "Save to your profile" stores saveBehavior 0 and keeps the choice', async () => {
    const { environment, user } = await renderSettings({ storedSaveBehavior: 1 });
    const profile = await screen.findByLabelText('Save to your profile (Quick Saves)');
    const board = screen.getByLabelText('Choose a board each time');
    expect(board).toHaveProperty('checked', true);
    expect(profile).toHaveProperty('checked', false);
    await user.click(profile);
    const mutation = await nextOperation(environment, 'useUpdateProfileMutation');
    expect(mutation.request.variables).toEqual({ input: { saveBehavior: 0 } });
    await act(async () =>
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, { AccountPayload: () => ({ errors: [] }), Viewer: () => signedInViewer({ storedSaveBehavior: 0 }), User: adaUser }),
      ),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Saving preference updated.');
    expect(screen.getByLabelText('Save to your profile (Quick Saves)')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Choose a board each time')).toHaveProperty('checked', false);
  });

  it('Saving: a failed change goes back to the stored choice and says so', async () => {
    const { environment, user } = await renderSettings({ storedSaveBehavior: 0 });
    expect(await screen.findByLabelText('Save to your profile (Quick Saves)')).toHaveProperty('checked', true);
    await user.click(screen.getByLabelText('Choose a board each time'));
    const mutation = await nextOperation(environment, 'useUpdateProfileMutation');
    expect(mutation.request.variables).toEqual({ input: { saveBehavior: 1 } });
    await act(async () => environment.mock.reject(mutation, new Error('offline')));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not change how you save. Please try again.');
    expect(screen.getByLabelText('Save to your profile (Quick Saves)')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Choose a board each time')).toHaveProperty('checked', false);
  });

  describe('API access', () => {
    const SECRET = `cbpat_${'s3cret'.repeat(7)}x`;
    afterEach(() => vi.restoreAllMocks());

    it('lists the tokens: name, access, created and last used', async () => {
      await renderSettings({ accessTokens: [token(1, 'Backup script', ['read', 'write'], '2026-11-24T08:00:00.000Z'), token(2, 'Dashboard', ['read'])] });
      const items = await screen.findAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        expect.stringMatching(/^Backup scriptRead and write · cbpat_…ab1cCreated Nov 20, 2026 · Last used Nov 24, 2026Revoke$/),
        expect.stringMatching(/^DashboardRead only · cbpat_…ab2cCreated Nov 20, 2026 · Never usedRevoke$/),
      ]);
    });

    it('creates a token and shows its secret once, to copy, with a note that it will not be shown again', async () => {
      const { environment, user } = await renderSettings({ accessTokens: [] });
      expect(await screen.findByText('You have no access tokens yet.')).toBeTruthy();
      await user.type(screen.getByLabelText('Token name'), 'Backup script');
      await user.click(screen.getByLabelText('Read and write'));
      await user.click(screen.getByRole('button', { name: 'Create token' }));
      const mutation = await nextOperation(environment, 'useAccessTokenMutationsCreateMutation');
      expect(mutation.request.variables).toEqual({ input: { name: 'Backup script', scopes: ['read', 'write'] } });
      await act(async () =>
        environment.mock.resolve(mutation, {
          data: { createAccessToken: { token: SECRET, accessToken: token(7, 'Backup script', ['read', 'write']), errors: [] } },
        }),
      );

      const secret = await screen.findByLabelText('Your new access token');
      expect(secret).toHaveProperty('value', SECRET);
      expect(secret).toHaveProperty('readOnly', true);
      expect(screen.getByText("Copy it now: you won't be able to see it again.")).toBeTruthy();
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Backup script')]);
      expect(screen.getByLabelText('Token name')).toHaveProperty('value', '');

      const writeText = vi.fn(() => Promise.resolve());
      vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
      await user.click(screen.getByRole('button', { name: 'Copy token' }));
      expect(writeText).toHaveBeenCalledWith(SECRET);
      expect((await screen.findByRole('status')).textContent).toBe('Copied!');

      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(screen.queryByLabelText('Your new access token')).toBeNull();
      expect(document.body.innerHTML).not.toContain(SECRET);
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
    });

    it("shows the server's error beside the name and no secret", async () => {
      const { environment, user } = await renderSettings({ accessTokens: [] });
      await user.type(await screen.findByLabelText('Token name'), 'x'.repeat(101));
      await user.click(screen.getByRole('button', { name: 'Create token' }));
      const mutation = await nextOperation(environment, 'useAccessTokenMutationsCreateMutation');
      expect(mutation.request.variables).toEqual({ input: { name: 'x'.repeat(101), scopes: ['read'] } });
      await act(async () =>
        environment.mock.resolve(mutation, {
          data: { createAccessToken: { token: null, accessToken: null, errors: [{ field: 'name', code: 'INVALID_PARAMETER', message: 'The name must be at most 100 characters.' }] } },
        }),
      );
      const message = await screen.findByText('The name must be at most 100 characters.');
      expect(message.closest('[id]')?.id).toBe(`${screen.getByLabelText('Token name').id}-error`);
      expect(screen.queryByLabelText('Your new access token')).toBeNull();
    });

    it('revokes after a confirmation: the token leaves the list at once', async () => {
      const { environment, user } = await renderSettings({ accessTokens: [token(1, 'Backup script', ['read']), token(2, 'Dashboard', ['read'])] });
      await user.click(await screen.findByRole('button', { name: 'Revoke Backup script' }));
      expect(screen.getByText('Programs using this token will stop working at once. You can\'t undo this.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Revoke token' }));
      const mutation = await nextOperation(environment, 'useAccessTokenMutationsRevokeMutation');
      expect(mutation.request.variables).toEqual({ input: { id: token(1, '', []).id } });
      // Optimistic: gone before the server answers.
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Dashboard')]);
      await act(async () => environment.mock.resolve(mutation, { data: { revokeAccessToken: { revokedAccessTokenId: token(1, '', []).id, errors: [] } } }));
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Dashboard')]);
    });

    it('Cancel keeps the token; a refused revoke brings it back and says why in a toast', async () => {
      const { environment, user } = await renderSettings({ accessTokens: [token(1, 'Backup script', ['read'])] });
      await user.click(await screen.findByRole('button', { name: 'Revoke Backup script' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      expect(screen.getAllByRole('listitem')).toHaveLength(1);

      await user.click(screen.getByRole('button', { name: 'Revoke Backup script' }));
      await user.click(screen.getByRole('button', { name: 'Revoke token' }));
      const mutation = await nextOperation(environment, 'useAccessTokenMutationsRevokeMutation');
      expect(screen.queryAllByRole('listitem')).toHaveLength(0);
      await act(async () =>
        environment.mock.resolve(mutation, { data: { revokeAccessToken: { revokedAccessTokenId: null, errors: [{ code: 'NOT_FOUND', message: 'You have no access token with id 1.' }] } } }),
      );
      expect(await screen.findByText('You have no access token with id 1.')).toBeTruthy();
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Backup script')]);
    });

    it('a limited-login session is asked to confirm its password first', async () => {
      await renderSettings({ isLimitedLogin: true, accessTokens: null });
      expect(await screen.findByText('Confirm your password (log in again) to manage access tokens.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Create token' })).toBeNull();
    });

    it('says so when the tokens could not be loaded', async () => {
      await renderSettings({ accessTokens: null });
      expect(await screen.findByText("Your access tokens couldn't be loaded. Reload the page to try again.")).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Create token' })).toBeNull();
    });
  });
});

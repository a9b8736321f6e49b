import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
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
});

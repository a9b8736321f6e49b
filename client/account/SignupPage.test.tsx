import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adaUser, nextOperation, resolveOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { renderApp, type MockEnvironment } from '../testing/render';

async function submitSignup(environment: MockEnvironment) {
  const user = userEvent.setup();
  await resolveOperation(environment, 'routes_AccountQuery', { Viewer: signedOutViewer });
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.type(screen.getByLabelText('Birthday'), '1990-04-01');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return { user, mutation: await nextOperation(environment, 'useSignupMutation') };
}

describe('/signup', () => {
  it('shows TAKEN beside the email field', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/signup');
    const { mutation } = await submitSignup(environment);
    expect(mutation.request.variables).toEqual({
      input: { email: 'ada@example.com', password: 'correct horse battery', birthday: '1990-04-01' },
    });
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: { signup: { errors: [{ field: 'email', message: 'That email is already in use.', code: 'TAKEN' }], viewer: signedOutViewer() } },
      }),
    );
    const message = await screen.findByText('That email is already in use.');
    expect(message.closest('[id]')?.id).toBe(`${screen.getByLabelText('Email').id}-error`);
  });

  it('after sign-up walks the three skippable steps, then goes home', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/signup');
    const { user, mutation } = await submitSignup(environment);
    await act(async () =>
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, { AccountPayload: () => ({ errors: [] }), Viewer: () => signedInViewer(), User: adaUser }),
      ),
    );
    expect(await screen.findByTestId('signup-step-Gender')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByTestId('signup-step-InterestPicker')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Recipes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('signup-step-UseCase')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await nextOperation(environment, 'routes_HomeQuery')).toBeTruthy();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
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

/** Signs up and lands on the first step. */
async function signedUp() {
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
  return { environment, user };
}

const pendingNamed = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);

const profileSaved = (operation: OperationDescriptor, errors: { field: string | null; message: string; code: string }[] = []) => ({
  data: { updateProfile: { errors, viewer: { ...signedInViewer(), isLimitedLogin: false, storedSaveBehavior: 1, user: adaUser() } } },
});

const INTERESTS = [
  { entityId: '11', name: 'Baking', followedByMe: false },
  { entityId: '12', name: 'Cycling', followedByMe: false },
  { entityId: '13', name: 'Gardening', followedByMe: false },
];

async function resolveInterests(environment: MockEnvironment) {
  const query = await nextOperation(environment, 'SignupPageInterestsQuery');
  expect(query.request.variables).toEqual({ first: 30 });
  await act(async () =>
    environment.mock.resolve(query, { data: { interests: { edges: INTERESTS.map((node) => ({ node })) } } }),
  );
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
        data: { signup: { errors: [{ field: 'email', message: 'That email is already in use.', code: 'TAKEN' }], viewer: { ...signedOutViewer(), isLimitedLogin: false } } },
      }),
    );
    const message = await screen.findByText('That email is already in use.');
    expect(message.closest('[id]')?.id).toBe(`${screen.getByLabelText('Email').id}-error`);
  });

  it('skipping every step stores nothing and goes home', async () => {
    const { environment, user } = await signedUp();
    await user.click(screen.getByLabelText('Female'));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByTestId('signup-step-InterestPicker')).toBeTruthy();
    await resolveInterests(environment);
    await user.click(await screen.findByRole('button', { name: 'Baking' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByTestId('signup-step-UseCase')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await nextOperation(environment, 'routes_HomeQuery')).toBeTruthy();
    expect(pendingNamed(environment, 'useUpdateProfileMutation')).toHaveLength(0);
    expect(pendingNamed(environment, 'SignupPageFollowInterestMutation')).toHaveLength(0);
  });

  it('offers the four gender answers; Next needs a choice and stores it; a failure can be retried', async () => {
    const { environment, user } = await signedUp();
    for (const label of ['Female', 'Male', 'Nonbinary', 'Prefer not to say']) expect(screen.getByLabelText(label)).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    await user.click(screen.getByLabelText('Prefer not to say'));
    expect(next).toHaveProperty('disabled', false);
    await user.click(next);
    const failing = await nextOperation(environment, 'useUpdateProfileMutation');
    expect(failing.request.variables.input).toEqual({ gender: 'unspecified' });
    await act(async () => environment.mock.reject(failing, new Error('offline')));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't save that. Try again, or skip this step.");
    expect(screen.getByTestId('signup-step-Gender')).toBeTruthy();
    expect(screen.getByLabelText('Prefer not to say')).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const retry = await nextOperation(environment, 'useUpdateProfileMutation');
    expect(retry.request.variables.input).toEqual({ gender: 'unspecified' });
    await act(async () => environment.mock.resolve(retry, profileSaved(retry)));
    expect(await screen.findByTestId('signup-step-InterestPicker')).toBeTruthy();
  });

  it('shows the server message when the gender is refused, staying on the step', async () => {
    const { environment, user } = await signedUp();
    await user.click(screen.getByLabelText('Male'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const mutation = await nextOperation(environment, 'useUpdateProfileMutation');
    await act(async () =>
      environment.mock.resolve(mutation, profileSaved(mutation, [{ field: 'gender', message: 'gender must be one of female, male.', code: 'INVALID_PARAMETER' }])),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('gender must be one of female, male.');
    expect(screen.getByTestId('signup-step-Gender')).toBeTruthy();
  });

  it('follows the selected interests on Next; a failed one is named and retried alone', async () => {
    const { environment, user } = await signedUp();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await resolveInterests(environment);
    const baking = await screen.findByRole('button', { name: 'Baking' });
    await user.click(baking);
    await user.click(screen.getByRole('button', { name: 'Gardening' }));
    await user.click(screen.getByRole('button', { name: 'Cycling' }));
    await user.click(screen.getByRole('button', { name: 'Cycling' })); // unselected again
    expect(baking.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const follows = pendingNamed(environment, 'SignupPageFollowInterestMutation');
    expect(follows.map((operation) => operation.request.variables)).toEqual([{ interestId: '11' }, { interestId: '13' }]);
    await act(async () => environment.mock.resolve(follows[0]!, { data: { followInterest: { following: true, errors: [] } } }));
    await act(async () => environment.mock.reject(follows[1]!, new Error('offline')));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't follow Gardening. Try again, or skip this step.");
    expect(screen.getByTestId('signup-step-InterestPicker')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const retry = pendingNamed(environment, 'SignupPageFollowInterestMutation');
    expect(retry.map((operation) => operation.request.variables)).toEqual([{ interestId: '13' }]);
    await act(async () => environment.mock.resolve(retry[0]!, { data: { followInterest: { following: true, errors: [] } } }));
    expect(await screen.findByTestId('signup-step-UseCase')).toBeTruthy();
  });

  it('Next with no interest selected follows nothing', async () => {
    const { environment, user } = await signedUp();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await resolveInterests(environment);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('signup-step-UseCase')).toBeTruthy();
    expect(pendingNamed(environment, 'SignupPageFollowInterestMutation')).toHaveLength(0);
  });

  it('stores the use case with its value, then goes home', async () => {
    const { environment, user } = await signedUp();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await resolveInterests(environment);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    for (const label of ['Find ideas', 'Save ideas', 'Shop', 'Share my work', 'Grow my business']) expect(screen.getByLabelText(label)).toBeTruthy();
    await user.click(screen.getByLabelText('Share my work'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const mutation = await nextOperation(environment, 'useUpdateProfileMutation');
    expect(mutation.request.variables.input).toEqual({ useCase: 'share_my_work' });
    await act(async () => environment.mock.resolve(mutation, profileSaved(mutation)));
    expect(await nextOperation(environment, 'routes_HomeQuery')).toBeTruthy();
  });
});

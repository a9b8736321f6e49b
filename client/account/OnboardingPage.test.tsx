import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adaUser, nextOperation, signedInViewer } from '../testing/operations';
import { renderApp, type MockEnvironment } from '../testing/render';
import { MIN_INTERESTS } from './OnboardingPage';
import { SIGNUP_FIRST_STEPS_MS, type OnboardingStepValue } from './onboardingSteps';
import { rememberBoardAfterSignupSteps, takeBoardAfterSignupSteps } from '../invite/afterOnboarding';

type Step = OnboardingStepValue | null;

const pendingNamed = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);

/** Answers the steps route's viewer query. */
async function answerRoute(environment: MockEnvironment, step: Step, isAuthenticated = true) {
  const query = await nextOperation(environment, 'routes_SignupStepsQuery');
  await act(async () => environment.mock.resolve(query, { data: { viewer: { isAuthenticated, onboardingStep: isAuthenticated ? step : null } } }));
}

/** A member on `step` opening `path`. */
async function open(path: string, step: Step, viewer: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  renderApp(environment, path, { viewer: signedInViewer({ onboardingStep: step, user: adaUser(), ...viewer }) });
  return { environment, user: userEvent.setup() };
}

/** The mutation's answer: the viewer's step after it (the next one, or the same one when refused). */
const stepDone = (operation: OperationDescriptor, onboardingStep: Step, errors: { message: string }[] = []) => ({
  data: { completeSignupStep: { errors, viewer: { onboardingStep } } },
});

/** The LoadingStep's home feed fetch answered: home, read from the store (no second request). */
async function homeFromPreload(environment: MockEnvironment) {
  expect(await screen.findByTestId('signup-step-LoadingStep')).toBeTruthy();
  expect(screen.getByText('Building your home feed…')).toBeTruthy();
  const preload = await nextOperation(environment, 'routes_HomeQuery');
  expect(preload.request.variables).toEqual({ count: 25 });
  await act(async () => environment.mock.resolve(preload, MockPayloadGenerator.generate(preload)));
  expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeTruthy();
  expect(pendingNamed(environment, 'routes_HomeQuery')).toHaveLength(0);
}

const INTERESTS = [
  { entityId: '11', name: 'Baking', followedByMe: false },
  { entityId: '12', name: 'Cycling', followedByMe: false },
  { entityId: '13', name: 'Gardening', followedByMe: false },
  { entityId: '14', name: 'Knitting', followedByMe: true },
  { entityId: '15', name: 'Travel', followedByMe: false },
];

async function openInterests() {
  const { environment, user } = await open('/signup/steps/interests', 'INTERESTS');
  await answerRoute(environment, 'INTERESTS');
  const query = await nextOperation(environment, 'OnboardingPageInterestsQuery');
  expect(query.request.variables).toEqual({ first: 30 });
  await act(async () => environment.mock.resolve(query, { data: { interests: { edges: INTERESTS.map((node) => ({ node })) } } }));
  expect(await screen.findByTestId('signup-step-InterestPicker')).toBeTruthy();
  return { environment, user };
}

describe('/signup/steps/…', () => {
  it('sends visitors to log in first, coming back to the step after', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/signup/steps/gender');
    await answerRoute(environment, null, false);
    expect(await nextOperation(environment, 'routes_AccountQuery')).toBeTruthy();
  });

  it("another step's address shows the viewer's own step; a reload shows the same one", async () => {
    const { environment } = await open('/signup/steps/use-case', 'INTERESTS');
    await answerRoute(environment, 'INTERESTS');
    // Redirected to /signup/steps/interests: the route asks again.
    await answerRoute(environment, 'INTERESTS');
    expect(await screen.findByTestId('signup-step-InterestPicker')).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it('after the steps, goes to the board joined from an invite while signing up, once', async () => {
    rememberBoardAfterSignupSteps('/ann/trips/');
    const { environment } = await open('/signup/steps/gender', null);
    await answerRoute(environment, null);
    expect(await screen.findByTestId('signup-step-LoadingStep')).toBeTruthy();
    const preload = await nextOperation(environment, 'routes_HomeQuery');
    await act(async () => environment.mock.resolve(preload, MockPayloadGenerator.generate(preload)));
    const board = await nextOperation(environment, 'routes_BoardQuery');
    expect(board.request.variables).toEqual({ username: 'ann', slug: 'trips' });
    expect(takeBoardAfterSignupSteps()).toBeNull();
    // The board route shown (its code loaded) before the next test.
    await act(async () => environment.mock.resolve(board, { data: { boardByPath: null } }));
    expect(await screen.findByTestId('not-found', undefined, { timeout: 10000 })).toBeTruthy();
  });

  it('someone who finished or skipped the steps goes home (by the LoadingStep)', async () => {
    const { environment } = await open('/signup/steps/gender', null);
    await answerRoute(environment, null);
    await homeFromPreload(environment);
  });

  it('Gender offers four answers; Next needs one and stores it with the step; a failure stays and can be retried', async () => {
    const { environment, user } = await open('/signup/steps/gender', 'GENDER');
    await answerRoute(environment, 'GENDER');
    expect(await screen.findByTestId('signup-step-Gender')).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    for (const label of ['Female', 'Male', 'Nonbinary', 'Prefer not to say']) expect(screen.getByLabelText(label)).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    await user.click(screen.getByLabelText('Prefer not to say'));
    await user.click(next);
    const failing = await nextOperation(environment, 'OnboardingPageCompleteStepMutation');
    expect(failing.request.variables.input).toEqual({ step: 'GENDER', gender: 'unspecified' });
    await act(async () => environment.mock.reject(failing, new Error('offline')));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't save that. Try again, or skip this step.");
    expect(screen.getByLabelText('Prefer not to say')).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const retry = await nextOperation(environment, 'OnboardingPageCompleteStepMutation');
    await act(async () => environment.mock.resolve(retry, stepDone(retry, 'INTERESTS')));
    await answerRoute(environment, 'INTERESTS');
    expect(await screen.findByTestId('signup-step-InterestPicker')).toBeTruthy();
  });

  it("shows the server's message when a step is refused, staying on it", async () => {
    const { environment, user } = await open('/signup/steps/gender', 'GENDER');
    await answerRoute(environment, 'GENDER');
    await user.click(await screen.findByLabelText('Male'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const mutation = await nextOperation(environment, 'OnboardingPageCompleteStepMutation');
    await act(async () => environment.mock.resolve(mutation, stepDone(mutation, 'GENDER', [{ message: 'Confirm your password to continue.' }])));
    expect((await screen.findByRole('alert')).textContent).toContain('Confirm your password to continue.');
    expect(screen.getByTestId('signup-step-Gender')).toBeTruthy();
  });

  it('Skip stores no answer and moves on', async () => {
    const { environment, user } = await open('/signup/steps/gender', 'GENDER');
    await answerRoute(environment, 'GENDER');
    await user.click(await screen.findByLabelText('Female'));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    const mutation = await nextOperation(environment, 'OnboardingPageCompleteStepMutation');
    expect(mutation.request.variables.input).toEqual({ step: 'GENDER', skip: true });
  });

  it(`InterestPicker: Next needs ${MIN_INTERESTS} picked (followed ones count); it follows the new ones, then finishes the step`, async () => {
    const { environment, user } = await openInterests();
    expect(screen.getByText(`Pick ${MIN_INTERESTS} or more (1 picked). Your home feed follows them.`)).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(screen.getByRole('button', { name: 'Baking' }));
    expect(next).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Cycling' }));
    await user.click(screen.getByRole('button', { name: 'Cycling' })); // unselected again
    expect(next).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Gardening' }));
    expect(next).toHaveProperty('disabled', false);
    await user.click(next);
    const follows = pendingNamed(environment, 'OnboardingPageFollowInterestMutation');
    expect(follows.map((operation) => operation.request.variables)).toEqual([{ interestId: '11' }, { interestId: '13' }]);
    await act(async () => environment.mock.resolve(follows[0]!, { data: { followInterest: { following: true, errors: [] } } }));
    await act(async () => environment.mock.reject(follows[1]!, new Error('offline')));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't follow Gardening. Try again, or skip this step.");
    expect(pendingNamed(environment, 'OnboardingPageCompleteStepMutation')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const retry = pendingNamed(environment, 'OnboardingPageFollowInterestMutation');
    expect(retry.map((operation) => operation.request.variables)).toEqual([{ interestId: '13' }]);
    await act(async () => environment.mock.resolve(retry[0]!, { data: { followInterest: { following: true, errors: [] } } }));
    const done = await nextOperation(environment, 'OnboardingPageCompleteStepMutation');
    expect(done.request.variables.input).toEqual({ step: 'INTERESTS' });
    await act(async () => environment.mock.resolve(done, stepDone(done, 'USE_CASE')));
    await answerRoute(environment, 'USE_CASE');
    expect(await screen.findByTestId('signup-step-UseCase')).toBeTruthy();
  });

  it('InterestPicker: Skip follows nothing', async () => {
    const { environment, user } = await openInterests();
    await user.click(screen.getByRole('button', { name: 'Baking' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    const mutation = await nextOperation(environment, 'OnboardingPageCompleteStepMutation');
    expect(mutation.request.variables.input).toEqual({ step: 'INTERESTS', skip: true });
    expect(pendingNamed(environment, 'OnboardingPageFollowInterestMutation')).toHaveLength(0);
  });

  it('UseCase stores its value and, as the last step, goes by the LoadingStep to the home feed', async () => {
    const { environment, user } = await open('/signup/steps/use-case', 'USE_CASE');
    await answerRoute(environment, 'USE_CASE');
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    for (const label of ['Find ideas', 'Save ideas', 'Shop', 'Share my work', 'Grow my business']) expect(screen.getByLabelText(label)).toBeTruthy();
    await user.click(screen.getByLabelText('Share my work'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const mutation = await nextOperation(environment, 'OnboardingPageCompleteStepMutation');
    expect(mutation.request.variables.input).toEqual({ step: 'USE_CASE', useCase: 'share_my_work' });
    await act(async () => environment.mock.resolve(mutation, stepDone(mutation, null)));
    await homeFromPreload(environment);
    expect(pendingNamed(environment, 'routes_SignupStepsQuery')).toHaveLength(0);
  });
});

describe('the LoadingStep', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`goes home after ${SIGNUP_FIRST_STEPS_MS} ms when the feed is not ready by then (the home page then asks itself)`, async () => {
    const { environment, user } = await open('/signup/steps/use-case', 'USE_CASE');
    await answerRoute(environment, 'USE_CASE');
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    const mutation = await nextOperation(environment, 'OnboardingPageCompleteStepMutation');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => environment.mock.resolve(mutation, stepDone(mutation, null)));
    expect(screen.getByTestId('signup-step-LoadingStep')).toBeTruthy();
    const preload = pendingNamed(environment, 'routes_HomeQuery');
    expect(preload).toHaveLength(1);

    await act(async () => vi.advanceTimersByTime(SIGNUP_FIRST_STEPS_MS - 1));
    expect(screen.getByTestId('signup-step-LoadingStep')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    // The home route's own request (network-only: nothing was preloaded); the preload was dropped.
    await waitFor(() => expect(screen.queryByTestId('signup-step-LoadingStep')).toBeNull());
    const home = await nextOperation(environment, 'routes_HomeQuery');
    expect(home).not.toBe(preload[0]);
    expect(pendingNamed(environment, 'routes_HomeQuery')).toHaveLength(1);
  });
});

describe('unfinished sign-up steps come first', () => {
  it('a member on a step who opens another page is sent to the step', async () => {
    const { environment } = await open('/', 'INTERESTS');
    await answerRoute(environment, 'INTERESTS');
    expect(await screen.findByTestId('signup-step-InterestPicker')).toBeTruthy();
  });

  it('the terms and privacy pages stay reachable during the steps', async () => {
    await open('/terms', 'GENDER');
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeTruthy();
  });

  /** The home page shown (its query answered), with no step and no step query: nobody was sent anywhere. */
  async function staysHome(environment: MockEnvironment) {
    const home = await nextOperation(environment, 'routes_HomeQuery');
    await act(async () => environment.mock.resolve(home, MockPayloadGenerator.generate(home)));
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeTruthy();
    expect(screen.queryByTestId(/^signup-step-/)).toBeNull();
    expect(pendingNamed(environment, 'routes_SignupStepsQuery')).toHaveLength(0);
  }

  it('a member who finished is not sent there', async () => {
    await staysHome((await open('/', null)).environment);
  });

  it('a limited login (emailed link) on a step is left where it is', async () => {
    await staysHome((await open('/', 'GENDER', { isLimitedLogin: true })).environment);
  });
});

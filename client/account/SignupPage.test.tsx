import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { adaUser, nextOperation, resolveOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { renderApp, type MockEnvironment } from '../testing/render';
import { USERNAME_AVAILABLE, USERNAME_SUGGESTED_HELP } from './SignupPage';

(globalThis as { jest?: unknown }).jest = vi;

async function openSignup(path = '/signup') {
  const environment = createMockEnvironment();
  renderApp(environment, path);
  await resolveOperation(environment, 'routes_AccountQuery', { Viewer: signedOutViewer });
  const user = userEvent.setup();
  await screen.findByRole('textbox', { name: 'Name' });
  return { environment, user };
}

/** The header's Log in and the form's. */
const logInHrefs = () => screen.getAllByRole('link', { name: 'Log in' }).map((link) => link.getAttribute('href'));

const usernameField = () => screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement;

async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.type(screen.getByLabelText('Birthday'), '1990-04-01');
}

async function suggest(environment: MockEnvironment, name: string, username: string | null) {
  const query = await nextOperation(environment, 'SignupPageUsernameSuggestionQuery');
  expect(query.request.variables).toEqual({ name });
  await act(async () => environment.mock.resolve(query, { data: { usernameSuggestion: username } }));
}

describe('/signup', () => {
  it('asks for a name, a username, email, password and birthday, and shows the terms and privacy links', async () => {
    await openSignup();
    for (const label of ['Name', 'Username', 'Email', 'Password', 'Birthday']) expect(screen.getByLabelText(label)).toBeTruthy();
    const terms = screen.getByTestId('signup-terms');
    expect(terms.textContent).toBe("By continuing, you agree to Corkboard's Terms of Service and acknowledge you've read our Privacy Policy.");
    const termsLink = within(terms).getByRole('link', { name: 'Terms of Service' });
    const privacyLink = within(terms).getByRole('link', { name: 'Privacy Policy' });
    expect([termsLink.getAttribute('href'), privacyLink.getAttribute('href')]).toEqual(['/terms', '/privacy']);
    // New tabs: the half-filled form stays.
    expect([termsLink.getAttribute('target'), privacyLink.getAttribute('target')]).toEqual(['_blank', '_blank']);
  });

  it('suggests a username from the name when the Name field is left, and keeps it editable', async () => {
    const { environment, user } = await openSignup();
    await user.type(screen.getByLabelText('Name'), '  Ada Lovelace ');
    await user.tab();
    await suggest(environment, 'Ada Lovelace', 'adalovelace');
    expect(usernameField().value).toBe('adalovelace');
    expect(screen.getByText(USERNAME_SUGGESTED_HELP)).toBeTruthy();

    // Leaving the name again unchanged asks nothing; a changed name gets a new suggestion.
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    await user.type(screen.getByLabelText('Name'), ' King');
    await user.tab();
    await suggest(environment, 'Ada Lovelace King', 'adalovelaceking');
    expect(usernameField().value).toBe('adalovelaceking');
  });

  it('checks a username the person typed when they leave it: taken is shown beside the field, free says so', async () => {
    const { environment, user } = await openSignup();
    await user.type(usernameField(), 'ada');
    await user.tab();
    const taken = await nextOperation(environment, 'SignupPageUsernameCheckQuery');
    expect(taken.request.variables).toEqual({ username: 'ada' });
    await act(async () => environment.mock.resolve(taken, { data: { usernameCheck: { available: false, message: 'That username is already taken.' } } }));
    const message = await screen.findByText('That username is already taken.');
    expect(message.closest('[id]')?.id).toBe(`${usernameField().id}-error`);

    await user.type(usernameField(), '_l');
    expect(screen.queryByText('That username is already taken.')).toBeNull();
    await user.tab();
    const free = await nextOperation(environment, 'SignupPageUsernameCheckQuery');
    expect(free.request.variables).toEqual({ username: 'ada_l' });
    await act(async () => environment.mock.resolve(free, { data: { usernameCheck: { available: true, message: null } } }));
    expect(await screen.findByText(USERNAME_AVAILABLE)).toBeTruthy();

    // A name typed afterwards suggests nothing over the person's own username.
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.tab();
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain('SignupPageUsernameSuggestionQuery');
    expect(usernameField().value).toBe('ada_l');
  });

  it('a suggestion that arrives after the person started typing a username is dropped', async () => {
    const { environment, user } = await openSignup();
    await user.type(screen.getByLabelText('Name'), 'Grace Hopper');
    await user.tab();
    await user.type(usernameField(), 'amazing_grace');
    await suggest(environment, 'Grace Hopper', 'gracehopper');
    expect(usernameField().value).toBe('amazing_grace');
  });

  it('signs up with the name and the username, then goes to the first sign-up step', async () => {
    const { environment, user } = await openSignup();
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.tab();
    await suggest(environment, 'Ada Lovelace', 'adalovelace');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const mutation = await nextOperation(environment, 'useSignupMutation');
    expect(mutation.request.variables).toEqual({
      input: { fullName: 'Ada Lovelace', username: 'adalovelace', email: 'ada@example.com', password: 'correct horse battery', birthday: '1990-04-01' },
    });
    await act(async () =>
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, {
          AccountPayload: () => ({ errors: [] }),
          Viewer: () => signedInViewer({ onboardingStep: 'GENDER' }),
          User: adaUser,
        }),
      ),
    );
    const steps = await nextOperation(environment, 'routes_SignupStepsQuery');
    await act(async () => environment.mock.resolve(steps, { data: { viewer: { isAuthenticated: true, onboardingStep: 'GENDER' } } }));
    expect(await screen.findByTestId('signup-step-Gender')).toBeTruthy();
  });

  it('without a suggestion yet, sends no username (the server makes one from the name)', async () => {
    const { environment, user } = await openSignup();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const mutation = await nextOperation(environment, 'useSignupMutation');
    expect(mutation.request.variables.input).toMatchObject({ fullName: 'Ada', username: null });
  });

  it.each([
    ['fullName', 'Name', 'Please enter your name.'],
    ['username', 'Username', 'That username is already taken.'],
    ['email', 'Email', 'That email is already in use.'],
  ])('shows a %s error beside its field', async (field, label, message) => {
    const { environment, user } = await openSignup();
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const mutation = await nextOperation(environment, 'useSignupMutation');
    expect(mutation.request.variables.input).toMatchObject({ fullName: '', username: null });
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: { signup: { errors: [{ field, message, code: 'INVALID_PARAMETER' }], viewer: { ...signedOutViewer(), isLimitedLogin: false, isBot: false, isPartner: false, isEmployee: false, experiments: [], onboardingStep: null } } },
      }),
    );
    const shown = await screen.findByText(message);
    expect(shown.closest('[id]')?.id).toBe(`${screen.getByLabelText(label).id}-error`);
  });

  it('with ?next= (a board invite), goes back to the invite link after signing up, and its Log in link keeps it', async () => {
    const next = '/ann/trips/?invite_code=abc&accept_invite=true&seamless=true';
    const { environment, user } = await openSignup(`/signup?next=${encodeURIComponent(next)}`);
    expect(logInHrefs()).toContain(`/login?next=${encodeURIComponent(next)}`);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const mutation = await nextOperation(environment, 'useSignupMutation');
    await act(async () =>
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, { AccountPayload: () => ({ errors: [] }), Viewer: () => signedInViewer({ onboardingStep: null }), User: adaUser }),
      ),
    );
    const board = await nextOperation(environment, 'routes_BoardQuery');
    expect(board.request.variables).toEqual({ username: 'ann', slug: 'trips' });
  });

  it('ignores a ?next= that leaves the site', async () => {
    await openSignup(`/signup?next=${encodeURIComponent('https://evil.example/')}`);
    expect(logInHrefs()).toContain('/login');
    expect(logInHrefs().some((href) => href?.includes('evil'))).toBe(false);
  });

  it('with ?next= (a board invite) and the sign-up steps ahead, goes to the first step and the landing accepts the invite meanwhile', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
    const next = '/ann/trips/?invite_code=abc&accept_invite=true&seamless=true';
    const { environment, user } = await openSignup(`/signup?next=${encodeURIComponent(next)}`);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const mutation = await nextOperation(environment, 'useSignupMutation');
    await act(async () =>
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, { AccountPayload: () => ({ errors: [] }), Viewer: () => signedInViewer({ onboardingStep: 'GENDER' }), User: adaUser }),
      ),
    );
    const redeem = await nextOperation(environment, 'useRedeemInviteCodeMutation');
    expect(redeem.request.variables).toEqual({ input: { inviteCode: 'abc' } });
    const steps = await nextOperation(environment, 'routes_SignupStepsQuery');
    await act(async () => environment.mock.resolve(steps, { data: { viewer: { isAuthenticated: true, onboardingStep: 'GENDER' } } }));
    expect(await screen.findByTestId('signup-step-Gender')).toBeTruthy();
    vi.restoreAllMocks();
  });
});


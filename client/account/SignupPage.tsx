import { useRouter } from 'found';
import { Button, Flex, Link, Text, TextField } from 'gestalt';
import { useId, useRef, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { SignupPageUsernameCheckQuery } from './__generated__/SignupPageUsernameCheckQuery.graphql';
import type { SignupPageUsernameSuggestionQuery } from './__generated__/SignupPageUsernameSuggestionQuery.graphql';
import { adoptViewerOnSuccess } from './accountMutation';
import { FormError, useFormErrors } from './formErrors';
import { AuthCard, useDocumentTitle } from './LoginPage';
import { onboardingPath, onboardingStepOf } from './onboardingSteps';
import { SAFE_NEXT_FALLBACK, safeNext } from './safeNext';
import { holdInviteLink } from '../invite/heldInvite';
import { useSignupMutation } from './useSignupMutation';
import { splitErrors } from './viewerFields';

export const USERNAME_SUGGESTED_HELP = 'Suggested from your name. You can change it.';
export const USERNAME_AVAILABLE = 'That username is available.';

const suggestionQuery = graphql`
  query SignupPageUsernameSuggestionQuery($name: String!) {
    usernameSuggestion(name: $name)
  }
`;

const checkQuery = graphql`
  query SignupPageUsernameCheckQuery($username: String!) {
    usernameCheck(username: $username) {
      available
      message
    }
  }
`;

/** The name as the server keeps it: trimmed, inner whitespace runs made one space. */
const tidyName = (name: string) => name.replace(/\s+/g, ' ').trim();

/** Where the username field's value came from: nothing yet, the suggestion, or the person typing. */
type UsernameSource = 'none' | 'suggested' | 'typed';

/**
 * The username field's state: a suggestion made from the name when the Name field is left (while the
 * person has not typed a username of their own), and an availability check when they leave a username
 * they typed. No timers: both happen on blur.
 */
function useUsernameField(name: string) {
  const environment = useRelayEnvironment();
  const [username, setUsername] = useState('');
  const [source, setSource] = useState<UsernameSource>('none');
  const [problem, setProblem] = useState<string | null>(null);
  const [available, setAvailable] = useState(false);
  // The latest values, for answers that arrive after more typing.
  const latest = useRef({ name, username, source });
  latest.current = { name, username, source };
  const suggestedFor = useRef('');

  const suggest = () => {
    const wanted = tidyName(name);
    if (wanted === '' || source === 'typed' || wanted === suggestedFor.current) return;
    fetchQuery<SignupPageUsernameSuggestionQuery>(environment, suggestionQuery, { name: wanted }).subscribe({
      next: (data) => {
        if (!data.usernameSuggestion || latest.current.source === 'typed' || tidyName(latest.current.name) !== wanted) return;
        suggestedFor.current = wanted;
        setUsername(data.usernameSuggestion);
        setSource('suggested');
        setProblem(null);
        setAvailable(false);
      },
      // No suggestion: the person types one, or sign-up makes one from the name.
      error: () => undefined,
    });
  };

  const change = (value: string) => {
    setUsername(value);
    setSource(value === '' ? 'none' : 'typed');
    setProblem(null);
    setAvailable(false);
    if (value === '') suggestedFor.current = '';
  };

  const check = () => {
    const wanted = username.trim();
    if (source !== 'typed' || wanted === '') return;
    fetchQuery<SignupPageUsernameCheckQuery>(environment, checkQuery, { username: wanted }).subscribe({
      next: (data) => {
        if (latest.current.username.trim() !== wanted) return;
        setAvailable(data.usernameCheck.available === true);
        setProblem(data.usernameCheck.available === false ? (data.usernameCheck.message ?? null) : null);
      },
      error: () => undefined,
    });
  };

  const helper = source === 'suggested' ? USERNAME_SUGGESTED_HELP : available ? USERNAME_AVAILABLE : undefined;
  return { username, change, suggest, check, problem, helper };
}

function SignupForm() {
  const id = useId();
  const { router, match } = useRouter();
  // /signup?next=…: where a prompt (a board invite: its link with accept_invite=true&seamless=true) asked to come back to.
  const rawNext = (match.location.query as Record<string, unknown> | undefined)?.next;
  const next = rawNext === undefined ? null : safeNext(rawNext);
  const followNext = next !== null && next !== SAFE_NEXT_FALLBACK;
  const [commit, inFlight] = useSignupMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [birthday, setBirthday] = useState('');
  const usernameField = useUsernameField(name);
  const { fieldErrors, setFieldErrors, formError, setFormError, clearErrors } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight) return;
    clearErrors();
    commit({
      variables: {
        input: { fullName: name, username: usernameField.username.trim() || null, email: email.trim(), password, birthday: birthday || null },
      },
      updater: adoptViewerOnSuccess('signup'),
      onCompleted: (data) => {
        if (data.signup.errors.length === 0) {
          // On to the first sign-up step (its own URL: a reload comes back to it), else back to where a
          // prompt asked for. A board invite link is accepted either way: the landing is handed it.
          const step = onboardingStepOf(data.signup.viewer.onboardingStep);
          if (followNext) {
            holdInviteLink(next);
            router.replace(step ? onboardingPath(step.step) : next);
            return;
          }
          router.replace(step ? onboardingPath(step.step) : '/');
          return;
        }
        const { fields, form } = splitErrors(data.signup.errors);
        // Age problems belong to the birthday field, the only one shown.
        if (fields.age && !fields.birthday) fields.birthday = fields.age;
        setFieldErrors(fields);
        const shown = ['fullName', 'username', 'email', 'password', 'birthday'];
        const unshown = Object.entries(fields).find(([field]) => !shown.includes(field));
        setFormError(form ?? (unshown && unshown[0] !== 'age' ? unshown[1] : null));
      },
      onError: () => setFormError('Something went wrong. Please try again.'),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-test-id="signup-form">
      <Flex direction="column" gap={4}>
        <TextField
          id={`${id}-name`}
          label="Name"
          autoComplete="name"
          value={name}
          onChange={({ value }) => setName(value)}
          onBlur={usernameField.suggest}
          errorMessage={fieldErrors.fullName}
        />
        <TextField
          id={`${id}-username`}
          label="Username"
          autoComplete="username"
          value={usernameField.username}
          onChange={({ value }) => usernameField.change(value)}
          onBlur={usernameField.check}
          helperText={usernameField.helper}
          errorMessage={fieldErrors.username ?? usernameField.problem ?? undefined}
        />
        <TextField id={`${id}-email`} label="Email" type="email" autoComplete="email" value={email} onChange={({ value }) => setEmail(value)} errorMessage={fieldErrors.email} />
        <TextField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={({ value }) => setPassword(value)}
          errorMessage={fieldErrors.password}
        />
        <TextField id={`${id}-birthday`} label="Birthday" type="date" value={birthday} onChange={({ value }) => setBirthday(value)} errorMessage={fieldErrors.birthday} />
        <FormError message={formError} />
        <Button type="submit" text="Continue" color="red" fullWidth disabled={inFlight} />
        <Text align="center" size="100" color="subtle" dataTestId="signup-terms">
          By continuing, you agree to Corkboard&apos;s{' '}
          <Link href="/terms" display="inline" underline="always" target="blank">
            Terms of Service
          </Link>{' '}
          and acknowledge you&apos;ve read our{' '}
          <Link href="/privacy" display="inline" underline="always" target="blank">
            Privacy Policy
          </Link>
          .
        </Text>
        <Text align="center" size="200">
          Already a member?{' '}
          <Link href={followNext ? `/login?next=${encodeURIComponent(next)}` : '/login'} display="inline" underline="always">
            Log in
          </Link>
        </Text>
      </Flex>
    </form>
  );
}

/** /signup: the account form; then the sign-up steps at /signup/steps/… (OnboardingPage), then the home feed. */
export default function SignupPage() {
  useDocumentTitle('Sign up | Corkboard');
  return (
    <AuthCard title="Sign up to see more">
      <SignupForm />
    </AuthCard>
  );
}

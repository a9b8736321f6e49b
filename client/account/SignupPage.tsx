import { useRouter } from 'found';
import { Box, Button, ButtonToggle, Flex, Heading, Link, RadioGroup, Spinner, Text, TextField } from 'gestalt';
import { Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import PartialRetry from '../shell/PartialRetry';
import { useUpdateProfileMutation } from '../settings/useUpdateProfileMutation';
import { adoptViewerOnSuccess } from './accountMutation';
import type { SignupPageFollowInterestMutation } from './__generated__/SignupPageFollowInterestMutation.graphql';
import type { SignupPageInterestsQuery } from './__generated__/SignupPageInterestsQuery.graphql';
import { FormError, useFormErrors } from './formErrors';
import { AuthCard, useDocumentTitle } from './LoginPage';
import { useSignupMutation } from './useSignupMutation';
import { splitErrors } from './viewerFields';

/** Spec platform §2/§4: three sign-up steps after the account exists; each can be skipped. */
export const SIGNUP_STEPS = ['Gender', 'InterestPicker', 'UseCase'] as const;

function SignupForm({ onSignedUp }: { readonly onSignedUp: () => void }) {
  const id = useId();
  const [commit, inFlight] = useSignupMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [birthday, setBirthday] = useState('');
  const { fieldErrors, setFieldErrors, formError, setFormError, clearErrors } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight) return;
    clearErrors();
    commit({
      variables: { input: { email: email.trim(), password, birthday: birthday || null } },
      updater: adoptViewerOnSuccess('signup'),
      onCompleted: (data) => {
        if (data.signup.errors.length === 0) {
          onSignedUp();
          return;
        }
        const { fields, form } = splitErrors(data.signup.errors);
        // Age problems belong to the birthday field, the only one shown.
        if (fields.age && !fields.birthday) fields.birthday = fields.age;
        setFieldErrors(fields);
        const shown = ['email', 'password', 'birthday'];
        const unshown = Object.entries(fields).find(([field]) => !shown.includes(field));
        setFormError(form ?? (unshown && unshown[0] !== 'age' ? unshown[1] : null));
      },
      onError: () => setFormError('Something went wrong. Please try again.'),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-test-id="signup-form">
      <Flex direction="column" gap={4}>
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
        <Text align="center" size="200">
          Already a member?{' '}
          <Link href="/login" display="inline" underline="always">
            Log in
          </Link>
        </Text>
      </Flex>
    </form>
  );
}

/** platform §2 Gender step: the stored values and their labels. */
export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'nonbinary', label: 'Nonbinary' },
  { value: 'unspecified', label: 'Prefer not to say' },
] as const;

/** platform §2 UseCase step. */
export const USE_CASE_OPTIONS = [
  { value: 'find_ideas', label: 'Find ideas' },
  { value: 'save_ideas', label: 'Save ideas' },
  { value: 'shop', label: 'Shop' },
  { value: 'share_my_work', label: 'Share my work' },
  { value: 'business', label: 'Grow my business' },
] as const;

/** How many interests the picker offers. */
export const INTEREST_PICKER_COUNT = 30;
const STORE_FAILED = "We couldn't save that. Try again, or skip this step.";

interface StepProps {
  readonly onNext: () => void;
  readonly footer: (next: { readonly disabled: boolean; readonly onClick: () => void }) => ReactNode;
}

/** Gender or UseCase: one choice stored with updateProfile; a failure stays on the step with the choice kept. */
function ChoiceStep({
  legend,
  field,
  options,
  onNext,
  footer,
}: StepProps & {
  readonly legend: string;
  readonly field: 'gender' | 'useCase';
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [update, saving] = useUpdateProfileMutation();
  const store = () => {
    if (saving || choice === '') return;
    setError(null);
    update({
      variables: { input: { [field]: choice } },
      onCompleted: (payload) => {
        if (payload.updateProfile.errors.length === 0) onNext();
        else setError(payload.updateProfile.errors[0]?.message ?? STORE_FAILED);
      },
      onError: () => setError(STORE_FAILED),
    });
  };
  return (
    <>
      <RadioGroup id={`${id}-${field}`} legend={legend}>
        {options.map((option) => (
          <RadioGroup.RadioButton
            key={option.value}
            id={`${id}-${field}-${option.value}`}
            label={option.label}
            value={option.value}
            checked={choice === option.value}
            onChange={() => setChoice(option.value)}
          />
        ))}
      </RadioGroup>
      <FormError message={error} />
      {footer({ disabled: saving || choice === '', onClick: store })}
    </>
  );
}

const interestsQuery = graphql`
  query SignupPageInterestsQuery($first: Int!) {
    interests(first: $first) {
      edges {
        node {
          entityId
          name
          followedByMe
        }
      }
    }
  }
`;

/** InterestPicker: chips to select; Next follows the selected ones (each once, failed ones can be retried). */
function InterestStep({ onNext, footer }: StepProps) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<SignupPageInterestsQuery>(
    interestsQuery,
    { first: INTEREST_PICKER_COUNT },
    fetchKey === 0 ? {} : { fetchKey, fetchPolicy: 'network-only' },
  );
  const interests = data.interests?.edges.map((edge) => edge.node) ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [followed, setFollowed] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [follow] = useMutation<SignupPageFollowInterestMutation>(graphql`
    mutation SignupPageFollowInterestMutation($interestId: String!) {
      followInterest(interestId: $interestId, follow: true) {
        following
        errors {
          message
        }
      }
    }
  `);

  const toggle = (entityId: string) =>
    setSelected((current) => {
      const updated = new Set(current);
      if (updated.has(entityId)) updated.delete(entityId);
      else updated.add(entityId);
      return updated;
    });

  const next = () => {
    if (pending > 0) return;
    const todo = interests.filter((i) => selected.has(i.entityId) && !followed.has(i.entityId) && !i.followedByMe);
    if (todo.length === 0) {
      onNext();
      return;
    }
    setError(null);
    setPending(todo.length);
    const done = new Set(followed);
    const failed: string[] = [];
    const settle = (interest: (typeof todo)[number], ok: boolean) => {
      if (ok) done.add(interest.entityId);
      else failed.push(interest.name);
      if (done.size - followed.size + failed.length < todo.length) return;
      setFollowed(done);
      setPending(0);
      if (failed.length === 0) onNext();
      else setError(`We couldn't follow ${failed.join(', ')}. Try again, or skip this step.`);
    };
    for (const interest of todo) {
      follow({
        variables: { interestId: interest.entityId },
        onCompleted: (payload) => settle(interest, payload.followInterest.errors.length === 0 && payload.followInterest.following),
        onError: () => settle(interest, false),
      });
    }
  };

  return (
    <>
      <Heading accessibilityLevel={2} size="300">
        What are you interested in?
      </Heading>
      {!data.interests ? <PartialRetry what="the interests" onRetry={() => setFetchKey((key) => key + 1)} /> : null}
      {data.interests && interests.length === 0 ? <Text color="subtle">No interests to pick from yet.</Text> : null}
      <Flex wrap gap={2}>
        {interests.map((interest) => (
          <ButtonToggle
            key={interest.entityId}
            text={interest.name}
            selected={selected.has(interest.entityId) || followed.has(interest.entityId) || interest.followedByMe === true}
            disabled={followed.has(interest.entityId) || interest.followedByMe === true}
            onClick={() => toggle(interest.entityId)}
          />
        ))}
      </Flex>
      <FormError message={error} />
      {footer({ disabled: pending > 0, onClick: next })}
    </>
  );
}

function SignupSteps({ onDone }: { readonly onDone: () => void }) {
  const [step, setStep] = useState(0);
  const next = () => (step + 1 >= SIGNUP_STEPS.length ? onDone() : setStep(step + 1));
  const name = SIGNUP_STEPS[step];
  // Skip stores nothing; Next stores the step's answer first.
  const footer = ({ disabled, onClick }: { readonly disabled: boolean; readonly onClick: () => void }) => (
    <Flex gap={2} justifyContent="end">
      <Button text="Skip" color="gray" onClick={next} />
      <Button text="Next" color="red" disabled={disabled} onClick={onClick} />
    </Flex>
  );

  return (
    <Box data-test-id={`signup-step-${name}`}>
      <Flex direction="column" gap={4}>
        <Text size="100" color="subtle">
          Step {step + 1} of {SIGNUP_STEPS.length}
        </Text>
        {name === 'Gender' ? (
          <ChoiceStep key={name} legend="How do you identify?" field="gender" options={GENDER_OPTIONS} onNext={next} footer={footer} />
        ) : null}
        {name === 'InterestPicker' ? (
          <Suspense
            fallback={
              <>
                <Spinner show accessibilityLabel="Loading interests" />
                {footer({ disabled: true, onClick: next })}
              </>
            }
          >
            <InterestStep onNext={next} footer={footer} />
          </Suspense>
        ) : null}
        {name === 'UseCase' ? (
          <ChoiceStep key={name} legend="What brings you to Corkboard?" field="useCase" options={USE_CASE_OPTIONS} onNext={next} footer={footer} />
        ) : null}
      </Flex>
    </Box>
  );
}

/** /signup: the account form, then the three skippable steps, then the home feed. */
export default function SignupPage() {
  const { router } = useRouter();
  const [signedUp, setSignedUp] = useState(false);
  useDocumentTitle('Sign up | Corkboard');
  return (
    <AuthCard title={signedUp ? 'Welcome to Corkboard' : 'Sign up to see more'}>
      {signedUp ? <SignupSteps onDone={() => router.push('/')} /> : <SignupForm onSignedUp={() => setSignedUp(true)} />}
    </AuthCard>
  );
}

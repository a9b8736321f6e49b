import { useRouter } from 'found';
import { Box, Button, ButtonToggle, Flex, Heading, Link, RadioGroup, Status, Text, TextField } from 'gestalt';
import { useId, useState, type FormEvent } from 'react';
import { AuthCard, useDocumentTitle } from './LoginPage';
import { useSignupMutation } from './useSignupMutation';
import { adoptPayloadViewer, splitErrors } from './viewerFields';

/** Spec platform §2/§4: three sign-up steps after the account exists; each can be skipped. */
export const SIGNUP_STEPS = ['Gender', 'InterestPicker', 'UseCase'] as const;
const INTERESTS = ['Recipes', 'Home decor', 'Travel', 'Gardening', 'Art', 'Fashion', 'DIY', 'Photography'];
const USE_CASES = ['Find ideas', 'Save and organise', 'Share my work'];

function SignupForm({ onSignedUp }: { readonly onSignedUp: () => void }) {
  const id = useId();
  const [commit, inFlight] = useSignupMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [birthday, setBirthday] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight) return;
    setFieldErrors({});
    setFormError(null);
    commit({
      variables: { input: { email: email.trim(), password, birthday: birthday || null } },
      updater: (store, data) => {
        if (data?.signup.errors.length === 0) adoptPayloadViewer(store, 'signup');
      },
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
        {formError ? (
          <Box role="alert">
            <Flex alignItems="center" gap={2}>
              <Status type="problem" accessibilityLabel="Error" />
              <Text color="error">{formError}</Text>
            </Flex>
          </Box>
        ) : null}
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

function SignupSteps({ onDone }: { readonly onDone: () => void }) {
  const id = useId();
  const [step, setStep] = useState(0);
  // Kept client-side for now (no server field yet).
  const [gender, setGender] = useState('');
  const [interests, setInterests] = useState<ReadonlySet<string>>(new Set());
  const [useCase, setUseCase] = useState('');
  const next = () => (step + 1 >= SIGNUP_STEPS.length ? onDone() : setStep(step + 1));
  const name = SIGNUP_STEPS[step];

  return (
    <Box data-test-id={`signup-step-${name}`}>
    <Flex direction="column" gap={4}>
      <Text size="100" color="subtle">
        Step {step + 1} of {SIGNUP_STEPS.length}
      </Text>
      {name === 'Gender' ? (
        <RadioGroup id={`${id}-gender`} legend="How do you identify?">
          {['Female', 'Male', 'Other'].map((option) => (
            <RadioGroup.RadioButton
              key={option}
              id={`${id}-gender-${option}`}
              label={option}
              value={option}
              checked={gender === option}
              onChange={() => setGender(option)}
            />
          ))}
        </RadioGroup>
      ) : null}
      {name === 'InterestPicker' ? (
        <>
          <Heading accessibilityLevel={2} size="300">
            What are you interested in?
          </Heading>
          <Flex wrap gap={2}>
            {INTERESTS.map((interest) => (
              <ButtonToggle
                key={interest}
                text={interest}
                selected={interests.has(interest)}
                onClick={() =>
                  setInterests((current) => {
                    const updated = new Set(current);
                    if (updated.has(interest)) updated.delete(interest);
                    else updated.add(interest);
                    return updated;
                  })
                }
              />
            ))}
          </Flex>
        </>
      ) : null}
      {name === 'UseCase' ? (
        <RadioGroup id={`${id}-usecase`} legend="What brings you to Corkboard?">
          {USE_CASES.map((option) => (
            <RadioGroup.RadioButton
              key={option}
              id={`${id}-usecase-${option}`}
              label={option}
              value={option}
              checked={useCase === option}
              onChange={() => setUseCase(option)}
            />
          ))}
        </RadioGroup>
      ) : null}
      <Flex gap={2} justifyContent="end">
        <Button text="Skip" color="gray" onClick={next} />
        <Button text="Next" color="red" onClick={next} />
      </Flex>
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

import { useRouter } from 'found';
import { Box, Button, ButtonToggle, Flex, Heading, RadioGroup, Spinner, Text } from 'gestalt';
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay';
import type { Subscription } from 'relay-runtime';
import HomeQuery, { type routes_HomeQuery } from '../__generated__/routes_HomeQuery.graphql';
import { PAGE_SIZE } from '../feed/constants';
import PartialRetry from '../shell/PartialRetry';
import type { OnboardingPageCompleteStepMutation, CompleteSignupStepInput } from './__generated__/OnboardingPageCompleteStepMutation.graphql';
import type { OnboardingPageFollowInterestMutation } from './__generated__/OnboardingPageFollowInterestMutation.graphql';
import type { OnboardingPageInterestsQuery } from './__generated__/OnboardingPageInterestsQuery.graphql';
import { FormError } from './formErrors';
import { AuthCard, useDocumentTitle } from './LoginPage';
import { ONBOARDING_STEPS, onboardingPath, onboardingStepOf, SIGNUP_FIRST_STEPS_MS, type OnboardingStepValue } from './onboardingSteps';
import { takeBoardAfterSignupSteps } from '../invite/afterOnboarding';

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
/** Next on the InterestPicker follows at least this many (the server asks the same: v3 MIN_INTERESTS). */
export const MIN_INTERESTS = 3;
const STORE_FAILED = "We couldn't save that. Try again, or skip this step.";

const completeStepMutation = graphql`
  mutation OnboardingPageCompleteStepMutation($input: CompleteSignupStepInput!) {
    completeSignupStep(input: $input) {
      errors {
        message
      }
      viewer {
        onboardingStep
      }
    }
  }
`;

/**
 * Finishes (with `answer`) or skips `step`; on success goes to the next step. After the last one the
 * viewer's step in the store becomes null and the route shows the LoadingStep, which goes home.
 */
function useCompleteStep(step: OnboardingStepValue) {
  const { router } = useRouter();
  const [commit, inFlight] = useMutation<OnboardingPageCompleteStepMutation>(completeStepMutation);
  const [error, setError] = useState<string | null>(null);
  const complete = (answer: Omit<CompleteSignupStepInput, 'step'>) => {
    if (inFlight) return;
    setError(null);
    commit({
      // The payload's viewer is the root viewer record (Relay keys Viewer as client:root:viewer), so
      // its new onboardingStep reaches the app's viewer query and this route by itself.
      variables: { input: { step, ...answer } },
      onCompleted: (data) => {
        const [problem] = data.completeSignupStep.errors;
        if (problem) {
          setError(problem.message);
          return;
        }
        const next = onboardingStepOf(data.completeSignupStep.viewer.onboardingStep);
        if (next) router.replace(onboardingPath(next.step));
      },
      onError: () => setError(STORE_FAILED),
    });
  };
  return { complete, inFlight, error };
}

interface FooterProps {
  readonly busy: boolean;
  readonly nextDisabled: boolean;
  readonly onNext: () => void;
  readonly onSkip: () => void;
}

/** A step's parts, spaced (a fragment inside Gestalt's Flex would get no gap between them). */
function StepBody({ children }: { readonly children: ReactNode }) {
  return (
    <Flex direction="column" gap={4}>
      {children}
    </Flex>
  );
}

/** Skip stores nothing; Next stores the step's answer first. */
function StepFooter({ busy, nextDisabled, onNext, onSkip }: FooterProps) {
  return (
    <Flex gap={2} justifyContent="end">
      <Button text="Skip" color="gray" disabled={busy} onClick={onSkip} />
      <Button text="Next" color="red" disabled={busy || nextDisabled} onClick={onNext} />
    </Flex>
  );
}

/** Gender or UseCase: one choice, stored with the step; a failure stays on the step with the choice kept. */
function ChoiceStep({
  step,
  legend,
  field,
  options,
}: {
  readonly step: OnboardingStepValue;
  readonly legend: string;
  readonly field: 'gender' | 'useCase';
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const { complete, inFlight, error } = useCompleteStep(step);
  return (
    <StepBody>
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
      <StepFooter busy={inFlight} nextDisabled={choice === ''} onNext={() => complete(field === 'gender' ? { gender: choice } : { useCase: choice })} onSkip={() => complete({ skip: true })} />
    </StepBody>
  );
}

const interestsQuery = graphql`
  query OnboardingPageInterestsQuery($first: Int!) {
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

/**
 * InterestPicker: chips to select; Next follows the selected ones (each once, failed ones can be
 * retried), then finishes the step. Next needs MIN_INTERESTS picked (already followed ones count).
 */
function InterestStep() {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<OnboardingPageInterestsQuery>(
    interestsQuery,
    { first: INTEREST_PICKER_COUNT },
    fetchKey === 0 ? { fetchPolicy: 'network-only' } : { fetchKey, fetchPolicy: 'network-only' },
  );
  const interests = data.interests?.edges.map((edge) => edge.node) ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [followed, setFollowed] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState(0);
  const [followError, setFollowError] = useState<string | null>(null);
  const { complete, inFlight, error } = useCompleteStep('INTERESTS');
  const [follow] = useMutation<OnboardingPageFollowInterestMutation>(graphql`
    mutation OnboardingPageFollowInterestMutation($interestId: String!) {
      followInterest(interestId: $interestId, follow: true) {
        following
        errors {
          message
        }
      }
    }
  `);

  const isPicked = (interest: (typeof interests)[number]) => selected.has(interest.entityId) || followed.has(interest.entityId) || interest.followedByMe === true;
  const picked = interests.filter(isPicked).length;

  const toggle = (entityId: string) =>
    setSelected((current) => {
      const updated = new Set(current);
      if (updated.has(entityId)) updated.delete(entityId);
      else updated.add(entityId);
      return updated;
    });

  const next = () => {
    if (pending > 0 || inFlight) return;
    const todo = interests.filter((i) => selected.has(i.entityId) && !followed.has(i.entityId) && !i.followedByMe);
    if (todo.length === 0) {
      complete({});
      return;
    }
    setFollowError(null);
    setPending(todo.length);
    const done = new Set(followed);
    const failed: string[] = [];
    const settle = (interest: (typeof todo)[number], ok: boolean) => {
      if (ok) done.add(interest.entityId);
      else failed.push(interest.name);
      if (done.size - followed.size + failed.length < todo.length) return;
      setFollowed(done);
      setPending(0);
      if (failed.length === 0) complete({});
      else setFollowError(`We couldn't follow ${failed.join(', ')}. Try again, or skip this step.`);
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
    <StepBody>
      <Flex direction="column" gap={1}>
        <Heading accessibilityLevel={2} size="300">
          What are you interested in?
        </Heading>
        <Text color="subtle">
          Pick {MIN_INTERESTS} or more{picked > 0 ? ` (${picked} picked)` : ''}. Your home feed follows them.
        </Text>
      </Flex>
      {!data.interests ? <PartialRetry what="the interests" onRetry={() => setFetchKey((key) => key + 1)} /> : null}
      {data.interests && interests.length === 0 ? <Text color="subtle">No interests to pick from yet.</Text> : null}
      <Flex wrap gap={2}>
        {interests.map((interest) => (
          <ButtonToggle
            key={interest.entityId}
            text={interest.name}
            selected={isPicked(interest)}
            disabled={followed.has(interest.entityId) || interest.followedByMe === true}
            onClick={() => toggle(interest.entityId)}
          />
        ))}
      </Flex>
      <FormError message={followError ?? error} />
      <StepFooter busy={pending > 0 || inFlight} nextDisabled={picked < MIN_INTERESTS} onNext={next} onSkip={() => complete({ skip: true })} />
    </StepBody>
  );
}

/** While the interests load, Skip already works. */
function InterestsLoading() {
  const { complete, inFlight, error } = useCompleteStep('INTERESTS');
  return (
    <StepBody>
      <Spinner show accessibilityLabel="Loading interests" />
      <FormError message={error} />
      <StepFooter busy={inFlight} nextDisabled onNext={() => undefined} onSkip={() => complete({ skip: true })} />
    </StepBody>
  );
}

function StepContent({ step }: { readonly step: OnboardingStepValue }): ReactNode {
  switch (step) {
    case 'GENDER':
      return <ChoiceStep key={step} step={step} legend="How do you identify?" field="gender" options={GENDER_OPTIONS} />;
    case 'INTERESTS':
      return (
        <Suspense fallback={<InterestsLoading />}>
          <InterestStep />
        </Suspense>
      );
    case 'USE_CASE':
      return <ChoiceStep key={step} step={step} legend="What brings you to Corkboard?" field="useCase" options={USE_CASE_OPTIONS} />;
  }
}

/**
 * platform §2 LoadingStep, after the three steps: fetches the home feed into the store, then goes
 * home (the home route reads it from there); after SIGNUP_FIRST_STEPS_MS at the most, ready or not.
 */
function LoadingStep() {
  const environment = useRelayEnvironment();
  const { router } = useRouter();
  useEffect(() => {
    let gone = false;
    let fetching: Subscription | null = null;
    const go = (preloaded: boolean) => {
      if (gone) return;
      gone = true;
      clearTimeout(timer);
      fetching?.unsubscribe();
      // A board joined from an invite while signing up (client/invite/afterOnboarding.ts), else home.
      const board = takeBoardAfterSignupSteps();
      router.replace(board ?? { pathname: '/', state: preloaded ? { preloaded: true } : null });
    };
    const timer = setTimeout(() => go(false), SIGNUP_FIRST_STEPS_MS);
    fetching = fetchQuery<routes_HomeQuery>(environment, HomeQuery, { count: PAGE_SIZE }).subscribe({
      complete: () => go(true),
      error: () => go(false),
    });
    return () => {
      gone = true;
      clearTimeout(timer);
      fetching?.unsubscribe();
    };
  }, [environment, router]);
  return (
    <Box data-test-id="signup-step-LoadingStep">
      <Flex direction="column" alignItems="center" gap={4}>
        <Spinner show accessibilityLabel="Building your home feed" />
        <Text align="center">Building your home feed…</Text>
      </Flex>
    </Box>
  );
}

/**
 * /signup/steps/{gender|interests|use-case}: the step the viewer is on (the route sends everyone
 * else elsewhere); `step` null (all done) is the LoadingStep on the way home.
 */
export default function OnboardingPage({ step }: { readonly step: OnboardingStepValue | null }) {
  useDocumentTitle('Welcome | Corkboard');
  if (step === null) {
    return (
      <AuthCard title="Welcome to Corkboard">
        <LoadingStep />
      </AuthCard>
    );
  }
  const index = ONBOARDING_STEPS.findIndex((entry) => entry.step === step);
  return (
    <AuthCard title="Welcome to Corkboard">
      <Box data-test-id={`signup-step-${ONBOARDING_STEPS[index]?.name ?? step}`}>
        <Flex direction="column" gap={4}>
          <Text size="100" color="subtle">
            Step {index + 1} of {ONBOARDING_STEPS.length}
          </Text>
          <StepContent step={step} />
        </Flex>
      </Box>
    </AuthCard>
  );
}

/**
 * The sign-up steps after the account exists (platform §2 Gender, InterestPicker, UseCase; §4 three
 * steps), each at its own URL, /signup/steps/{slug}. The server keeps which one a person is on
 * (viewer.onboardingStep), so a reload or a new log-in comes back to it until it is finished or skipped.
 */

export const ONBOARDING_STEPS = [
  { step: 'GENDER', slug: 'gender', name: 'Gender' },
  { step: 'INTERESTS', slug: 'interests', name: 'InterestPicker' },
  { step: 'USE_CASE', slug: 'use-case', name: 'UseCase' },
] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
/** GraphQL's SignupStep values. */
export type OnboardingStepValue = OnboardingStep['step'];

export const ONBOARDING_PATH_PREFIX = '/signup/steps/';

/**
 * platform §8 "Sign-up first-steps constant 5000 ms": after the three steps, the LoadingStep (platform
 * §2, not one of the three) gets the home feed ready and goes there, after this long at the most.
 */
export const SIGNUP_FIRST_STEPS_MS = 5000;

/** The step of a GraphQL SignupStep value; null for none (finished) or a value this client does not know. */
export function onboardingStepOf(value: string | null | undefined): OnboardingStep | null {
  return ONBOARDING_STEPS.find((entry) => entry.step === value) ?? null;
}

export function onboardingPath(step: OnboardingStepValue): string {
  return `${ONBOARDING_PATH_PREFIX}${ONBOARDING_STEPS.find((entry) => entry.step === step)?.slug ?? ''}`;
}

/** Where someone still on a step may go without being sent back to it: the steps, and the terms and privacy pages. */
export function allowedDuringOnboarding(pathname: string): boolean {
  return pathname.startsWith(ONBOARDING_PATH_PREFIX) || /^\/(terms|privacy)\/?$/.test(pathname);
}

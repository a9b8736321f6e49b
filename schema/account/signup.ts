/**
 * Sign-up (issue 12): the suggested username and its availability while the form is filled in, and
 * the onboarding steps after it (platform §2 Gender, InterestPicker, UseCase; §4 three steps), whose
 * progress v3 keeps (POST /v3/users/me/onboarding/) so they resume after a reload or a new log-in.
 */
import { builder } from '../builder.ts';
import { V3RequestError } from '../v3/client.ts';
import type { Me } from '../v3/types.ts';
import { me, setMe } from '../viewer/me.ts';
import { ViewerRef } from '../viewer/viewer.ts';
import { AccountPayload } from './mutations.ts';
import { asUserErrors } from './errors.ts';

/** v3's onboarding_step values, in order; the enum values are the same names. */
export const SIGNUP_STEPS = ['gender', 'interests', 'use_case'] as const;
type SignupStepValue = (typeof SIGNUP_STEPS)[number];

export const SignupStep = builder.enumType('SignupStep', {
  description: 'A sign-up step after the account exists, in order: Gender, InterestPicker, UseCase.',
  values: { GENDER: { value: 'gender' }, INTERESTS: { value: 'interests' }, USE_CASE: { value: 'use_case' } } as const,
});

const stepOf = (value: string | null | undefined): SignupStepValue | null => SIGNUP_STEPS.find((step) => step === value) ?? null;

builder.objectFields(ViewerRef, (t) => ({
  onboardingStep: t.field({
    type: SignupStep,
    nullable: true,
    description: 'The sign-up step to resume at; null when signed out or once the steps are finished or skipped.',
    resolve: async (_v, _a, ctx) => stepOf((await me(ctx))?.onboardingStep),
  }),
}));

interface UsernameCheckShape {
  username: string;
  available: boolean | null;
  message: string | null;
}

const UsernameCheck = builder.objectRef<UsernameCheckShape>('UsernameCheck').implement({
  description: 'Whether a username can be taken at sign-up.',
  fields: (t) => ({
    username: t.exposeString('username'),
    available: t.exposeBoolean('available', { nullable: true, description: 'Null when it could not be checked (e.g. too many checks).' }),
    message: t.exposeString('message', { nullable: true, description: 'Why not, when it is not available or could not be checked.' }),
  }),
});

builder.queryFields((t) => ({
  usernameSuggestion: t.string({
    nullable: true,
    description: 'A username free right now, made from `name` (sign-up suggests it; the person may change it). Null when none could be made.',
    args: { name: t.arg.string({ required: true }) },
    resolve: async (_root, { name }, ctx) => {
      try {
        return (await ctx.v3.get<{ username: string }>('/v3/register/username/suggest/', { name })).data.username;
      } catch (error) {
        if (error instanceof V3RequestError && error.status >= 400 && error.status < 500) return null;
        throw error;
      }
    },
  }),
  usernameCheck: t.field({
    type: UsernameCheck,
    description: 'Whether `username` is valid, allowed and free (case-insensitive).',
    args: { username: t.arg.string({ required: true }) },
    resolve: async (_root, { username }, ctx) => {
      try {
        const { exists } = (await ctx.v3.get<{ exists: boolean }>('/v3/register/username/exists/', { username: username.trim() })).data;
        return { username, available: !exists, message: exists ? 'That username is already taken.' : null };
      } catch (error) {
        if (error instanceof V3RequestError && error.status === 400) return { username, available: false, message: error.message };
        if (error instanceof V3RequestError && error.status === 429) return { username, available: null, message: error.message };
        throw error;
      }
    },
  }),
}));

const CompleteSignupStepInput = builder.inputType('CompleteSignupStepInput', {
  fields: (t) => ({
    step: t.field({ type: SignupStep, required: true }),
    skip: t.boolean({ description: 'Move on without an answer.' }),
    gender: t.string({ description: 'The GENDER step: female, male, nonbinary or unspecified.' }),
    useCase: t.string({ description: 'The USE_CASE step: find_ideas, save_ideas, shop, share_my_work or business.' }),
  }),
});

builder.mutationFields((t) => ({
  completeSignupStep: t.field({
    type: AccountPayload,
    description:
      'Finishes (with its answer; INTERESTS needs 3 followed interests, see followInterest) or skips the sign-up step the viewer is on; viewer.onboardingStep is then the next one, null after the last.',
    args: { input: t.arg({ type: CompleteSignupStepInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const body: Record<string, unknown> = { step: input.step, skip: input.skip ?? false };
      if (input.gender != null) body.gender = input.gender;
      if (input.useCase != null) body.use_case = input.useCase;
      const { value, errors } = await asUserErrors(() => ctx.v3.post<Me>('/v3/users/me/onboarding/', body));
      if (value) setMe(ctx, value as Me);
      return { user: value as Me | null, errors };
    },
  }),
}));

/**
 * The sign-up steps after the account exists (platform §2 Gender, InterestPicker, UseCase; §4 "3
 * steps"), with the progress kept on the user (users.onboarding_step), so a reload or a new log-in
 * resumes at the unfinished step:
 *   POST /v3/users/me/onboarding/  {step, skip?, gender?, use_case?}  → me (onboarding_step: the next step, null when done)
 * Rules: only your own progress (the session's user; a full session, not a limited login); the step
 * named must be the current one or one already done (a later one is 409 onboarding_order); progress
 * only moves forward, one step a request. Not skipped, a step needs its answer: gender, use_case, or
 * at least MIN_INTERESTS followed interests (followed beforehand through /v3/interests/{id}/follow/).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { follows, users, type UserRow } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { viewerOf, writerId } from '../viewer.ts';
import { meOf, requireMe } from './me.ts';
import {
  bodyBoolean,
  bodyOf,
  checkChoice,
  GENDERS,
  ONBOARDING_STEPS,
  onboardingStepOf,
  stringField,
  USE_CASES,
  type OnboardingStep,
} from './validate.ts';

/** The InterestPicker's Next needs this many followed interests; fewer is a Skip. */
export const MIN_INTERESTS = 3;

const STEP_NAMES: Record<OnboardingStep, string> = { gender: 'Gender', interests: 'Interests', use_case: 'Use case' };

async function followedInterests(deps: V3Deps, userId: number): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.followerId, userId), eq(follows.targetType, 'interest')));
  return Number(row?.n ?? 0);
}

export function onboardingRoutes(app: FastifyInstance, deps: V3Deps): void {
  const { db } = deps;

  app.post('/users/me/onboarding/', async (request) => {
    writerId(viewerOf(request));
    const row = await requireMe(deps, viewerOf(request));
    const body = bodyOf(request.body);
    const step = checkChoice(stringField(body, 'step'), 'step', ONBOARDING_STEPS);
    if (step === undefined) throw V3Error.badParam('step', `step is required: one of ${ONBOARDING_STEPS.join(', ')}.`);
    const skip = bodyBoolean(body, 'skip');
    const gender = checkChoice(stringField(body, 'gender'), 'gender', GENDERS);
    const useCase = checkChoice(stringField(body, 'use_case'), 'use_case', USE_CASES);
    if (gender !== undefined && step !== 'gender') throw V3Error.badParam('gender', 'gender is answered on the gender step.');
    if (useCase !== undefined && step !== 'use_case') throw V3Error.badParam('use_case', 'use_case is answered on the use_case step.');
    if (skip && (gender !== undefined || useCase !== undefined)) {
      throw V3Error.badParam(gender !== undefined ? 'gender' : 'use_case', 'A skipped step sends no answer.');
    }

    const current = onboardingStepOf(row);
    const currentIndex = current === null ? ONBOARDING_STEPS.length : ONBOARDING_STEPS.indexOf(current);
    const index = ONBOARDING_STEPS.indexOf(step);
    if (current !== null && index > currentIndex) {
      throw new V3Error(409, 'onboarding_order', `Finish or skip the ${STEP_NAMES[current]} step first.`, 'step');
    }

    if (!skip) {
      if (step === 'gender' && gender === undefined) throw V3Error.badParam('gender', 'Please choose one, or skip this step.');
      if (step === 'use_case' && useCase === undefined) throw V3Error.badParam('use_case', 'Please choose one, or skip this step.');
      if (step === 'interests' && (await followedInterests(deps, row.id)) < MIN_INTERESTS) {
        throw V3Error.badParam('interests', `Pick at least ${MIN_INTERESTS} interests, or skip this step.`);
      }
    }

    const next = ONBOARDING_STEPS[index + 1] ?? null;
    const [updated] = (await db
      .update(users)
      .set({
        ...(gender === undefined ? {} : { gender }),
        ...(useCase === undefined ? {} : { useCase }),
        // Only from the step named to the next: a late or repeated request never moves progress back.
        onboardingStep: sql`case when ${users.onboardingStep} = ${step} then ${next}::text else ${users.onboardingStep} end`,
      })
      .where(eq(users.id, row.id))
      .returning()) as [UserRow];
    return ok(await meOf(deps, updated));
  });
}

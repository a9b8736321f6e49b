/**
 * Experience status changes (platform §4) over v3 (server/v3/experience/routes.ts):
 *   markExperienceViewed(placedExperienceId, extraContext)         PUT …/{placed}/viewed/
 *   completeExperience(placedExperienceId, withoutHomefeed, …)     PUT …/{placed}/completed/ or completed_without_homefeed/
 *   dismissExperience(placedExperienceId, extraContext)            DELETE …/{placed}/
 *   triggerExperience(placedExperienceId, extraContext)            PUT …/{placed}/trigger/
 * placedExperienceId is placement:experience (ExperiencePlacement.placedExperienceId). Each answers
 * the status now and the placement's new state (platform §4: "after dismiss or complete the
 * experiences are re-fetched"; with the placement's id, Relay updates it in place), and
 * refreshHomeFeed when the home feed should be reloaded. What the person can fix comes back as
 * UserErrors: UNAUTHENTICATED, LIMITED_LOGIN, NOT_FOUND (unknown placement or experience),
 * NOT_SHOWN, NOT_TRIGGERABLE, INVALID_PARAMETER (on placedExperienceId or extraContext).
 */
import type { V3ExperienceWrite } from '../../server/v3/experience/routes.ts';
import { asUserErrors, UserError, type UserErrorShape } from '../account/errors.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import type { Camelize } from '../v3/camelize.ts';
import type { Experience } from '../v3/types.ts';
import { ExperiencePlacement } from './placement.ts';

type Status = V3ExperienceWrite['status'];

interface ExperienceResult {
  placedExperienceId: string;
  status: Status | null;
  refreshHomeFeed: boolean;
  placement: Experience | null;
  errors: UserErrorShape[];
}

const ExperienceStatus = builder.enumType('ExperienceStatus', {
  description: "A member's stored status of an experience; COMPLETED, DISMISSED and COMPLETED_WITHOUT_HOMEFEED close it for good.",
  values: {
    TRIGGERED: { value: 'triggered' },
    VIEWED: { value: 'viewed' },
    COMPLETED: { value: 'completed' },
    DISMISSED: { value: 'dismissed' },
    COMPLETED_WITHOUT_HOMEFEED: { value: 'completed_without_homefeed' },
  } as const,
});

const ExperiencePayload = builder.objectRef<ExperienceResult>('ExperiencePayload').implement({
  description: "An experience's status after the change and what its placement shows now; or what went wrong (then status and placement are null).",
  fields: (t) => ({
    placedExperienceId: t.exposeString('placedExperienceId'),
    status: t.field({ type: ExperienceStatus, nullable: true, resolve: (p) => p.status }),
    refreshHomeFeed: t.exposeBoolean('refreshHomeFeed', { description: 'Completing it changed the home feed: reload it (never with withoutHomefeed).' }),
    placement: t.field({ type: ExperiencePlacement, nullable: true, description: 'What the placement shows now (the re-fetch after dismiss or complete).', resolve: (p) => p.placement }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

/** v3's parameter names (camelized) as the mutations' arguments call them. */
const FIELDS: Record<string, string> = { placedExperienceId: 'placedExperienceId', extraContext: 'extraContext', targeting: 'extraContext' };

/** Runs the v3 write on `placed` and answers the payload; a 4xx becomes UserErrors. */
async function experienceWrite(ctx: Context, placed: string, method: 'PUT' | 'DELETE', action: string | null, extraContext: string | null | undefined): Promise<ExperienceResult> {
  const path = `/v3/experiences/${encodeURIComponent(placed)}/${action === null ? '' : `${action}/`}`;
  const body = extraContext ? { extra_context: extraContext } : {};
  const { value, errors } = await asUserErrors(() => ctx.v3.send<V3ExperienceWrite>(method, path, body));
  if (!value) {
    const named = errors.map((e) => ({ ...e, field: e.code === 'NOT_FOUND' ? 'placedExperienceId' : e.field === null ? null : (FIELDS[e.field] ?? e.field) }));
    return { placedExperienceId: placed, status: null, refreshHomeFeed: false, placement: null, errors: named };
  }
  const answer: Camelize<V3ExperienceWrite> = value;
  return { placedExperienceId: answer.placedExperienceId, status: answer.status, refreshHomeFeed: answer.refreshHomeFeed, placement: answer.placement, errors: [] };
}

const args = builder.args((t) => ({
  placedExperienceId: t.string({ required: true, description: 'placement:experience, e.g. web_post_save:first_save_education.' }),
  extraContext: t.string({ description: 'JSON text, at most 4096 bytes.' }),
}));

builder.mutationFields((t) => ({
  markExperienceViewed: t.field({
    type: ExperiencePayload,
    description: 'The viewer saw an experience: it keeps showing (for 14 days after the first view). Call it and update locally at once. Signed in; idempotent.',
    args,
    resolve: (_root, a, ctx) => experienceWrite(ctx, a.placedExperienceId, 'PUT', 'viewed', a.extraContext),
  }),
  completeExperience: t.field({
    type: ExperiencePayload,
    description: 'The viewer completed an experience: it is closed for good. withoutHomefeed stores completed_without_homefeed and never asks for a home feed reload. Signed in; idempotent.',
    args: { ...args, withoutHomefeed: t.arg.boolean({ defaultValue: false }) },
    resolve: (_root, a, ctx) => experienceWrite(ctx, a.placedExperienceId, 'PUT', a.withoutHomefeed ? 'completed_without_homefeed' : 'completed', a.extraContext),
  }),
  dismissExperience: t.field({
    type: ExperiencePayload,
    description: 'The viewer dismissed an experience: it is closed for good (a logged-out visitor dismisses on the client only). Signed in; idempotent.',
    args,
    resolve: (_root, a, ctx) => experienceWrite(ctx, a.placedExperienceId, 'DELETE', null, a.extraContext),
  }),
  triggerExperience: t.field({
    type: ExperiencePayload,
    description: 'Make a triggerable experience (listed in triggerablePlacedExps) eligible. Never reopens a closed one. Signed in; idempotent.',
    args,
    resolve: (_root, a, ctx) => experienceWrite(ctx, a.placedExperienceId, 'PUT', 'trigger', a.extraContext),
  }),
}));

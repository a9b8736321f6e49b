/**
 * /email/user_survey (platform §2; issue 20): after unsubscribing from a category of mail, the page
 * asks why. POST /v3/email/user_survey/?email=…&category=…&token=… {reason, comment?} — the same
 * link as the unsubscribe (no log-in needed), answered once more replaces the answer. The answer is
 * kept on the address's unsubscribe row, so it exists only for a category actually turned off (409
 * otherwise: the survey is not a way to store text for any address).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailUnsubscribes } from '../../db/schema.ts';
import { bodyOf } from '../account/validate.ts';
import { ok, V3Error } from '../envelope.ts';
import { plainText } from '../params.ts';
import { linkAddress, type UnsubscribeLinks } from './unsubscribe.ts';

/** The reasons offered, in the page's order, with their words. */
export const SURVEY_REASONS = {
  too_often: 'I get too many e-mails',
  not_relevant: "They aren't relevant to me",
  never_signed_up: 'I never signed up for these',
  other: 'Something else',
} as const;
export type SurveyReason = keyof typeof SURVEY_REASONS;
export const SURVEY_COMMENT_MAX = 500;

export function surveyRoutes(app: FastifyInstance, db: Db, links: UnsubscribeLinks): void {
  app.post('/email/user_survey/', async (request) => {
    const { email, category } = linkAddress(request, links);
    const body = bodyOf(request.body);
    const reason = body.reason;
    if (typeof reason !== 'string' || !Object.hasOwn(SURVEY_REASONS, reason)) {
      throw V3Error.badParam('reason', `reason must be one of ${Object.keys(SURVEY_REASONS).join(', ')}`);
    }
    if (body.comment !== undefined && body.comment !== null && typeof body.comment !== 'string') throw V3Error.badParam('comment', 'comment must be text');
    const comment = plainText(typeof body.comment === 'string' ? body.comment : '');
    if (comment.length > SURVEY_COMMENT_MAX) throw V3Error.badParam('comment', `Keep it to ${SURVEY_COMMENT_MAX} characters or fewer.`);
    const answered = await db
      .update(mailUnsubscribes)
      .set({ surveyReason: reason, surveyComment: comment === '' ? null : comment })
      .where(and(eq(mailUnsubscribes.email, email), eq(mailUnsubscribes.category, category)))
      .returning({ email: mailUnsubscribes.email });
    if (answered.length === 0) throw new V3Error(409, 'not_unsubscribed', 'This address still gets these e-mails: unsubscribe first, then tell us why.');
    return ok({ email, category, reason, comment: comment === '' ? null : comment });
  });
}

/**
 * Which mail a member gets (issue 20; server/v3/mail/unsubscribe.ts):
 *   Viewer.emailSubscriptions: [EmailSubscription!] (null when signed out)
 *   setEmailSubscription(category, subscribed) → {emailSubscriptions, errors}
 *   unsubscribeEmail(email, category, token) → {ok, errors}: the /email/unsubscribe page's button, with
 *   the token from the mail's link (no log-in needed).
 *   answerEmailSurvey(email, category, token, reason, comment) → {ok, errors}: /email/user_survey.
 */
import type { V3EmailSubscription } from '../../server/v3/mail/unsubscribe.ts';
import { asUserErrors, UserError, type UserErrorShape } from '../account/errors.ts';
import { builder } from '../builder.ts';
import type { Camelize } from '../v3/camelize.ts';
import { me } from '../viewer/me.ts';
import { ViewerRef } from '../viewer/viewer.ts';

type Subscription = Camelize<V3EmailSubscription>;

const EmailSubscriptionRef = builder.objectRef<Subscription>('EmailSubscription').implement({
  description: 'A category of mail and whether the viewer gets it.',
  fields: (t) => ({
    id: t.id({ description: "The category's key (one record per category in a client's store).", resolve: (s) => `EmailSubscription:${s.category}` }),
    category: t.exposeString('category', { description: 'account, invites or notifications (the updates digest).' }),
    label: t.exposeString('label'),
    description: t.exposeString('description'),
    optional: t.exposeBoolean('optional', { description: 'False for account mail (password resets, log-in links): it cannot be turned off.' }),
    subscribed: t.exposeBoolean('subscribed'),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  emailSubscriptions: t.field({
    type: [EmailSubscriptionRef],
    nullable: true,
    description: 'The categories of mail and which of them the viewer gets (/email/subscription). Null when signed out.',
    resolve: async (_v, _a, ctx) => {
      if (!(await me(ctx))) return null;
      return (await ctx.v3.get<V3EmailSubscription[]>('/v3/users/me/email_subscriptions/')).data as Subscription[];
    },
  }),
}));

interface SetPayload {
  emailSubscriptions: Subscription[] | null;
  errors: UserErrorShape[];
}

const SetEmailSubscriptionPayload = builder.objectRef<SetPayload>('SetEmailSubscriptionPayload').implement({
  fields: (t) => ({
    emailSubscriptions: t.field({ type: [EmailSubscriptionRef], nullable: true, resolve: (p) => p.emailSubscriptions }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const UnsubscribeEmailPayload = builder.objectRef<{ ok: boolean; errors: UserErrorShape[] }>('UnsubscribeEmailPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

builder.mutationFields((t) => ({
  setEmailSubscription: t.field({
    type: SetEmailSubscriptionPayload,
    description: 'Turns a category of mail on or off for the viewer. Errors as data: UNAUTHENTICATED, INVALID_PARAMETER (account mail stays on).',
    args: { category: t.arg.string({ required: true }), subscribed: t.arg.boolean({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const { value, errors } = await asUserErrors(() => ctx.v3.send<V3EmailSubscription[]>('PUT', '/v3/users/me/email_subscriptions/', { category: args.category, subscribed: args.subscribed }));
      return { emailSubscriptions: (value as Subscription[] | null) ?? null, errors };
    },
  }),
  unsubscribeEmail: t.field({
    type: UnsubscribeEmailPayload,
    description: "Stops a category of mail to an address, with the token of the mail's unsubscribe link (no log-in needed). Errors as data: INVALID_PARAMETER.",
    args: { email: t.arg.string({ required: true }), category: t.arg.string({ required: true }), token: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const query = new URLSearchParams({ email: args.email, category: args.category, token: args.token });
      const { value, errors } = await asUserErrors(() => ctx.v3.send('POST', `/v3/email/unsubscribe/?${query}`));
      return { ok: value !== null, errors };
    },
  }),
  answerEmailSurvey: t.field({
    type: UnsubscribeEmailPayload,
    description:
      "/email/user_survey: why an address unsubscribed from a category, with the token of the mail's link (no log-in needed). reason: too_often, not_relevant, never_signed_up or other; comment up to 500 characters. Errors as data: INVALID_PARAMETER, and a 409's message when the address is still subscribed.",
    args: {
      email: t.arg.string({ required: true }),
      category: t.arg.string({ required: true }),
      token: t.arg.string({ required: true }),
      reason: t.arg.string({ required: true }),
      comment: t.arg.string({ required: false }),
    },
    resolve: async (_r, args, ctx) => {
      const query = new URLSearchParams({ email: args.email, category: args.category, token: args.token });
      const { value, errors } = await asUserErrors(() => ctx.v3.send('POST', `/v3/email/user_survey/?${query}`, { reason: args.reason, comment: args.comment ?? null }));
      return { ok: value !== null, errors };
    },
  }),
}));

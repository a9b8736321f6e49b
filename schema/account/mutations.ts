/** Sign-up, log-in (password or emailed link, then confirmPassword), log-out, password reset and profile edits: all through v3, sessions relayed as cookies. */
import { builder } from '../builder.ts';
import { UserRef } from '../user/user.ts';
import type { Me } from '../v3/types.ts';
import { setMe } from '../viewer/me.ts';
import { ViewerRef } from '../viewer/viewer.ts';
import { asUserErrors, UserError, type UserErrorShape } from './errors.ts';

interface AccountPayloadShape {
  user: Me | null;
  errors: UserErrorShape[];
}

export const AccountPayload = builder.objectRef<AccountPayloadShape>('AccountPayload').implement({
  description: 'The signed-in user after the mutation (null on errors), the viewer, and any user errors.',
  fields: (t) => ({
    user: t.field({ type: UserRef, nullable: true, resolve: (p) => p.user }),
    viewer: t.field({ type: ViewerRef, resolve: () => ({}) }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const OkPayload = builder.objectRef<{ ok: boolean; errors: UserErrorShape[] }>('OkPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    viewer: t.field({ type: ViewerRef, resolve: () => ({}) }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const SignupInput = builder.inputType('SignupInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    username: t.string({ description: 'Left out: one is made from fullName (else the email); see usernameSuggestion.' }),
    fullName: t.string({ description: 'The name shown, 1 to 30 characters: the first word becomes firstName, the rest lastName.' }),
    firstName: t.string({ description: 'Instead of fullName (not both).' }),
    birthday: t.string({ description: 'YYYY-MM-DD; or give age' }),
    age: t.int(),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    usernameOrEmail: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    token: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    about: t.string(),
    websiteUrl: t.string(),
    username: t.string(),
    saveBehavior: t.int({ description: '0 saves to the profile, 1 shows the board picker' }),
    darkMode: t.boolean(),
    gender: t.string({ description: 'Sign-up step Gender: female, male, nonbinary or unspecified.' }),
    useCase: t.string({ description: 'Sign-up step UseCase: find_ideas, save_ideas, shop, share_my_work or business.' }),
  }),
});

/** Input without the fields left out (GraphQL null/undefined), in v3's snake_case. */
function snake(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== null && value !== undefined) out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  }
  return out;
}

builder.mutationType({
  fields: (t) => ({
    signup: t.field({
      type: AccountPayload,
      args: { input: t.arg({ type: SignupInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const { value, errors } = await asUserErrors(() => ctx.v3.post<Me>('/v3/register/', snake(input)));
        if (value) setMe(ctx, value as Me);
        return { user: value as Me | null, errors };
      },
    }),
    login: t.field({
      type: AccountPayload,
      args: { input: t.arg({ type: LoginInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const { value, errors } = await asUserErrors(() => ctx.v3.post<Me>('/v3/login/', snake(input)));
        if (value) setMe(ctx, value as Me);
        return { user: value as Me | null, errors };
      },
    }),
    logout: t.field({
      type: OkPayload,
      resolve: async (_root, _args, ctx) => {
        const { errors } = await asUserErrors(() => ctx.v3.post<null>('/v3/logout/'));
        if (errors.length === 0) setMe(ctx, null);
        return { ok: errors.length === 0, errors };
      },
    }),
    requestPasswordReset: t.field({
      type: OkPayload,
      description: 'Sends a reset link if the email has an account; answers the same either way.',
      args: { email: t.arg.string({ required: true }) },
      resolve: async (_root, { email }, ctx) => {
        const { errors } = await asUserErrors(() => ctx.v3.post<null>('/v3/password/reset/', { email }));
        return { ok: errors.length === 0, errors };
      },
    }),
    requestLoginLink: t.field({
      type: OkPayload,
      description: 'Emails a single-use log-in link (15 minutes) if the email has an account; answers the same either way.',
      args: { email: t.arg.string({ required: true }) },
      resolve: async (_root, { email }, ctx) => {
        const { errors } = await asUserErrors(() => ctx.v3.post<null>('/v3/login/link/', { email }));
        return { ok: errors.length === 0, errors };
      },
    }),
    loginWithLink: t.field({
      type: AccountPayload,
      description: 'Opens a limited-login session from an emailed log-in link: browse as yourself; gated actions ask for the password.',
      args: { token: t.arg.string({ required: true, description: 'The token of the emailed /login/link/{token} link.' }) },
      resolve: async (_root, { token }, ctx) => {
        const { value, errors } = await asUserErrors(() => ctx.v3.post<Me>('/v3/login/link/confirm/', { token }));
        if (value) setMe(ctx, value as Me);
        return { user: value as Me | null, errors };
      },
    }),
    confirmPassword: t.field({
      type: AccountPayload,
      description: 'Upgrades a limited-login session to a full one (the limited-login modal).',
      args: { password: t.arg.string({ required: true }) },
      resolve: async (_root, { password }, ctx) => {
        const { value, errors } = await asUserErrors(() => ctx.v3.post<Me>('/v3/login/confirm/', { password }));
        if (value) setMe(ctx, value as Me);
        return { user: value as Me | null, errors };
      },
    }),
    resetPassword: t.field({
      type: AccountPayload,
      args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const { value, errors } = await asUserErrors(() => ctx.v3.post<Me>('/v3/password/reset/confirm/', snake(input)));
        if (value) setMe(ctx, value as Me);
        return { user: value as Me | null, errors };
      },
    }),
    updateProfile: t.field({
      type: AccountPayload,
      args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const { value, errors } = await asUserErrors(() => ctx.v3.post<Me>('/v3/users/me/', snake(input)));
        if (value) setMe(ctx, value as Me);
        return { user: value as Me | null, errors };
      },
    }),
  }),
});

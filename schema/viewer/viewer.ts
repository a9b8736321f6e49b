import { builder } from '../builder.ts';
import { UserRef } from '../user/user.ts';
import { isBot, isSocialBot } from './bots.ts';
import { me } from './me.ts';
import { hasQuickSaveBoard, saveBehavior } from './quicksave.ts';

/** Who is asking (platform §1, §6). Fields read the signed-in user lazily, once per request. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the viewer has no data of its own; fields read the context
export const ViewerRef = builder.objectRef<{}>('Viewer').implement({
  description: 'The person making the request: signed in or not, and what kind of viewer.',
  fields: (t) => ({
    isAuthenticated: t.boolean({ resolve: async (_v, _a, ctx) => (await me(ctx)) !== null }),
    user: t.field({ type: UserRef, nullable: true, resolve: (_v, _a, ctx) => me(ctx) }),
    isBot: t.boolean({ description: 'A crawler or a social bot, by User-Agent.', resolve: (_v, _a, ctx) => isBot(ctx.userAgent) }),
    isSocialBot: t.boolean({ resolve: (_v, _a, ctx) => isSocialBot(ctx.userAgent) }),
    isLimitedLogin: t.boolean({
      description:
        'A limited-login viewer (opened from an emailed log-in link): gated actions show the limited-login modal until confirmPassword.',
      resolve: async (_v, _a, ctx) => (await me(ctx))?.isLimitedLogin ?? false,
    }),
    isPartner: t.boolean({ description: 'A business account.', resolve: async (_v, _a, ctx) => (await me(ctx))?.isPartner ?? false }),
    isEmployee: t.boolean({ resolve: async (_v, _a, ctx) => (await me(ctx))?.isEmployee ?? false }),
    email: t.string({ nullable: true, resolve: async (_v, _a, ctx) => (await me(ctx))?.email ?? null }),
    saveBehavior: t.int({
      nullable: true,
      description:
        'platform §3: 0 saves to the profile, 1 shows the board picker. Null when signed out; 1 without asking v3 at 5+ boards (platform §5, §9).',
      resolve: (_v, _a, ctx) => saveBehavior(ctx),
    }),
    hasQuickSaveBoard: t.boolean({
      nullable: true,
      description: 'Whether the viewer has a Quick Saves board; fetched like saveBehavior (null when signed out or at 5+ boards).',
      resolve: (_v, _a, ctx) => hasQuickSaveBoard(ctx),
    }),
    gender: t.string({ nullable: true, description: 'Sign-up step Gender, or null if skipped.', resolve: async (_v, _a, ctx) => (await me(ctx))?.gender ?? null }),
    useCase: t.string({ nullable: true, description: 'Sign-up step UseCase, or null if skipped.', resolve: async (_v, _a, ctx) => (await me(ctx))?.useCase ?? null }),
    darkMode: t.boolean({ resolve: async (_v, _a, ctx) => (await me(ctx))?.darkMode ?? false }),
  }),
});

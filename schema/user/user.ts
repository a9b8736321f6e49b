import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { batchRead, isV3Id, MAX_BATCH } from '../v3/batch.ts';
import type { User } from '../v3/types.ts';

/** Users: embedded summaries answer most fields; counts and profile text load the full user once. */
export const UserRef = builder.loadableNodeRef<User, string>('User', {
  id: { resolve: (user) => user.id },
  // Unknown ids resolve to null nodes rather than errors (DataLoader's types expect values or Errors).
  load: (ids, context: Context) =>
    batchRead<User>(context, '/v3/users/', ids.filter(isV3Id)).then((found) => {
      const byId = new Map(found.flatMap((u) => (u ? [[u.id, u] as const] : [])));
      return ids.map((id) => byId.get(id) ?? (null as unknown as User));
    }),
  loaderOptions: { maxBatchSize: MAX_BATCH },
});

const full = async (user: User, context: Context): Promise<User> =>
  user.pinCount === undefined ? ((await UserRef.getDataloader(context).load(user.id)) ?? user) : user;

UserRef.implement({
  description: 'A person on Corkboard.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    username: t.exposeString('username'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.exposeString('fullName'),
    imageSmallUrl: t.exposeString('imageSmallUrl'),
    imageMediumUrl: t.exposeString('imageMediumUrl'),
    isVerifiedMerchant: t.exposeBoolean('isVerifiedMerchant'),
    verifiedIdentity: t.boolean({ resolve: (user) => user.verifiedIdentity.verified }),
    explicitlyFollowedByMe: t.exposeBoolean('explicitlyFollowedByMe'),
    profileUrl: t.string({ resolve: (user) => `/${user.username}/` }),
    about: t.string({ resolve: async (user, _args, ctx) => (await full(user, ctx)).about ?? '' }),
    websiteUrl: t.string({ nullable: true, resolve: async (user, _args, ctx) => (await full(user, ctx)).websiteUrl ?? null }),
    pinCount: t.int({ resolve: async (user, _args, ctx) => (await full(user, ctx)).pinCount ?? 0 }),
    boardCount: t.int({ resolve: async (user, _args, ctx) => (await full(user, ctx)).boardCount ?? 0 }),
    followerCount: t.int({ resolve: async (user, _args, ctx) => (await full(user, ctx)).followerCount ?? 0 }),
    followingCount: t.int({ resolve: async (user, _args, ctx) => (await full(user, ctx)).followingCount ?? 0 }),
  }),
});

import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { MAX_BATCH, v3BatchLoad } from '../v3/batch.ts';
import type { User } from '../v3/types.ts';

/** Users: embedded summaries answer most fields; counts and profile text load the full user once. */
export const UserRef = builder.loadableNodeRef<User, string>('User', {
  id: { resolve: (user) => user.id },
  load: v3BatchLoad<User>('/v3/users/'),
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

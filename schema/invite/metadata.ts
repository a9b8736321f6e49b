/**
 * v3GetInviteCodeQuery (issue 15; platform §3, §7, §8): the root field that proxies
 * InviteCodeMetadataResource, GET /v3/invite_codes/{code}/, for the invite landing. Null for any v3
 * 4xx (unknown, revoked, expired, across a block: v3 does not say which), so the landing clears itself.
 */
import { builder } from '../builder.ts';
import { V3RequestError } from '../v3/client.ts';
import type { InviteCodeMetadata } from './types.ts';

/** Invite codes are randomBytes(16) base64url (22 characters); anything else is no code. */
const INVITE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

type Sender = InviteCodeMetadata['sender'];
type CodeBoard = InviteCodeMetadata['board'];

const InviteSenderRef = builder.objectRef<Sender>('InviteSender').implement({
  description: 'Who made an invite link, as much as its landing shows (pin-card §5: firstName at most 30 characters).',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    username: t.exposeString('username'),
    firstName: t.exposeString('firstName'),
    imageMediumUrl: t.exposeString('imageMediumUrl'),
    isDefaultImage: t.exposeBoolean('isDefaultImage', { description: 'The sender has no picture of their own.' }),
    shouldShowMessaging: t.exposeBoolean('shouldShowMessaging'),
  }),
});

const InviteCodeBoardRef = builder.objectRef<CodeBoard>('InviteCodeBoard').implement({
  description: 'The board an invite link is for.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    name: t.exposeString('name'),
    url: t.exposeString('url'),
  }),
});

const InviteCodeMetadataRef = builder.objectRef<InviteCodeMetadata>('InviteCodeMetadata').implement({
  description: 'What an invite link says about itself (InviteCodeMetadataResource).',
  fields: (t) => ({
    inviteCode: t.exposeString('inviteCode'),
    inviteChannel: t.exposeInt('inviteChannel', { description: 'Where the link was shared; the landing stays silent for 5, 9, 12 and 16.' }),
    sender: t.field({ type: InviteSenderRef, resolve: (m) => m.sender }),
    board: t.field({ type: InviteCodeBoardRef, resolve: (m) => m.board }),
  }),
});

builder.queryField('v3GetInviteCodeQuery', (t) =>
  t.field({
    type: InviteCodeMetadataRef,
    nullable: true,
    description: 'An invite link by its code (GET /v3/invite_codes/{code}/), signed in or not; null when it is unknown, revoked, expired or not for this viewer.',
    args: { inviteCode: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!INVITE_CODE.test(args.inviteCode)) return null;
      try {
        return (await ctx.v3.get<InviteCodeMetadata>(`/v3/invite_codes/${args.inviteCode}/`)).data;
      } catch (error) {
        if (error instanceof V3RequestError && error.status >= 400 && error.status < 500) return null;
        throw error;
      }
    },
  }),
);

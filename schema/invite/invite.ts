/**
 * Group boards in GraphQL (issue 15; platform §3): the Invite node, keyed `{board id}:{invited user
 * id}` and loaded from GET /v3/boards/{b}/invites/{u}/, a board's collaborators (BoardCollaborator
 * edges), its pending invites and its active invite codes. Every list is a connection taking `first`
 * (counted by the cost rule, ../cost.ts) or, for invite codes, a plain list with a maxListSize.
 */
import { BoardRef } from '../board/board.ts';
import { builder } from '../builder.ts';
import { emptyConnection, pageRequest, readConnection } from '../connection.ts';
import type { Context } from '../context.ts';
import { UserRef } from '../user/user.ts';
import { isV3Id, MAX_BATCH } from '../v3/batch.ts';
import { V3RequestError } from '../v3/client.ts';
import type { Board } from '../v3/types.ts';
import { me } from '../viewer/me.ts';
import type { Collaborator, Invite, InviteCode } from './types.ts';

/** platform §9: a page of collaborators or invites is at most 100 (v3's page_size cap). */
export const INVITE_PAGE_MAX = 100;
/** The most active invite codes Board.inviteCodes lists (one per inviter and channel; more are cut). */
export const INVITE_CODE_LIST_MAX = 100;

/** An invite's v3 id, `{board id}:{invited user id}`, split; null when it is not one. */
export function inviteKey(id: string): { boardId: string; userId: string } | null {
  const [boardId = '', userId = '', ...rest] = id.split(':');
  return rest.length === 0 && isV3Id(boardId) && isV3Id(userId) ? { boardId, userId } : null;
}

export const InviteStatus = builder.enumType('InviteStatus', {
  description: 'INVITED: waiting for an answer. ACCEPTED: the invited person collaborates on the board.',
  values: { INVITED: { value: 'invited' }, ACCEPTED: { value: 'accepted' } } as const,
});

/** A v3 refusal to read (401, 403, 404: the viewer may not read it): no node, or an empty list. */
const refused = (error: unknown): boolean => error instanceof V3RequestError && [401, 403, 404].includes(error.status);

/** Invites have no batched read: each is GET /v3/boards/{b}/invites/{u}/ (null unless the viewer may read it). */
export const InviteRef = builder.loadableNodeRef<Invite, string>('Invite', {
  id: { resolve: (invite) => invite.id },
  load: (ids: readonly string[], context: Context) =>
    Promise.all(
      ids.map(async (id) => {
        const key = inviteKey(id);
        if (!key) return null as unknown as Invite;
        try {
          return (await context.v3.get<Invite>(`/v3/boards/${key.boardId}/invites/${key.userId}/`)).data;
        } catch (error) {
          // Signed out, or not an invite the viewer may read: no such node.
          if (refused(error)) return null as unknown as Invite;
          throw error;
        }
      }),
    ),
  loaderOptions: { maxBatchSize: MAX_BATCH },
});

InviteRef.implement({
  description: 'An invite to collaborate on a board. Its board, owner and inviter are readable by the invited person even on a secret board.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id: `{board id}:{invited user id}`.' }),
    status: t.field({ type: InviteStatus, resolve: (invite) => invite.status }),
    board: t.field({ type: BoardRef, resolve: (invite) => invite.board }),
    invitedUser: t.field({ type: UserRef, resolve: (invite) => invite.invitedUser }),
    inviter: t.field({ type: UserRef, nullable: true, description: 'Null when the inviter deleted their account.', resolve: (invite) => invite.inviter }),
    createdAt: t.field({ type: 'DateTime', resolve: (invite) => invite.createdAt }),
  }),
});

export const BoardCollaboratorRef = builder.objectRef<Collaborator>('BoardCollaborator').implement({
  description: 'An accepted collaborator of a board.',
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (c) => c.user }),
    acceptedAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.acceptedAt }),
    inviter: t.field({ type: UserRef, nullable: true, description: 'Who invited them (null when unknown or gone).', resolve: (c) => c.inviter }),
  }),
});

export const InviteCodeRef = builder.objectRef<InviteCode>('InviteCode').implement({
  description: "A board's shareable invite link: the board's url with `?invite_code={code}`, until it expires or is revoked.",
  fields: (t) => ({
    code: t.exposeString('code'),
    url: t.exposeString('url'),
    channel: t.exposeInt('channel', { description: 'Where the link is shared (0 to 99).' }),
    expiresAt: t.field({ type: 'DateTime', resolve: (c) => c.expiresAt }),
    inviter: t.field({ type: UserRef, resolve: (c) => c.inviter }),
  }),
});

export const InviteConnection = builder.connectionObject({ type: InviteRef, name: 'InviteConnection' });
export const BoardCollaboratorConnection = builder.connectionObject({ type: BoardCollaboratorRef, name: 'BoardCollaboratorConnection' });


/** Invites as a connection, their loader primed (node(id:) in the same request reads no more). */
export async function inviteConnection(ctx: Context, path: string, first: number, after: string | null | undefined) {
  const request = pageRequest(first, after, INVITE_PAGE_MAX);
  if (!(await me(ctx))) return emptyConnection<Invite>();
  try {
    const connection = await readConnection<Invite>((q) => ctx.v3.get<Invite[]>(path, q), request);
    const loader = InviteRef.getDataloader(ctx);
    for (const edge of connection.edges) loader.prime(edge.node.id, edge.node);
    return connection;
  } catch (error) {
    if (refused(error)) return emptyConnection<Invite>();
    throw error;
  }
}

/** The board with its invite rights (summaries, as embedded in pins and invites, lack them). */
const rights = async (board: Board, ctx: Context): Promise<Board> =>
  board.viewerCanInvite === undefined ? ((await BoardRef.getDataloader(ctx).load(board.id)) ?? board) : board;

builder.objectFields(BoardRef, (t) => ({
  collaboratorsCanInvite: t.boolean({
    description: 'Whether accepted collaborators may invite others and make invite links (the owner decides: updateBoard).',
    resolve: async (board, _a, ctx) => (await rights(board, ctx)).collaboratorsCanInvite ?? true,
  }),
  viewerCanInvite: t.boolean({
    description: 'The owner, or an accepted collaborator while collaboratorsCanInvite; false signed out and on an archived board.',
    resolve: async (board, _a, ctx) => (await rights(board, ctx)).viewerCanInvite ?? false,
  }),
  collaborators: t.field({
    type: BoardCollaboratorConnection,
    description: "The board's accepted collaborators, oldest first; empty for those who may not read the board. `first` is 1 to 100 (20 when left out).",
    args: { first: t.arg.int({ defaultValue: 20 }), after: t.arg.string() },
    resolve: async (board, args, ctx) => {
      const request = pageRequest(args.first ?? 20, args.after, INVITE_PAGE_MAX);
      try {
        return await readConnection<Collaborator>((q) => ctx.v3.get<Collaborator[]>(`/v3/boards/${board.id}/collaborators/`, q), request);
      } catch (error) {
        if (refused(error)) return emptyConnection<Collaborator>();
        throw error;
      }
    },
  }),
  invites: t.field({
    type: InviteConnection,
    description: "The board's pending invites, newest first: for its owner and accepted collaborators, empty for anyone else. `first` is 1 to 100 (20 when left out).",
    args: { first: t.arg.int({ defaultValue: 20 }), after: t.arg.string() },
    resolve: (board, args, ctx) => inviteConnection(ctx, `/v3/boards/${board.id}/invites/`, args.first ?? 20, args.after),
  }),
  inviteCodes: t.field({
    type: [InviteCodeRef],
    description: `The board's active invite links, newest first (at most ${INVITE_CODE_LIST_MAX}); empty unless viewerCanInvite.`,
    // The cost rule (../cost.ts) multiplies what each code holds (its inviter) by this.
    extensions: { maxListSize: INVITE_CODE_LIST_MAX },
    resolve: async (board, _a, ctx) => {
      // v3 lists them only to those who may invite (the owner, or a collaborator while collaboratorsCanInvite).
      if (!(await me(ctx))) return [];
      try {
        return (await ctx.v3.get<InviteCode[]>(`/v3/boards/${board.id}/invite_codes/`)).data.slice(0, INVITE_CODE_LIST_MAX);
      } catch (error) {
        if (refused(error)) return [];
        throw error;
      }
    },
  }),
}));

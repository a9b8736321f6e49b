/**
 * The news hub in GraphQL (issue 20; server/v3/notification/):
 *   Viewer.notifications(first, after): NotificationGroup lines, newest first ("Ana and 3 others saved your Pin")
 *   markNotificationsRead → {unreadNotifications, errors}
 * The hide and undo of a line are hidePin/unhidePin with surface NEWS_HUB and the line's id as context.
 */
import type { V3NotificationGroup } from '../../server/v3/notification/text.ts';
import { asUserErrors, UserError, type UserErrorShape } from '../account/errors.ts';
import { refused } from '../ad/ad.ts';
import { builder } from '../builder.ts';
import { emptyConnection, pageRequest, readConnection, type Connection } from '../connection.ts';
import { PinRef } from '../pin/refs.ts';
import { UserRef } from '../user/user.ts';
import type { Camelize } from '../v3/camelize.ts';
import type { User } from '../v3/types.ts';
import { ViewerRef } from '../viewer/viewer.ts';

type Group = Camelize<V3NotificationGroup>;

/** Lines per page (server/v3/notification/routes.ts NOTIFICATIONS_MAX_PAGE_SIZE). */
export const NOTIFICATIONS_PAGE_MAX = 50;
/** Actors named per line (ACTORS_SHOWN). */
const ACTORS_SHOWN = 3;

const NotificationKind = builder.enumType('NotificationKind', {
  values: { FOLLOW: { value: 'follow' }, SAVE: { value: 'save' }, BOARD_INVITE: { value: 'board_invite' }, INVITE_ACCEPTED: { value: 'invite_accepted' }, COMMENT: { value: 'comment' } } as const,
});

const NotificationBoard = builder.objectRef<NonNullable<Group['board']>>('NotificationBoard').implement({
  fields: (t) => ({ entityId: t.exposeString('id'), name: t.exposeString('name'), url: t.exposeString('url') }),
});

const NotificationGroupRef = builder.objectRef<Group>('NotificationGroup').implement({
  description: 'A line of the news hub: notifications of one kind about one thing, newest actor first.',
  fields: (t) => ({
    id: t.id({ description: "The newest notification's id: the context of hidePin(surface: NEWS_HUB).", resolve: (g) => `NotificationGroup:${g.id}` }),
    entityId: t.exposeString('id'),
    kind: t.field({ type: NotificationKind, resolve: (g) => g.kind }),
    text: t.exposeString('text', { description: "What happened, with the latest people's names: 'Ana and 3 others saved your Pin'." }),
    actors: t.field({ type: [UserRef], description: `The latest people in it the viewer may see (at most ${ACTORS_SHOWN}).`, extensions: { maxListSize: ACTORS_SHOWN }, resolve: (g) => g.actors as User[] }),
    actorCount: t.exposeInt('actorCount'),
    pin: t.field({ type: PinRef, nullable: true, resolve: (g, _a, ctx) => (g.pin ? PinRef.getDataloader(ctx).load(g.pin.id) : null) }),
    board: t.field({ type: NotificationBoard, nullable: true, resolve: (g) => g.board }),
    commentText: t.exposeString('commentText', { nullable: true }),
    unread: t.exposeBoolean('unread'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const NotificationGroupConnection = builder.connectionObject({ type: NotificationGroupRef, name: 'NotificationGroupConnection' });

builder.objectFields(ViewerRef, (t) => ({
  notifications: t.field({
    type: NotificationGroupConnection,
    description: `The viewer's news hub, newest line first; \`first\` is 1 to ${NOTIFICATIONS_PAGE_MAX}. Empty when signed out.`,
    args: { first: t.arg.int({ required: true }), after: t.arg.string() },
    resolve: async (_v, args, ctx): Promise<Connection<Group>> => {
      const request = pageRequest(args.first, args.after, NOTIFICATIONS_PAGE_MAX);
      if (!ctx.v3.hasCredentials) return emptyConnection();
      try {
        return await readConnection<Group>((q) => ctx.v3.get<V3NotificationGroup[]>('/v3/users/me/notifications/', q), request);
      } catch (error) {
        if (refused(error)) return emptyConnection();
        throw error;
      }
    },
  }),
}));

const MarkReadPayload = builder.objectRef<{ unreadNotifications: number | null; errors: UserErrorShape[] }>('MarkNotificationsReadPayload').implement({
  fields: (t) => ({
    unreadNotifications: t.exposeInt('unreadNotifications', { nullable: true }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

builder.mutationFields((t) => ({
  markNotificationsRead: t.field({
    type: MarkReadPayload,
    description: "Marks every notification of the viewer read. Errors as data: UNAUTHENTICATED.",
    resolve: async (_r, _a, ctx) => {
      const { value, errors } = await asUserErrors(() => ctx.v3.send<{ unread_notifications: number }>('PUT', '/v3/users/me/notifications/read/'));
      return { unreadNotifications: value?.unreadNotifications ?? null, errors };
    },
  }),
}));

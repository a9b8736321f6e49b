/**
 * Pin.recommendationReason (issue 18; pin-card §3, §8): why a home-feed pin is there — a followed
 * board, a followed profile, a followed topic, the topic of one of the viewer's boards, or their
 * recent activity — from v3's recommendation_reason on the home feed's pins. Null outside the home
 * feed (v3 sends null on every other list and on a pin read alone).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { PinRef } from '../pin/refs.ts';
import type { Pin } from '../v3/types.ts';

type Reason = NonNullable<Pin['recommendationReason']>;

const RecommendationReasonKind = builder.enumType('RecommendationReasonKind', {
  description: 'The source of the home feed that brought a pin, in order of precedence.',
  values: {
    FOLLOWED_BOARD: { value: 'followed_board', description: 'A pin on a board the viewer follows.' },
    FOLLOWED_USER: { value: 'followed_user', description: 'A pin by a profile the viewer follows.' },
    FOLLOWED_TOPIC: { value: 'followed_topic', description: 'A pin of a topic the viewer follows.' },
    YOUR_BOARD: { value: 'your_board', description: "A pin of the topic of one of the viewer's boards." },
    RECENT_ACTIVITY: { value: 'recent_activity', description: 'A pin of the topic of pins the viewer saved in the last 30 days.' },
  } as const,
});

const RecommendationBoard = builder.objectRef<NonNullable<Reason['board']>>('RecommendationBoard').implement({
  description: "The board a reason names: the followed board, or the viewer's own board (YOUR_BOARD).",
  fields: (t) => ({
    id: t.id({ description: "The Board's global id.", resolve: (b) => encodeGlobalID('Board', b.id) }),
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    name: t.exposeString('name'),
    url: t.exposeString('url'),
  }),
});

const RecommendationUser = builder.objectRef<NonNullable<Reason['user']>>('RecommendationUser').implement({
  description: 'The followed profile a reason names.',
  fields: (t) => ({
    id: t.id({ description: "The User's global id.", resolve: (u) => encodeGlobalID('User', u.id) }),
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    username: t.exposeString('username'),
    fullName: t.exposeString('fullName'),
  }),
});

const RecommendationTopic = builder.objectRef<NonNullable<Reason['topic']>>('RecommendationTopic').implement({
  description: 'The topic a reason names.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    name: t.exposeString('name'),
    urlName: t.exposeString('urlName'),
  }),
});

const RecommendationReason = builder.objectRef<Reason>('RecommendationReason').implement({
  description: "Why a pin is in the viewer's home feed (pin-card §8 texts are the client's).",
  fields: (t) => ({
    reason: t.field({ type: RecommendationReasonKind, resolve: (r) => r.reason }),
    reasonId: t.string({ nullable: true, description: 'The id of the board, profile or topic the reason is about.', resolve: (r) => r.reasonId }),
    board: t.field({ type: RecommendationBoard, nullable: true, resolve: (r) => r.board }),
    user: t.field({ type: RecommendationUser, nullable: true, resolve: (r) => r.user }),
    topic: t.field({ type: RecommendationTopic, nullable: true, resolve: (r) => r.topic }),
  }),
});

builder.objectFields(PinRef, (t) => ({
  recommendationReason: t.field({
    type: RecommendationReason,
    nullable: true,
    description: "Why this pin is in the viewer's home feed; null outside the home feed.",
    // Older v3 servers send no key at all.
    resolve: (pin) => pin.recommendationReason ?? null,
  }),
}));

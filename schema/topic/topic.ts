/**
 * GraphQL of the topic room (issue 17): Query.topic(slug: | id:), Query.topics, and the landings'
 * feeds Query.videoFeed and Query.shoppingFeed, over /v3/topics/… and /v3/feeds/{videos,products}/
 * (server/v3/topic/routes.ts). A Topic is a node (its id is the interest's), so following one with
 * followInterest (../user/social.ts) can update it in a client's store. Every pin connection here
 * pages at most TOPIC_FIRST_MAX and counts in the cost rule by its `first`.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { V3Topic, V3TopicCover, V3TopicDetail } from '../../server/v3/topic/load.ts';
import { builder } from '../builder.ts';
import { v3Connection, type Connection } from '../connection.ts';
import type { Context } from '../context.ts';
import { pinFieldSetFor } from '../pin/field-set.ts';
import { PinConnection, PinRef } from '../pin/refs.ts';
import { isV3Id } from '../v3/batch.ts';
import type { Camelize } from '../v3/camelize.ts';
import type { Pin } from '../v3/types.ts';

/** v3's page_size cap for topic lists and feeds. */
export const TOPIC_FIRST_MAX = 50;
/** v3's RELATED_MAX: the longest relatedTopics list. */
const RELATED_MAX = 8;

type Topic = Camelize<V3Topic> & { relatedTopics?: Camelize<V3Topic>[] };

const topicPath = (id: string) => `/v3/topics/${id}/?by=id`;

export const TopicRef = builder.loadableNodeRef<Topic, string>('Topic', {
  id: { resolve: (topic) => topic.id },
  load: (ids: readonly string[], context: Context) =>
    Promise.all(ids.map(async (id) => (isV3Id(id) ? await context.v3.getOrNull<V3TopicDetail>(topicPath(id)) : null) as Topic)),
});

const TopicCover = builder.objectRef<Camelize<V3TopicCover>>('TopicCover').implement({
  description: "A topic's cover: the 236 px wide picture of its most saved recent pin.",
  fields: (t) => ({
    url: t.exposeString('url'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    dominantColor: t.exposeString('dominantColor'),
    pinId: t.exposeString('pinId', { description: 'The v3 id of the pin the picture is of.' }),
  }),
});

/** A pin list of v3 at most TOPIC_FIRST_MAX a page, in the field set the selection needs (grid when it fits). */
async function topicPins(ctx: Context, info: GraphQLResolveInfo, path: string, args: { first: number; after?: string | null }, query: Record<string, string | undefined> = {}): Promise<Connection<Pin>> {
  const fieldSet = pinFieldSetFor(info);
  const connection = await v3Connection<Pin>((q) => ctx.v3.get<Pin[]>(path, q), args.first, args.after, { ...query, field_set_key: fieldSet }, TOPIC_FIRST_MAX);
  if (fieldSet === 'full') {
    const loader = PinRef.getDataloader(ctx);
    for (const edge of connection.edges) loader.prime(edge.node.id, edge.node);
  }
  return connection;
}

/** A price as v3 takes it (dollars, at most 2 decimals); v3 answers 400 naming the parameter for anything out of range. */
const price = (value: number | null | undefined): string | undefined => (value === null || value === undefined ? undefined : String(Math.round(value * 100) / 100));

const pageArgs = builder.args((t) => ({ first: t.int({ required: true }), after: t.string() }));
const productArgs = builder.args((t) => ({
  first: t.int({ required: true }),
  after: t.string(),
  priceMin: t.float({ description: 'Products whose highest price is at least this (dollars).' }),
  priceMax: t.float({ description: 'Products whose lowest price is at most this (dollars).' }),
}));

TopicRef.implement({
  description: 'A topic (an interest, platform §3): its landing at /topics/{slug} and /ideas/{slug}/{id}.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id (the interest id).' }),
    name: t.exposeString('name'),
    urlName: t.exposeString('urlName'),
    slug: t.exposeString('slug', { description: "The part of urlName after its colon ('food:recipes' → 'recipes'); urlName when it has none." }),
    followerCount: t.exposeInt('followerCount'),
    followedByMe: t.exposeBoolean('followedByMe'),
    coverImage: t.field({ type: TopicCover, nullable: true, resolve: (topic) => topic.coverImage }),
    relatedTopics: t.field({
      type: [TopicRef],
      description: `Up to ${RELATED_MAX} topics its followers follow most.`,
      extensions: { maxListSize: RELATED_MAX },
      resolve: async (topic, _args, ctx) => topic.relatedTopics ?? (await TopicRef.getDataloader(ctx).load(topic.id))?.relatedTopics ?? [],
    }),
    pins: t.field({
      type: PinConnection,
      nullable: true,
      description: `Pins whose source interest or board topic this is, ranked by saves and recency. \`first\` is 1 to ${TOPIC_FIRST_MAX}.`,
      args: pageArgs,
      resolve: (topic, args, ctx, info) => topicPins(ctx, info, `/v3/topics/${topic.id}/pins/`, args, { by: 'id' }),
    }),
    videos: t.field({
      type: PinConnection,
      nullable: true,
      description: `The topic's video pins (and idea pins with a video). \`first\` is 1 to ${TOPIC_FIRST_MAX}.`,
      args: pageArgs,
      resolve: (topic, args, ctx, info) => topicPins(ctx, info, `/v3/topics/${topic.id}/videos/`, args, { by: 'id' }),
    }),
    products: t.field({
      type: PinConnection,
      nullable: true,
      description: `The topic's product pins, in stock first, optionally within a price range. \`first\` is 1 to ${TOPIC_FIRST_MAX}.`,
      args: productArgs,
      resolve: (topic, args, ctx, info) =>
        topicPins(ctx, info, `/v3/topics/${topic.id}/products/`, args, { by: 'id', price_min: price(args.priceMin), price_max: price(args.priceMax) }),
    }),
  }),
});

export const TopicConnection = builder.connectionObject({ type: TopicRef, name: 'TopicConnection' });

/** How a slug may look: anything else is no topic (and no request). */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_:-]{0,99}$/;

builder.queryFields((t) => ({
  topic: t.field({
    type: TopicRef,
    nullable: true,
    description: "A topic by its slug or url_name ('recipes' or 'food:recipes'), or by its v3 id; null when there is none. Give one of the two.",
    args: { slug: t.arg.string(), id: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const byId = args.id !== null && args.id !== undefined;
      const key = byId ? args.id! : (args.slug ?? '');
      if (byId ? !isV3Id(key) : !SLUG.test(key)) return null;
      const topic = await ctx.v3.getOrNull<V3TopicDetail>(`/v3/topics/${encodeURIComponent(key)}/?by=${byId ? 'id' : 'url_name'}`);
      if (topic) TopicRef.getDataloader(ctx).prime(topic.id, topic);
      return topic;
    },
  }),
  topics: t.field({
    type: TopicConnection,
    nullable: true,
    description: `Every topic by name (for /topics and /ideas). \`first\` is 1 to ${TOPIC_FIRST_MAX}.`,
    args: pageArgs,
    resolve: (_root, args, ctx) => v3Connection<Topic>((q) => ctx.v3.get<V3Topic[]>('/v3/topics/', q), args.first, args.after, {}, TOPIC_FIRST_MAX),
  }),
  videoFeed: t.field({
    type: PinConnection,
    nullable: true,
    description: `Video pins of every topic (/videos/), ranked by saves and recency. \`first\` is 1 to ${TOPIC_FIRST_MAX}.`,
    args: pageArgs,
    resolve: (_root, args, ctx, info) => topicPins(ctx, info, '/v3/feeds/videos/', args),
  }),
  shoppingFeed: t.field({
    type: PinConnection,
    nullable: true,
    description: `Product pins of every topic (/shopping/), in stock first, optionally within a price range. \`first\` is 1 to ${TOPIC_FIRST_MAX}.`,
    args: productArgs,
    resolve: (_root, args, ctx, info) => topicPins(ctx, info, '/v3/feeds/products/', args, { price_min: price(args.priceMin), price_max: price(args.priceMax) }),
  }),
}));

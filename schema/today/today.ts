/**
 * GraphQL of the today room (issue 17), over v3 (server/v3/today/routes.ts):
 * - Query.today(tab:, first:, after:): a tab's articles, newest day first (v3 GET /v3/today/).
 * - Query.todayArticle(slug:): one article, null for an unknown slug; TodayArticle.pins is its pins
 *   feed (todayArticleInterestFeed), best first.
 * - Query.todayPins(tab:, first:, after:): the pins of a tab's newest day (todayTabFeed).
 * Every connection takes `first` 1 to 50 (v3's page_size cap) and counts in the cost rule by it.
 */
import { builder } from '../builder.ts';
import { pageRequest, v3Connection } from '../connection.ts';
import { ImageRef, ImageSize, pickImage } from '../image/image.ts';
import { pinConnection } from '../pin/field-set.ts';
import { SourceInterest } from '../pin/parts.ts';
import { PinConnection, PinRef } from '../pin/refs.ts';
import type { Camelize } from '../v3/camelize.ts';
import type { V3TodayArticle } from '../../server/v3/today/load.ts';

type Article = Camelize<V3TodayArticle>;

/** v3's page_size cap of the today lists (server/v3/today/routes.ts TODAY_PAGE_MAX). */
export const TODAY_FIRST_MAX = 50;
const TODAY_PAGE_MAX = TODAY_FIRST_MAX;

const TodayTab = builder.enumType('TodayTab', {
  description: 'A /today tab: ARTICLE is the day\'s main articles (/today/), the others /today/best/, /today/trending/, /today/popular/ and /today/shop/.',
  values: {
    ARTICLE: { value: 'article' },
    BEST: { value: 'best', description: 'Topics of the week whose pins were saved most of all time.' },
    TRENDING: { value: 'trending', description: 'Topics with the biggest rise on the week before.' },
    POPULAR: { value: 'popular', description: 'The pins saved most this week, topic by topic.' },
    SHOP: { value: 'shop', description: 'Product pins of the week\'s topics.' },
  } as const,
});

const slugOk = (slug: string) => /^[a-z0-9][a-z0-9-]{0,199}$/.test(slug);

export const TodayArticleRef = builder.objectRef<Article>('TodayArticle').implement({
  description: 'A /today article (platform §3 todayArticle): a trending topic of one day, with pins chosen from its saves.',
  fields: (t) => ({
    id: t.id({ description: 'A global id (TodayArticle:{entityId}).', resolve: (a) => Buffer.from(`TodayArticle:${a.id}`).toString('base64') }),
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    slug: t.exposeString('slug'),
    tab: t.field({ type: TodayTab, resolve: (a) => a.tab }),
    day: t.exposeString('day', { description: 'The UTC day it was assembled for, YYYY-MM-DD.' }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    url: t.exposeString('url', { description: '/today/article/{slug}/' }),
    interest: t.field({ type: SourceInterest, nullable: true, resolve: (a) => a.interest }),
    pinCount: t.exposeInt('pinCount', { description: 'Pins of the article the viewer may see.' }),
    score: t.exposeInt('score'),
    coverImage: t.field({
      type: ImageRef,
      nullable: true,
      description: 'The first pin the viewer may see, in W236, W474 or W736.',
      args: { size: t.arg({ type: ImageSize, defaultValue: 'W474' }) },
      resolve: (a, args) => pickImage(a.coverImages, args.size ?? 'W474'),
    }),
    coverPin: t.field({ type: PinRef, nullable: true, resolve: (a) => a.coverPinId }),
    pins: t.field({
      type: PinConnection,
      nullable: true,
      description: `The article's pins the viewer may see, best first. \`first\` is 1 to ${TODAY_PAGE_MAX}.`,
      args: { first: t.arg.int({ required: true }), after: t.arg.string() },
      resolve: (a, args, ctx, info) => {
        pageRequest(args.first, args.after, TODAY_PAGE_MAX);
        return pinConnection(ctx, info, `/v3/today/articles/${a.slug}/pins/`, args);
      },
    }),
  }),
});

const TodayArticleConnection = builder.connectionObject({ type: TodayArticleRef, name: 'TodayArticleConnection' });

builder.queryFields((t) => ({
  today: t.field({
    type: TodayArticleConnection,
    nullable: true,
    description: `A /today tab's articles, newest day first, then the day's highest score. \`first\` is 1 to ${TODAY_PAGE_MAX}.`,
    args: { tab: t.arg({ type: TodayTab, defaultValue: 'article' }), first: t.arg.int({ required: true }), after: t.arg.string() },
    resolve: (_root, args, ctx) =>
      v3Connection<Article>((q) => ctx.v3.get<V3TodayArticle[]>('/v3/today/', q), args.first, args.after, { tab: args.tab ?? 'article' }, TODAY_PAGE_MAX),
  }),
  todayArticle: t.field({
    type: TodayArticleRef,
    nullable: true,
    description: 'A /today article by its slug; null when there is none.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => (slugOk(args.slug) ? ctx.v3.getOrNull<V3TodayArticle>(`/v3/today/articles/${args.slug}/`) : null),
  }),
  todayPins: t.field({
    type: PinConnection,
    nullable: true,
    description: `The pins of a /today tab's newest day, article by article (todayTabFeed). \`first\` is 1 to ${TODAY_PAGE_MAX}.`,
    args: { tab: t.arg({ type: TodayTab, defaultValue: 'article' }), first: t.arg.int({ required: true }), after: t.arg.string() },
    resolve: (_root, args, ctx, info) => {
      pageRequest(args.first, args.after, TODAY_PAGE_MAX);
      return pinConnection(ctx, info, '/v3/today/pins/', args, { tab: args.tab ?? 'article' });
    },
  }),
}));

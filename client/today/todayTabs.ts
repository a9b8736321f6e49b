/** The /today tabs (platform §2): their GraphQL value, address and label. Kept apart so the route module stays small. */
export type TodayTabValue = 'ARTICLE' | 'BEST' | 'TRENDING' | 'POPULAR' | 'SHOP';

export interface TodayTabInfo {
  readonly value: TodayTabValue;
  /** The path segment after /today/ (article: the day's main articles, also at /today/). */
  readonly segment: string;
  readonly label: string;
  readonly title: string;
  readonly blurb: string;
}

export const TODAY_TABS: readonly TodayTabInfo[] = [
  { value: 'ARTICLE', segment: 'article', label: 'Today', title: 'Today', blurb: 'Ideas people are saving this week, in articles assembled each day from the trending topics.' },
  { value: 'BEST', segment: 'best', label: 'Best', title: 'Best of the week', blurb: "The all-time favourites of this week's topics." },
  { value: 'TRENDING', segment: 'trending', label: 'Trending', title: 'Trending', blurb: 'Topics people save more of than the week before.' },
  { value: 'POPULAR', segment: 'popular', label: 'Popular', title: 'Popular', blurb: 'The pins saved most this week, topic by topic.' },
  { value: 'SHOP', segment: 'shop', label: 'Shop', title: 'Shop', blurb: 'Products from the topics people are saving this week.' },
];

export const todayTabPath = (tab: TodayTabInfo): string => (tab.value === 'ARTICLE' ? '/today/' : `/today/${tab.segment}/`);

export const todayArticlePath = (slug: string): string => `/today/article/${encodeURIComponent(slug)}/`;

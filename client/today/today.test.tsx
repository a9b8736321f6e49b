import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { nextOperation } from '../testing/operations';
import { mockConnection } from '../testing/pins';
import { renderApp, type MockEnvironment } from '../testing/render';

// The pages are lazy chunks: loaded before the tests so a route renders without waiting on them.
await Promise.all([import('./TodayPage'), import('./TodayArticlePage')]);

const article = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: btoa(`TodayArticle:${n}`),
  slug: `topic-${n}-2026-11-27`,
  tab: 'ARTICLE',
  day: '2026-11-27',
  title: `Topic ${n} people are saving this week`,
  description: `${10 - n} saves of Topic ${n} pins in the 7 days to 27 November 2026.`,
  interest: { name: `Topic ${n}` },
  coverImage: { url: `/images/474x/cover${n}.jpg`, dominantColor: '#aabbcc' },
  ...overrides,
});
const articles = (from: number, count: number, hasNextPage: boolean) => ({
  edges: Array.from({ length: count }, (_, i) => ({ cursor: `a-${from + i}`, node: article(from + i) })),
  pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: `a-${from}`, endCursor: `a-${from + count - 1}` },
});

async function answerToday(environment: MockEnvironment, name: string, connection: Record<string, unknown>) {
  const operation = await nextOperation(environment, name);
  await act(async () => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { TodayArticleConnection: () => connection })));
  return operation;
}

async function answerArticle(environment: MockEnvironment, value: Record<string, unknown> | null) {
  const operation = await nextOperation(environment, 'todayRoutes_ArticleQuery');
  await act(async () =>
    environment.mock.resolve(
      operation,
      value === null
        ? { data: { todayArticle: null } }
        : MockPayloadGenerator.generate(operation, { TodayArticle: () => value, PinConnection: () => mockConnection(0, 4, false) }),
    ),
  );
  return operation;
}

const cardTitles = () => screen.queryAllByTestId('today-article-card').map((card) => within(card).getByRole('img').getAttribute('aria-label'));

describe('/today', () => {
  it("shows the Today tab's articles as cards leading to each article, under the tabs", async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/today');
    const operation = await answerToday(environment, 'todayRoutes_TodayQuery', articles(1, 2, false));
    expect(operation.request.variables).toEqual({ tab: 'ARTICLE', count: 12 });
    await screen.findByTestId('today-page', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeTruthy();
    expect(screen.getByText('Friday 27 November')).toBeTruthy();
    expect(cardTitles()).toEqual(['Topic 1 people are saving this week', 'Topic 2 people are saving this week']);
    const [first] = screen.getAllByTestId('today-article-card');
    expect(within(first!).getByRole('link').getAttribute('href')).toBe('/today/article/topic-1-2026-11-27/');
    expect(within(first!).getByText('9 saves of Topic 1 pins in the 7 days to 27 November 2026.')).toBeTruthy();
    const tabs = within(screen.getByTestId('today-tabs')).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Today', 'Best', 'Trending', 'Popular', 'Shop']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(['/today/', '/today/best/', '/today/trending/', '/today/popular/', '/today/shop/']);
    expect(tabs.map((tab) => tab.getAttribute('aria-current'))).toEqual(['page', null, null, null, null]);
    expect(document.title).toBe('Today | Corkboard');
  });

  it('each tab path asks for its tab; /today/article/ is the Today tab', async () => {
    for (const [path, tab, heading] of [
      ['/today/best/', 'BEST', 'Best of the week'],
      ['/today/shop', 'SHOP', 'Shop'],
      ['/today/article/', 'ARTICLE', 'Today'],
    ] as const) {
      const environment = createMockEnvironment();
      const view = renderApp(environment, path);
      const operation = await answerToday(environment, 'todayRoutes_TodayQuery', articles(1, 1, false));
      expect(operation.request.variables.tab).toBe(tab);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeTruthy();
      view.unmount();
    }
  });

  it('"Show more" loads the next page of articles', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/today/popular/');
    await answerToday(environment, 'todayRoutes_TodayQuery', articles(1, 2, true));
    await screen.findByTestId('today-page', {}, { timeout: 5000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    const next = await answerToday(environment, 'TodayPagePaginationQuery', articles(3, 1, false));
    expect(next.request.variables).toMatchObject({ tab: 'POPULAR', count: 12, cursor: 'a-2' });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when a tab has no articles yet', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/today/trending/');
    await answerToday(environment, 'todayRoutes_TodayQuery', articles(1, 0, false));
    expect(await screen.findByText('No articles yet: they are put together each day from what people save.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('an unknown tab path is Not Found', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/today/news/');
    expect(await screen.findByTestId('not-found', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('an article', () => {
  for (const path of ['/today/article/topic-1-2026-11-27', '/discover/article/topic-1-2026-11-27/']) {
    it(`${path}: its title, topic, day and description over its pins`, async () => {
      const environment = createMockEnvironment();
      renderApp(environment, path);
      const operation = await answerArticle(environment, article(1));
      expect(operation.request.variables).toEqual({ slug: 'topic-1-2026-11-27', count: 25 });
      await screen.findByTestId('today-article-page', {}, { timeout: 5000 });
      expect(screen.getByRole('heading', { level: 1, name: 'Topic 1 people are saving this week' })).toBeTruthy();
      expect(screen.getByText('Today · Topic 1 · 27 November 2026').closest('a')?.getAttribute('href')).toBe('/today/');
      expect(screen.getByText('9 saves of Topic 1 pins in the 7 days to 27 November 2026.')).toBeTruthy();
      await waitFor(() => expect(screen.getAllByTestId('pin')).toHaveLength(4));
      expect(document.title).toBe('Topic 1 people are saving this week | Corkboard');
    });
  }

  it('an unknown slug is Not Found', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/today/article/nothing-here/');
    await answerArticle(environment, null);
    expect(await screen.findByTestId('not-found', {}, { timeout: 5000 })).toBeTruthy();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adaUser, nextOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { mockConnection } from '../testing/pins';
import { renderApp, type MockEnvironment } from '../testing/render';

// The page's chunk loaded once up front: the first test does not pay for it inside its waits.
await import('./TopicLandingPage');

const TOPIC_ID = 'VG9waWM6Nw==';
const recipes = (overrides: Record<string, unknown> = {}) => ({
  id: TOPIC_ID,
  entityId: '7',
  name: 'Recipes',
  slug: 'recipes',
  urlName: 'food:recipes',
  followerCount: 4,
  followedByMe: false,
  relatedTopics: [{ id: 'VG9waWM6OA==', entityId: '8', name: 'Desserts', slug: 'desserts' }],
  ...overrides,
});

/** The page's topic, and its related topics as they are (the generator asks for every Topic object). */
const topicResolver = (topic: Record<string, unknown>) => (context: { path?: readonly string[] | null }) =>
  context.path?.includes('relatedTopics') ? { entityId: '8', name: 'Desserts', slug: 'desserts' } : topic;

async function renderTopic({ member = true, topic = recipes() as Record<string, unknown> | null, path = '/topics/recipes/', query = 'topicRoutes_TopicQuery' } = {}) {
  const environment = createMockEnvironment();
  renderApp(environment, path, { viewer: member ? { ...signedInViewer(), user: adaUser() } : signedOutViewer() });
  const operation = await nextOperation(environment, query);
  await act(async () =>
    environment.mock.resolve(
      operation,
      topic === null
        ? { data: { topic: null } }
        : MockPayloadGenerator.generate(operation, { Query: () => ({ topic }), Topic: topicResolver(topic), PinConnection: () => mockConnection(0, 3, false) }),
    ),
  );
  return { environment, operation, user: userEvent.setup() };
}

const followerCount = () => screen.getByTestId('topic-follower-count').textContent;
const mutations = (environment: MockEnvironment) => environment.mock.getAllOperations().filter((o) => o.request.node.params.operationKind === 'mutation');

describe('a topic page', () => {
  it('shows the name, follower count, Follow, related topics, tabs and the pins, titled after the topic', async () => {
    const { operation } = await renderTopic();
    expect(operation.request.variables).toEqual({ slug: 'recipes', id: null, count: 25 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipes' })).toBeTruthy();
    expect(followerCount()).toBe('4 followers');
    expect(screen.getByRole('button', { name: 'Follow Recipes' })).toBeTruthy();
    expect(screen.getByText('Desserts').closest('a')?.getAttribute('href')).toBe('/topics/desserts/');
    expect(screen.getByText('Videos').closest('a')?.getAttribute('href')).toBe('/videos/recipes/7/');
    expect(screen.getByText('Shop').closest('a')?.getAttribute('href')).toBe('/shopping/recipes/7/');
    await waitFor(() => expect(screen.getAllByTestId('pin')).toHaveLength(3));
    expect(document.title).toBe('Recipes | Corkboard');
  });

  it('Follow shows "Following" and +1 at once, ignores taps in flight, and keeps the server\'s count', async () => {
    const { environment, user } = await renderTopic();
    await user.click(await screen.findByRole('button', { name: 'Follow Recipes' }));
    const operation = await nextOperation(environment, 'useFollowTopicMutation');
    expect(operation.request.variables).toEqual({ interestId: '7', follow: true });
    expect(screen.getByRole('button', { name: 'Following Recipes' })).toBeTruthy();
    expect(followerCount()).toBe('5 followers');
    await user.click(screen.getByRole('button', { name: 'Following Recipes' }));
    expect(mutations(environment)).toHaveLength(1);
    await act(async () => environment.mock.resolve(operation, { data: { followInterest: { following: true, followerCount: 9, errors: [] } } }));
    expect(screen.getByRole('button', { name: 'Following Recipes' })).toBeTruthy();
    expect(followerCount()).toBe('9 followers');
  });

  it('rolls Follow back with an error toast when the server refuses, and lets a new tap through', async () => {
    const { environment, user } = await renderTopic();
    await user.click(await screen.findByRole('button', { name: 'Follow Recipes' }));
    const operation = await nextOperation(environment, 'useFollowTopicMutation');
    expect(followerCount()).toBe('5 followers');
    await act(async () =>
      environment.mock.resolve(operation, { data: { followInterest: { following: false, followerCount: null, errors: [{ message: 'interest 7 not found', code: 'NOT_FOUND' }] } } }),
    );
    expect(await screen.findByText('interest 7 not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Recipes' })).toBeTruthy();
    expect(followerCount()).toBe('4 followers');
    await user.click(screen.getByRole('button', { name: 'Follow Recipes' }));
    expect(await nextOperation(environment, 'useFollowTopicMutation')).not.toBe(operation);
  });

  it('Unfollow shows "Follow" and −1 at once, rolled back on a network error', async () => {
    const { environment, user } = await renderTopic({ topic: recipes({ followedByMe: true }) });
    await user.click(await screen.findByRole('button', { name: 'Following Recipes' }));
    const operation = await nextOperation(environment, 'useFollowTopicMutation');
    expect(operation.request.variables).toEqual({ interestId: '7', follow: false });
    expect(screen.getByRole('button', { name: 'Follow Recipes' })).toBeTruthy();
    expect(followerCount()).toBe('3 followers');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByText("Couldn't reach Corkboard. Please try again.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Following Recipes' })).toBeTruthy();
    expect(followerCount()).toBe('4 followers');
  });

  it('asks a visitor to log in to follow, without a request', async () => {
    const { environment, user } = await renderTopic({ member: false });
    await user.click(await screen.findByRole('button', { name: 'Follow Recipes' }));
    expect(await screen.findByText('Log in to follow')).toBeTruthy();
    expect(mutations(environment)).toHaveLength(0);
    expect(followerCount()).toBe('4 followers');
  });

  it('is Not Found for an unknown topic', async () => {
    await renderTopic({ topic: null, path: '/topics/cooking/' });
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry! We couldn't find that page" })).toBeTruthy();
  });

  it('by id under the wrong slug, goes to the right address and shows the topic there', async () => {
    const { environment } = await renderTopic({ path: '/ideas/cooking/7/', query: 'topicRoutes_TopicQuery' });
    // The address is replaced; the same topic (by id) is asked again or taken from the store.
    const again = environment.mock.getAllOperations().find((o) => o.request.node.params.name === 'topicRoutes_TopicQuery');
    if (again) {
      expect(again.request.variables).toEqual({ slug: null, id: '7', count: 25 });
      await act(async () =>
        environment.mock.resolve(again, MockPayloadGenerator.generate(again, { Query: () => ({ topic: recipes() }), Topic: topicResolver(recipes()), PinConnection: () => mockConnection(0, 1, false) })),
      );
    }
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipes ideas' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('/shopping/{slug}/ naming no topic searches products for its words', async () => {
    const { environment } = await renderTopic({ topic: null, path: '/shopping/linen-throw-pillow/', query: 'topicRoutes_ShoppingTopicQuery' });
    const search = await nextOperation(environment, 'searchRoutes_SearchQuery');
    expect(search.request.variables).toMatchObject({ query: 'linen throw pillow' });
  });

  it('/shopping/{slug}/{id} reads the price filter of the address and shows it', async () => {
    const { operation } = await renderTopic({ path: '/shopping/recipes/7/?price_min=10&price_max=oops', query: 'topicRoutes_ShoppingTopicQuery' });
    expect(operation.request.variables).toEqual({ slug: null, id: '7', count: 25, priceMin: 10, priceMax: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop Recipes' })).toBeTruthy();
    expect((screen.getByLabelText('Min price') as HTMLInputElement).value).toBe('10');
  });
});

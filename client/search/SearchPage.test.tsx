import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nextOperation, signedInViewer } from '../testing/operations';
import { mockPin } from '../testing/pins';
import { renderApp, type MockEnvironment } from '../testing/render';

const masonry = await vi.hoisted(async () => (await import('../testing/masonry')).masonryRecorder());
vi.mock('../feed/Masonry', async (importOriginal) => (await import('../testing/masonry')).withListMasonry(await importOriginal<typeof import('../feed/Masonry')>(), masonry));
const recorded = vi.hoisted(() => [] as unknown[]);
vi.mock('../visitor/loggedOutState', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../visitor/loggedOutState')>()),
  recordCompletedSearch: (search: unknown) => recorded.push(search),
}));

await import('./SearchPage');

interface Page {
  correctedQuery?: string | null;
  relatedTerms?: string[];
  nodes?: Record<string, unknown>[];
  hasNextPage?: boolean;
}

const pinNodes = (count: number, from = 0) => Array.from({ length: count }, (_, i) => ({ __typename: 'Pin', ...mockPin(from + i) }));
const board = (n: number) => ({
  __typename: 'Board',
  id: btoa(`Board:${n}`),
  name: `Lemon board ${n}`,
  url: `/ada/lemon-${n}/`,
  pinCount: n,
  privacy: 'public',
  hasCoverPin: false,
  cover: null,
  collageImages: [],
});
const person = (n: number) => ({ __typename: 'User', id: btoa(`User:${n}`), username: `lemon${n}`, fullName: `Lemon Person ${n}`, imageMediumUrl: '', followerCount: n });

function searchResult({ correctedQuery = null, relatedTerms = [], nodes = pinNodes(3), hasNextPage = false }: Page) {
  return {
    correctedQuery,
    relatedTerms,
    edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
    pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: 'c0', endCursor: hasNextPage ? 'bm-2' : null },
  };
}

/**
 * Answers the route query. Its `viewer` is the same store record as the app shell's, so it must say
 * what the shell said: a signed-out answer arriving after a member's shell query would sign them out.
 */
async function answer(environment: MockEnvironment, page: Page | null, name = 'searchRoutes_SearchQuery', isAuthenticated = false): Promise<OperationDescriptor> {
  const operation = await nextOperation(environment, name);
  await act(async () =>
    environment.mock.resolve(
      operation,
      page === null
        ? { data: { viewer: { id: 'viewer', isAuthenticated }, search: null }, errors: [{ message: 'Search is not answering' }] }
        : MockPayloadGenerator.generate(operation, { SearchResult: () => searchResult(page), Viewer: () => ({ isAuthenticated }) }),
    ),
  );
  return operation;
}

async function open(path: string, page: Page | null = {}, options: Parameters<typeof renderApp>[2] = {}) {
  const environment = createMockEnvironment();
  renderApp(environment, path, options);
  const signedIn = typeof options.viewer === 'object' && options.viewer.isAuthenticated === true;
  const operation = await answer(environment, page, undefined, signedIn);
  return { environment, operation, user: userEvent.setup() };
}

const scopes = () => within(screen.getByTestId('search-scopes'));
const tabNames = () => scopes().getAllByRole('link').map((tab) => tab.textContent);

beforeEach(() => {
  recorded.length = 0;
});

describe('the search page', () => {
  it('searches the scope of the address for its words and shows the pins, recording the completed search', async () => {
    const { operation } = await open('/search/pins/?q=lemon+cake&rs=typed', { nodes: pinNodes(3) });
    expect(operation.request.variables).toEqual({ query: 'lemon cake', scope: 'PINS', count: 25, priceMin: null, priceMax: null });
    await waitFor(() => expect(screen.getAllByTestId('pin')).toHaveLength(3));
    expect(document.title).toBe('lemon cake | Corkboard');
    expect(recorded).toEqual([{ query: 'lemon cake', rs: 'typed', scope: 'pins', rg: null }]);
  });

  it('switches scope with tabs (Your Pins only for members), keeping the words', async () => {
    await open('/search/pins/?q=lemon', {});
    expect(await screen.findByTestId('search-scopes')).toBeTruthy();
    expect(tabNames()).toEqual(['All Pins', 'Videos', 'Products', 'Idea Pins', 'Boards', 'People']);
    expect(scopes().getByRole('link', { name: 'Boards' }).getAttribute('href')).toBe('/search/boards/?q=lemon&rs=filter');
    expect(scopes().getByRole('link', { name: 'All Pins' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers Your Pins to a member', async () => {
    await open('/search/pins/?q=lemon', {}, { viewer: signedInViewer() });
    await screen.findByTestId('search-scopes');
    expect(tabNames()).toContain('Your Pins');
  });

  it('goes to the boards of the same words and shows them as cards', async () => {
    const { environment, user } = await open('/search/pins/?q=lemon', { nodes: pinNodes(2) });
    await waitFor(() => expect(screen.getAllByTestId('pin')).toHaveLength(2));
    await user.click(scopes().getByRole('link', { name: 'Boards' }));
    const operation = await answer(environment, { nodes: [board(1), board(2)] });
    expect(operation.request.variables).toMatchObject({ query: 'lemon', scope: 'BOARDS' });
    await waitFor(() => expect(screen.getAllByTestId('board-card')).toHaveLength(2));
    expect(screen.getByText('Lemon board 2')).toBeTruthy();
    expect(scopes().getByRole('link', { name: 'Boards' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows people as cards linking to their profiles', async () => {
    await open('/search/users/?q=lemon', { nodes: [person(1), person(2)] });
    const cards = await screen.findAllByTestId('person-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.closest('a')?.getAttribute('href')).toBe('/lemon1/');
    expect(within(cards[1]!).getByText('@lemon2')).toBeTruthy();
  });

  it('shows refinement chips that add their term to the words', async () => {
    await open('/search/pins/?q=lemon', { relatedTerms: ['Cakes', 'Drinks'] });
    const chips = within(await screen.findByTestId('search-chips')).getAllByRole('link');
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('href')])).toEqual([
      ['Cakes', '/search/pins/?q=lemon+Cakes&rs=rs'],
      ['Drinks', '/search/pins/?q=lemon+Drinks&rs=rs'],
    ]);
  });

  it('has no chips without related terms', async () => {
    await open('/search/boards/?q=lemon', { nodes: [board(1)] });
    await screen.findAllByTestId('board-card');
    expect(screen.queryByTestId('search-chips')).toBeNull();
  });

  it('says which words it showed results for when they were corrected, and nothing when not', async () => {
    await open('/search/pins/?q=lemmon', { correctedQuery: 'lemon' });
    expect((await screen.findByTestId('corrected-query')).textContent).toBe('Showing results for lemon');
  });

  it('shows no corrected-words line for words as typed', async () => {
    await open('/search/pins/?q=lemon', { correctedQuery: null });
    await waitFor(() => expect(screen.getAllByTestId('pin')).toHaveLength(3));
    expect(screen.queryByTestId('corrected-query')).toBeNull();
  });

  it('says when nothing was found', async () => {
    await open('/search/boards/?q=zzqx', { nodes: [] });
    expect((await screen.findByTestId('search-empty')).textContent).toContain('No results for “zzqx”');
  });

  it('offers to try again when search is not answering', async () => {
    const { environment, user } = await open('/search/pins/?q=lemon', null);
    const alert = await screen.findByTestId('partial-error');
    expect(alert.textContent).toContain("Couldn't load the results.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const retry = await answer(environment, { nodes: pinNodes(1) }, 'SearchPagePaginationQuery');
    expect(retry.request.variables).toMatchObject({ query: 'lemon', scope: 'PINS' });
    await waitFor(() => expect(screen.getAllByTestId('pin')).toHaveLength(1));
  });

  it('filters Products by price: the address bounds are sent, and Apply sets them', async () => {
    const { environment, operation, user } = await open('/search/buyable_pins/?q=lamp&price_min=10', {});
    expect(operation.request.variables).toMatchObject({ scope: 'BUYABLE_PINS', priceMin: 10, priceMax: null });
    const max = await screen.findByLabelText('Max price ($)');
    await user.type(max, '80');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const next = await answer(environment, {});
    expect(next.request.variables).toMatchObject({ scope: 'BUYABLE_PINS', priceMin: 10, priceMax: 80 });
  });

  it('sends no price bounds for other scopes', async () => {
    const { operation } = await open('/search/pins/?q=lamp&price_min=10', {});
    expect(operation.request.variables).toMatchObject({ priceMin: null, priceMax: null });
    expect(screen.queryByTestId('price-filter')).toBeNull();
  });
});

describe('search addresses', () => {
  it('/search?q= goes to the pins search for the words', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/search?q=lemon');
    const operation = await nextOperation(environment, 'searchRoutes_SearchQuery');
    expect(operation.request.variables).toMatchObject({ query: 'lemon', scope: 'PINS' });
  });

  it('an unknown scope is Not Found, asking nothing', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/search/everything/?q=lemon');
    expect(await screen.findByTestId('not-found', {}, { timeout: 5000 })).toBeTruthy();
    expect(environment.mock.getAllOperations().filter((o) => o.request.node.params.name === 'searchRoutes_SearchQuery')).toEqual([]);
  });

  it('without words asks for them, and searches nothing', async () => {
    const environment = createMockEnvironment();
    renderApp(environment, '/search/pins/');
    expect(await screen.findByTestId('search-prompt', {}, { timeout: 5000 })).toBeTruthy();
    expect(document.title).toBe('Search | Corkboard');
    expect(environment.mock.getAllOperations().filter((o) => o.request.node.params.name === 'searchRoutes_SearchQuery')).toEqual([]);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { mockConnection } from '../testing/pins';
import { renderWithRouter, type MockEnvironment } from '../testing/render';
import { LEAD_CARDS } from './Masonry';
import HomeFeed from './HomeFeed';
import type { HomeFeedTestQuery } from './__generated__/HomeFeedTestQuery.graphql';

const masonry = await vi.hoisted(async () => (await import('../testing/masonry')).masonryRecorder());
vi.mock('./Masonry', async (importOriginal) => (await import('../testing/masonry')).withListMasonry(await importOriginal<typeof import('./Masonry')>(), masonry));

const query = graphql`
  query HomeFeedTestQuery @relay_test_operation {
    ...HomeFeed_query
  }
`;

function TestFeed() {
  const data = useLazyLoadQuery<HomeFeedTestQuery>(query, {});
  return <HomeFeed query={data} />;
}

// The page's experience (client/experience/HomeExperience.tsx) asks its placement too: pages are told apart by name.
const isPagination = (operation: OperationDescriptor) => operation.request.node.params.name === 'HomeFeedPaginationQuery';

const resolveWith = (environment: MockEnvironment, operation: OperationDescriptor, connection: Record<string, unknown>) =>
  act(async () => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { PinConnection: () => connection })));

const pinIds = () => screen.queryAllByTestId('pin').map((card) => card.getAttribute('data-pin-id'));

/** Renders the feed and answers the first page. */
async function renderFeed(firstPage: Record<string, unknown>, { expectGrid = true } = {}): Promise<MockEnvironment> {
  masonry.props = null;
  const environment = createMockEnvironment();
  renderWithRouter(<TestFeed />, environment);
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await resolveWith(environment, environment.mock.getMostRecentOperation(), firstPage);
  if (expectGrid) await waitFor(() => expect(masonry.props).not.toBeNull());
  return environment;
}

/** What the grid does when the user scrolls within reach of its end. */
const masonryAsksForMore = () => act(async () => masonry.props?.loadItems?.());

describe('HomeFeed', () => {
  it('renders a card per pin, each linking to its closeup', async () => {
    await renderFeed(mockConnection(0, 3, false));
    expect(pinIds()).toEqual(['1000', '1001', '1002']);
    expect(screen.getByRole('link', { name: 'Pin number 1' }).getAttribute('href')).toBe('/pin/pin-number-1--1001/');
  });

  it('lays pins out in fixed 236 px columns with a 14 px gutter', async () => {
    await renderFeed(mockConnection(0, 3, true));
    expect(masonry.props).toMatchObject({ grid: { layout: 'basic', columnWidth: 236 }, gutter: 14 });
  });

  it('on a 390 px phone, two columns share the width (not one 236 px column with margins)', async () => {
    const wide = window.innerWidth;
    window.innerWidth = 390;
    try {
      await renderFeed(mockConnection(0, 6, false));
      expect(masonry.props).toMatchObject({ grid: { layout: 'flexible', columns: 2 }, gutter: 14 });
      expect(screen.getByTestId('pin-grid').getAttribute('data-columns')).toBe('2');
    } finally {
      window.innerWidth = wide;
    }
  });

  it('the first screen images load eagerly (the first with high fetch priority), the rest lazily', async () => {
    await renderFeed(mockConnection(0, LEAD_CARDS + 3, false));
    const images = screen.getAllByRole('img') as HTMLImageElement[];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([...Array<string>(LEAD_CARDS).fill('eager'), 'lazy', 'lazy', 'lazy']);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', ...Array<null>(LEAD_CARDS + 2).fill(null)]);
    // the box keeps the image's aspect ratio before it loads: nothing shifts
    expect(images.every((image) => image.getAttribute('width') && image.getAttribute('height'))).toBe(true);
  });

  it('loads the next page after the last cursor when the grid asks for more, and appends it', async () => {
    const environment = await renderFeed(mockConnection(0, 3, true));
    expect(environment.mock.getAllOperations().filter(isPagination)).toHaveLength(0);

    await masonryAsksForMore();
    const pagination = environment.mock.findOperation(isPagination);
    expect(pagination.request.variables).toMatchObject({ count: 25, cursor: 'cursor-2' });
    expect(screen.getByRole('status', { name: 'Loading more pins' })).toBeTruthy();

    await resolveWith(environment, pagination, mockConnection(3, 2, false));
    expect(pinIds()).toEqual(['1000', '1001', '1002', '1003', '1004']);
    expect(screen.queryByRole('status', { name: 'Loading more pins' })).toBeNull();
  });

  it('asks for nothing more after the last page', async () => {
    const environment = await renderFeed(mockConnection(0, 3, false));
    await masonryAsksForMore();
    expect(environment.mock.getAllOperations().filter(isPagination)).toHaveLength(0);
  });

  it('asks only once while a page is loading', async () => {
    const environment = await renderFeed(mockConnection(0, 3, true));
    await masonryAsksForMore();
    await masonryAsksForMore();
    expect(environment.mock.getAllOperations().filter(isPagination)).toHaveLength(1);
  });

  it('offers "Try again" when the next page fails, and loads it on click', async () => {
    const user = userEvent.setup();
    const environment = await renderFeed(mockConnection(0, 3, true));
    await masonryAsksForMore();
    await act(async () => environment.mock.reject(environment.mock.findOperation(isPagination), new Error('network down')));

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await resolveWith(environment, environment.mock.findOperation(isPagination), mockConnection(3, 1, false));
    expect(pinIds()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows what the server answered when the feed itself failed, and fetches it again on "Try again"', async () => {
    const user = userEvent.setup();
    masonry.props = null;
    const environment = createMockEnvironment();
    renderWithRouter(<TestFeed />, environment);
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    // A partial result: the v3 call behind homefeed failed, so the field is null with an error at its path.
    await act(async () =>
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { homefeed: null },
        errors: [{ message: 'The v3 API answered 500', path: ['homefeed'] }],
      }),
    );
    expect(await screen.findByText("Couldn't load the home feed.")).toBeTruthy();
    expect(masonry.props).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await resolveWith(environment, environment.mock.findOperation(isPagination), mockConnection(0, 2, false));
    await waitFor(() => expect(pinIds()).toEqual(['1000', '1001']));
    expect(screen.queryByText("Couldn't load the home feed.")).toBeNull();
  });

  it('says so when the feed is empty', async () => {
    await renderFeed(mockConnection(0, 0, false), { expectGrid: false });
    expect(await screen.findByText('No pins yet.')).toBeTruthy();
    expect(masonry.props).toBeNull();
  });
});

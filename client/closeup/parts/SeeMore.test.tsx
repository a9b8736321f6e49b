import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ViewerKind } from '../../account/gate';
import { MOBILE_QUERY } from '../../shell/useIsMobile';
import { renderWithRouter } from '../../testing/render';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from '../../viewer/ViewerContext';
import SeeMore from './SeeMore';
import type { SeeMoreTestQuery } from './__generated__/SeeMoreTestQuery.graphql';
import { mockMediaQuery } from '../../testing/matchMedia';

const query = graphql`
  query SeeMoreTestQuery @relay_test_operation {
    pin(id: "test") {
      ...SeeMore_pin
    }
  }
`;

function Test({ viewerKind }: { readonly viewerKind: ViewerKind }) {
  const data = useLazyLoadQuery<SeeMoreTestQuery>(query, {});
  return data.pin ? <SeeMore pin={data.pin} viewerKind={viewerKind} /> : null;
}

const mockMobile = (mobile: boolean) => mockMediaQuery(MOBILE_QUERY, mobile);

const MEMBER: ViewerInfo = { ...LOGGED_OUT, kind: 'member', userId: '7', username: 'ada' };
const BOT: ViewerInfo = { ...LOGGED_OUT, isBot: true };

function setup(viewer: ViewerInfo, { mobile = false }: { mobile?: boolean } = {}) {
  mockMobile(mobile);
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Pin: () => ({
        entityId: '42',
        description: 'The whole long description of the lemon tart.',
        domain: 'example.com',
        createdAt: '2024-03-05T10:00:00.000Z',
        richSummary: { siteName: 'Example Kitchen' },
      }),
      RichSummary: () => ({ siteName: 'Example Kitchen' }),
      Board: () => ({ name: 'Desserts', url: '/ada/desserts/' }),
    }),
  );
  return renderWithRouter(
    <ViewerContext.Provider value={viewer}>
      <Test viewerKind={viewer.kind} />
    </ViewerContext.Provider>,
    environment,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

function expectContent(container: HTMLElement) {
  expect(within(container).getByText('The whole long description of the lemon tart.')).toBeTruthy();
  expect(within(container).getByText('Example Kitchen')).toBeTruthy();
  expect(within(container).getByText('March 5, 2024')).toBeTruthy();
  expect(within(container).getByRole('link', { name: 'Desserts' }).getAttribute('href')).toBe('/ada/desserts/');
}

describe('SeeMore', () => {
  it('bots see the content inline, with no button', async () => {
    setup(BOT);
    const panel = await screen.findByTestId('see-more');
    expect(within(panel).getByRole('heading', { name: 'More information' })).toBeTruthy();
    expectContent(panel);
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });

  it('a logged-out visitor must log in: the log-in upsell, not the content', async () => {
    setup(LOGGED_OUT);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'See more' }));
    expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeTruthy();
    expect(screen.queryByText('The whole long description of the lemon tart.')).toBeNull();
  });

  it('on mobile a member gets the More information modal, closed with Cancel', async () => {
    setup(MEMBER, { mobile: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'See more' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'More information' })).toBeTruthy();
    expectContent(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on desktop a member gets the panel in place, closed with Cancel', async () => {
    setup(MEMBER);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'See more' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const panel = screen.getByTestId('see-more');
    expect(within(panel).getByRole('heading', { name: 'More information' })).toBeTruthy();
    expectContent(panel);
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'More information' })).toBeNull();
    expect(screen.getByRole('button', { name: 'See more' })).toBeTruthy();
  });
});

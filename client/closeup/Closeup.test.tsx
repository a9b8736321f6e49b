import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockConnection } from '../testing/pins';
import { renderWithRelay, renderWithRouter } from '../testing/render';
import { LOGGED_OUT, ViewerContext } from '../viewer/ViewerContext';
import type { ViewerKind } from '../account/gate';
import Closeup from './Closeup';
import type { CloseupTestQuery } from './__generated__/CloseupTestQuery.graphql';

const query = graphql`
  query CloseupTestQuery @relay_test_operation {
    pin(id: "test") {
      ...Closeup_pin
    }
  }
`;

/** The source link goes through /offsite/ (issue 18). */
const SOURCE_OFFSITE_URL = `/offsite/?token=1-2.9999999999.mac&url=${encodeURIComponent('https://www.example.com/recipes/lemon-tart')}&pin=4242`;

function TestCloseup({ viewerKind = 'anonymous' }: { readonly viewerKind?: ViewerKind }) {
  const data = useLazyLoadQuery<CloseupTestQuery>(query, {});
  return data.pin ? (
    <ViewerContext.Provider value={{ ...LOGGED_OUT, kind: viewerKind }}>
      <Closeup pin={data.pin} />
    </ViewerContext.Provider>
  ) : null;
}

function renderCloseup(
  pin: Record<string, unknown> = {},
  { viewerKind, router = true, related = [] }: { viewerKind?: ViewerKind; router?: boolean; related?: ReadonlyArray<Record<string, unknown>> } = {},
) {
  const environment = createMockEnvironment();
  // The generator asks the Pin resolver for every pin: nested ones are the related pins, in order.
  let relatedIndex = 0;
  const nextRelated = () => ((related[relatedIndex++] as { node?: Record<string, unknown> } | undefined)?.node ?? {});
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Pin: (context) =>
        context.path && context.path.length > 1
          ? nextRelated()
          : {
              entityId: '4242',
              title: 'Lemon tart',
              description: 'A sharp, buttery tart with a crisp shell.',
              link: 'https://www.example.com/recipes/lemon-tart',
              offsiteUrl: SOURCE_OFFSITE_URL,
              domain: 'example.com',
              altText: null,
              dominantColor: '#d4c08a',
              ...pin,
            },
      Image: () => ({ url: 'https://img.example/736x/tart.jpg', width: 736, height: 1104 }),
      User: () => ({ fullName: 'Ada Baker', username: 'ada', imageMediumUrl: '' }),
      Board: () => ({ name: 'Desserts', url: '/ada/desserts/' }),
      // More to explore: its own cards are tested below; here the closeup stands alone.
      PinConnection: () => ({ edges: related }),
    }),
  );
  return router ? renderWithRouter(<TestCloseup viewerKind={viewerKind} />, environment) : renderWithRelay(<TestCloseup viewerKind={viewerKind} />, environment);
}

describe('Closeup', () => {
  it('shows the title as the page heading and sets the document title', async () => {
    renderCloseup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon tart' })).toBeTruthy();
    // The router may settle once more after the heading shows (a page's title restore runs on unmount).
    await waitFor(() => expect(document.title).toBe('Lemon tart'));
  });

  it('shows the description', async () => {
    renderCloseup();
    expect(await screen.findByText('A sharp, buttery tart with a crisp shell.')).toBeTruthy();
  });

  it('shows the 736x image in a box with the dominant colour and aspect ratio', async () => {
    renderCloseup();
    const image = await screen.findByRole('img', { name: 'Lemon tart' });
    expect(image.getAttribute('src')).toBe('https://img.example/736x/tart.jpg');
    const box = image.closest<HTMLElement>('[data-test-id="pin-image-box"]');
    expect(box?.style.paddingBottom).toBe('150%');
    expect(box?.style.backgroundColor).toBe('rgb(212, 192, 138)');
  });

  it('links to the source in a new tab without passing referrer or ranking', async () => {
    renderCloseup();
    const source = await screen.findByRole('link', { name: /example\.com/ });
    expect(source.getAttribute('href')).toBe(SOURCE_OFFSITE_URL);
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('does not render a source link that is not http(s)', async () => {
    renderCloseup({ link: 'javascript:alert(1)', domain: 'evil.example' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /evil\.example/ })).toBeNull();
  });

  it("links the pinner's name to their profile and the board name to the board", async () => {
    renderCloseup();
    const pinner = await screen.findByRole('link', { name: 'Ada Baker' });
    expect(pinner.getAttribute('href')).toBe('/ada/');
    const board = screen.getByRole('link', { name: 'Desserts' });
    expect(board.getAttribute('href')).toBe('/ada/desserts/');
    expect(within(board.parentElement as HTMLElement).getByText(/Saved to/)).toBeTruthy();
  });

  it("a signed-out viewer's Save opens the log-in modal 'Log in to save this Pin'", async () => {
    renderCloseup({}, { router: true });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Log in to save this Pin' })).toBeTruthy();
  });

  it("a limited-login viewer's Save opens the limited-login modal, not the log-in modal", async () => {
    renderCloseup({}, { router: true, viewerKind: 'limited' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: "Confirm it's you" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Log in to save this Pin' })).toBeNull();
  });

  it('below the pin, "More to explore" shows related pins as cards linking to their closeups', async () => {
    const { edges } = mockConnection(0, 3, false) as { edges: ReadonlyArray<Record<string, unknown>> };
    renderCloseup({}, { related: edges });
    const section = await screen.findByTestId('related-pins');
    expect(within(section).getByRole('heading', { level: 2, name: 'More to explore' })).toBeTruthy();
    // The grid places its cards a batch at a time, the first right after it mounts.
    const cards = await within(section).findAllByTestId('pin');
    expect(cards.map((card) => card.getAttribute('data-pin-id'))).toEqual(['1000', '1001', '1002']);
    expect(within(section).getByRole('link', { name: 'Pin number 1' }).getAttribute('href')).toBe('/pin/pin-number-1--1001/');
  });

  it('offers a Back control on the closeup', async () => {
    renderCloseup();
    expect(await screen.findByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('a deleted story pin is Not Found as a closeup, showing nothing of the pin', async () => {
    renderCloseup({ type: 'story', storyPinData: { isDeleted: true } });
    expect(await screen.findByRole('heading', { name: "Sorry! We couldn't find that page" })).toBeTruthy();
    expect(screen.queryByTestId('closeup')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Lemon tart' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a live story pin shows the closeup normally', async () => {
    renderCloseup({ type: 'story', storyPinData: { isDeleted: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon tart' })).toBeTruthy();
    expect(screen.queryByText('Unavailable')).toBeNull();
  });

  it('mounts the parts: recipe details, chips and the see-more button', async () => {
    renderCloseup({
      richSummary: { displayCookTime: 106, aggregateRating: null, siteName: 'Example' },
      pinJoin: { visualAnnotation: ['Desserts'], shoppingKlpUrls: ['/shopping/tart-pan/'] },
    });
    expect(await screen.findByText('2h')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tart pan' }).getAttribute('href')).toBe('/shopping/tart-pan/');
    expect(screen.getByRole('list', { name: 'Visual annotations' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See more' })).toBeTruthy();
  });

  it("a signed-in viewer gets the card's one-tap save control (no log-in modal)", async () => {
    renderCloseup({ savedInfo: null }, { viewerKind: 'member' });
    await screen.findByRole('heading', { level: 1 });
    const save = screen.getByTestId('save-control-save');
    expect(save.textContent).toBe('Save');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("Closeup: a logged-out visitor's visit history (platform §3, §4)", () => {
  const KEY = 'cb_logged_out_state';
  const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
  /** The state's chunk loads on the first event; let it run. */
  const settle = async () => {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const stopNavigation = (event: Event) => event.preventDefault();

  beforeEach(async () => {
    // The closeups of the tests above were held waiting for a viewer: dropped, as for a member.
    (await import('../visitor/loggedOutState')).setVisitorViewer({ signedIn: true, allowedCountry: true });
    window.localStorage.clear();
    document.addEventListener('click', stopNavigation);
  });
  afterEach(async () => {
    document.removeEventListener('click', stopNavigation);
    (await import('../visitor/visitorStore')).endVisit();
    window.localStorage.clear();
  });

  it('opening a closeup adds a visited pin page; following its source link is a clickthrough', async () => {
    const state = await import('../visitor/loggedOutState');
    state.setVisitorViewer({ signedIn: false, allowedCountry: true });
    state.recordPageView('/pin/4242/', '');
    renderCloseup({ imageSignature: 'f00d' });
    const source = await screen.findByRole('link', { name: 'example.com' });
    await waitFor(async () => {
      await settle();
      expect(stored()?.history).toEqual([expect.objectContaining({ pin_id: '4242', first_pin_image_signature: 'f00d', pin_description: 'A sharp, buttery tart with a crisp shell.' })]);
    });
    // The click opens a tab (client/offsite); jsdom has none to open.
    vi.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(source);
    await settle();
    expect(stored()).toMatchObject({ isQUS: 1, clickthroughPins: [{ pinId: '4242', link: 'https://www.example.com/recipes/lemon-tart', domain: 'example.com' }] });
  });

  it("a member's closeup is not kept", async () => {
    const state = await import('../visitor/loggedOutState');
    state.setVisitorViewer({ signedIn: true, allowedCountry: true });
    renderCloseup({}, { viewerKind: 'member' });
    await screen.findByRole('heading', { level: 1, name: 'Lemon tart' });
    await settle();
    expect(stored()).toBeNull();
  });
});

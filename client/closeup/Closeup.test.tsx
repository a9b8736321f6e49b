import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
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

function TestCloseup({ viewerKind = 'anonymous' }: { readonly viewerKind?: ViewerKind }) {
  const data = useLazyLoadQuery<CloseupTestQuery>(query, {});
  return data.pin ? (
    <ViewerContext.Provider value={{ ...LOGGED_OUT, kind: viewerKind }}>
      <Closeup pin={data.pin} />
    </ViewerContext.Provider>
  ) : null;
}

function renderCloseup(pin: Record<string, unknown> = {}, { viewerKind, router = true }: { viewerKind?: ViewerKind; router?: boolean } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Pin: () => ({
        entityId: '4242',
        title: 'Lemon tart',
        description: 'A sharp, buttery tart with a crisp shell.',
        link: 'https://www.example.com/recipes/lemon-tart',
        domain: 'example.com',
        altText: null,
        dominantColor: '#d4c08a',
        ...pin,
      }),
      Image: () => ({ url: 'https://img.example/736x/tart.jpg', width: 736, height: 1104 }),
      User: () => ({ fullName: 'Ada Baker', username: 'ada', imageMediumUrl: '' }),
      Board: () => ({ name: 'Desserts', url: '/ada/desserts/' }),
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
    expect(source.getAttribute('href')).toBe('https://www.example.com/recipes/lemon-tart');
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

  it("a deleted story pin shows 'Unavailable' / 'Removed by the creator' and nothing of the pin", async () => {
    renderCloseup({ type: 'story', storyPinData: { isDeleted: true } });
    const closeup = await screen.findByTestId('closeup');
    expect(within(closeup).getByText('Unavailable')).toBeTruthy();
    expect(within(closeup).getByText('Removed by the creator')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Lemon tart' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
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

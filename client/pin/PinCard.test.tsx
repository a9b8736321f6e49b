import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRouter, type MockEnvironment } from '../testing/render';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from '../viewer/ViewerContext';
import PinCard from './PinCard';
import type { PinCardTestQuery } from './__generated__/PinCardTestQuery.graphql';

const query = graphql`
  query PinCardTestQuery @relay_test_operation {
    pin(id: "test") {
      ...PinCard_pin
    }
  }
`;

function TestCard() {
  const data = useLazyLoadQuery<PinCardTestQuery>(query, {});
  return data.pin ? <PinCard pin={data.pin} /> : null;
}

const MEMBER: ViewerInfo = { kind: 'member', userId: '7', username: 'sam', isBot: false, isPartner: false, isEmployee: false };

function setup(pin: Record<string, unknown>, viewer: ViewerInfo = LOGGED_OUT): MockEnvironment {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Pin: () => ({
        entityId: '4242',
        seoUrl: '/pin/lemon-tart--4242/',
        title: 'Lemon tart',
        altText: null,
        autoAltText: null,
        dominantColor: '#a1b2c3',
        domain: 'example.com',
        type: 'image',
        videoDuration: null,
        carouselData: null,
        storyPinData: null,
        richSummary: null,
        isOosProduct: false,
        isStaleProduct: false,
        ...pin,
      }),
      Image: () => ({ url: 'https://img.example/236x/tart.jpg', width: 236, height: 354 }),
      User: () => ({ fullName: 'Ada Baker', username: 'ada', imageSmallUrl: '' }),
    }),
  );
  renderWithRouter(
    <ViewerContext.Provider value={viewer}>
      <TestCard />
    </ViewerContext.Provider>,
    environment,
  );
  return environment;
}

describe('PinCard', () => {
  it('marks the card with its pin id and links a logged-out visitor to the SEO-style closeup URL, without a footer', async () => {
    setup({});
    const card = await screen.findByTestId('pin');
    expect(card.getAttribute('data-pin-id')).toBe('4242');
    const link = within(card).getByRole('link', { name: 'Lemon tart' });
    expect(link.getAttribute('href')).toBe('/pin/lemon-tart--4242/');
    expect(within(card).queryByText('Ada Baker')).toBeNull();
  });

  it('links a member to /pin/{id}/ and shows the footer with the title and the pinner', async () => {
    setup({ isPromoted: false, promoter: null, sponsorship: null }, MEMBER);
    const card = await screen.findByTestId('pin');
    expect(within(card).getByRole('link', { name: 'Lemon tart' }).getAttribute('href')).toBe('/pin/4242/');
    expect(within(card).getByText('Lemon tart')).toBeTruthy();
    expect(within(card).getByText('Ada Baker')).toBeTruthy();
  });

  it('reserves the image box at its aspect ratio with the dominant colour before the image loads', async () => {
    setup({});
    const card = await screen.findByTestId('pin');
    const box = within(card).getByTestId('pin-image-box');
    const image = within(box).getByRole('img', { name: 'Lemon tart' });
    expect(image.getAttribute('src')).toBe('https://img.example/236x/tart.jpg');
    expect(image.getAttribute('loading')).toBe('lazy');
    // 354 / 236 = 150 %: the box has its final height before any pixel arrives.
    expect(box.style.paddingBottom).toBe('150%');
    expect(box.style.backgroundColor).toBe('rgb(161, 178, 195)');
    expect(box.getAttribute('data-image-state')).toBe('loading');

    fireEvent.load(image);
    expect(box.getAttribute('data-image-state')).toBe('loaded');
  });

  it('keeps the coloured placeholder (and the alt text) when the image fails to load', async () => {
    setup({ altText: 'A lemon tart on a plate' });
    const card = await screen.findByTestId('pin');
    const box = within(card).getByTestId('pin-image-box');
    fireEvent.error(within(box).getByRole('img', { name: 'A lemon tart on a plate' }));

    expect(box.querySelector('img')).toBeNull();
    expect(box.getAttribute('data-image-state')).toBe('error');
    // A failed image shows a neutral placeholder (not the dominant colour) that keeps the label.
    expect(box.style.backgroundColor).toBe('');
    expect(within(box).getByRole('img', { name: 'A lemon tart on a plate' })).toBeTruthy();
  });

  it('shows the dark overlay only while hovered', async () => {
    const user = userEvent.setup();
    setup({});
    const card = await screen.findByTestId('pin');
    // The overlay stays in the document (its controls are reachable with Tab), hidden until hovered.
    const overlay = within(card).getByTestId('pin-overlay');
    expect(overlay.dataset.visible).toBe('false');

    await user.hover(card);
    expect(overlay.dataset.visible).toBe('true');
    expect(within(overlay).getByRole('button', { name: 'Save' })).toBeTruthy();

    await user.unhover(card);
    expect(overlay.dataset.visible).toBe('false');
  });

  it('shows the duration of a video pin as m:ss', async () => {
    setup({ type: 'video', videoDuration: 75_400 });
    const card = await screen.findByTestId('pin');
    expect(within(card).getByText('1:15')).toBeTruthy();
  });

  it('shows no duration badge on an image pin', async () => {
    setup({ type: 'image', videoDuration: 75_400 });
    const card = await screen.findByTestId('pin');
    expect(within(card).queryByText('1:15')).toBeNull();
  });

  it('shows one dot per carousel slot with the current one highlighted', async () => {
    setup({
      type: 'carousel',
      carouselData: {
        index: 1,
        carouselSlots: [{ slotId: 'a' }, { slotId: 'b' }, { slotId: 'c' }],
      },
    });
    const card = await screen.findByTestId('pin');
    expect(within(card).getByRole('img', { name: 'Carousel, image 2 of 3' })).toBeTruthy();
    const dots = within(card).getAllByTestId('carousel-dot');
    expect(dots.map((dot) => dot.getAttribute('data-active'))).toEqual(['false', 'true', 'false']);
  });

  it('replaces a deleted story pin with a placeholder and no link', async () => {
    setup({ type: 'story', storyPinData: { isDeleted: true, pinTitle: 'Gone' } });
    const card = await screen.findByTestId('pin');
    expect(card.getAttribute('data-pin-id')).toBe('4242');
    expect(within(card).getByText('Unavailable')).toBeTruthy();
    expect(within(card).getByText('Removed by the creator')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('shows a live story pin normally', async () => {
    setup({ type: 'story', storyPinData: { isDeleted: false, pinTitle: 'Still here' } });
    const card = await screen.findByTestId('pin');
    expect(within(card).queryByText('Unavailable')).toBeNull();
    expect(within(card).getByRole('link')).toBeTruthy();
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../testing/render';
import PinMedia from './PinMedia';
import PinVideo from './PinVideo';
import { createVideoCoordinator } from './videoCoordinator';
import type { PinMediaTestQuery } from './__generated__/PinMediaTestQuery.graphql';

const query = graphql`
  query PinMediaTestQuery @relay_test_operation {
    pin(id: "test") {
      ...PinMedia_pin
    }
  }
`;

interface Options {
  readonly variant?: 'grid' | 'closeup';
  readonly active?: boolean;
}

function TestMedia({ variant = 'grid', active = false }: Options) {
  const data = useLazyLoadQuery<PinMediaTestQuery>(query, {});
  return data.pin ? <PinMedia pin={data.pin} variant={variant} active={active} /> : null;
}

const VIDEOS = [
  { name: 'V_720P', url: 'https://media.example/a.mp4', duration: 75_400, width: 720, height: 1280 },
  { name: 'V_HLSV4', url: 'https://media.example/a.m3u8', duration: 75_400, width: 720, height: 1280 },
];

function setup(pin: Record<string, unknown>, options: Options = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Pin: () => ({
        title: 'Lemon tart',
        altText: null,
        autoAltText: null,
        dominantColor: '#a1b2c3',
        type: 'image',
        isPromoted: false,
        isDownstreamPromotion: false,
        videoDuration: null,
        videoList: [],
        embed: null,
        imageCrop: null,
        carouselData: null,
        collectionItems: [],
        storyPinData: null,
        ...pin,
      }),
      Image: () => ({ url: 'https://img.example/236x/tart.jpg', width: 236, height: 354, dominantColor: '#ddeeff' }),
    }),
  );
  const view = renderWithRelay(<TestMedia {...options} />, environment);
  const rerender = (next: Options) => view.rerender(<TestMedia {...next} />);
  return { environment, view, rerender };
}

const slides = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ slotId: `s${i}`, title: `Slide ${i + 1}`, link: `https://shop.example/${i}` }));

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PinMedia image', () => {
  it('reserves the box at the aspect ratio with the dominant colour, then shows the 236x image', async () => {
    setup({});
    const image = await screen.findByRole('img', { name: 'Lemon tart' });
    const box = screen.getByTestId('pin-image-box');
    expect(image.getAttribute('src')).toBe('https://img.example/236x/tart.jpg');
    expect(box.style.paddingBottom).toBe('150%');
    // Contained: the image arriving lays out only its box, not the grid around it.
    expect(box.getAttribute('style')).toContain('contain: strict');
    expect(box.style.backgroundColor).toBe('rgb(161, 178, 195)');
    expect(box.getAttribute('data-image-state')).toBe('loading');
    fireEvent.load(image);
    expect(box.getAttribute('data-image-state')).toBe('loaded');
  });

  it('counts an image that loaded before its page hydrated (server-rendered) as loaded, and one still loading as loading', async () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const naturalWidth = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(236);
    try {
      setup({});
      await screen.findByRole('img', { name: 'Lemon tart' });
      await vi.waitFor(() => expect(screen.getByTestId('pin-image-box').getAttribute('data-image-state')).toBe('loaded'));
    } finally {
      complete.mockRestore();
      naturalWidth.mockRestore();
    }
    const incomplete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    try {
      setup({});
      await screen.findAllByRole('img', { name: 'Lemon tart' });
      const boxes = screen.getAllByTestId('pin-image-box');
      expect(boxes.at(-1)!.getAttribute('data-image-state')).toBe('loading');
    } finally {
      incomplete.mockRestore();
    }
  });

  it('shows a neutral placeholder with the image label when the image fails', async () => {
    setup({ altText: 'A lemon tart on a plate' });
    fireEvent.error(await screen.findByRole('img', { name: 'A lemon tart on a plate' }));
    const box = screen.getByTestId('pin-image-box');
    expect(box.querySelector('img')).toBeNull();
    expect(box.getAttribute('data-image-state')).toBe('error');
    expect(box.style.backgroundColor).toBe('');
    expect(within(box).getByRole('img', { name: 'A lemon tart on a plate' })).toBeTruthy();
  });

  it('crops a non-square pin to minY..maxY, but not a square one', async () => {
    setup({ imageCrop: { minY: 0.25, maxY: 0.75 } });
    await screen.findByRole('img', { name: 'Lemon tart' });
    const box = screen.getByTestId('pin-image-box');
    expect(box.getAttribute('data-cropped')).toBe('true');
    expect(box.style.paddingBottom).toBe('75%');
  });

  it('falls back to a square, uncropped box without dimensions', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        Pin: () => ({ title: 'No size', altText: null, autoAltText: null, type: 'image', dominantColor: '#a1b2c3', carouselData: null, embed: null, videoList: [], collectionItems: [], imageCrop: { minY: 0.2, maxY: 0.8 } }),
        Image: () => ({ url: 'https://img.example/x.jpg', width: 0, height: 0 }),
      }),
    );
    renderWithRelay(<TestMedia />, environment);
    await screen.findByRole('img', { name: 'No size' });
    expect(screen.getByTestId('pin-image-box').style.paddingBottom).toBe('100%');
    expect(screen.getByTestId('pin-image-box').getAttribute('data-cropped')).toBeNull();
  });
});

describe('PinMedia carousel', () => {
  it('swipes left to advance, shows the dots for 4000 ms, and stops at the last slide', async () => {
    setup({ type: 'carousel', carouselData: { index: 0, carouselSlots: slides(2) } });
    const carousel = await screen.findByTestId('carousel');
    const track = screen.getByTestId('carousel-track');
    const indicator = screen.getByTestId('carousel-indicator');
    expect(track.style.transform).toBe('translateX(-0%)');
    expect(track.style.transition).toContain('0.25s');
    expect(indicator.getAttribute('data-visible')).toBe('false');

    vi.useFakeTimers();
    fireEvent.touchStart(carousel, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 150, clientY: 105 }] });
    expect(carousel.getAttribute('data-index')).toBe('1');
    expect(track.style.transform).toBe('translateX(-100%)');
    expect(indicator.getAttribute('data-visible')).toBe('true');
    expect(screen.getByRole('img', { name: 'Carousel, image 2 of 2' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(3999));
    expect(indicator.getAttribute('data-visible')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(indicator.getAttribute('data-visible')).toBe('false');

    // Last slide: a further left swipe does nothing.
    fireEvent.touchStart(carousel, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 100, clientY: 100 }] });
    expect(carousel.getAttribute('data-index')).toBe('1');
    expect(indicator.getAttribute('data-visible')).toBe('false');
  });

  it('swipes right to go back unless first; ignores moves of 10 px or less', async () => {
    setup({ type: 'carousel', carouselData: { index: 1, carouselSlots: slides(3) } });
    const carousel = await screen.findByTestId('carousel');
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100, clientY: 0 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 110, clientY: 0 }] });
    expect(carousel.getAttribute('data-index')).toBe('1');
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100, clientY: 0 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 111, clientY: 0 }] });
    expect(carousel.getAttribute('data-index')).toBe('0');
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100, clientY: 0 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 200, clientY: 0 }] });
    expect(carousel.getAttribute('data-index')).toBe('0');
  });

  it('shows the dots while the card is hovered', async () => {
    const { rerender } = setup({ type: 'carousel', carouselData: { index: 0, carouselSlots: slides(2) } });
    await screen.findByTestId('carousel');
    expect(screen.getByTestId('carousel-indicator').getAttribute('data-visible')).toBe('false');
    rerender({ active: true });
    expect(screen.getByTestId('carousel-indicator').getAttribute('data-visible')).toBe('true');
  });

  it('has no arrows on the grid; in the closeup previous is disabled at 0 and next at the last slide', async () => {
    setup({ type: 'carousel', carouselData: { index: 0, carouselSlots: slides(2) } }, { variant: 'closeup' });
    const carousel = await screen.findByTestId('carousel');
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    expect(carousel.getAttribute('data-index')).toBe('1');
    expect(screen.getByRole('button', { name: 'Previous slide' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Next slide' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows no arrows on a grid card', async () => {
    setup({ type: 'carousel', carouselData: { index: 0, carouselSlots: slides(2) } });
    await screen.findByTestId('carousel');
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });
});

describe('PinMedia video', () => {
  it('shows the poster and the m:ss duration, plays muted while hovered and pauses after', async () => {
    const { rerender } = setup({ type: 'video', videoDuration: 75_400, videoList: VIDEOS });
    await screen.findByRole('img', { name: 'Lemon tart' });
    expect(screen.getByText('1:15')).toBeTruthy();
    const video = screen.getByTestId('pin-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.getAttribute('src')).toBeNull();
    expect(video.style.opacity).toBe('0');

    rerender({ active: true });
    // jsdom has no Media Source and no native HLS: the 720p MP4.
    expect(video.getAttribute('src')).toBe('https://media.example/a.mp4');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    fireEvent.loadedData(video);
    fireEvent.playing(video);
    expect(video.getAttribute('data-playback')).toBe('playing');
    expect(video.style.opacity).toBe('1');

    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    rerender({ active: false });
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    Object.defineProperty(video, 'currentTime', { configurable: true, value: 4.2 });
    fireEvent.pause(video);
    expect(video.getAttribute('data-playback')).toBe('paused');
  });

  it('keeps the poster and the duration badge when the video fails', async () => {
    const { rerender } = setup({ type: 'video', videoDuration: 9_000, videoList: VIDEOS });
    await screen.findByRole('img', { name: 'Lemon tart' });
    rerender({ active: true });
    fireEvent.error(screen.getByTestId('pin-video'));
    expect(screen.queryByTestId('pin-video')).toBeNull();
    expect(screen.getByTestId('pin-video-state').getAttribute('data-playback')).toBe('failed');
    expect(screen.getByRole('img', { name: 'Lemon tart' })).toBeTruthy();
    expect(screen.getByText('0:09')).toBeTruthy();
  });

  it('gives the closeup video controls and the poster', async () => {
    setup({ type: 'video', videoDuration: 9_000, videoList: VIDEOS }, { variant: 'closeup' });
    await screen.findByRole('img', { name: 'Lemon tart' });
    const video = screen.getByTestId('pin-video') as HTMLVideoElement;
    expect(video.controls).toBe(true);
    expect(video.muted).toBe(false);
    expect(video.getAttribute('poster')).toBe('https://img.example/236x/tart.jpg');
    expect(video.getAttribute('src')).toBe('https://media.example/a.mp4');
  });

  it('lets only one organic video play; promoted videos are not paused', () => {
    const coordinator = createVideoCoordinator();
    const paused: string[] = [];
    vi.mocked(HTMLMediaElement.prototype.pause).mockImplementation(function (this: HTMLMediaElement) {
      paused.push(this.getAttribute('aria-label') ?? '');
    });
    const poster = { url: 'https://img.example/p.jpg', width: 100, height: 100 };
    const video = (name: string, promoted: boolean) => (
      <PinVideo videos={VIDEOS} durationMs={1000} poster={poster} alt={name} placeholderColor="#000000" promoted={promoted} mode="closeup" coordinator={coordinator} />
    );
    render(
      <>
        {video('organic one', false)}
        {video('organic two', false)}
        {video('promoted', true)}
      </>,
    );
    const [one, two, ad] = screen.getAllByTestId('pin-video');
    fireEvent.playing(ad as HTMLElement);
    expect(paused).toEqual([]);
    fireEvent.playing(one as HTMLElement);
    expect(paused).toEqual(['organic two']);
    fireEvent.playing(two as HTMLElement);
    expect(paused).toEqual(['organic two', 'organic one']);
  });
});

describe('PinMedia story pin', () => {
  const story = (storyPinData: Record<string, unknown>) => ({ type: 'story', storyPinDataId: '77', storyPinData: { isDeleted: false, staticPageCount: 0, totalVideoDuration: 0, ...storyPinData } });

  it('shows its duration (video plus 5 s a static page) over the image, in the grid and the closeup', async () => {
    const { view } = setup(story({ staticPageCount: 3, totalVideoDuration: 12_000 }));
    await screen.findByRole('img', { name: 'Lemon tart' });
    expect(screen.getByTestId('story-duration').textContent).toBe('0:27');
    expect(within(screen.getByTestId('pin-image-box')).getByText('0:27')).toBeTruthy();
    expect(screen.queryByTestId('video-duration')).toBeNull();
    view.unmount();

    setup(story({ staticPageCount: 1 }), { variant: 'closeup' });
    expect((await screen.findByTestId('story-duration')).textContent).toBe('0:05');
  });

  it('shows no duration for an empty or deleted story, or a pin that is no story', async () => {
    for (const pin of [story({}), story({ isDeleted: true, staticPageCount: 4, totalVideoDuration: 9_000 }), {}]) {
      const { view } = setup(pin);
      await screen.findByRole('img', { name: 'Lemon tart' });
      expect(screen.queryByTestId('story-duration')).toBeNull();
      view.unmount();
    }
  });
});

describe('PinMedia GIF', () => {
  const embed = { type: 'gif', src: 'https://media.example/a.gif' };

  it('shows the still image with a GIF badge and plays the GIF while hovered', async () => {
    const { rerender } = setup({ type: 'gif', embed });
    await screen.findByRole('img', { name: 'Lemon tart' });
    expect(screen.getByText('GIF')).toBeTruthy();
    expect(screen.queryByTestId('pin-gif')).toBeNull();
    rerender({ active: true });
    expect(screen.getByTestId('pin-gif').getAttribute('src')).toBe('https://media.example/a.gif');
    rerender({ active: false });
    expect(screen.queryByTestId('pin-gif')).toBeNull();
  });

  it('falls back to the still image when the GIF fails', async () => {
    const { rerender } = setup({ type: 'gif', embed }, { active: true });
    fireEvent.error(await screen.findByTestId('pin-gif'));
    expect(screen.queryByTestId('pin-gif')).toBeNull();
    rerender({ active: false });
    rerender({ active: true });
    expect(screen.queryByTestId('pin-gif')).toBeNull();
    expect(screen.getByRole('img', { name: 'Lemon tart' })).toBeTruthy();
  });

  it('plays and stops on tap in the closeup', async () => {
    setup({ type: 'gif', embed }, { variant: 'closeup' });
    fireEvent.click(await screen.findByRole('button', { name: 'Play GIF' }));
    expect(screen.getByTestId('pin-gif')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop GIF' }));
    expect(screen.queryByTestId('pin-gif')).toBeNull();
  });
});

describe('PinMedia collection chips', () => {
  const items = (count: number) => Array.from({ length: count }, (_, i) => ({ pinId: `${100 + i}`, link: null }));

  it('shows no chips for 2 items', async () => {
    setup({ type: 'product', collectionItems: items(2) });
    await screen.findByRole('img', { name: 'Lemon tart' });
    expect(screen.queryByTestId('collection-chips')).toBeNull();
  });

  it('shows exactly the first 3 chips for 3 or more items', async () => {
    setup({ type: 'product', collectionItems: items(3) });
    await screen.findByRole('img', { name: 'Lemon tart' });
    expect(screen.getAllByTestId('collection-chip')).toHaveLength(3);
  });

  it('links the first 3 of 4 items to their pins in the closeup', async () => {
    setup({ type: 'product', collectionItems: items(4) }, { variant: 'closeup' });
    await screen.findAllByTestId('collection-chip');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/pin/100/', '/pin/101/', '/pin/102/']);
  });
});

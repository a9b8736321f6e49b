import { Box, Flex, IconButton } from 'gestalt';
import { useEffect, useRef, useState, type SyntheticEvent, type TouchEvent } from 'react';
import AspectImage from './AspectImage';
import {
  arrowsDisabled,
  CAROUSEL_INDICATOR_MS,
  CAROUSEL_TRANSITION,
  clampIndex,
  slideTransform,
  stepIndex,
  swipeIndex,
} from './rules';

export interface CarouselSlotView {
  readonly slotId: string;
  readonly title: string;
  readonly link: string | null | undefined;
  readonly image: { readonly url: string; readonly width: number; readonly height: number } | null | undefined;
}

interface Props {
  readonly slots: readonly CarouselSlotView[];
  /** The slot shown first (carouselData.index), clamped. */
  readonly initialIndex: number;
  /** Text alternative of the pin; each slide adds its title. */
  readonly alt: string;
  readonly placeholderColor: string | null | undefined;
  /** Closeup: previous / next arrows. The grid card swipes only (its image is a link). */
  readonly arrows?: boolean;
  /** The card is hovered or focused: the indicator shows. */
  readonly active?: boolean;
  readonly itemsPerPage?: number;
  readonly loading?: 'lazy' | 'eager';
  /** Called with the slot now shown (its title and link are for the footer, domain link …). */
  readonly onSlotChange?: (slot: CarouselSlotView, index: number) => void;
}

/**
 * A carousel pin (pin-card §2, §4; platform §4): slides shift 100 % per index with a 0.25 s
 * transition; swipe left advances unless last, swipe right goes back unless first; the dots show
 * for 4000 ms after an index change (and while the card is hovered).
 */
export default function Carousel({ slots, initialIndex, alt, placeholderColor, arrows = false, active = false, itemsPerPage = 1, loading = 'lazy', onSlotChange }: Props) {
  const count = slots.length;
  const [index, setIndex] = useState(() => clampIndex(initialIndex, count, itemsPerPage));
  const [indicatorShown, setIndicatorShown] = useState(false);
  const [changes, setChanges] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const first = slots[0]?.image;

  useEffect(() => {
    if (changes === 0) return undefined;
    setIndicatorShown(true);
    const timer = setTimeout(() => setIndicatorShown(false), CAROUSEL_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [changes]);

  const goTo = (next: number) => {
    if (next === index) return;
    setIndex(next);
    setChanges((n) => n + 1);
    const slot = slots[next];
    if (slot) onSlotChange?.(slot, next);
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    goTo(swipeIndex(index, count, touch.clientX - start.x, touch.clientY - start.y, itemsPerPage));
  };

  // Arrows sit inside the card's link on the grid; keep their clicks from navigating.
  const stop = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const disabled = arrowsDisabled(index, count, itemsPerPage);
  const showDots = count > 1 && (indicatorShown || active);

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={alt}
      data-test-id="carousel"
      data-index={index}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      style={{ touchAction: 'pan-y' }}
    >
      <AspectImage src={null} alt="" width={first?.width} height={first?.height} placeholderColor={placeholderColor} loading={loading}>
        <Box position="absolute" top bottom left right overflow="hidden">
          <div
            data-test-id="carousel-track"
            style={{ display: 'flex', width: '100%', height: '100%', transform: slideTransform(index), transition: CAROUSEL_TRANSITION }}
          >
            {slots.map((slot, i) => (
              <div
                key={slot.slotId}
                data-test-id="carousel-slide"
                aria-hidden={i === index ? undefined : true}
                style={{ flex: '0 0 100%', position: 'relative', height: '100%' }}
              >
                {slot.image ? (
                  <img
                    src={slot.image.url}
                    alt={slot.title ? `${alt}: ${slot.title}` : alt}
                    loading={i === 0 ? loading : 'lazy'}
                    decoding="async"
                    width={slot.image.width}
                    height={slot.image.height}
                    style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                ) : null}
              </div>
            ))}
          </div>
        </Box>
        {arrows && count > 1 ? (
          <Box position="absolute" top bottom left right display="flex" alignItems="center" justifyContent="between" paddingX={2}>
            <span onClick={stop}>
              <IconButton
                accessibilityLabel="Previous slide"
                icon="arrow-back"
                bgColor="white"
                size="sm"
                disabled={disabled.previous}
                onClick={() => goTo(stepIndex(index, 'previous', count, itemsPerPage))}
              />
            </span>
            <span onClick={stop}>
              <IconButton
                accessibilityLabel="Next slide"
                icon="arrow-forward"
                bgColor="white"
                size="sm"
                disabled={disabled.next}
                onClick={() => goTo(stepIndex(index, 'next', count, itemsPerPage))}
              />
            </span>
          </Box>
        ) : null}
        {count > 1 ? (
          <Box
            position="absolute"
            bottom
            left
            right
            marginBottom={2}
            role="img"
            aria-label={`Carousel, image ${index + 1} of ${count}`}
            data-test-id="carousel-indicator"
            data-visible={showDots ? 'true' : 'false'}
            opacity={showDots ? 1 : 0}
          >
            <Flex justifyContent="center" gap={1}>
              {slots.map((slot, i) => (
                <Box
                  key={slot.slotId}
                  data-test-id="carousel-dot"
                  data-active={i === index ? 'true' : 'false'}
                  width={6}
                  height={6}
                  rounding="circle"
                  color="light"
                  opacity={i === index ? 1 : 0.5}
                />
              ))}
            </Flex>
          </Box>
        ) : null}
      </AspectImage>
    </div>
  );
}

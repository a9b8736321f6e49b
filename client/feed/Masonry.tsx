import { startTransition, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import type { GridLayout } from './gridLayout';
import { keyOf, type RecordCache } from './gridStores';

/**
 * The pin grid's masonry: cards in the shortest column, measured once where they will stay.
 *
 * Written for Corkboard rather than Gestalt's Masonry, which measured in the profile of the home
 * page on a phone: it mounts every first-screen card twice (once to measure it, once in place, under
 * another parent) and measures two cards per animation frame, each frame a commit and a forced
 * layout. Here a card renders once: hidden in its column to be measured, then moved into place in
 * the same task (only its wrapper's style changes), a batch of rows at a time, each batch rendered
 * in a transition (in slices that never block a tap; grey placeholders stand in until the first is
 * placed). Cards measured before (Back) are placed at once.
 */
export interface MasonryProps<T> {
  readonly items: ReadonlyArray<T>;
  readonly renderItem: (item: T, index: number) => ReactNode;
  readonly grid: GridLayout;
  /** The grid's width, px (measured by the caller). */
  readonly width: number;
  readonly gutter: number;
  /** Card heights by pin, kept across visits: a grid coming back (Back) lays out at once. */
  readonly measurements: RecordCache<number>;
  /** Rows of cards measured at once. */
  readonly batchRows: number;
  /** Called when the visitor nears the end of a fully laid-out grid (within three screens). */
  readonly loadItems?: () => void;
}

/** Cards are kept mounted this many screens above and below the visible part (virtualization). */
export const VIRTUAL_BUFFER_SCREENS = 0.7;
/** The next page is asked for when the grid's end is fewer than this many screens below the visible part. */
export const LOAD_AHEAD_SCREENS = 3;
/** Scroll positions are followed in steps of this many px (fewer renders while scrolling). */
const SCROLL_STEP = 50;

export interface Placement {
  readonly top: number;
  readonly left: number;
}

/** Where the first column starts: half a gutter in from the edge for flexible columns, else centred. */
export function gridOffset(grid: GridLayout, width: number, gutter: number): number {
  if (grid.layout === 'flexible') return gutter / 2;
  const content = grid.columns * (grid.columnWidth + gutter) - gutter;
  return Math.max(0, Math.floor((width - content) / 2));
}

/**
 * Places cards of the given heights in order, each at the top of the shortest column (the leftmost
 * of equals), a gutter apart; returns their places and the grid's height.
 */
export function placeCards(heights: ReadonlyArray<number>, grid: GridLayout, width: number, gutter: number): { places: Placement[]; height: number } {
  const offset = gridOffset(grid, width, gutter);
  const bottoms = new Array<number>(Math.max(1, grid.columns)).fill(0);
  let height = 0;
  const places = heights.map((cardHeight) => {
    let column = 0;
    for (let c = 1; c < bottoms.length; c += 1) if (bottoms[c]! < bottoms[column]!) column = c;
    const top = bottoms[column]!;
    bottoms[column] = top + (cardHeight > 0 ? cardHeight + gutter : 0);
    height = Math.max(height, top + cardHeight);
    return { top, left: offset + column * (grid.columnWidth + gutter) };
  });
  return { places, height };
}

/** How many leading items have a measurement. */
export function countMeasured(items: ReadonlyArray<unknown>, measurements: RecordCache<number>): number {
  let count = 0;
  while (count < items.length && measurements.has(items[count])) count += 1;
  return count;
}

interface View {
  /** The visible part's top, in the grid's coordinates (px below the grid's top; negative above it). */
  readonly top: number;
  readonly height: number;
}

const viewOf = (list: HTMLElement): View => ({
  top: Math.round(-list.getBoundingClientRect().top / SCROLL_STEP) * SCROLL_STEP,
  height: window.innerHeight,
});

export default function Masonry<T>({ items, renderItem, grid, width, gutter, measurements, batchRows, loadItems }: MasonryProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [, placeMeasured] = useReducer((n: number) => n + 1, 0);
  const batch = Math.max(1, grid.columns * batchRows);
  const measured = countMeasured(items, measurements);
  // Items before `limit` may render (hidden until measured); it moves on a batch at a time.
  const [limit, setLimit] = useState(measured);
  // Before the first layout the grid is taken to start at the page's top; corrected before paint.
  const [view, setView] = useState<View>(() => ({ top: Math.round(window.scrollY / SCROLL_STEP) * SCROLL_STEP, height: window.innerHeight }));

  const heights = useMemo(() => items.slice(0, measured).map((item) => measurements.get(item)!), [items, measured, measurements]);
  const { places, height } = useMemo(() => placeCards(heights, grid, width, gutter), [heights, grid, width, gutter]);
  const pendingEnd = Math.min(items.length, Math.max(limit, measured));

  // Measures the cards rendered hidden in this commit (one layout for the batch) and places them
  // before the browser paints. Where the grid is on the page is read then too (the layout is fresh:
  // reading it after the cards moved would lay the page out once more) and on mount; scrolling
  // reads it again.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const pending = list.querySelectorAll<HTMLElement>(':scope > [data-measuring]');
    for (const element of pending) {
      const item = items[Number(element.dataset.index)];
      if (item !== undefined) measurements.set(item, element.offsetHeight);
    }
    if (pending.length > 0) placeMeasured();
    if (pending.length === 0 && mounted.current) return;
    mounted.current = true;
    const next = viewOf(list);
    setView((current) => (current.top === next.top && current.height === next.height ? current : next));
  }, [items, measurements, pendingEnd]);

  // The next batch renders in a transition (in slices), once the one before is placed.
  useEffect(() => {
    if (measured >= limit && measured < items.length) startTransition(() => setLimit(measured + batch));
  }, [measured, limit, items.length, batch]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const follow = () => {
      const next = viewOf(list);
      setView((current) => (current.top === next.top && current.height === next.height ? current : next));
    };
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, []);

  // The next page, once every card of this one is placed and the end is within reach.
  const askedAt = useRef(-1);
  const allPlaced = measured === items.length;
  const nearEnd = height - (view.top + view.height) < view.height * LOAD_AHEAD_SCREENS;
  useEffect(() => {
    if (!loadItems || !allPlaced || !nearEnd || askedAt.current === items.length) return;
    askedAt.current = items.length;
    loadItems();
  }, [loadItems, allPlaced, nearEnd, items.length]);
  // A failed page is asked for again when the caller offers loadItems anew (after "Try again").
  useEffect(() => {
    if (!loadItems) askedAt.current = -1;
  }, [loadItems]);

  const buffer = view.height * VIRTUAL_BUFFER_SCREENS + SCROLL_STEP;
  const visibleTop = view.top - buffer;
  const visibleBottom = view.top + view.height + buffer;
  const offset = gridOffset(grid, width, gutter);
  const cards: ReactNode[] = [];
  for (let index = 0; index < pendingEnd; index += 1) {
    const item = items[index]!;
    const id = keyOf(item);
    const key = typeof id === 'string' ? id : `#${index}`;
    if (index < measured) {
      const place = places[index]!;
      const cardHeight = heights[index]!;
      if (place.top + cardHeight < visibleTop || place.top > visibleBottom) continue;
      cards.push(
        <div
          key={key}
          role="listitem"
          data-grid-item
          style={{ position: 'absolute', top: 0, left: 0, transform: `translate(${place.left}px, ${place.top}px)`, width: grid.columnWidth, height: cardHeight }}
        >
          {renderItem(item, index)}
        </div>,
      );
    } else {
      cards.push(
        <div
          key={key}
          role="listitem"
          data-grid-item
          data-measuring
          data-index={index}
          style={{ position: 'absolute', top: 0, left: 0, transform: `translate(${offset}px, 0px)`, width: grid.columnWidth, visibility: 'hidden' }}
        >
          {renderItem(item, index)}
        </div>,
      );
    }
  }

  return (
    <div ref={listRef} role="list" style={{ position: 'relative', width: '100%', height }}>
      {cards.length === 0 && measured === 0 ? <Placeholders grid={grid} offset={offset} gutter={gutter} /> : cards}
    </div>
  );
}

// Varied heights so the placeholders read as a pin grid.
const PLACEHOLDER_HEIGHTS = [320, 220, 280, 360, 240, 300];

/** Grey boxes in the grid's columns while its first cards render. */
function Placeholders({ grid, offset, gutter }: { grid: GridLayout; offset: number; gutter: number }) {
  return Array.from({ length: grid.columns }, (_, column) => (
    <div
      key={column}
      aria-hidden
      style={{
        position: 'absolute',
        top: 0,
        left: offset + column * (grid.columnWidth + gutter),
        width: grid.columnWidth,
        height: PLACEHOLDER_HEIGHTS[column % PLACEHOLDER_HEIGHTS.length],
        borderRadius: 16,
        background: 'var(--color-background-box-secondary)',
      }}
    />
  ));
}

import { startTransition, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import type { GridLayout } from './gridLayout';
import { isHydrating } from '../ssr/hydration';
import { keyOf, type RecordCache } from './gridStores';

/**
 * The pin grid's masonry: cards in the shortest column, measured once where they will stay.
 *
 * The first LEAD_CARDS cards are laid out by the stylesheet (CSS columns, `.cb-grid-lead` in
 * client/index.css, the same columns as gridLayout), so they need no width: the server renders them
 * (server/http/ssr.ts) and the browser paints them before any script runs. Once the grid's width is
 * known they are measured where the stylesheet put them and stay there (positioned like the rest,
 * nothing moves); the cards after them continue from the bottoms of their columns.
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
  /** The grid's width, px (measured by the caller); null before it is known (server rendering, first render). */
  readonly width: number | null;
  readonly gutter: number;
  /** Card heights by pin, kept across visits: a grid coming back (Back) lays out at once. */
  readonly measurements: RecordCache<number>;
  /** Rows of cards measured at once. */
  readonly batchRows: number;
  /** Called when the visitor nears the end of a fully laid-out grid (within three screens). */
  readonly loadItems?: () => void;
  /** Where a server-rendered grid's lead cards were, kept across visits (Back shows them there again). */
  readonly leadMemory?: LeadMemory;
}

export interface LeadMemory {
  lead: Lead | null;
}

/** Cards are kept mounted this many screens above and below the visible part (virtualization). */
export const VIRTUAL_BUFFER_SCREENS = 0.7;
/** The next page is asked for when the grid's end is fewer than this many screens below the visible part. */
export const LOAD_AHEAD_SCREENS = 3;
/**
 * Until the visitor scrolls, the next batch of cards renders only while the placed ones end fewer
 * than this many screens below the top: a page that is starting does not render cards nobody has
 * scrolled to (on a phone the server's twelve fill two screens). Once scrolled, batches render up
 * to LOAD_AHEAD_SCREENS ahead, as far as the next page is asked for.
 */
export const RENDER_AHEAD_SCREENS = 1.5;
/** Cards laid out by the stylesheet before the grid's width is known (server-rendered). */
export const LEAD_CARDS = 12;
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
 * of equals), a gutter apart, below `start` (each column's first free px; default the top);
 * returns their places and the grid's height.
 */
export function placeCards(
  heights: ReadonlyArray<number>,
  grid: GridLayout,
  width: number,
  gutter: number,
  start?: ReadonlyArray<number>,
): { places: Placement[]; height: number } {
  const offset = gridOffset(grid, width, gutter);
  const bottoms = Array.from({ length: Math.max(1, grid.columns) }, (_, column) => start?.[column] ?? 0);
  let height = Math.max(0, ...bottoms.map((bottom) => bottom - gutter));
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

/** Where the stylesheet put the lead cards, measured at one grid width. */
export interface Lead {
  readonly width: number;
  readonly places: ReadonlyArray<Placement>;
  readonly heights: ReadonlyArray<number>;
  /** Each column's first free px below them. */
  readonly bottoms: ReadonlyArray<number>;
}

/**
 * Measures the lead cards where the stylesheet put them, relative to the grid's box (the list's
 * parent: the lead's columns may be narrower and centred in it; the placed list fills it).
 */
function measureLead(list: HTMLElement, width: number, grid: GridLayout, gutter: number): Lead {
  const origin = (list.parentElement ?? list).getBoundingClientRect();
  const offset = gridOffset(grid, width, gutter);
  const bottoms = new Array<number>(Math.max(1, grid.columns)).fill(0);
  const places: Placement[] = [];
  const heights: number[] = [];
  for (const element of list.querySelectorAll<HTMLElement>(':scope > [data-lead]')) {
    const rect = element.getBoundingClientRect();
    const place = { top: rect.top - origin.top, left: rect.left - origin.left };
    places.push(place);
    heights.push(element.offsetHeight);
    const column = Math.min(bottoms.length - 1, Math.max(0, Math.round((place.left - offset) / (grid.columnWidth + gutter))));
    bottoms[column] = Math.max(bottoms[column]!, place.top + element.offsetHeight + gutter);
  }
  return { width, places, heights, bottoms };
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

/** Before the first layout the grid is taken to start at the page's top (on the server: a phone screen). */
const initialView = (): View =>
  typeof window === 'undefined' ? { top: 0, height: 800 } : { top: Math.round(window.scrollY / SCROLL_STEP) * SCROLL_STEP, height: window.innerHeight };

export default function Masonry<T>({ items, renderItem, grid, width, gutter, measurements, batchRows, loadItems, leadMemory }: MasonryProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [, placeMeasured] = useReducer((n: number) => n + 1, 0);
  const batch = Math.max(1, grid.columns * batchRows);
  // A lead when the server rendered this grid, or did the last time it was shown (Back).
  const [hasLead] = useState(() => isHydrating() || Boolean(leadMemory?.lead));
  const [lead, setLead] = useState<Lead | null>(() => leadMemory?.lead ?? null);
  const noLead = useMemo<Lead | null>(() => (width === null ? null : { width, places: [], heights: [], bottoms: [] }), [width]);
  // The lead cards are placed once measured at this width (until then they are in the stylesheet's columns).
  const placedLead = !hasLead ? noLead : width !== null && lead !== null && lead.width === width ? lead : null;
  const leadCount = placedLead ? placedLead.places.length : hasLead ? Math.min(items.length, LEAD_CARDS) : 0;
  const measured = placedLead ? countMeasured(items, measurements) : 0;
  // Items before `limit` may render (hidden until measured); it moves on a batch at a time.
  const [limit, setLimit] = useState(measured);
  // Another column width (a resize): the batches start again from what is measured at it.
  const layoutKey = placedLead ? `${grid.layout}@${grid.columnWidth}` : null;
  const [seenLayout, setSeenLayout] = useState(layoutKey);
  if (seenLayout !== layoutKey) {
    setSeenLayout(layoutKey);
    setLimit(measured);
  }
  const [view, setView] = useState<View>(initialView);

  const heights = useMemo(() => items.slice(0, measured).map((item) => measurements.get(item)!), [items, measured, measurements]);
  const { places, height } = useMemo(() => {
    if (!placedLead || width === null) return { places: [], height: 0 };
    const rest = placeCards(heights.slice(placedLead.places.length), grid, width, gutter, placedLead.bottoms);
    return { places: [...placedLead.places, ...rest.places], height: rest.height };
  }, [heights, grid, width, gutter, placedLead]);
  const pendingEnd = placedLead ? Math.min(items.length, Math.max(limit, measured)) : 0;

  // Measures the lead cards once the width is known, and the cards rendered hidden in this commit
  // (one layout for the batch), and places them before the browser paints. Where the grid is on
  // the page is read then too (the layout is fresh: reading it after the cards moved would lay the
  // page out once more) and on mount; scrolling reads it again.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (width !== null && !placedLead) {
      const next = measureLead(list, width, grid, gutter);
      next.heights.forEach((cardHeight, index) => measurements.set(items[index], cardHeight));
      if (leadMemory) leadMemory.lead = next;
      // In a transition: the lead stays in the stylesheet's columns (where it was measured) until
      // the grid has rendered around it, in slices, not in the commit that made the width known.
      startTransition(() => setLead(next));
    }
    const pending = list.querySelectorAll<HTMLElement>(':scope > [data-measuring]');
    for (const element of pending) {
      const item = items[Number(element.dataset.index)];
      if (item !== undefined) measurements.set(item, element.offsetHeight);
    }
    if (pending.length > 0) placeMeasured();
    if (pending.length === 0 && mounted.current) return;
    mounted.current = true;
    const next = viewOf(list);
    const follow = () => setView((current) => (current.top === next.top && current.height === next.height ? current : next));
    // Nothing is placed by the view before the cards are (the lead, a server-rendered grid while it
    // hydrates): not in this commit then, which would also run hydration's effects in the same task.
    if (placedLead) follow();
    else startTransition(follow);
  }, [items, measurements, pendingEnd, width, placedLead, grid, gutter, leadMemory]);

  // The next batch renders in a transition (in slices), once the one before is placed and the
  // visitor is within reach of the end of what is placed.
  // Whether the end of what is placed is fewer than `screens` screens below the visible part.
  const endWithin = (screens: number) => height - (view.top + view.height) < view.height * screens;
  const renderAhead = endWithin(view.top > 0 ? LOAD_AHEAD_SCREENS : RENDER_AHEAD_SCREENS);
  useEffect(() => {
    if (placedLead && renderAhead && measured >= limit && measured < items.length) startTransition(() => setLimit(measured + batch));
  }, [placedLead, renderAhead, measured, limit, items.length, batch]);

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
  const allPlaced = placedLead !== null && measured === items.length;
  const nearEnd = endWithin(LOAD_AHEAD_SCREENS);
  useEffect(() => {
    if (!loadItems || !allPlaced || !nearEnd || askedAt.current === items.length) return;
    askedAt.current = items.length;
    loadItems();
  }, [loadItems, allPlaced, nearEnd, items.length]);
  // A failed page is asked for again when the caller offers loadItems anew (after "Try again").
  useEffect(() => {
    if (!loadItems) askedAt.current = -1;
  }, [loadItems]);

  if (!placedLead) {
    // The lead cards in the stylesheet's columns (no width needed).
    return (
      <div ref={listRef} role="list" className="cb-grid-lead">
        {items.slice(0, leadCount).map((item, index) => {
          const id = keyOf(item);
          return (
            <div key={typeof id === 'string' ? id : `#${index}`} role="listitem" data-grid-item data-lead>
              {renderItem(item, index)}
            </div>
          );
        })}
      </div>
    );
  }

  const buffer = view.height * VIRTUAL_BUFFER_SCREENS + SCROLL_STEP;
  const visibleTop = view.top - buffer;
  const visibleBottom = view.top + view.height + buffer;
  const offset = gridOffset(grid, width!, gutter);
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

/** Grey boxes in the grid's columns while its first cards render (a grid without a lead). */
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

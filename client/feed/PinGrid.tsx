import { Box, Button, Flex, Masonry, Spinner, Text } from 'gestalt';
import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { GRID_GUTTER, PAGE_SIZE } from './constants';
import { gridLayout } from './gridLayout';
import { gridStores, type GridStores } from './gridStores';

export interface PinGridProps<T> {
  /** Names the grid ('home', 'board:42' …): its layout is remembered under this key, so Back lays it out at once. */
  readonly gridKey: string;
  /** The pins, in order; keep the array identity stable across renders (Masonry caches by it). */
  readonly items: ReadonlyArray<T>;
  /**
   * The card for one pin: the component whose fragment the caller spreads on each node. `priority`
   * marks the first row, whose images load eagerly with high fetch priority.
   */
  readonly Card: ComponentType<{ pin: T; priority?: boolean }>;
  readonly hasNext: boolean;
  readonly isLoadingNext: boolean;
  readonly loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
  /** Shown when the first page is empty. */
  readonly emptyText: string;
}

const windowScrollContainer = (): Window => window;

/** Rows of cards laid out in the first pass (about two phone screens). */
const FIRST_PASS_ROWS = 3;

/** How many leading items the grid's measurement cache already knows. */
function countMeasured(items: ReadonlyArray<unknown>, stores: GridStores): number {
  let count = 0;
  while (count < items.length && stores.measurements.has(items[count])) count += 1;
  return count;
}

/**
 * The grid container's width, measured before the first paint and followed on resize; null until
 * measured, so the grid is never laid out once for a guessed width and again for the real one.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // A DOM without layout (tests) reports 0: the window's width stands in.
    const measure = () => setWidth(element.clientWidth || window.innerWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A virtualized masonry grid of pin cards that loads the next page as the visitor nears its end,
 * and offers "Try again" when a page fails to load. Fixed 236 px columns where three or more fit,
 * else two or more columns filling the width (see gridLayout).
 */
export default function PinGrid<T>({ gridKey, items, Card, hasNext, isLoadingNext, loadNext, emptyText }: PinGridProps<T>) {
  const [loadError, setLoadError] = useState<Error | null>(null);
  const { ref, width } = useWidth();
  const grid = gridLayout(width ?? 0);
  const stores = gridStores(gridKey, grid.columnWidth);

  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    setLoadError(null);
    loadNext(PAGE_SIZE, {
      onComplete: (error) => {
        if (error) setLoadError(error);
      },
    });
  }, [hasNext, isLoadingNext, loadNext]);

  // The first screens' worth of cards is laid out at once; the rest of the page follows in a
  // transition (React renders it in slices, so it never blocks a tap). A grid coming back (Back)
  // has its cards measured already and lays them all out at once, where they were.
  const firstPass = Math.max(grid.columns * FIRST_PASS_ROWS, countMeasured(items, stores));
  const [revealed, setRevealed] = useState(0);
  const shown = Math.min(items.length, Math.max(revealed, firstPass));
  useEffect(() => {
    if (width === null || shown >= items.length) return;
    startTransition(() => setRevealed(items.length));
  }, [width, shown, items.length]);
  const shownItems = useMemo(() => (shown >= items.length ? items : items.slice(0, shown)), [items, shown]);

  const firstRow = grid.columns;
  // Re-rendered only when its pin or priority changes: Masonry measures two new cards per frame and
  // re-renders every placed card each time; without this, a first page of 25 pins renders the
  // visible cards a dozen times over (long tasks on phones).
  const MemoCard = useMemo(() => memo(Card), [Card]);
  const renderItem = useCallback(
    ({ data: item, itemIdx }: { readonly data: T; readonly itemIdx: number }) => <MemoCard pin={item} priority={itemIdx < firstRow} />,
    [MemoCard, firstRow],
  );

  return (
    <>
      {/* At least a screen tall once there are pins: Masonry measures the cards before it places
          them, and the box below the grid must not ride up and down meanwhile (layout shift). */}
      <div ref={ref} data-test-id="pin-grid" data-columns={grid.columns} style={items.length > 0 ? { minHeight: '100vh' } : undefined}>
        {width === null ? null : items.length === 0 ? (
          <Box padding={8}>
            <Text align="center" color="subtle">
              {emptyText}
            </Text>
          </Box>
        ) : (
          <Masonry<T>
            // A new layout mode or card width is a new grid (Masonry keeps its mode from mount).
            key={`${grid.layout}@${grid.columnWidth}`}
            items={shownItems}
            renderItem={renderItem}
            columnWidth={grid.columnWidth}
            gutterWidth={GRID_GUTTER}
            // Fixed columns centred: `basic` + `align="center"` centres the columns exactly
            // (`basicCentered` centres one gutter too wide a box, leaving the grid 7 px off-centre).
            layout={grid.layout}
            align="center"
            minCols={2}
            measurementStore={stores.measurements}
            positionStore={stores.positions}
            virtualize
            scrollContainer={windowScrollContainer}
            // Masonry calls this when the user scrolls within ~3 viewports of the end.
            loadItems={hasNext && !loadError && shown >= items.length ? loadMore : undefined}
          />
        )}
      </div>
      <Box paddingY={6} minHeight={80}>
        <Flex justifyContent="center">
          {isLoadingNext ? (
            <Box role="status" aria-label="Loading more pins">
              <Spinner show accessibilityLabel="Loading more pins" />
            </Box>
          ) : null}
          {loadError && !isLoadingNext ? (
            <Flex direction="column" alignItems="center" gap={2}>
              <Text color="subtle">Couldn&apos;t load more pins.</Text>
              <Button text="Try again" onClick={loadMore} />
            </Flex>
          ) : null}
        </Flex>
      </Box>
    </>
  );
}

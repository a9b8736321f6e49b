import { Box, Button, Flex, Spinner, Text } from 'gestalt';
import { memo, startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { GRID_GUTTER, PAGE_SIZE } from './constants';
import { gridLayout } from './gridLayout';
import { gridStores } from './gridStores';
import { isHydrating } from '../ssr/hydration';
import Masonry, { LEAD_CARDS } from './Masonry';

export interface PinGridProps<T> {
  /** Names the grid ('home', 'board:42' …): its layout is remembered under this key, so Back lays it out at once. */
  readonly gridKey: string;
  /** The pins, in order; keep the array identity stable across renders (the grid places by it). */
  readonly items: ReadonlyArray<T>;
  /**
   * The card for one pin: the component whose fragment the caller spreads on each node. `priority`
   * marks the first row, whose images load eagerly with high fetch priority.
   */
  readonly Card: ComponentType<{ pin: T; priority?: boolean | 'eager' }>;
  readonly hasNext: boolean;
  readonly isLoadingNext: boolean;
  readonly loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
  /** Shown when the first page is empty. */
  readonly emptyText: string;
  /** The grid starts below the first screen (under a closeup): every image loads lazily. */
  readonly belowTheFold?: boolean;
}

/** Rows of cards laid out at once (about two phone screens); the rest follows a batch at a time. */
export const BATCH_ROWS = 3;

/**
 * The grid container's width, measured before the first paint and followed on resize; null until
 * measured (the server does not know it), so the grid is never laid out once for a guessed width and
 * again for the real one: until then its first cards are in the stylesheet's columns (Masonry's lead).
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // A DOM without layout (tests) reports 0: the window's width stands in.
    const measure = () => setWidth(element.clientWidth || window.innerWidth);
    // A server-rendered grid shows its lead cards in the stylesheet's columns meanwhile, so its
    // width is taken in a transition: rendering the grid at it is not part of hydration's commit.
    if (isHydrating()) startTransition(measure);
    else measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

// The lead cards (Masonry) are in CSS columns, top to bottom, on the server and until the width
// is known: any of them may be at the top of a column, so all load at once (they are small: the
// 236 px renditions), the first ahead of everything, the others at the priority the browser gives
// them once it sees which are on screen. (Fixed per index: a card does not render again when the
// width becomes known.)
const priorityOf = (index: number): boolean | 'eager' => (index === 0 ? true : index < LEAD_CARDS ? 'eager' : false);

/**
 * A virtualized masonry grid of pin cards that loads the next page as the visitor nears its end,
 * and offers "Try again" when a page fails to load. Fixed 236 px columns where three or more fit,
 * else two or more columns filling the width (see gridLayout).
 */
export default function PinGrid<T>({ gridKey, items, Card, hasNext, isLoadingNext, loadNext, emptyText, belowTheFold = false }: PinGridProps<T>) {
  const [loadError, setLoadError] = useState<Error | null>(null);
  const { ref, width } = useWidth();
  const grid = useMemo(() => gridLayout(width ?? 0), [width]);
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

  // Re-rendered only when its pin or priority changes: the grid re-renders as batches are placed
  // and as the visitor scrolls, and the cards in it need not.
  const MemoCard = useMemo(() => memo(Card), [Card]);
  const renderItem = useCallback(
    (item: T, index: number) => <MemoCard pin={item} priority={belowTheFold ? false : priorityOf(index)} />,
    [MemoCard, belowTheFold],
  );

  return (
    <>
      {/* At least a screen tall once there are pins: the grid measures the cards before it places
          them, and the box below the grid must not ride up and down meanwhile (layout shift). */}
      <div ref={ref} data-test-id="pin-grid" data-columns={grid.columns} className="cb-grid" style={items.length > 0 ? { minHeight: '100vh' } : undefined}>
        {items.length === 0 ? (
          <Box padding={8}>
            <Text align="center" color="subtle">
              {emptyText}
            </Text>
          </Box>
        ) : (
          <Masonry<T>
            items={items}
            renderItem={renderItem}
            grid={grid}
            width={width}
            gutter={GRID_GUTTER}
            measurements={stores.measurements}
            leadMemory={stores.leadMemory}
            batchRows={BATCH_ROWS}
            loadItems={hasNext && !loadError ? loadMore : undefined}
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

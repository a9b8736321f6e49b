import { Box, Button, Flex, Masonry, Spinner, Text } from 'gestalt';
import { useCallback, useState, type ComponentType } from 'react';
import { GRID_COLUMN_WIDTH, GRID_GUTTER, PAGE_SIZE } from './constants';

export interface PinGridProps<T> {
  /** The pins, in order; keep the array identity stable across renders (Masonry caches by it). */
  readonly items: ReadonlyArray<T>;
  /** The card for one pin: the component whose fragment the caller spreads on each node. */
  readonly Card: ComponentType<{ pin: T }>;
  readonly hasNext: boolean;
  readonly isLoadingNext: boolean;
  readonly loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
  /** Shown when the first page is empty. */
  readonly emptyText: string;
}

const windowScrollContainer = (): Window => window;

/**
 * A virtualized masonry grid of pin cards (236 px columns, 14 px gutter) that loads the next page as
 * the visitor nears its end, and offers "Try again" when a page fails to load.
 */
export default function PinGrid<T>({ items, Card, hasNext, isLoadingNext, loadNext, emptyText }: PinGridProps<T>) {
  const [loadError, setLoadError] = useState<Error | null>(null);

  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    setLoadError(null);
    loadNext(PAGE_SIZE, {
      onComplete: (error) => {
        if (error) setLoadError(error);
      },
    });
  }, [hasNext, isLoadingNext, loadNext]);

  const renderItem = useCallback(({ data: item }: { readonly data: T }) => <Card pin={item} />, [Card]);

  return (
    <>
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
          columnWidth={GRID_COLUMN_WIDTH}
          gutterWidth={GRID_GUTTER}
          // Fixed 236 px columns, centred: `basic` + `align="center"` centres the columns exactly
          // (`basicCentered` centres one gutter too wide a box, leaving the grid 7 px off-centre).
          layout="basic"
          align="center"
          minCols={1}
          virtualize
          scrollContainer={windowScrollContainer}
          // Masonry calls this when the user scrolls within ~3 viewports of the end.
          loadItems={hasNext && !loadError ? loadMore : undefined}
        />
      )}
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

/**
 * One list of /edit: its rows, a "Show more" button while the connection has more (Relay pagination,
 * TUNE_PAGE_SIZE at a time), a spinner while the next page loads, a retry when it failed, and an empty
 * state that says what to do when there is nothing.
 */
import { Box, Button, Flex, Spinner, Text } from 'gestalt';
import { useState, type ReactNode } from 'react';

/** Rows per page of every list of /edit (platform §9: page_size 25). */
export const TUNE_PAGE_SIZE = 25;

export interface TunePaging {
  readonly hasNext: boolean;
  readonly isLoadingNext: boolean;
  readonly loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
}

interface Props {
  /** What the list holds, for its accessible name ('Boards you follow'). */
  readonly label: string;
  /** What the rows are, for the loading and error texts ('boards'). */
  readonly what: string;
  readonly paging: TunePaging;
  /** The rows (role listitem each); empty shows `empty`. */
  readonly children: readonly ReactNode[];
  readonly empty: ReactNode;
  /** 'grid': tiles in columns (pins); 'rows' (default): one row each. */
  readonly layout?: 'rows' | 'grid';
  readonly dataTestId: string;
}

const GRID_STYLE = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))', gap: 16 } as const;

export default function TuneList({ label, what, paging, children, empty, layout = 'rows', dataTestId }: Props) {
  const [loadError, setLoadError] = useState(false);
  const { hasNext, isLoadingNext, loadNext } = paging;
  if (children.length === 0 && !hasNext) {
    return (
      <Box paddingY={6} data-test-id={`${dataTestId}-empty`}>
        {empty}
      </Box>
    );
  }
  const showMore = () => {
    if (!hasNext || isLoadingNext) return;
    setLoadError(false);
    loadNext(TUNE_PAGE_SIZE, { onComplete: (error) => setLoadError(Boolean(error)) });
  };
  return (
    <Flex direction="column" gap={4}>
      <div role="list" aria-label={label} data-test-id={dataTestId} style={layout === 'grid' ? GRID_STYLE : undefined}>
        {children}
      </div>
      <Flex direction="column" alignItems="center" gap={2}>
        {isLoadingNext ? <Spinner show accessibilityLabel={`Loading more ${what}`} /> : null}
        {loadError && !isLoadingNext ? <Text color="subtle">{`Couldn't load more ${what}.`}</Text> : null}
        {hasNext && !isLoadingNext ? <Button text={loadError ? 'Try again' : 'Show more'} color="gray" size="lg" onClick={showMore} /> : null}
      </Flex>
    </Flex>
  );
}

/** What an empty list says: what it is for, and where to go to fill it. */
export function TuneEmpty({ title, children, action }: { readonly title: string; readonly children: ReactNode; readonly action?: ReactNode }) {
  return (
    <Flex direction="column" gap={3} alignItems="center">
      <Text weight="bold" size="400" align="center">
        {title}
      </Text>
      <Box maxWidth={440}>
        <Text color="subtle" align="center">
          {children}
        </Text>
      </Box>
      {action}
    </Flex>
  );
}

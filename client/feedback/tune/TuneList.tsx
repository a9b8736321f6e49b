/**
 * One list of /edit: its rows, a "Show more" button while the connection has more (Relay pagination,
 * TUNE_PAGE_SIZE at a time), a spinner while the next page loads, a retry when it failed, and an empty
 * state that says what to do when there is nothing.
 */
import { Box, Flex, Text } from 'gestalt';
import type { ReactNode } from 'react';
import ShowMore, { type Paging } from '../../shell/ShowMore';

/** Rows per page of every list of /edit (platform §9: page_size 25). */
export const TUNE_PAGE_SIZE = 25;

export type TunePaging = Paging;

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
  if (children.length === 0 && !paging.hasNext) {
    return (
      <Box paddingY={6} data-test-id={`${dataTestId}-empty`}>
        {empty}
      </Box>
    );
  }
  return (
    <Flex direction="column" gap={4}>
      <div role="list" aria-label={label} data-test-id={dataTestId} style={layout === 'grid' ? GRID_STYLE : undefined}>
        {children}
      </div>
      <ShowMore paging={paging} pageSize={TUNE_PAGE_SIZE} what={what} />
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

/**
 * The foot of a list paged by Relay: a spinner while the next page loads, "Show more" while the
 * connection has more, and when a page failed, a line that says so with "Try again".
 */
import { Button, Flex, Spinner, Text } from 'gestalt';
import { useState } from 'react';

export interface Paging {
  readonly hasNext: boolean;
  readonly isLoadingNext: boolean;
  readonly loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
}

interface Props {
  readonly paging: Paging;
  /** How many to ask for at a time. */
  readonly pageSize: number;
  /** What the rows are, for the loading and error texts ('campaigns'). */
  readonly what: string;
  readonly size?: 'md' | 'lg';
  /** The button's words ("Show more"). */
  readonly label?: string;
}

export default function ShowMore({ paging, pageSize, what, size = 'lg', label = 'Show more' }: Props) {
  const [loadError, setLoadError] = useState(false);
  const { hasNext, isLoadingNext, loadNext } = paging;
  const showMore = () => {
    if (!hasNext || isLoadingNext) return;
    setLoadError(false);
    loadNext(pageSize, { onComplete: (error) => setLoadError(Boolean(error)) });
  };
  if (!hasNext && !isLoadingNext && !loadError) return null;
  return (
    <Flex direction="column" alignItems="center" gap={2}>
      {isLoadingNext ? <Spinner show accessibilityLabel={`Loading more ${what}`} /> : null}
      {loadError && !isLoadingNext ? <Text color="subtle">{`Couldn't load more ${what}.`}</Text> : null}
      {hasNext && !isLoadingNext ? <Button text={loadError ? 'Try again' : label} color="gray" size={size} onClick={showMore} /> : null}
    </Flex>
  );
}

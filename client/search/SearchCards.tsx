/**
 * Board and people results of a search, as grids of cards: boards as the profile draws them (cover,
 * name, pin count), people with their picture, name, username and followers.
 */
import { Box, Button, Flex, Link, Spinner, Text } from 'gestalt';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { BoardCard } from '../profile/ProfileBoards';
import UserAvatar from '../user/UserAvatar';
import type { SearchCards_board$key } from './__generated__/SearchCards_board.graphql';
import type { SearchCards_user$key } from './__generated__/SearchCards_user.graphql';

const countOf = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A board found: its card as on a profile. */
export function BoardResult({ board: key }: { readonly board: SearchCards_board$key }) {
  const board = useFragment(
    graphql`
      fragment SearchCards_board on Board {
        ...ProfileBoards_board
      }
    `,
    key,
  );
  return <BoardCard board={board} />;
}

export function PersonCard({ user: key }: { readonly user: SearchCards_user$key }) {
  const user = useFragment(
    graphql`
      fragment SearchCards_user on User {
        username
        fullName
        imageMediumUrl
        followerCount
      }
    `,
    key,
  );
  const name = user.fullName || user.username;
  return (
    <Link href={`/${encodeURIComponent(user.username)}/`} underline="none" display="block">
      <Box data-test-id="person-card" padding={3} rounding={4} color="secondary" height="100%">
        <Flex direction="column" alignItems="center" gap={2}>
          <UserAvatar name={name} src={user.imageMediumUrl} size="lg" />
          <Text weight="bold" align="center" lineClamp={1}>
            {name}
          </Text>
          <Text size="100" color="subtle" align="center" lineClamp={1}>
            @{user.username}
          </Text>
          <Text size="100" color="subtle" align="center">
            {countOf(user.followerCount ?? 0, 'follower', 'followers')}
          </Text>
        </Flex>
      </Box>
    </Link>
  );
}

interface GridProps {
  readonly kind: 'boards' | 'people';
  readonly items: ReadonlyArray<CardItem>;
  readonly hasNext: boolean;
  readonly isLoadingNext: boolean;
  readonly loadMore: (onComplete: (error: Error | null) => void) => void;
}

/** Board or people cards in columns of at least 180 px (two on a phone), loading more near the end. */
/** A card's fragment reference, under its node's id. */
interface CardItem {
  readonly id: string;
  readonly card: SearchCards_board$key | SearchCards_user$key;
}

export function CardGrid({ kind, items, hasNext, isLoadingNext, loadMore }: GridProps) {
  const [failed, setFailed] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const more = () => {
    if (!hasNext || isLoadingNext) return;
    setFailed(false);
    loadMore((error) => setFailed(Boolean(error)));
  };
  const moreRef = useRef(more);
  moreRef.current = more;
  useEffect(() => {
    const element = end.current;
    if (!element || typeof IntersectionObserver === 'undefined' || !hasNext || failed) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) moreRef.current();
    }, { rootMargin: '400px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, failed]);
  return (
    <>
      <div
        data-test-id={kind === 'boards' ? 'search-boards' : 'search-people'}
        style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${kind === 'boards' ? 220 : 170}px, 1fr))`, gap: 16 }}
      >
        {items.map((item) => (
          <div key={item.id}>
            {kind === 'boards' ? <BoardResult board={item.card as SearchCards_board$key} /> : <PersonCard user={item.card as SearchCards_user$key} />}
          </div>
        ))}
      </div>
      <div ref={end} />
      <Box paddingY={6}>
        <Flex justifyContent="center" direction="column" alignItems="center" gap={2}>
          {isLoadingNext ? <Spinner show accessibilityLabel={`Loading more ${kind}`} /> : null}
          {failed && !isLoadingNext ? <Text color="subtle">{`Couldn't load more ${kind}.`}</Text> : null}
          {hasNext && !isLoadingNext ? <Button text={failed ? 'Try again' : `More ${kind}`} onClick={more} /> : null}
        </Flex>
      </Box>
    </>
  );
}

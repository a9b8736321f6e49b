import { Box, Link, Text } from 'gestalt';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { placeholderColor } from '../../pin/media/placeholder';
import type { BoardSectionTile_section$key } from './__generated__/BoardSectionTile_section.graphql';

const FALLBACK = 'var(--color-background-secondary-base, #e9e9e9)';

export const pinCountLabel = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'Pin' : 'Pins'}`;

/** One section in a board's sections row: its newest pin's image, its title and pin count; a link to the section page. */
export default function BoardSectionTile({ section }: { readonly section: BoardSectionTile_section$key }) {
  const data = useFragment(
    graphql`
      fragment BoardSectionTile_section on BoardSection {
        title
        url
        pinCount
        coverImage(size: W236) {
          url
          dominantColor
        }
      }
    `,
    section,
  );
  const [failed, setFailed] = useState(false);
  const cover = data.coverImage;
  const count = pinCountLabel(data.pinCount);
  return (
    <Link href={data.url} underline="none" display="block" accessibilityLabel={`${data.title}, ${count}`}>
      <Box data-test-id="board-section">
        <div
          style={{
            position: 'relative',
            paddingBottom: '100%',
            borderRadius: 16,
            overflow: 'hidden',
            backgroundColor: placeholderColor(cover?.dominantColor) ?? FALLBACK,
          }}
        >
          {cover && !failed ? (
            <img
              src={cover.url}
              alt=""
              loading="lazy"
              decoding="async"
              onError={() => setFailed(true)}
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : null}
        </div>
        <Box paddingY={2}>
          <Text weight="bold" lineClamp={1}>
            {data.title}
          </Text>
          <Text size="100" color="subtle">
            {count}
          </Text>
        </Box>
      </Box>
    </Link>
  );
}

import { useState, type CSSProperties } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BoardCover_board$key } from './__generated__/BoardCover_board.graphql';
import { placeholderColor } from '../pin/media/placeholder';

export interface CoverImage {
  readonly url: string;
  readonly dominantColor?: string | null;
}

const FALLBACK = 'var(--color-background-secondary-base, #e9e9e9)';
const fill: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' };

function Tile({ image, style }: { readonly image: CoverImage | undefined; readonly style: CSSProperties }) {
  const [failed, setFailed] = useState(false);
  const color = placeholderColor(image?.dominantColor) ?? FALLBACK;
  return (
    <div style={{ position: 'absolute', overflow: 'hidden', backgroundColor: color, ...style }} data-test-id="board-cover-tile">
      {image && !failed ? <img src={image.url} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} style={fill} /> : null}
    </div>
  );
}


/**
 * A board's cover in a fixed 3:2 box (laid out before images load): the chosen cover pin alone,
 * else, as on Pinterest, the newest pin large on the left and the next two stacked on the right.
 */
export default function BoardCover({ board }: { readonly board: BoardCover_board$key }) {
  const data = useFragment(
    graphql`
      fragment BoardCover_board on Board {
        # Aliased: the board picker's fragment asks for the 60x60 one of the same board (createBoard's payload has both).
        cover: coverImage(size: W236) {
          url
          dominantColor
        }
        hasCoverPin
        collageImages(size: W236) {
          url
          dominantColor
        }
      }
    `,
    board,
  );
  // The cover pin's image, else the newest pin's (null: no pins); the latest pins' images, newest first.
  const { cover, collageImages: collage, hasCoverPin } = data;
  const asCollage = !hasCoverPin && collage.length > 1;
  const gap = 2;
  return (
    <div
      style={{ position: 'relative', paddingBottom: '66.6667%', borderRadius: 16, overflow: 'hidden', backgroundColor: FALLBACK }}
      data-test-id="board-cover"
      data-cover={asCollage ? 'collage' : cover ? 'image' : 'empty'}
    >
      {asCollage ? (
        <>
          <Tile image={collage[0]} style={{ left: 0, top: 0, bottom: 0, width: `calc(66.6667% - ${gap / 2}px)` }} />
          <Tile image={collage[1]} style={{ right: 0, top: 0, width: `calc(33.3333% - ${gap / 2}px)`, height: `calc(50% - ${gap / 2}px)` }} />
          <Tile image={collage[2]} style={{ right: 0, bottom: 0, width: `calc(33.3333% - ${gap / 2}px)`, height: `calc(50% - ${gap / 2}px)` }} />
        </>
      ) : cover ? (
        <Tile image={cover} style={{ inset: 0 }} />
      ) : null}
    </div>
  );
}

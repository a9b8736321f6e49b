import { graphql, useFragment } from 'react-relay';
import PinMedia from './media/PinMedia';
import type { PinCardImage_pin$key } from './__generated__/PinCardImage_pin.graphql';

interface Props {
  readonly pin: PinCardImage_pin$key;
  /** The card is hovered or focused: a video plays (muted), a GIF animates, carousel dots show. */
  readonly active?: boolean;
  /**
   * First row of the grid: the image loads eagerly, with high fetch priority (true); a server-
   * rendered first screen's card: eagerly, at the browser's priority ('eager'); else lazily.
   */
  readonly priority?: boolean | 'eager';
}

/** The card's media area at grid size (236x): image, carousel, video or GIF (see ./media/). */
export default function PinCardImage({ pin, active = false, priority = false }: Props) {
  const data = useFragment(
    graphql`
      fragment PinCardImage_pin on Pin {
        ...PinMedia_pin
      }
    `,
    pin,
  );
  return <PinMedia pin={data} variant="grid" active={active} priority={priority} />;
}

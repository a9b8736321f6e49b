import { Badge, Box, TapArea } from 'gestalt';
import { useState, type ReactNode } from 'react';
import AspectImage from './AspectImage';
import { showsAnimatedGif, type ImageCropInput } from './rules';

interface Props {
  /** The animated GIF (embed src). */
  readonly gifSrc: string;
  /** The still pin image, shown until hovered or tapped, and if the GIF fails. */
  readonly still: { readonly url: string; readonly width: number; readonly height: number } | null | undefined;
  readonly alt: string;
  readonly placeholderColor: string | null | undefined;
  readonly crop?: ImageCropInput | null;
  /** The card is hovered or focused. */
  readonly active?: boolean;
  /** Closeup: a tap (click) toggles playing; on the grid a tap opens the pin instead. */
  readonly tapToPlay?: boolean;
  readonly loading?: 'lazy' | 'eager';
  readonly fetchPriority?: 'high' | 'low' | 'auto';
  readonly children?: ReactNode;
}

/** A GIF pin: the still image with a 'GIF' badge; the GIF plays on hover or tap (still again on error). */
export default function GifImage({ gifSrc, still, alt, placeholderColor, crop, active = false, tapToPlay = false, loading, fetchPriority, children }: Props) {
  const [tapped, setTapped] = useState(false);
  const [failed, setFailed] = useState(false);
  const playing = showsAnimatedGif(active || tapped, failed);

  const image = (
    <AspectImage
      src={still?.url}
      alt={alt}
      width={still?.width}
      height={still?.height}
      placeholderColor={placeholderColor}
      crop={crop}
      loading={loading}
      fetchPriority={fetchPriority}
      cover={
        playing ? (
          <img
            src={gifSrc}
            alt=""
            aria-hidden
            data-test-id="pin-gif"
            onError={() => setFailed(true)}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : null
      }
    >
      <Box position="absolute" top left margin={2} data-test-id="gif-badge" data-playing={playing ? 'true' : 'false'}>
        <Badge type="darkWash" text="GIF" />
      </Box>
      {children}
    </AspectImage>
  );

  if (!tapToPlay) return image;
  return (
    <TapArea fullWidth accessibilityLabel={playing ? 'Stop GIF' : 'Play GIF'} onTap={() => setTapped((value) => !value)}>
      {image}
    </TapArea>
  );
}

import { Box } from 'gestalt';
import { useState, type ReactNode } from 'react';

interface Props {
  readonly src: string | null | undefined;
  readonly alt: string;
  /** Natural size of the image; the box takes this aspect ratio before the image loads (1×1 if unknown). */
  readonly width: number | null | undefined;
  readonly height: number | null | undefined;
  /** Shown behind the image while it loads, and instead of it if it fails. */
  readonly placeholderColor: string;
  readonly loading?: 'lazy' | 'eager';
  readonly fetchPriority?: 'high' | 'low' | 'auto';
  /** Overlays drawn over the image (badges, dots …). */
  readonly children?: ReactNode;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * An image in a box whose aspect ratio is known before the image arrives, so the grid can be
 * laid out immediately, with the pin's dominant colour as placeholder. A load error sets
 * `loaded` to false and keeps the placeholder (no broken-image icon).
 */
export default function AspectImage({ src, alt, width, height, placeholderColor, loading = 'lazy', fetchPriority, children }: Props) {
  // undefined: loading, true: loaded, false: failed (pin-card spec §4: "Image load error sets the loaded state to false").
  const [loaded, setLoaded] = useState<boolean | undefined>(undefined);
  const ratio = width && height && width > 0 && height > 0 ? height / width : 1;
  // The colour comes from data; only accept a plain hex colour into the style.
  const backgroundColor = HEX_COLOR.test(placeholderColor) ? placeholderColor : undefined;
  const showImage = Boolean(src) && loaded !== false;

  return (
    <Box
      position="relative"
      width="100%"
      color={backgroundColor ? undefined : 'secondary'}
      data-test-id="pin-image-box"
      data-image-state={loaded === undefined ? 'loading' : loaded ? 'loaded' : 'error'}
      dangerouslySetInlineStyle={{ __style: { backgroundColor, paddingBottom: `${(ratio * 100).toFixed(4)}%` } }}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={alt}
          loading={loading}
          decoding="async"
          fetchPriority={fetchPriority}
          width={width ?? undefined}
          height={height ?? undefined}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(false)}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        // Keep the image's text alternative when only the placeholder is shown.
        <Box position="absolute" top bottom left right role="img" aria-label={alt} />
      )}
      {children}
    </Box>
  );
}

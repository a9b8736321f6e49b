import { Box } from 'gestalt';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { imageState, mediaLayout, placeholderColor as safeColor, type ImageCropInput } from './rules';

interface Props {
  readonly src: string | null | undefined;
  readonly alt: string;
  /** Natural size of the image; the box takes this aspect ratio before the image loads (1×1 if unknown). */
  readonly width: number | null | undefined;
  readonly height: number | null | undefined;
  /** Shown behind the image while it loads. */
  readonly placeholderColor: string | null | undefined;
  /** Pin image crop (fractions of the height); used only when both are numbers and the image is not square. */
  readonly crop?: ImageCropInput | null;
  readonly loading?: 'lazy' | 'eager';
  readonly fetchPriority?: 'high' | 'low' | 'auto';
  /** Drawn instead of the still image once it has loaded (an animated GIF, a playing video …). */
  readonly cover?: ReactNode;
  /** Overlays drawn over the image (badges, dots …). */
  readonly children?: ReactNode;
}

/**
 * An image in a box whose aspect ratio is known before the image arrives, so the grid can be laid
 * out immediately, with the pin's dominant colour as placeholder. A load error sets `loaded` to
 * false and shows a neutral placeholder that keeps the image's text alternative (no broken icon).
 */
export default function AspectImage({ src, alt, width, height, placeholderColor, crop, loading = 'lazy', fetchPriority, cover, children }: Props) {
  // undefined: loading, true: loaded, false: failed (pin-card spec §4: "Image load error sets the loaded state to false").
  // Remembered per src, so a new src starts loading again.
  const [result, setResult] = useState<{ src: string | null | undefined; loaded: boolean } | null>(null);
  // A server-rendered image may have loaded before the page hydrated, with no onLoad listening: it
  // counts as loaded once mounted (in a transition: hydration's commit does not render it again).
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth > 0) startTransition(() => setResult((current) => current ?? { src, loaded: true }));
  }, [src]);
  const state = imageState(result && result.src === src ? result.loaded : undefined);
  const layout = mediaLayout(width, height, crop);
  const backgroundColor = state === 'error' ? undefined : (safeColor(placeholderColor) ?? undefined);
  const showImage = Boolean(src) && state !== 'error';

  return (
    <Box
      position="relative"
      width="100%"
      overflow="hidden"
      color={backgroundColor ? undefined : 'secondary'}
      data-test-id="pin-image-box"
      data-image-state={state}
      data-cropped={layout.cropped ? 'true' : undefined}
      // Its size is its padding's, whatever is inside: contained, an image arriving lays out only this
      // box, not the whole grid (in the lead's CSS columns that was a full layout per image on a phone).
      dangerouslySetInlineStyle={{ __style: { backgroundColor, paddingBottom: `${Number((layout.ratio * 100).toFixed(4))}%`, contain: 'strict' } }}
    >
      {showImage ? (
        <img
          ref={imageRef}
          src={src ?? undefined}
          alt={alt}
          loading={loading}
          decoding="async"
          fetchPriority={fetchPriority}
          width={width ?? undefined}
          height={height ?? undefined}
          onLoad={() => setResult({ src, loaded: true })}
          onError={() => setResult({ src, loaded: false })}
          style={{
            position: 'absolute',
            left: 0,
            width: '100%',
            top: `${layout.imageTopPercent}%`,
            height: `${layout.imageHeightPercent}%`,
            objectFit: 'cover',
            display: 'block',
          }}
        />
      ) : (
        // Keep the image's text alternative when only the placeholder is shown.
        <Box position="absolute" top bottom left right role={alt ? 'img' : undefined} aria-label={alt || undefined} data-test-id="pin-image-placeholder" />
      )}
      {cover}
      {children}
    </Box>
  );
}

import { Avatar, Mask } from 'gestalt';
import { useState } from 'react';

// Gestalt Avatar's sizes, so the fallback initial is as large as the picture.
const SIZES = { xs: 24, sm: 32, md: 48, lg: 64, xl: 120 } as const;

interface Props {
  readonly name: string;
  readonly src: string | null | undefined;
  readonly size: keyof typeof SIZES;
}

/**
 * A person's picture in a circle, falling back to Gestalt's initial avatar when there is none
 * (or it fails to load). Decorative: the name is always written next to it.
 *
 * Not Gestalt's `Avatar` for the picture itself: it renders Gestalt's `Image`, which passes a
 * lowercase `fetchpriority` DOM prop that React 19 warns about in development.
 */
export default function UserAvatar({ name, src, size }: Props) {
  // The source that failed to load (a new picture gets its own chance).
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <Avatar name={name || '?'} size={size} accessibilityLabel="" />;
  const px = SIZES[size];
  return (
    <Mask rounding="circle" width={px} height={px} willChangeTransform={false}>
      <img
        src={src}
        alt=""
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
        style={{ display: 'block', width: px, height: px, objectFit: 'cover' }}
      />
    </Mask>
  );
}

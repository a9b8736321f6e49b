import { useRef, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { afterKey, describeCrop, moveBy, resizeCorner, type Corner, type Crop } from './cropGeometry';

interface Props {
  readonly crop: Crop;
  readonly onChange: (crop: Crop) => void;
}

const CORNERS: readonly Corner[] = ['nw', 'ne', 'sw', 'se'];
const CORNER_NAMES: Record<Corner, string> = { nw: 'top left', ne: 'top right', sw: 'bottom left', se: 'bottom right' };
const HANDLE = 20;
/** Handles sit just inside the box's corners: the picture's frame clips what is outside it. */
const INSET = -2;

/**
 * The region to search, drawn over the picture (its parent is the picture's frame, position
 * relative): drag the box to move it, a corner to resize it (mouse, pen or touch: pointer events);
 * with the keyboard, arrow keys move it and Shift+arrow keys resize it. Outside the box is dimmed.
 */
export default function CropBox({ crop, onChange }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; corner: Corner | null; startX: number; startY: number; start: Crop } | null>(null);

  const begin = (corner: Corner | null) => (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, corner, startX: event.clientX, startY: event.clientY, start: crop };
  };
  const move = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    const box = frame.current?.getBoundingClientRect();
    if (!state || state.pointer !== event.pointerId || !box || box.width === 0 || box.height === 0) return;
    const dx = (event.clientX - state.startX) / box.width;
    const dy = (event.clientY - state.startY) / box.height;
    onChange(state.corner ? resizeCorner(state.start, state.corner, dx, dy) : moveBy(state.start, dx, dy));
  };
  const end = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = afterKey(crop, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  const pct = (v: number) => `${v * 100}%`;
  return (
    <div ref={frame} style={{ position: 'absolute', inset: 0 }} data-test-id="visual-crop-frame">
      <div
        role="group"
        tabIndex={0}
        aria-label="Search area"
        aria-describedby="visual-crop-help"
        aria-roledescription="crop box"
        data-test-id="visual-crop-box"
        onKeyDown={onKeyDown}
        onPointerDown={begin(null)}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        style={{
          position: 'absolute',
          left: pct(crop.x),
          top: pct(crop.y),
          width: pct(crop.w),
          height: pct(crop.h),
          border: '2px solid #fff',
          borderRadius: 12,
          // Dims the picture outside the box.
          boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.45)',
          cursor: 'move',
          touchAction: 'none',
          outlineOffset: -6,
        }}
      >
        {CORNERS.map((corner) => (
          <div
            key={corner}
            aria-hidden="true"
            data-test-id={`visual-crop-${corner}`}
            title={`Drag to resize from the ${CORNER_NAMES[corner]} corner`}
            onPointerDown={begin(corner)}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
            style={{
              position: 'absolute',
              width: HANDLE,
              height: HANDLE,
              [corner[0] === 'n' ? 'top' : 'bottom']: INSET,
              [corner[1] === 'w' ? 'left' : 'right']: INSET,
              borderRadius: '50%',
              background: '#fff',
              boxShadow: '0 0 4px rgba(0, 0, 0, 0.5)',
              cursor: corner === 'nw' || corner === 'se' ? 'nwse-resize' : 'nesw-resize',
              touchAction: 'none',
            }}
          />
        ))}
      </div>
      <span id="visual-crop-help" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>
        Drag the box or its corners to choose what to search for. Arrow keys move it; Shift with arrow keys resizes it.
      </span>
      <span aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>
        {describeCrop(crop)}
      </span>
    </div>
  );
}

import { describe, expect, it } from 'vitest';
import { afterKey, cropFromQuery, cropQuery, describeCrop, isWhole, KEY_STEP, MIN_SIDE, moveBy, resizeCorner, WHOLE } from './cropGeometry';

describe('the visual search crop box', () => {
  const box = { x: 0.2, y: 0.3, w: 0.4, h: 0.5 };

  it('moves with the arrow keys by one step, and stops at the edges of the picture', () => {
    expect(KEY_STEP).toBe(0.02);
    expect(afterKey(box, 'ArrowRight', false)).toEqual({ ...box, x: 0.22 });
    expect(afterKey(box, 'ArrowUp', false)).toEqual({ ...box, y: 0.28 });
    expect(afterKey({ ...box, x: 0.59 }, 'ArrowRight', false)).toEqual({ ...box, x: 0.6 });
    expect(afterKey({ ...box, x: 0.6 }, 'ArrowRight', false)).toEqual({ ...box, x: 0.6 });
    expect(afterKey({ ...box, y: 0.01 }, 'ArrowUp', false)).toEqual({ ...box, y: 0 });
    expect(afterKey(box, 'Enter', false)).toBeNull();
  });

  it('resizes with Shift and the arrow keys: right and down grow, left and up shrink, never under MIN_SIDE nor past the edge', () => {
    expect(afterKey(box, 'ArrowRight', true)).toEqual({ ...box, w: 0.42 });
    expect(afterKey(box, 'ArrowDown', true)).toEqual({ ...box, h: 0.52 });
    expect(afterKey({ ...box, w: MIN_SIDE + 0.01 }, 'ArrowLeft', true)).toEqual({ ...box, w: MIN_SIDE });
    expect(afterKey({ ...box, w: MIN_SIDE }, 'ArrowLeft', true)).toEqual({ ...box, w: MIN_SIDE });
    expect(afterKey({ ...box, h: 0.7 }, 'ArrowDown', true)).toEqual({ ...box, h: 0.7 });
  });

  it('drags a corner, keeping the opposite one where it was', () => {
    expect(resizeCorner(box, 'nw', -0.1, -0.1)).toEqual({ x: 0.1, y: 0.2, w: 0.5, h: 0.6 });
    expect(resizeCorner(box, 'se', 1, 1)).toEqual({ x: 0.2, y: 0.3, w: 0.8, h: 0.7 });
    expect(resizeCorner(box, 'ne', 0.5, 0.45)).toEqual({ x: 0.2, y: 0.7, w: 0.8, h: MIN_SIDE });
    expect(moveBy(box, -1, 1)).toEqual({ x: 0, y: 0.5, w: 0.4, h: 0.5 });
    // Rounded to 4 decimals, a box dragged to the edge still ends inside the picture (0.15625 + 0.84375).
    const edge = resizeCorner(WHOLE, 'nw', 0.171875, 0.15625);
    expect(edge.y + edge.h).toBeLessThanOrEqual(1 + 1e-9);
    expect(edge.x + edge.w).toBeLessThanOrEqual(1 + 1e-9);
  });

  it('rides in the address, and a box that is not one reads as the whole picture', () => {
    expect(cropQuery(box)).toBe('?x=0.2&y=0.3&w=0.4&h=0.5');
    expect(cropQuery(WHOLE)).toBe('');
    expect(cropFromQuery({ x: '0.2', y: '0.3', w: '0.4', h: '0.5' })).toEqual(box);
    for (const query of [{}, { x: '0.2' }, { x: 'a', y: '0', w: '0.5', h: '0.5' }, { x: '0.8', y: '0', w: '0.5', h: '0.5' }, { x: '0', y: '0', w: '0.05', h: '0.5' }]) {
      expect(isWhole(cropFromQuery(query))).toBe(true);
    }
  });

  it('is read aloud in percentages', () => {
    expect(describeCrop(box)).toBe('Search area: 20% from the left, 30% from the top, 40% wide, 50% tall');
  });
});

import { describe, expect, it } from 'vitest';
import { gridLayout } from './gridLayout';

describe('grid columns by width (platform §9: 236 px columns, gutter 14)', () => {
  it('a 390 px phone (374 px of grid) gets two columns that fill the width', () => {
    const grid = gridLayout(374);
    expect(grid).toMatchObject({ layout: 'flexible', columns: 2 });
    // two cards, one gutter between them and half a gutter at each edge: the whole width
    expect(2 * grid.columnWidth + 2 * 14).toBeGreaterThanOrEqual(373);
    expect(2 * grid.columnWidth + 2 * 14).toBeLessThanOrEqual(374);
  });

  it('a 320 px phone still gets two columns', () => {
    expect(gridLayout(304)).toMatchObject({ layout: 'flexible', columns: 2 });
  });

  it('just under three fixed columns (735 px) fills the width with two', () => {
    expect(gridLayout(735)).toMatchObject({ layout: 'flexible', columns: 2 });
  });

  it('from three fixed columns (736 px) on, fixed 236 px columns, as many as fit', () => {
    expect(gridLayout(736)).toEqual({ layout: 'basic', columns: 3, columnWidth: 236 });
    expect(gridLayout(1264)).toEqual({ layout: 'basic', columns: 5, columnWidth: 236 });
    expect(gridLayout(1014)).toEqual({ layout: 'basic', columns: 4, columnWidth: 236 });
  });

  it('an unmeasured container (0 px) counts as wide', () => {
    expect(gridLayout(0)).toMatchObject({ layout: 'basic', columnWidth: 236 });
  });
});

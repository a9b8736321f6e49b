import { describe, expect, it } from 'vitest';
import { gridStores, REMEMBERED_GRIDS } from './gridStores';

describe('grid caches kept across visits', () => {
  it('a new fragment reference of the same pin finds the height measured on the last visit', () => {
    const first = gridStores('home', 236);
    first.measurements.set({ __id: 'UGluOjE=', __fragments: {} }, 412);
    const again = gridStores('home', 236);
    expect(again.measurements.get({ __id: 'UGluOjE=', __fragments: {} })).toBe(412);
    expect(again.measurements.has({ __id: 'UGluOjI=' })).toBe(false);
  });

  it('another column width or another grid starts empty', () => {
    gridStores('board:1', 236).measurements.set({ __id: 'a' }, 300);
    expect(gridStores('board:1', 173).measurements.has({ __id: 'a' })).toBe(false);
    expect(gridStores('board:2', 236).measurements.has({ __id: 'a' })).toBe(false);
  });

  it(`keeps the ${REMEMBERED_GRIDS} most recently used grids`, () => {
    gridStores('oldest', 236).measurements.set({ __id: 'x' }, 1);
    for (let i = 0; i < REMEMBERED_GRIDS; i++) gridStores(`grid-${i}`, 236);
    expect(gridStores('oldest', 236).measurements.has({ __id: 'x' })).toBe(false);
    gridStores('recent', 236).measurements.set({ __id: 'y' }, 2);
    for (let i = 0; i < REMEMBERED_GRIDS - 1; i++) gridStores(`other-${i}`, 236);
    expect(gridStores('recent', 236).measurements.get({ __id: 'y' })).toBe(2);
  });
});

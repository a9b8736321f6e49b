import { describe, expect, it } from 'vitest';
import { ABOVE_SAVE_TOAST_PX, anchorStyle } from './anchor';

describe('anchorStyle (display_data.anchor)', () => {
  it('home_feed_top (and any other anchor) stays in the flow', () => {
    expect(anchorStyle('home_feed_top', false)).toBeUndefined();
    expect(anchorStyle('somewhere_new', true)).toBeUndefined();
  });

  it('save_toast floats at the bottom centre, above the save toast', () => {
    expect(anchorStyle('save_toast', false)).toMatchObject({ position: 'fixed', bottom: ABOVE_SAVE_TOAST_PX, left: '50%' });
  });

  it('save_button floats at the top right under the header; on a phone, across the bottom', () => {
    expect(anchorStyle('save_button', false)).toMatchObject({ position: 'fixed', top: 80, right: 8 });
    expect(anchorStyle('save_button', true)).toMatchObject({ position: 'fixed', bottom: 8, left: 8, right: 8 });
  });
});

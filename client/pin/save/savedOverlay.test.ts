import { describe, expect, it } from 'vitest';
import { SAVED_OVERLAY_NAME_MAX, SAVED_WASH_OPACITY, savedOverlayHref, savedOverlayName } from './savedOverlay';

const board = (name: string, layout = 'default') => ({ name, url: '/ada/cakes/', layout });
const section = { title: 'Lemon', url: '/ada/cakes/lemon/' };

describe('saved overlay (pin-card §2, §5, §9)', () => {
  it('constants: names cut to 22, saved shade 0.33', () => {
    expect(SAVED_OVERLAY_NAME_MAX).toBe(22);
    expect(SAVED_WASH_OPACITY).toBe(0.33);
  });

  it("reads 'Profile' and goes to /me/ for a quick save", () => {
    const saved = { board: board('Quick Saves', 'quick_saves'), section: null };
    expect(savedOverlayName(saved)).toBe('Profile');
    expect(savedOverlayHref(saved)).toBe('/me/');
  });

  it('uses the section title and URL over the board', () => {
    const saved = { board: board('Cakes'), section };
    expect(savedOverlayName(saved)).toBe('Lemon');
    expect(savedOverlayHref(saved)).toBe('/ada/cakes/lemon/');
  });

  it('uses the board name and URL without a section', () => {
    const saved = { board: board('Cakes'), section: null };
    expect(savedOverlayName(saved)).toBe('Cakes');
    expect(savedOverlayHref(saved)).toBe('/ada/cakes/');
  });

  it('keeps a 22-character name and cuts a 23-character one with an ellipsis', () => {
    expect(savedOverlayName({ board: board('abcdefghijklmnopqrstuv'), section: null })).toBe('abcdefghijklmnopqrstuv');
    expect(savedOverlayName({ board: board('abcdefghijklmnopqrstuvw'), section: null })).toBe('abcdefghijklmnopqrstuv…');
  });

  it('cuts a long section title at 22 too', () => {
    expect(savedOverlayName({ board: board('Cakes'), section: { title: 'Twenty-three characters', url: '/s/' } })).toBe('Twenty-three character…');
  });

  it('has nowhere to go when the board is gone', () => {
    expect(savedOverlayHref({ board: null, section: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { displayOf, placementOf, shownOf } from './placement';

const DISPLAY = { anchor: 'save_toast', hideFooter: false, title: 'You saved your first Pin!', body: 'Saved Pins go to boards.', buttonText: 'Got it', href: null };

describe('placements (platform §3)', () => {
  it('reads the raw display data (camelCase JSON), and none from anything but an object', () => {
    expect(displayOf({ ...DISPLAY, href: '' })).toEqual(DISPLAY);
    expect(displayOf({ hideFooter: 'yes' })).toEqual({ anchor: '', hideFooter: false, title: '', body: '', buttonText: '', href: null });
    expect(displayOf(null)).toBeNull();
    expect(displayOf('text')).toBeNull();
  });

  it('names the placed experience placement:experience, or takes the one given', () => {
    expect(placementOf({ placementId: 'web_post_save', experienceId: 'first_save_education', type: 1, displayData: DISPLAY })).toEqual({
      placementId: 'web_post_save',
      placedExperienceId: 'web_post_save:first_save_education',
      type: 1,
      display: DISPLAY,
    });
    expect(placementOf({ placementId: 'p', placedExperienceId: 'p:e', type: 2, display: { ...DISPLAY, href: undefined } }).display?.href).toBeNull();
    expect(placementOf({ placementId: 'p', experienceId: null, type: 0 })).toEqual({ placementId: 'p', placedExperienceId: null, type: 0, display: null });
  });

  it('shows nothing for type 0 or after a closing local status; viewed keeps it', () => {
    const placement = placementOf({ placementId: 'p', experienceId: 'e', type: 1, displayData: DISPLAY });
    expect(shownOf(placement, undefined)).toEqual({ placedExperienceId: 'p:e', type: 1, display: DISPLAY });
    expect(shownOf(placement, 'viewed')).not.toBeNull();
    for (const closed of ['completed', 'dismissed', 'completedWithoutHomefeed'] as const) expect(shownOf(placement, closed)).toBeNull();
    expect(shownOf({ ...placement, type: 0 }, undefined)).toBeNull();
    expect(shownOf(null, undefined)).toBeNull();
  });
});

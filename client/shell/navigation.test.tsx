import { screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adaUser, resolveOperation, signedInViewer, signedOutViewer } from '../testing/operations';
import { renderWithRouter } from '../testing/render';
import { verticalNavEnabled, VERTICAL_NAV_WIDTH } from './navigation';
import VerticalNavSlot from './VerticalNavSlot';

const member = { isAuthenticated: true, isPartner: false, experiments: { web_vertical_nav: 'enabled' } };

describe('verticalNavEnabled (platform §2)', () => {
  it('is on for an authenticated, non-partner, left-to-right viewer in the enabled group', () => {
    expect(verticalNavEnabled(member, false)).toBe(true);
  });

  it('is off one condition short: signed out, a partner, right to left, the control group, no group', () => {
    expect(verticalNavEnabled({ ...member, isAuthenticated: false }, false)).toBe(false);
    expect(verticalNavEnabled({ ...member, isPartner: true }, false)).toBe(false);
    expect(verticalNavEnabled(member, true)).toBe(false);
    expect(verticalNavEnabled({ ...member, experiments: { web_vertical_nav: 'control' } }, false)).toBe(false);
    expect(verticalNavEnabled({ ...member, experiments: {} }, false)).toBe(false);
    expect(verticalNavEnabled(null, false)).toBe(false);
  });

  it('is 72 px wide (platform §9)', () => {
    expect(VERTICAL_NAV_WIDTH).toBe(72);
  });
});

describe('the vertical navigation in the shell', () => {
  async function render(viewer: () => Record<string, unknown>) {
    const environment = createMockEnvironment();
    const view = renderWithRouter(<VerticalNavSlot />, environment);
    await resolveOperation(environment, 'HeaderViewerQuery', { Viewer: viewer, User: adaUser });
    return view;
  }

  it('shows Home, Create and Settings for a member in the enabled group', async () => {
    await render(() => signedInViewer({ isPartner: false, experiments: [{ name: 'web_vertical_nav', group: 'enabled' }] }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toBeTruthy();
    // The slot keeps the width of platform §9 while the navigation loads.
    expect(screen.getByTestId('vertical-nav').style.width).toBe('72px');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('is not there for the control group, a partner or a visitor', async () => {
    for (const viewer of [
      () => signedInViewer({ isPartner: false, experiments: [{ name: 'web_vertical_nav', group: 'control' }] }),
      () => signedInViewer({ isPartner: true, experiments: [{ name: 'web_vertical_nav', group: 'enabled' }] }),
      () => ({ ...signedOutViewer(), experiments: [{ name: 'web_vertical_nav', group: 'enabled' }] }),
    ]) {
      const { unmount } = await render(viewer);
      // The slot itself renders as soon as the viewer is known (the navigation inside it is lazy).
      expect(screen.queryByTestId('vertical-nav')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      unmount();
    }
  });
});

/** The shell's LoggedOutVisit: a logged-out visitor's pages start and follow the visit; a member's are never kept. */
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from '../viewer/ViewerContext';
import LoggedOutVisit from './LoggedOutVisit';

const KEY = 'cb_logged_out_state';
const T0 = Date.UTC(2026, 10, 27, 9);
const MEMBER: ViewerInfo = { ...LOGGED_OUT, kind: 'member', userId: '1', username: 'ada' };
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;

async function settle(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  }
}

function visit(viewer: ViewerInfo, pathname: string, search = '') {
  return (
    <ViewerContext.Provider value={viewer}>
      <LoggedOutVisit pathname={pathname} search={search} />
    </ViewerContext.Provider>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

afterEach(async () => {
  (await import('./visitorStore')).endVisit();
  vi.useRealTimers();
});

describe('LoggedOutVisit', () => {
  it("a visitor's first page starts the visit; later pages change the page class, not the landing page", async () => {
    const view = render(visit(LOGGED_OUT, '/pin/5/', '?invite_code=AB'));
    await settle();
    expect(stored()).toMatchObject({ revisitation: { count: 1, time: 0, ts: T0 }, redeemedInvites: ['AB'], isAllowedCountry: true });
    view.rerender(visit(LOGGED_OUT, '/today/'));
    await settle();
    const api = await import('./loggedOutState');
    expect(await api.loggedOutProperties()).toMatchObject({ landingPageType: 'closeup', pageClass: 'today' });
  });

  it("a member's pages are not kept, and nothing is logged for them", async () => {
    render(visit(MEMBER, '/'));
    await settle();
    expect(stored()).toBeNull();
    expect(await (await import('./loggedOutState')).loggedOutProperties()).toBeNull();
  });
});

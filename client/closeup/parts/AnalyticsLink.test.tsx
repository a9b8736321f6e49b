import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { ViewerKind } from '../../account/gate';
import { renderWithRelay } from '../../testing/render';
import { LOGGED_OUT, ViewerContext, type ViewerInfo } from '../../viewer/ViewerContext';
import AnalyticsLink from './AnalyticsLink';
import type { AnalyticsLinkTestQuery } from './__generated__/AnalyticsLinkTestQuery.graphql';

const query = graphql`
  query AnalyticsLinkTestQuery @relay_test_operation {
    pin(id: "test") {
      ...AnalyticsLink_pin
    }
  }
`;

function Test({ viewerKind }: { readonly viewerKind: ViewerKind }) {
  const data = useLazyLoadQuery<AnalyticsLinkTestQuery>(query, {});
  return data.pin ? (
    <>
      <span>loaded</span>
      <AnalyticsLink pin={data.pin} viewerKind={viewerKind} />
    </>
  ) : null;
}

const PARTNER: ViewerInfo = { ...LOGGED_OUT, kind: 'member', userId: '7', username: 'ada', isPartner: true };

function setup(viewer: ViewerInfo, pin: Record<string, unknown> = {}, privacy = 'public') {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Pin: () => ({ entityId: '42', isRepin: false, hasThirtyDayRealtimeStats: false, ...pin }),
      User: () => ({ entityId: '7' }),
      Board: () => ({ privacy }),
    }),
  );
  return renderWithRelay(
    <ViewerContext.Provider value={viewer}>
      <Test viewerKind={viewer.kind} />
    </ViewerContext.Provider>,
    environment,
  );
}

describe('AnalyticsLink', () => {
  it("links a partner's own pin on a public board to its analytics", async () => {
    setup(PARTNER);
    expect((await screen.findByRole('link', { name: /See analytics/ })).getAttribute('href')).toBe('/pin/42/analytics/');
  });

  it('is hidden for the same pin on a secret board, or when it is a repin', async () => {
    const { unmount } = setup(PARTNER, {}, 'secret');
    await screen.findByText('loaded');
    expect(screen.queryByRole('link', { name: /See analytics/ })).toBeNull();
    unmount();
    setup(PARTNER, { isRepin: true });
    await screen.findByText('loaded');
    expect(screen.queryByRole('link', { name: /See analytics/ })).toBeNull();
  });

  it('shows to any signed-in viewer when the pin has 30-day realtime stats, never to logged-out ones', async () => {
    const { unmount } = setup({ ...PARTNER, userId: '8', isPartner: false }, { hasThirtyDayRealtimeStats: true });
    expect(await screen.findByRole('link', { name: /See analytics/ })).toBeTruthy();
    unmount();
    setup(LOGGED_OUT, { hasThirtyDayRealtimeStats: true });
    await screen.findByText('loaded');
    expect(screen.queryByRole('link', { name: /See analytics/ })).toBeNull();
  });
});

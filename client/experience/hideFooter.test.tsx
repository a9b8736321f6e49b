import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HomeFeed from '../feed/HomeFeed';
import { mockConnection } from '../testing/pins';
import { renderWithRouter } from '../testing/render';
import { ViewerContext } from '../viewer/ViewerContext';
import { resetExperienceStore } from './experienceStore';
import { EXPERIENCE_TYPES, PLACEMENTS } from './placement';
import { INVITE_DISPLAY, MEMBER, mutationAnswer, named, placementsAnswer, resolve } from './testing';
import type { hideFooterTestQuery } from './__generated__/hideFooterTestQuery.graphql';

const masonry = await vi.hoisted(async () => (await import('../testing/masonry')).masonryRecorder());
vi.mock('../feed/Masonry', async (importOriginal) => (await import('../testing/masonry')).withListMasonry(await importOriginal<typeof import('../feed/Masonry')>(), masonry));

const query = graphql`
  query hideFooterTestQuery @relay_test_operation {
    ...HomeFeed_query
  }
`;

function TestFeed() {
  return <HomeFeed query={useLazyLoadQuery<hideFooterTestQuery>(query, {})} />;
}

beforeEach(() => {
  resetExperienceStore();
});

/** A member's home feed of 3 pins, under the home banner answered with `hideFooter`. */
async function renderHome(hideFooter: boolean) {
  const environment = createMockEnvironment();
  renderWithRouter(
    <ViewerContext.Provider value={MEMBER}>
      <TestFeed />
    </ViewerContext.Provider>,
    environment,
  );
  const feed = await waitFor(() => environment.mock.findOperation(named('hideFooterTestQuery')));
  await resolve(environment, feed, MockPayloadGenerator.generate(feed, { PinConnection: () => mockConnection(0, 3, false) }) as { data: Record<string, unknown> });
  await waitFor(() => expect(screen.getAllByTestId('pin')).toHaveLength(3));
  const banner = await waitFor(() => environment.mock.findOperation(named('experienceCallsPlacementsQuery')));
  await resolve(environment, banner, placementsAnswer(PLACEMENTS.HOME_BANNER, 'invite_education', EXPERIENCE_TYPES.BANNER, { ...INVITE_DISPLAY, hideFooter }));
  await screen.findByTestId('experience-banner');
  return environment;
}

const footers = () => screen.queryAllByTestId('pin-footer');

describe('hide_footer: an experience shown with the home feed', () => {
  it('with hide_footer, the feed’s pin cards show no footer, and show it again once the banner is dismissed', async () => {
    const environment = await renderHome(true);
    expect(footers()).toHaveLength(0);
    await resolve(environment, await waitFor(() => environment.mock.findOperation(named('experienceCallsViewedMutation'))), mutationAnswer('markExperienceViewed'));
    await userEvent.setup().click(within(screen.getByTestId('experience-banner')).getByRole('button', { name: 'Dismiss' }));
    await resolve(environment, environment.mock.findOperation(named('experienceCallsDismissMutation')), mutationAnswer('dismissExperience'));
    await waitFor(() => expect(footers()).toHaveLength(3));
  });

  it('without it, the cards keep their footer', async () => {
    await renderHome(false);
    expect(footers()).toHaveLength(3);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSavePin } from '../pin/save/useSavePin';
import { renderWithRouter, type MockEnvironment } from '../testing/render';
import { ViewerContext } from '../viewer/ViewerContext';
import { resetExperienceStore } from './experienceStore';
import { EXPERIENCE_TYPES } from './placement';
import PostSaveHost from './PostSaveHost';
import { MEMBER, mutationAnswer, named, pendingNamed, resolve } from './testing';

const FIRST_SAVE = {
  anchor: 'save_toast',
  hideFooter: false,
  title: 'You saved your first Pin!',
  body: 'Saved Pins go to boards.',
  buttonText: 'Got it',
  href: null,
};

beforeEach(() => {
  resetExperienceStore();
});

function SaveButton() {
  const { save } = useSavePin();
  return <button type="button" onClick={() => save({ pinId: 'UGluOjE=', boardId: 'Qm9hcmQ6MQ==' })}>Save it</button>;
}

const board = { id: 'Qm9hcmQ6MQ==', entityId: '1', name: 'Cakes', url: '/ada/cakes/', layout: 'default' };
const saved = {
  data: {
    savePin: {
      pin: { id: 'UGluOjE=', entityId: '1', image: null, savedInfo: { boardId: '1', localPinId: '900', board, section: null } },
      originalPin: null,
      board,
      section: null,
      isQuickSave: false,
      created: true,
      errors: [],
    },
  },
};

/** Saves a pin (the shell's PostSaveHost mounted) and answers web_post_save with `type` (0: none). */
async function saveAnswering(type: number): Promise<MockEnvironment> {
  const environment = createMockEnvironment();
  renderWithRouter(
    <ViewerContext.Provider value={MEMBER}>
      <PostSaveHost />
      <SaveButton />
    </ViewerContext.Provider>,
    environment,
  );
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Save it' }));
  await resolve(environment, environment.mock.findOperation(named('useSavePinMutation')), saved);
  expect(await screen.findByTestId('save-toast')).toBeTruthy();
  const placements = await waitFor(() => environment.mock.findOperation(named('useSavePinExperienceQuery')));
  const shows = type !== EXPERIENCE_TYPES.NONE;
  await resolve(environment, placements, {
    data: {
      experiencePlacements: [
        {
          id: 'placement:web_post_save',
          placementId: 'web_post_save',
          experienceId: shows ? 'first_save_education' : null,
          type,
          displayData: shows ? FIRST_SAVE : null,
          triggerablePlacedExps: [],
        },
      ],
    },
  });
  return environment;
}

describe('the post-save experience (pin-card §4)', () => {
  it('a save whose placement answers an experience shows the first-save flyout by the save toast, marked viewed', async () => {
    const environment = await saveAnswering(EXPERIENCE_TYPES.FLYOUT);
    const flyout = await screen.findByTestId('experience-flyout');
    expect(flyout.textContent).toContain('You saved your first Pin!');
    expect(flyout.style.position).toBe('fixed');
    // The save toast is still there, as before.
    expect(screen.getByTestId('save-toast')).toBeTruthy();
    const viewed = await waitFor(() => environment.mock.findOperation(named('experienceCallsViewedMutation')));
    expect(viewed.request.variables).toEqual({ placedExperienceId: 'web_post_save:first_save_education' });
  });

  it("'Got it' completes it (no href: no navigation), then it is gone and the placement is asked again", async () => {
    const environment = await saveAnswering(EXPERIENCE_TYPES.FLYOUT);
    await resolve(environment, await waitFor(() => environment.mock.findOperation(named('experienceCallsViewedMutation'))), mutationAnswer('markExperienceViewed'));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Got it' }));
    await resolve(environment, environment.mock.findOperation(named('experienceCallsCompleteMutation')), mutationAnswer('completeExperience', { refreshHomeFeed: false }));
    await waitFor(() => expect(screen.queryByTestId('experience-flyout')).toBeNull());
    expect((await waitFor(() => environment.mock.findOperation(named('experienceCallsPlacementsQuery')))).request.variables).toEqual({ placementIds: ['web_post_save'] });
  });

  it('a save whose placement answers type 0 shows none', async () => {
    const environment = await saveAnswering(EXPERIENCE_TYPES.NONE);
    await act(async () => undefined);
    expect(screen.queryByTestId('experience-flyout')).toBeNull();
    expect(pendingNamed(environment, 'experienceCallsViewedMutation')).toHaveLength(0);
  });
});

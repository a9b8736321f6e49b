/** Test helpers for the experience views: placement answers and the mock environment's pending calls. */
import { act } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import type { MockEnvironment } from '../testing/render';
import { LOGGED_OUT, type ViewerInfo } from '../viewer/ViewerContext';
import type { ExperienceDisplay } from './placement';

export const MEMBER: ViewerInfo = { ...LOGGED_OUT, kind: 'member', userId: '1', username: 'ada' };

export const INVITE_DISPLAY: ExperienceDisplay = {
  anchor: 'home_feed_top',
  hideFooter: false,
  title: 'Plan together with a group board',
  body: 'Invite friends to your board so you can all save Pins to it.',
  buttonText: 'Invite collaborators',
  href: null,
};

export const UPSELL_DISPLAY: ExperienceDisplay = {
  anchor: 'save_button',
  hideFooter: true,
  title: 'Sign up to save',
  body: 'Create a free account to save this Pin to a board and find it again any time.',
  buttonText: 'Sign up',
  href: '/signup',
};

/** An experiencePlacements answer (experienceCallsPlacementsQuery) for one placement; experienceId null: none. */
export function placementsAnswer(placementId: string, experienceId: string | null, type: number, display: ExperienceDisplay | null) {
  const shows = experienceId !== null;
  return {
    data: {
      experiencePlacements: [
        {
          id: `placement:${placementId}`,
          placementId,
          placedExperienceId: shows ? `${placementId}:${experienceId}` : null,
          type: shows ? type : 0,
          display: shows ? display : null,
        },
      ],
    },
  };
}

export const named = (name: string) => (operation: OperationDescriptor) => operation.request.node.params.name === name;

/** The pending operations called `name`. */
export const pendingNamed = (environment: MockEnvironment, name: string): OperationDescriptor[] => environment.mock.getAllOperations().filter(named(name));

export const resolve = (environment: MockEnvironment, operation: OperationDescriptor, payload: { data: Record<string, unknown> }) =>
  act(async () => environment.mock.resolve(operation, payload));

/** A status mutation's answer: `field` (markExperienceViewed, completeExperience, dismissExperience) with no errors. */
export const mutationAnswer = (field: string, extra: Record<string, unknown> = {}) => ({ data: { [field]: { errors: [], ...extra } } });

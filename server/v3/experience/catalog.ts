/**
 * The real experiences (issue 20), in one registry. Per placement, the first listed that the viewer
 * is eligible for wins (see ./registry.ts for stored states):
 *
 *   web_post_save : first_save_education (FLYOUT, members) — asked after a save (pin-card §4; the
 *     client's POST_SAVE_PLACEMENTS). Shown when the member has 1 to FIRST_SAVE_WINDOW saves (their
 *     first saves; the window allows a quick second save before the ask arrives), or once triggered.
 *     Triggerable (PUT …/trigger/) by a member with at least one save, e.g. from a help link later on.
 *   web_home_banner : invite_education (BANNER, members) — a member with a pending invite to a board
 *     (explains group boards; leads to /notifications/invites), else a member who owns a board and has
 *     no collaborator or invite on any board (explains inviting; leads to that board's add collaborators).
 *   web_home_banner : tune_home_feed (BANNER, members) — 'Tune your home feed' (/edit) for a member
 *     whose sign-up steps are done and who follows at least TUNE_MIN_FOLLOWS people, boards or topics;
 *     or once triggered (the client may trigger it when onboarding ends). Completing it changes the
 *     home feed (refresh_home_feed; completed_without_homefeed does not ask for it).
 *   web_pin_card_upsell : signup_to_save (UPSELL, logged-out visitors) — 'Sign up to save' over the
 *     pin card's save button, footer hidden (pin-card §2). No stored state: dismissed client-side only.
 */
import { EXPERIENCE_TYPES, type ExperienceDefinition, type StoredState } from './registry.ts';

export const PLACEMENTS = { POST_SAVE: 'web_post_save', HOME_BANNER: 'web_home_banner', PIN_CARD_UPSELL: 'web_pin_card_upsell' } as const;

/** A member's saves up to this many count as "first saves" for the first-save education. */
export const FIRST_SAVE_WINDOW = 3;
/** Follows needed before 'Tune your home feed' is suggested (there is something to tune). */
export const TUNE_MIN_FOLLOWS = 3;
/** The tune page (client/feedback/tuneRoutes.tsx). */
export const TUNE_PATH = '/edit';

const opened = (state: StoredState | undefined): boolean => state?.status === 'triggered' || state?.status === 'viewed';

export const firstSaveEducation: ExperienceDefinition = {
  placementId: PLACEMENTS.POST_SAVE,
  experienceId: 'first_save_education',
  type: EXPERIENCE_TYPES.FLYOUT,
  audience: 'member',
  displayData: () => ({
    anchor: 'save_toast',
    hide_footer: false,
    title: 'You saved your first Pin!',
    body: 'Saved Pins go to boards. Make a board for each idea, and find everything you save on your profile.',
    button_text: 'Got it',
    href: null,
  }),
  eligible: ({ facts }, state) => opened(state) || (facts !== null && facts.saves >= 1 && facts.saves <= FIRST_SAVE_WINDOW),
  trigger: (facts) => (facts.saves >= 1 ? null : 'The first-save education follows a save: save a Pin first.'),
};

export const inviteEducation: ExperienceDefinition = {
  placementId: PLACEMENTS.HOME_BANNER,
  experienceId: 'invite_education',
  type: EXPERIENCE_TYPES.BANNER,
  audience: 'member',
  displayData: ({ facts }) =>
    facts?.invited
      ? {
          anchor: 'home_feed_top',
          hide_footer: false,
          title: "You've been invited to a group board",
          body: 'On a group board everyone saves Pins together. Accept the invite to start saving ideas with your friends.',
          button_text: 'See invites',
          href: '/notifications/invites',
        }
      : {
          anchor: 'home_feed_top',
          hide_footer: false,
          title: 'Plan together with a group board',
          body: 'Invite friends to your board so you can all save Pins to it, and plan trips, parties and projects together.',
          button_text: 'Invite collaborators',
          href: facts?.firstBoardId ? `/board/${facts.firstBoardId}/edit/add_collaborators` : null,
        },
  eligible: ({ facts }) => facts !== null && (facts.invited || (facts.firstBoardId !== null && !facts.hasCollaborators)),
};

export const tuneHomeFeed: ExperienceDefinition = {
  placementId: PLACEMENTS.HOME_BANNER,
  experienceId: 'tune_home_feed',
  type: EXPERIENCE_TYPES.BANNER,
  audience: 'member',
  displayData: () => ({
    anchor: 'home_feed_top',
    hide_footer: false,
    title: 'Tune your home feed',
    body: 'Hide Pins and unfollow boards, topics and people you are tired of, so your home feed shows more of what you love.',
    button_text: 'Tune your home feed',
    href: TUNE_PATH,
  }),
  eligible: ({ facts }, state) => opened(state) || (facts !== null && facts.onboardingDone && facts.follows >= TUNE_MIN_FOLLOWS),
  trigger: (facts) => (facts.onboardingDone ? null : 'Tune your home feed is suggested once the sign-up steps are done.'),
  changesHomeFeed: true,
};

export const signupToSave: ExperienceDefinition = {
  placementId: PLACEMENTS.PIN_CARD_UPSELL,
  experienceId: 'signup_to_save',
  type: EXPERIENCE_TYPES.UPSELL,
  audience: 'visitor',
  displayData: () => ({
    anchor: 'save_button',
    hide_footer: true,
    title: 'Sign up to save',
    body: 'Create a free account to save this Pin to a board and find it again any time.',
    button_text: 'Sign up',
    href: '/signup',
  }),
  eligible: () => true,
};

/** The registered experiences, first eligible wins per placement. */
export const EXPERIENCES: readonly ExperienceDefinition[] = [firstSaveEducation, inviteEducation, tuneHomeFeed, signupToSave];

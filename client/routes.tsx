import { type Match, type RouteConfig } from 'found';
import { useState, type ComponentType, type ReactElement } from 'react';
import { graphql } from 'react-relay';
import type CloseupPage from './closeup/Closeup';
import type HomeFeedPage from './feed/HomeFeed';
import { PAGE_SIZE } from './feed/constants';
import AppShell from './shell/AppShell';
import { safeNext } from './account/safeNext';
import { searchRoutes } from './search/searchRoutes';
import { topicRoutes } from './topic/topicRoutes';
import { todayRoutes } from './today/todayRoutes';
import { visualRoutes } from './visual/visualRoutes';
import { feedbackRoutes } from './feedback/feedbackRoutes';
import { adRoutes } from './ad/adRoutes';
import { AccountSkeleton, lazyPage, popFromStore, relayRender, renderFailure } from './shell/routeKit';
import NotFound from './shell/NotFound';
import Redirect from './shell/Redirect';
import { CloseupSkeleton, FeedSkeleton } from './shell/Skeletons';
import { lazyRouteQuery, type LazyRouteQuery } from './shell/routeQuery';
import type { routes_HomeQuery$data } from './__generated__/routes_HomeQuery.graphql';
import type SettingsPageComponent from './settings/SettingsPage';
import type { routes_AccountQuery$data } from './__generated__/routes_AccountQuery.graphql';
import type { routes_SettingsQuery$data } from './__generated__/routes_SettingsQuery.graphql';
import type { routes_PinQuery$data } from './__generated__/routes_PinQuery.graphql';
import type AnalyticsPageComponent from './closeup/AnalyticsPage';
import type { routes_PinAnalyticsQuery$data } from './__generated__/routes_PinAnalyticsQuery.graphql';
import type ProfilePageComponent from './profile/ProfilePage';
import type { routes_ProfileQuery$data } from './__generated__/routes_ProfileQuery.graphql';
import type BoardPageComponent from './board/BoardPage';
import type { routes_BoardQuery$data } from './__generated__/routes_BoardQuery.graphql';
import type EditBoardPageComponent from './board/EditBoardPage';
import type { routes_BoardEditQuery$data } from './__generated__/routes_BoardEditQuery.graphql';
import type SectionPageComponent from './board/section/SectionPage';
import type { routes_SectionQuery$data } from './__generated__/routes_SectionQuery.graphql';
import type EditSectionPageComponent from './board/section/EditSectionPage';
import type { routes_SectionEditQuery$data } from './__generated__/routes_SectionEditQuery.graphql';
import type RepinPageComponent from './pin/save/RepinPage';
import { repinMode, type RepinMode } from './pin/save/repinMode';
import type { routes_RepinQuery$data } from './__generated__/routes_RepinQuery.graphql';
import type { routes_BoardCollaboratorsQuery$data } from './__generated__/routes_BoardCollaboratorsQuery.graphql';
import type { routes_BoardAddCollaboratorsQuery$data } from './__generated__/routes_BoardAddCollaboratorsQuery.graphql';
import type InvitesPageComponent from './invite/InvitesPage';
import type { routes_InvitesQuery$data } from './__generated__/routes_InvitesQuery.graphql';
import type OnboardingPageComponent from './account/OnboardingPage';
import { onboardingPath, onboardingStepOf } from './account/onboardingSteps';
import type { routes_SignupStepsQuery$data } from './__generated__/routes_SignupStepsQuery.graphql';
import type EditPinPageComponent from './pin/create/EditPinPage';
import type { routes_PinEditQuery$data } from './__generated__/routes_PinEditQuery.graphql';

/**
 * The queries of the pages, for Relay's compiler (it writes each one's artifact to __generated__/).
 * At run time each route loads its own artifact when it is first visited (lazyRouteQuery), so the
 * app's first script does not carry them: nothing uses this list, and the build drops it.
 */
export const PAGE_QUERIES = [
  graphql`
    query routes_HomeQuery($count: Int!) {
      ...HomeFeed_query @arguments(count: $count)
    }
  `,
  graphql`
    query routes_PinQuery($pinId: String!) {
      pin(id: $pinId) {
        ...Closeup_pin
      }
    }
  `,
  graphql`
    query routes_SettingsQuery {
      viewer {
        isAuthenticated
        ...SettingsPage_viewer
      }
    }
  `,
  graphql`
    query routes_ProfileQuery($username: String!, $saved: Boolean!) {
      user(username: $username) {
        ...ProfilePage_user @arguments(saved: $saved)
      }
    }
  `,
  graphql`
    query routes_BoardQuery($username: String!, $slug: String!) {
      boardByPath(username: $username, slug: $slug) {
        ...BoardPage_board
      }
    }
  `,
  graphql`
    query routes_BoardEditQuery($boardId: String!) {
      board(id: $boardId) {
        ...EditBoardPage_board
      }
    }
  `,
  graphql`
    query routes_BoardCollaboratorsQuery($boardId: String!) {
      board(id: $boardId) {
        ...CollaboratorsPage_board
      }
    }
  `,
  graphql`
    query routes_BoardAddCollaboratorsQuery($boardId: String!) {
      board(id: $boardId) {
        ...AddCollaboratorsPage_board
      }
    }
  `,
  graphql`
    query routes_InvitesQuery {
      viewer {
        isAuthenticated
        ...InvitesPage_viewer
      }
    }
  `,
  graphql`
    query routes_SectionQuery($username: String!, $slug: String!, $sectionSlug: String!) {
      sectionByPath(username: $username, slug: $slug, sectionSlug: $sectionSlug) {
        ...SectionPage_section
      }
    }
  `,
  graphql`
    query routes_SectionEditQuery($sectionId: ID!) {
      node(id: $sectionId) {
        ...EditSectionPage_section @alias(as: "section")
      }
    }
  `,
  graphql`
    query routes_RepinQuery($pinId: String!, $pinBoardId: String!, $editing: Boolean!) {
      pin(id: $pinId) {
        ...RepinPage_pin
      }
      board(id: $pinBoardId) @include(if: $editing) {
        ...RepinPage_board
      }
    }
  `,
  graphql`
    query routes_PinAnalyticsQuery($pinId: String!) {
      pin(id: $pinId) {
        ...AnalyticsPage_pin
      }
    }
  `,
  graphql`
    query routes_AccountQuery {
      viewer {
        isAuthenticated
      }
    }
  `,
  graphql`
    query routes_PinEditQuery($pinId: String!) {
      viewer {
        isAuthenticated
      }
      pin(id: $pinId) {
        ...EditPinPage_pin
      }
    }
  `,
  graphql`
    query routes_SignupStepsQuery {
      viewer {
        isAuthenticated
        onboardingStep
      }
    }
  `,
];

const AccountQuery = lazyRouteQuery(() => import('./__generated__/routes_AccountQuery.graphql'));
const SignupStepsQuery = lazyRouteQuery(() => import('./__generated__/routes_SignupStepsQuery.graphql'));
const HomeQuery = lazyRouteQuery(() => import('./__generated__/routes_HomeQuery.graphql'));
const PinQuery = lazyRouteQuery(() => import('./__generated__/routes_PinQuery.graphql'));
const SettingsQuery = lazyRouteQuery(() => import('./__generated__/routes_SettingsQuery.graphql'));
const ProfileQuery = lazyRouteQuery(() => import('./__generated__/routes_ProfileQuery.graphql'));
const BoardQuery = lazyRouteQuery(() => import('./__generated__/routes_BoardQuery.graphql'));
const BoardEditQuery = lazyRouteQuery(() => import('./__generated__/routes_BoardEditQuery.graphql'));
const BoardCollaboratorsQuery = lazyRouteQuery(() => import('./__generated__/routes_BoardCollaboratorsQuery.graphql'));
const BoardAddCollaboratorsQuery = lazyRouteQuery(() => import('./__generated__/routes_BoardAddCollaboratorsQuery.graphql'));
const InvitesQuery = lazyRouteQuery(() => import('./__generated__/routes_InvitesQuery.graphql'));
const SectionQuery = lazyRouteQuery(() => import('./__generated__/routes_SectionQuery.graphql'));
const SectionEditQuery = lazyRouteQuery(() => import('./__generated__/routes_SectionEditQuery.graphql'));
const RepinQuery = lazyRouteQuery(() => import('./__generated__/routes_RepinQuery.graphql'));
const PinAnalyticsQuery = lazyRouteQuery(() => import('./__generated__/routes_PinAnalyticsQuery.graphql'));
const PinEditQuery = lazyRouteQuery(() => import('./__generated__/routes_PinEditQuery.graphql'));

/**
 * First path segments that are pages of the site, never usernames: `/pin/` and friends are Not
 * Found rather than a profile lookup (the routes above take their real paths first).
 */
const RESERVED_USERNAMES = new Set(['pin', 'login', 'signup', 'settings', 'homefeed', 'password', 'pw', 'graphql', 'v3', 'assets', 'search', 'ideas', 'today', 'terms', 'privacy', 'board', 'boardsection', 'notifications', 'topics', 'videos', 'shopping', 'discover', 'products']);

const homeRoute = {
  getComponent: lazyPage(() => import('./feed/HomeFeed')),
  lazyQuery: HomeQuery,
  getQuery: () => HomeQuery.current(),
  getFetchPolicy: popFromStore,
  prepareVariables: (params: Record<string, string>) => ({ ...params, count: PAGE_SIZE }),
  render: relayRender<routes_HomeQuery$data>(({ Component, props, error, retry }) => {
    if (error) return renderFailure(retry);
    if (!Component || !props) return <FeedSkeleton />;
    const HomeFeed = Component as unknown as typeof HomeFeedPage;
    return <HomeFeed query={props} />;
  }),
};

function pinRoute(path: string) {
  return {
    path,
    getComponent: lazyPage(() => import('./closeup/Closeup')),
    lazyQuery: PinQuery,
    getQuery: () => PinQuery.current(),
    getFetchPolicy: popFromStore,
    prepareVariables: (params: Record<string, string>) => ({ pinId: params.pinId ?? '' }),
    render: relayRender<routes_PinQuery$data>(({ Component, props, error, retry }) => {
      if (error) return renderFailure(retry);
      if (!Component || !props) return <CloseupSkeleton />;
      if (!props.pin) return <NotFound />;
      const Closeup = Component as unknown as typeof CloseupPage;
      return <Closeup pin={props.pin} />;
    }),
  };
}

/** The repin mode of a location, read once (prepareVariables and render see the same location object). */
const repinModes = new WeakMap<object, RepinMode>();
function repinModeOf(match: Pick<Match, 'location'>): RepinMode {
  const location = match.location as { query?: Record<string, unknown>; state?: unknown };
  let mode = repinModes.get(location);
  if (!mode) {
    mode = repinMode(location);
    repinModes.set(location, mode);
  }
  return mode;
}

/**
 * /pin/{id}/repin/ (pin-card §2): the save page; ?isEditingPin=true&pinBoardId=… edits that save;
 * location state isOneTapSave makes a quick save at once. Where a save prompt's log-in lands (platform §6).
 */
const repinRoute = {
  path: 'pin/:pinId/repin',
  getComponent: lazyPage(() => import('./pin/save/RepinPage')),
  lazyQuery: RepinQuery,
  getQuery: () => RepinQuery.current(),
  prepareVariables: (params: Record<string, string>, match: Match) => {
    const mode = repinModeOf(match);
    return { pinId: params.pinId ?? '', pinBoardId: mode.pinBoardId ?? '', editing: mode.editing };
  },
  render: relayRender<routes_RepinQuery$data>(({ match, Component, props, error, retry }) => {
    if (error) return renderFailure(retry);
    if (!Component || !props) return <CloseupSkeleton />;
    if (!props.pin) return <NotFound />;
    const RepinPage = Component as unknown as typeof RepinPageComponent;
    const mode = repinModeOf(match);
    return <RepinPage pin={props.pin} board={props.board ?? null} mode={mode} />;
  }),
};

/** /pin/{id}/analytics/: the creator's 30-day stats of a pin. */
const pinAnalyticsRoute = {
  path: 'pin/:pinId/analytics',
  getComponent: lazyPage(() => import('./closeup/AnalyticsPage')),
  lazyQuery: PinAnalyticsQuery,
  getQuery: () => PinAnalyticsQuery.current(),
  prepareVariables: (params: Record<string, string>) => ({ pinId: params.pinId ?? '' }),
  render: relayRender<routes_PinAnalyticsQuery$data>(({ Component, props, error, retry }) => {
    if (error) return renderFailure(retry);
    if (!Component || !props) return <AccountSkeleton />;
    if (!props.pin) return <NotFound />;
    const AnalyticsPage = Component as unknown as typeof AnalyticsPageComponent;
    return <AnalyticsPage pin={props.pin} />;
  }),
};

/**
 * The pin builders (issue 16): /pin-builder, /pin/create/ and /pin-editor (one page), and
 * /idea-pin-builder (and /story-pin-builder). Members only: a visitor logs in and comes back.
 */
function createPinRoute(path: string, load: () => ComponentType | Promise<ComponentType>) {
  return {
    path,
    getComponent: load,
    lazyQuery: AccountQuery,
    getQuery: () => AccountQuery.current(),
    render: relayRender<routes_AccountQuery$data>(({ match, Component, props, error, retry }) => {
      if (error) return renderFailure(retry);
      if (!Component || !props) return <AccountSkeleton />;
      if (!props.viewer) return renderFailure(retry);
      if (!props.viewer.isAuthenticated) return <Redirect to={`/login?next=${encodeURIComponent(match.location.pathname)}`} fallback={<AccountSkeleton />} />;
      const Page = Component as ComponentType;
      return <Page />;
    }),
  };
}
const loadPinBuilder = lazyPage(() => import('./pin/create/PinBuilderPage'));
const loadIdeaPinBuilder = lazyPage(() => import('./pin/create/IdeaPinBuilderPage'));

/**
 * /pin/{id}/edit (issue 16): the pin's owner edits it; others are told they can't; a visitor logs
 * in and comes back here (platform §6: /pin/{id}/edit/ after an edit prompt).
 */
const pinEditRoute = {
  path: 'pin/:pinId/edit',
  getComponent: lazyPage(() => import('./pin/create/EditPinPage')),
  lazyQuery: PinEditQuery,
  getQuery: () => PinEditQuery.current(),
  prepareVariables: (params: Record<string, string>) => ({ pinId: params.pinId ?? '' }),
  render: relayRender<routes_PinEditQuery$data>(({ match, Component, props, error, retry }) => {
    if (error) return renderFailure(retry);
    if (!Component || !props) return <CloseupSkeleton />;
    if (props.viewer && !props.viewer.isAuthenticated) {
      const next = `/pin/${encodeURIComponent(match.params.pinId ?? '')}/edit/`;
      return <Redirect to={`/login?next=${encodeURIComponent(next)}`} fallback={<AccountSkeleton />} />;
    }
    if (!props.pin) return <NotFound />;
    const EditPinPage = Component as unknown as typeof EditPinPageComponent;
    return <EditPinPage pin={props.pin} />;
  }),
};

/**
 * @param signedOutOnly log-in and sign-up: someone already signed in goes on to `?next=` (or home)
 * instead of seeing the form again.
 */
function accountRoute(path: string, load: () => ComponentType | Promise<ComponentType>, signedOutOnly = false) {
  return {
    path,
    getComponent: load,
    lazyQuery: AccountQuery,
    getQuery: () => AccountQuery.current(),
    render: relayRender<routes_AccountQuery$data>(({ match, Component, props, error, retry }) => {
      if (error) return renderFailure(retry);
      if (!Component || !props) return <AccountSkeleton />;
      const Page = Component as ComponentType;
      if (signedOutOnly) {
        const next = safeNext((match.location.query as Record<string, unknown>).next);
        return (
          <SignedOutOnly signedIn={props.viewer?.isAuthenticated ?? false} next={next}>
            <Page />
          </SignedOutOnly>
        );
      }
      return <Page />;
    }),
  };
}

/**
 * Someone signed in when the page opened goes on to `next`. Decided once, at mount: signing up on
 * this page makes the viewer signed in too, and the sign-up steps must still show.
 */
function SignedOutOnly({ signedIn, next, children }: { readonly signedIn: boolean; readonly next: string; readonly children: ReactElement }) {
  const [signedInAtOpen] = useState(signedIn);
  return signedInAtOpen ? <Redirect to={next} fallback={<AccountSkeleton />} /> : children;
}

/**
 * /signup/steps/{gender|interests|use-case} (issue 12): the sign-up step the viewer is on, read from
 * the server, so a reload shows the same step. Visitors log in first; another step's address goes
 * to the viewer's own step; someone who finished or skipped them goes home (by the LoadingStep).
 */
const signupStepsRoute = {
  path: 'signup/steps/:step',
  getComponent: lazyPage(() => import('./account/OnboardingPage')),
  lazyQuery: SignupStepsQuery,
  getQuery: () => SignupStepsQuery.current(),
  render: relayRender<routes_SignupStepsQuery$data>(({ match, Component, props, error, retry }) => {
    if (error) return renderFailure(retry);
    if (!Component || !props) return <AccountSkeleton />;
    if (!props.viewer) return renderFailure(retry);
    if (!props.viewer.isAuthenticated) return <Redirect to={`/login?next=${encodeURIComponent(match.location.pathname)}`} fallback={<AccountSkeleton />} />;
    const OnboardingPage = Component as unknown as typeof OnboardingPageComponent;
    const current = onboardingStepOf(props.viewer.onboardingStep);
    // All done (just now, or a while ago): the LoadingStep, on its way home.
    if (!current) return <OnboardingPage step={null} />;
    if (match.params.step !== current.slug) return <Redirect to={onboardingPath(current.step)} fallback={<AccountSkeleton />} />;
    return <OnboardingPage step={current.step} />;
  }),
};

function profileRoute(path: string, tab: 'boards' | 'saved') {
  const reserved = (match: Match) => RESERVED_USERNAMES.has((match.params.username ?? '').toLowerCase());
  return {
    path,
    getComponent: lazyPage(() => import('./profile/ProfilePage')),
    // found-relay reads getQuery(match): no query (and no request) for reserved segments.
    lazyQuery: ProfileQuery,
    getQuery: (match: Match) => (reserved(match) ? undefined : ProfileQuery.current()),
    getFetchPolicy: popFromStore,
    prepareVariables: (params: Record<string, string>) => ({ username: params.username ?? '', saved: tab === 'saved' }),
    render: relayRender<routes_ProfileQuery$data>(({ match, Component, props, error, retry }) => {
      if (reserved(match)) return <NotFound />;
      if (error) return renderFailure(retry);
      if (!Component || !props) return <ProfileSkeleton />;
      if (!props.user) return <NotFound />;
      const ProfilePage = Component as unknown as typeof ProfilePageComponent;
      return <ProfilePage user={props.user} tab={tab} />;
    }),
  };
}

/** `/{username}/{board}/`. */
function boardRoute(path: string) {
  const reserved = (match: Match) => RESERVED_USERNAMES.has((match.params.username ?? '').toLowerCase());
  return {
    path,
    getComponent: lazyPage(() => import('./board/BoardPage')),
    lazyQuery: BoardQuery,
    getQuery: (match: Match) => (reserved(match) ? undefined : BoardQuery.current()),
    getFetchPolicy: popFromStore,
    prepareVariables: (params: Record<string, string>) => ({ username: params.username ?? '', slug: params.boardSlug ?? '' }),
    render: relayRender<routes_BoardQuery$data>(({ match, Component, props, error, retry }) => {
      if (reserved(match)) return <NotFound />;
      if (error) return renderFailure(retry);
      if (!Component || !props) return <BoardSkeleton />;
      if (!props.boardByPath) return <NotFound />;
      const BoardPage = Component as unknown as typeof BoardPageComponent;
      return <BoardPage board={props.boardByPath} />;
    }),
  };
}

/** `/{username}/{board}/{section}/`: the section page (issue 14), the section fetched by its path. */
function sectionRoute(path: string) {
  const reserved = (match: Match) => RESERVED_USERNAMES.has((match.params.username ?? '').toLowerCase());
  return {
    path,
    getComponent: lazyPage(() => import('./board/section/SectionPage')),
    lazyQuery: SectionQuery,
    getQuery: (match: Match) => (reserved(match) ? undefined : SectionQuery.current()),
    getFetchPolicy: popFromStore,
    prepareVariables: (params: Record<string, string>) => ({ username: params.username ?? '', slug: params.boardSlug ?? '', sectionSlug: params.sectionSlug ?? '' }),
    render: relayRender<routes_SectionQuery$data>(({ match, Component, props, error, retry }) => {
      if (reserved(match)) return <NotFound />;
      if (error) return renderFailure(retry);
      if (!Component || !props) return <BoardSkeleton />;
      if (!props.sectionByPath) return <NotFound />;
      const SectionPage = Component as unknown as typeof SectionPageComponent;
      return <SectionPage section={props.sectionByPath} />;
    }),
  };
}

/** `/board/{id}/edit` (issue 14): 'Edit your board' over the board page (a page of its own on a phone). */
const boardEditRoute = {
  path: 'board/:boardId/edit',
  getComponent: lazyPage(() => import('./board/EditBoardPage')),
  lazyQuery: BoardEditQuery,
  getQuery: () => BoardEditQuery.current(),
  prepareVariables: (params: Record<string, string>) => ({ boardId: params.boardId ?? '' }),
  render: relayRender<routes_BoardEditQuery$data>(({ Component, props, error, retry }) => {
    if (error) return renderFailure(retry);
    if (!Component || !props) return <BoardSkeleton />;
    if (!props.board) return <NotFound />;
    const EditBoardPage = Component as unknown as typeof EditBoardPageComponent;
    return <EditBoardPage board={props.board} />;
  }),
};

/** A board's people pages (issue 15), by the board's v3 id: their query answers `board`, their page takes it. */
function boardPeopleRoute<P>(path: string, load: () => Promise<{ default: ComponentType<P> }>, query: LazyRouteQuery) {
  return {
    path,
    getComponent: lazyPage(load),
    lazyQuery: query,
    getQuery: () => query.current(),
    prepareVariables: (params: Record<string, string>) => ({ boardId: params.boardId ?? '' }),
    render: relayRender<routes_BoardCollaboratorsQuery$data | routes_BoardAddCollaboratorsQuery$data>(({ Component, props, error, retry }) => {
      if (error) return renderFailure(retry);
      if (!Component || !props) return <BoardSkeleton />;
      if (!props.board) return <NotFound />;
      const Page = Component as unknown as ComponentType<{ readonly board: NonNullable<typeof props.board> }>;
      return <Page board={props.board} />;
    }),
  };
}

/** `/board/{id}/edit/collaborators`: the board's collaborators and pending invites, framed like the board editor. */
const boardCollaboratorsRoute = boardPeopleRoute('board/:boardId/edit/collaborators', () => import('./board/collaborators/CollaboratorsPage'), BoardCollaboratorsQuery);
/** `/board/{id}/edit/add_collaborators`: search people to invite, invite by e-mail, copy the invite link. */
const boardAddCollaboratorsRoute = boardPeopleRoute('board/:boardId/edit/add_collaborators', () => import('./board/collaborators/AddCollaboratorsPage'), BoardAddCollaboratorsQuery);

/** `/notifications/invites/` (issue 15, inbox view invitesRequestsView): the board invites the viewer received. */
const invitesRoute = {
  path: 'notifications/invites',
  getComponent: lazyPage(() => import('./invite/InvitesPage')),
  lazyQuery: InvitesQuery,
  getQuery: () => InvitesQuery.current(),
  render: relayRender<routes_InvitesQuery$data>(({ Component, props, error, retry }) => {
    if (error) return renderFailure(retry);
    if (!Component || !props) return <AccountSkeleton />;
    if (!props.viewer) return renderFailure(retry);
    if (!props.viewer.isAuthenticated) return <Redirect to="/login?next=/notifications/invites/" fallback={<AccountSkeleton />} />;
    const InvitesPage = Component as unknown as typeof InvitesPageComponent;
    return <InvitesPage viewer={props.viewer} />;
  }),
};

/** A section's global id from its v3 id (the GraphQL server's Relay ids are base64 of `Type:id`). */
export const sectionGlobalId = (entityId: string): string => btoa(`BoardSection:${entityId}`);

/** `/boardsection/{id}/edit` (issue 14): 'Edit section' over the section page (a page of its own on a phone). */
const sectionEditRoute = {
  path: 'boardsection/:sectionId/edit',
  getComponent: lazyPage(() => import('./board/section/EditSectionPage')),
  lazyQuery: SectionEditQuery,
  getQuery: () => SectionEditQuery.current(),
  // Only digits are v3 ids; anything else asks for an id that is never found.
  prepareVariables: (params: Record<string, string>) => ({ sectionId: sectionGlobalId(/^\d+$/.test(params.sectionId ?? '') ? (params.sectionId ?? '') : '0') }),
  render: relayRender<routes_SectionEditQuery$data>(({ Component, props, error, retry }) => {
    if (error) return renderFailure(retry);
    if (!Component || !props) return <BoardSkeleton />;
    const section = props.node?.section;
    if (!section) return <NotFound />;
    const EditSectionPage = Component as unknown as typeof EditSectionPageComponent;
    return <EditSectionPage section={section} />;
  }),
};

function BoardSkeleton() {
  return <div role="status" aria-busy="true" aria-label="Loading board" data-test-id="board-skeleton" style={{ minHeight: 320 }} />;
}

function ProfileSkeleton() {
  return <div role="status" aria-busy="true" aria-label="Loading profile" data-test-id="profile-skeleton" style={{ minHeight: 320 }} />;
}

export const routeConfig: RouteConfig = [
  {
    path: '/',
    Component: AppShell,
    children: [
      homeRoute,
      { path: 'homefeed', ...homeRoute },
      // `/pin/123`, `/pin/123/` and `/pin/some-title--123/`: the whole segment goes to pin(id:),
      // which accepts a raw id or slug--id.
      // The pin builder (issue 16), before `pin/:pinId` takes `create` for a pin id.
      createPinRoute('pin/create', loadPinBuilder),
      createPinRoute('pin-builder', loadPinBuilder),
      createPinRoute('pin-editor', loadPinBuilder),
      createPinRoute('idea-pin-builder', loadIdeaPinBuilder),
      createPinRoute('story-pin-builder', loadIdeaPinBuilder),
      // Visual search (issue 17): /pin/{id}/visual-search/[products/].
      ...visualRoutes,
      // Feedback on pins (issue 18): /pin/{id}/feedback/ and /edit.
      ...feedbackRoutes,
      // The closeup, also as /pin/{id}/comments/ (comments in view) and /pin/{id}/sent/ (a pin sent to you).
      pinRoute('pin/:pinId/:view(comments|sent)?'),
      pinEditRoute,
      repinRoute,
      pinAnalyticsRoute,
      boardEditRoute,
      boardCollaboratorsRoute,
      boardAddCollaboratorsRoute,
      sectionEditRoute,
      invitesRoute,
      // The inbox (/inbox/), a conversation (/conversation/{id}) and the news hub (/notifications/) (issue 20), members only: one route.
      createPinRoute(':area(inbox|conversation|notifications)/:id?', lazyPage(() => import('./conversation/InboxPage'))),
      accountRoute('login', lazyPage(() => import('./account/LoginPage')), true),
      // The emailed log-in link (platform §1): opens a limited-login session, then goes home.
      accountRoute('login/link/:token', lazyPage(() => import('./account/LoginLinkPage'))),
      accountRoute('signup', lazyPage(() => import('./account/SignupPage')), true),
      signupStepsRoute,
      // Linked from sign-up; reserved top-level names (platform §2).
      { path: 'terms', getComponent: lazyPage(() => import('./legal/TermsPage')) },
      { path: 'privacy', getComponent: lazyPage(() => import('./legal/PrivacyPage')) },
      accountRoute('password/reset', lazyPage(() => import('./account/PasswordResetPage'))),
      accountRoute('pw/:username', lazyPage(() => import('./account/ResetPasswordPage'))),
      // Which mail you get, and a mail's unsubscribe link (issue 20).
      accountRoute('email/:page', lazyPage(() => import('./mail/EmailPage'))),
      {
        path: 'settings',
        getComponent: lazyPage(() => import('./settings/SettingsPage')),
        lazyQuery: SettingsQuery,
        getQuery: () => SettingsQuery.current(),
        render: relayRender<routes_SettingsQuery$data>(({ Component, props, error, retry }) => {
          if (error) return renderFailure(retry);
          if (!Component || !props) return <AccountSkeleton />;
          // Settings need the viewer; without it (a partial result) there is only the retry.
          if (!props.viewer) return renderFailure(retry);
          if (!props.viewer.isAuthenticated) return <Redirect to="/login?next=/settings" fallback={<AccountSkeleton />} />;
          const SettingsPage = Component as unknown as typeof SettingsPageComponent;
          return <SettingsPage viewer={props.viewer} />;
        }),
      },
      // Search and discovery (issue 17).
      ...searchRoutes,
      ...topicRoutes,
      ...todayRoutes,
      // The advertiser area (issue 19): /business/… and /advertiser/….
      ...adRoutes,
      // `/ada/` and `/ada/_saved/`: last before the catch-all so they never shadow a page of the site.
      profileRoute(':username', 'boards'),
      profileRoute(':username/_saved', 'saved'),
      boardRoute(':username/:boardSlug'),
      sectionRoute(':username/:boardSlug/:sectionSlug'),
      { path: '(.*)', Component: NotFound },
    ],
  },
];

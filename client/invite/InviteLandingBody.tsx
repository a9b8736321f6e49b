/**
 * The invite landing (platform §4, §6, §8, §9; pin-card §2, §5, §7), loaded only for an address with
 * `invite_code` or `accept_invite=true`. It looks the sender up (REST or GraphQL by experiment),
 * shows the spinner 'Loading Invitation component' meanwhile, then a popover (logged-out desktop) or
 * a toast with Join (signed in), by landingView's rules; any failure shows nothing. A signed-in
 * viewer back from logging in or signing up (accept_invite=true) joins at once: the invite code is
 * redeemed (or, without a code, their direct invite to this board accepted), "You joined {board}",
 * and the landing's markers leave the address (a replace). The board page is read again, since a
 * secret board was not found before.
 */
import { useRouter } from 'found';
import { Box, Spinner } from 'gestalt';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import routesBoardQuery from '../__generated__/routes_BoardQuery.graphql';
import { loginRedirectFor } from '../account/loginRedirect';
import { useExperimentGroup } from '../experiments/experiments';
import { HEADER_HEIGHT } from '../shell/layers';
import { useToast } from '../shell/toast/ToastProvider';
import useIsMobile from '../shell/useIsMobile';
import { useViewer } from '../viewer/ViewerContext';
import { lookupByGraphQL, lookupByRest, viewerShowsMessaging } from './inviteLookup';
import { boardPath, inviteLink, inviteParams, landingView, samePath, senderFirstName, withoutInviteParams, type InviteMetadata } from './landing';
import { rememberBoardAfterSignupSteps } from './afterOnboarding';
import { acceptDirectInvite, redeemInviteCode, type JoinedBoard } from './useRedeemInvite';

const InvitePopover = lazy(() => import('./InvitePopover'));
const LoginModal = lazy(() => import('../account/LoginModal'));

export const LOADING_LABEL = 'Loading Invitation component';
/** The invite toast stays longer than the default 2 s: it holds a button. */
export const INVITE_TOAST_MS = 6000;

export interface LandingLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash?: string;
  readonly query?: Readonly<Record<string, unknown>>;
}

type State =
  | { readonly phase: 'idle' }
  | { readonly phase: 'loading' }
  | { readonly phase: 'popover'; readonly invite: InviteMetadata; readonly link: string }
  | { readonly phase: 'login'; readonly invite: InviteMetadata; readonly link: string };

/** Reads the board page at `url` again from the server, when it is the page being shown (`pathname`). */
function refetchBoardPage(environment: Environment, board: JoinedBoard, pathname: string): void {
  const path = boardPath(board.url);
  if (!path || !samePath(pathname, board.url)) return;
  fetchQuery(environment, routesBoardQuery, path, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
}

interface Props {
  /** The address that carried the invite markers (kept by InviteLanding). */
  readonly invite: LandingLocation;
  /** The address now. */
  readonly location: LandingLocation;
}

export default function InviteLandingBody({ invite: inviteLocation, location }: Props) {
  const { router } = useRouter();
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const mobile = useIsMobile();
  const toast = useToast();
  const byGraphQL = useExperimentGroup('web_invite_lookup_graphql') === 'enabled';
  const [state, setState] = useState<State>({ phase: 'idle' });

  const { code, accept } = inviteParams(inviteLocation.query ?? {});
  const signedIn = viewer.kind !== 'anonymous';
  // One run per invite on the address and viewer: a new code (or logging in) starts again; the
  // address changing under a run (the markers removed, a redirect) does not stop it.
  const runKey = code === null && !accept ? null : `${code ?? ''}|${accept && signedIn ? 'accept' : 'look'}|${viewer.userId ?? ''}`;
  const latest = useRef({ inviteLocation, location, mobile, viewer });
  latest.current = { inviteLocation, location, mobile, viewer };

  useEffect(() => {
    if (runKey === null) return undefined;
    let active = true;
    const controller = new AbortController();
    const here = latest.current;

    /** Removes the landing's markers, if the address (as it is now) still has them. */
    const cleanAddress = () => {
      const now = latest.current.location;
      if (!samePath(now.pathname, here.inviteLocation.pathname)) return;
      const hash = now.hash ?? '';
      const clean = withoutInviteParams(now.pathname, now.search, hash);
      if (clean !== `${now.pathname}${now.search}${hash}`) router.replace(clean);
    };
    const join = async (run: () => Promise<JoinedBoard | null>) => {
      const board = await run();
      if (!active || !board) return;
      toast.show({ text: `You joined ${board.name}`, dataTestId: 'invite-joined-toast' });
      // Just signed up: the sign-up steps come first, then this board instead of home.
      if (latest.current.viewer.onboardingStep) rememberBoardAfterSignupSteps(board.url);
      cleanAddress();
      refetchBoardPage(environment, board, latest.current.location.pathname);
    };

    if (accept && signedIn) {
      // Back from logging in or signing up: join at once, no prompt.
      setState({ phase: 'idle' });
      void join(() => (code ? redeemInviteCode(environment, code) : acceptDirectInvite(environment, here.inviteLocation.pathname)));
      return () => {
        active = false;
      };
    }
    if (code === null) return undefined;

    setState({ phase: 'loading' });
    const lookup = byGraphQL ? lookupByGraphQL(environment, code) : lookupByRest(code, controller.signal);
    const ownFlag = signedIn ? viewerShowsMessaging(controller.signal) : Promise.resolve(true);
    Promise.all([lookup, ownFlag])
      .then(([invite, shouldShowMessaging]) => {
        if (!active) return;
        const view = invite ? landingView(invite, { userId: here.viewer.userId, shouldShowMessaging, mobile: here.mobile }) : 'none';
        if (!invite || view === 'none') {
          setState({ phase: 'idle' });
          return;
        }
        if (view === 'popover') {
          setState({ phase: 'popover', invite, link: inviteLink(here.inviteLocation.pathname, here.inviteLocation.search, code) });
          return;
        }
        setState({ phase: 'idle' });
        toast.show({
          text: `${senderFirstName(invite.sender.firstName)} invited you to join ${invite.board.name}`,
          durationMs: INVITE_TOAST_MS,
          thumbnail: invite.sender.isDefaultImage ? null : { src: invite.sender.imageMediumUrl, alt: '' },
          dataTestId: 'invite-toast',
          primaryAction: { label: 'Join', dataTestId: 'invite-toast-join', onClick: () => void join(() => redeemInviteCode(environment, code)) },
        });
      })
      // platform §8: a failed lookup leaves no invite and says nothing.
      .catch(() => {
        if (active) setState({ phase: 'idle' });
      });
    return () => {
      active = false;
      controller.abort();
    };
    // The run depends on its key alone (latest holds the rest as it was when the run began).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey, byGraphQL]);

  if (state.phase === 'loading') {
    return (
      <Box position="fixed" top right marginTop={2} marginEnd={4} dangerouslySetInlineStyle={{ __style: { top: HEADER_HEIGHT, zIndex: 2 } }}>
        <Spinner show accessibilityLabel={LOADING_LABEL} size="sm" />
      </Box>
    );
  }
  // The popover belongs to the invited page: gone once the visitor goes elsewhere (Sign up, a link).
  if (state.phase === 'popover' && samePath(location.pathname, inviteLocation.pathname)) {
    return (
      <Suspense fallback={null}>
        <InvitePopover
          invite={state.invite}
          signupHref={`/signup?next=${encodeURIComponent(loginRedirectFor('invite', undefined, state.link))}`}
          onLogIn={() => setState({ phase: 'login', invite: state.invite, link: state.link })}
          onDismiss={() => setState({ phase: 'idle' })}
        />
      </Suspense>
    );
  }
  if (state.phase === 'login') {
    return (
      <Suspense fallback={null}>
        <LoginModal
          reason="invite"
          inviterName={senderFirstName(state.invite.sender.firstName)}
          next={loginRedirectFor('invite', undefined, state.link)}
          onDismiss={() => setState({ phase: 'idle' })}
        />
      </Suspense>
    );
  }
  return null;
}

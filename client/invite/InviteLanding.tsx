/**
 * The invite landing's place in the app shell (platform §2 invite_code marker, §4): mounted once,
 * it reads `invite_code` / `accept_invite` from the address on any page and loads the landing's
 * own chunk (InviteLandingBody) only then, so every other visit carries none of its code. Once
 * started it stays, so the markers leaving the address do not cut a redemption short.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { parseQuery } from '../shell/locationQuery';
import QuietBoundary from '../shell/QuietBoundary';
import { heldInviteLink, releaseHeldInviteLink, subscribeHeldInvite } from './heldInvite';
import { wantsLanding } from './landing';
import type { LandingLocation } from './InviteLandingBody';

const InviteLandingBody = lazy(() => import('./InviteLandingBody'));

function locationOf(link: string): LandingLocation {
  const url = new URL(link, 'https://corkboard.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, query: parseQuery(url.search) };
}

export default function InviteLanding({ location }: { readonly location: LandingLocation }) {
  const held = useSyncExternalStore(subscribeHeldInvite, heldInviteLink, () => null);
  const heldLocation = held === null ? null : locationOf(held);
  const source = wantsLanding(location.query ?? {}) ? location : heldLocation && wantsLanding(heldLocation.query ?? {}) ? heldLocation : null;
  // The last address with invite markers (or a link held for the landing), kept here (not in the
  // lazy part): a redirect right after (the sign-up steps) may take them away before its code loads.
  const [invite, setInvite] = useState<LandingLocation | null>(source);
  if (source && (invite === null || invite.pathname !== source.pathname || invite.search !== source.search)) setInvite(source);
  useEffect(() => {
    if (held !== null) releaseHeldInviteLink();
  }, [held]);
  if (invite === null) return null;
  return (
    // platform §8: whatever goes wrong in the landing, the page carries on without it.
    <QuietBoundary>
      <Suspense fallback={null}>
        <InviteLandingBody invite={invite} location={location} />
      </Suspense>
    </QuietBoundary>
  );
}

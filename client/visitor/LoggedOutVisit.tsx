import { useEffect } from 'react';
import { useViewer } from '../viewer/ViewerContext';
import { setVisitorViewer, withStore } from './visitorGate';

/**
 * Whether a logged-out visitor's country allows tracking (platform §4). The server tells the client
 * no country for a logged-out visitor (the viewer query has none; users.country is a member's, and
 * members are never tracked), so every visitor counts as allowed; setVisitorViewer takes the flag
 * once the server can say otherwise.
 */
const ALLOWED_COUNTRY = true;

/**
 * Mounted once in the shell (inside the viewer provider): tells the logged-out state who is looking
 * and records each page a logged-out visitor opens (the first one starts the visit: revisitation,
 * landing page). Renders nothing; the state's code loads only for a logged-out visitor. Events a
 * page records before this is known wait for it.
 */
export default function LoggedOutVisit({ pathname, search }: { readonly pathname: string; readonly search: string }): null {
  const signedIn = useViewer().kind !== 'anonymous';
  useEffect(() => {
    setVisitorViewer({ signedIn, allowedCountry: ALLOWED_COUNTRY });
  }, [signedIn]);
  useEffect(() => {
    if (signedIn) return;
    const now = Date.now();
    const referrer = document.referrer;
    withStore((store) => store.pageView(pathname, search, now, referrer));
  }, [signedIn, pathname, search]);
  return null;
}

import { useEffect, useRef } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useViewer } from '../../viewer/ViewerContext';

/**
 * Mounted once in the shell (inside the viewer provider): when the viewer becomes a full member
 * (not a limited login), merges that browser's logged-out saves, once per login. The merge's code
 * (./MergeUnauthSaves) loads then, so visitors never load it.
 */
export default function MergeOnLogin(): null {
  const { kind, userId } = useViewer();
  const environment = useRelayEnvironment();
  // Survives StrictMode's effect re-run: the merge starts once per signed-in user.
  const mergedFor = useRef<string | null>(null);
  // Whether this page saw the log-in happen (logged out or limited before). Only then is the merge
  // sent with nothing stored (the session may hold a pin): a member's later page loads cost no request.
  const sawLogin = useRef(false);

  useEffect(() => {
    if (kind !== 'member' || userId === null) {
      sawLogin.current = true;
      if (kind === 'anonymous') mergedFor.current = null;
      return;
    }
    if (mergedFor.current === userId) return;
    mergedFor.current = userId;
    const evenIfEmpty = sawLogin.current;
    void import('./MergeUnauthSaves').then(({ mergeUnauthSaves }) => mergeUnauthSaves(environment, { evenIfEmpty }));
  }, [kind, userId, environment]);

  return null;
}

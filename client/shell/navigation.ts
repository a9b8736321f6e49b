import { useLazyLoadQuery } from 'react-relay';
import { experimentGroup, type ExperimentGroups } from '../experiments/experiments';
import { experimentGroups } from '../viewer/ViewerProvider';
// The compiled query (defined in Header.tsx), so this module need not import the header.
import headerViewerQuery, { type HeaderViewerQuery, type HeaderViewerQuery$data } from './__generated__/HeaderViewerQuery.graphql';

/** platform §9: the vertical navigation is 72 px wide. */
export const VERTICAL_NAV_WIDTH = 72;

export interface NavigationViewer {
  readonly isAuthenticated: boolean;
  readonly isPartner: boolean;
  readonly experiments: ExperimentGroups;
}

/**
 * platform §2: vertical navigation only for an authenticated, non-partner viewer reading left to
 * right, in the experiment's group.
 */
export function verticalNavEnabled(viewer: NavigationViewer | null, rightToLeft: boolean): boolean {
  if (!viewer?.isAuthenticated || viewer.isPartner || rightToLeft) return false;
  return experimentGroup(viewer.experiments, 'web_vertical_nav') === 'enabled';
}

export function isRightToLeft(): boolean {
  return typeof document !== 'undefined' && (document.documentElement.dir === 'rtl' || document.dir === 'rtl');
}

/** The header's viewer (shared by the header and the vertical navigation; one request). Suspends. */
export function useShellViewer(fetchKey = 0): HeaderViewerQuery$data['viewer'] {
  return useLazyLoadQuery<HeaderViewerQuery>(headerViewerQuery, {}, { fetchPolicy: fetchKey === 0 ? 'store-or-network' : 'network-only', fetchKey }).viewer;
}

/** Whether this viewer gets the vertical navigation (suspends until the viewer is known). */
export function useVerticalNav(): boolean {
  const viewer = useShellViewer();
  if (!viewer) return false;
  return verticalNavEnabled({ isAuthenticated: viewer.isAuthenticated, isPartner: viewer.isPartner, experiments: experimentGroups(viewer) }, isRightToLeft());
}

import type { ViewerKind } from '../account/gate';
import { useViewer } from './ViewerContext';

interface PinPaths {
  readonly entityId: string;
  /** /pin/{slug}--{id}/ */
  readonly seoUrl: string;
}

/**
 * pin-card §2: a link to a closeup is the SEO-style /pin/{slug}--{id}/ for logged-out visitors
 * (what search engines index) and /pin/{id}/ for signed-in viewers (members and limited logins).
 */
export function closeupPath(pin: PinPaths, kind: ViewerKind): string {
  return kind === 'anonymous' ? pin.seoUrl : `/pin/${encodeURIComponent(pin.entityId)}/`;
}

/** closeupPath for the current viewer. */
export function useCloseupPath(pin: PinPaths): string {
  return closeupPath(pin, useViewer().kind);
}

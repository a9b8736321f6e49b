/**
 * Statements whose access rules depend on who asks, built once per database for each kind of
 * viewer: logged out, and signed in with the viewer's id bound as placeholder `me` (BOUND_VIEWER).
 * Execute the result with `me: viewer.userId` among the values.
 */
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { ANONYMOUS, BOUND_VIEWER, type Viewer } from './viewer.ts';

export function perViewer<P>(name: string, build: (db: Db, viewer: Viewer, name: string) => P): (db: Db, viewer: Viewer) => P {
  const anonymous = preparedOnce((db) => build(db, ANONYMOUS, name));
  const signedIn = preparedOnce((db) => build(db, BOUND_VIEWER, `${name}_signed_in`));
  return (db, viewer) => (viewer.userId === null ? anonymous : signedIn)(db);
}

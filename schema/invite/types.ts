/**
 * v3 shapes of group boards (issue 15) as the GraphQL layer sees them, after camelize(), from
 * server/v3/types.ts (the contract's "v3 REST" types). Types only: no server code is imported.
 */
import type * as V3 from '../../server/v3/types.ts';
import type { Camelize } from '../v3/camelize.ts';

/** GET /v3/boards/{b}/invites/{u}/, and the items of the invite lists. Its id is `{board id}:{invited user id}`. */
export type Invite = Camelize<V3.V3BoardInvite>;
export type EmailInvite = Camelize<V3.V3PendingEmailInvite>;
/** POST /v3/boards/{b}/invites/: an invite to a member, or an e-mail invite to someone without an account. */
export type InviteResult = Camelize<V3.V3InviteResult>;
/** An item of GET /v3/boards/{b}/collaborators/. */
export type Collaborator = Camelize<V3.V3BoardCollaborator>;
export type InviteCode = Camelize<V3.V3InviteCode>;
/** GET /v3/invite_codes/{code}/ (InviteCodeMetadataResource). */
export type InviteCodeMetadata = Camelize<V3.V3InviteCodeMetadata>;

/** v3 shapes as the GraphQL layer sees them, after camelize(). Types only: no server code is imported. */
import type * as V3 from '../../server/v3/types.ts';
import type { Camelize } from './camelize.ts';

export type Pin = Camelize<V3.V3Pin>;
export type UserSummary = Camelize<V3.V3UserSummary>;
/** A user as embedded (summary) or read in full; the extra fields load on demand. */
export type User = UserSummary & Partial<Camelize<V3.V3User>>;
export type BoardSummary = Camelize<V3.V3BoardSummary>;
export type Board = BoardSummary & Partial<Camelize<V3.V3Board>>;
/** A section as embedded (pin answers), or read alone and in its board's list with its counts and cover. */
export type Section = Camelize<V3.V3Section> & Partial<Camelize<V3SectionDetails>>;
export type Image = Pin['images']['236x'];
/** An experience placement (GET /v3/experiences/). */
export type Experience = Camelize<V3.V3Experience>;
/** What POST/PUT /v3/pins/{id}/repin/ answers. */
export type SaveResult = Camelize<V3.V3SaveResult>;
/** What DELETE /v3/pins/{id}/ answers. */
export type DeleteResult = Camelize<V3.V3DeleteResult>;

/** The signed-in user as v3 shows them to themselves (GET /v3/users/me/). */
export type Me = Camelize<V3.V3User> & {
  email: string | null;
  saveBehavior: number;
  darkMode: boolean;
  isEmployee: boolean;
  isPartner: boolean;
  secretBoardCount: number;
  gender: string | null;
  useCase: string | null;
  /** The sign-up step to resume at; null once finished or skipped. Absent from older v3 servers. */
  onboardingStep?: string | null;
  /** A limited-login session (from an emailed log-in link); absent from older v3 servers. */
  isLimitedLogin?: boolean;
};

/** A personal access token as its owner sees it (GET /v3/users/me/tokens/). */
export type AccessToken = Camelize<V3.V3AccessToken>;
/** What POST /v3/users/me/tokens/ answers: the token and, this once, its secret. */
export type CreatedAccessToken = Camelize<V3.V3CreatedAccessToken>;

/** DELETE /v3/boards/{id}/ (server/v3/board/edit.ts). */
export type BoardDeleted = Camelize<{ id: string; deleted: 'board' }>;
/** DELETE /v3/board_sections/{id}/. */
export type SectionDeleted = Camelize<{ id: string; deleted: 'section'; pins: 'keep' | 'delete' }>;
/** DELETE /v3/bulk_edit/ and /v3/bulk_edit/select_all/. */
export type BulkDeleted = Camelize<V3.V3BulkDeleteResult>;
/** POST /v3/bulk_edit/move/: `moved` or, for a copy, `copied`. */
export type BulkMoved = Camelize<V3.V3BulkMoveResult>;
/** PUT and DELETE /v3/pins/{id}/favorite/. */
export type FavoriteResult = Camelize<V3.V3FavoriteResult>;
/** GET /v3/boards/{id}/pin_filters/: the chips that match something on the board. */
export type PinFilters = Camelize<{
  colors: { family: string; count: number }[];
  interests: { id: string; name: string; url_name: string; count: number }[];
  created_by_me: number;
  favorited: number;
}>;

/**
 * What a section read alone or in its board's list adds to the embedded one (part B of issue 14; to be
 * replaced by server/v3/types.ts V3SectionDetails once that is committed).
 */
interface V3SectionDetails {
  pin_count: number;
  cover_images: V3.V3Images | null;
  position: number;
}

/** v3 shapes as the GraphQL layer sees them, after camelize(). Types only: no server code is imported. */
import type * as V3 from '../../server/v3/types.ts';
import type { Camelize } from './camelize.ts';

/** favorited_by_me (issue 14): viewer-relative, optional until every v3 answers it. */
export type Pin = Camelize<V3.V3Pin> & { favoritedByMe?: boolean };
export type UserSummary = Camelize<V3.V3UserSummary>;
/** A user as embedded (summary) or read in full; the extra fields load on demand. */
export type User = UserSummary & Partial<Camelize<V3.V3User>>;
export type BoardSummary = Camelize<V3.V3BoardSummary>;
/** A board's topic (issue 14): the interest it is about. */
export type BoardTopic = Camelize<V3BoardTopic>;
export type Board = BoardSummary & Partial<Camelize<V3.V3Board>> & { topic?: BoardTopic | null; customOrder?: number };
/** A section as embedded (pin answers) or read alone (issue 14: with pin_count, cover_images, position). */
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

/*
 * Issue 14 (Boards complete) answers, as the contract (/work/issue14/contract.md) and v3 state them.
 * snake_case here, camelized by the client like every other answer.
 */
interface V3BoardTopic {
  id: string;
  name: string;
  url_name: string;
}

interface V3SectionDetails {
  pin_count: number;
  cover_images: V3.V3Images | null;
  position: number;
}

/** DELETE /v3/boards/{id}/. */
export type BoardDeleted = Camelize<{ id: string; deleted: 'board' }>;
/** DELETE /v3/board_sections/{id}/. */
export type SectionDeleted = Camelize<{ id: string; deleted: 'section'; pins: 'keep' | 'delete' }>;
/** DELETE /v3/bulk_edit/ and /v3/bulk_edit/select_all/. */
export type BulkDeleted = Camelize<{ deleted: number; board_id: string; section_id: string | null }>;
/** POST /v3/bulk_edit/move/: `moved` or, for a copy, `copied`. */
export type BulkMoved = Camelize<{ moved?: number; copied?: number; to_board_id: string; to_section_id: string | null }>;
/** PUT and DELETE /v3/pins/{id}/favorite/. */
export type FavoriteResult = Camelize<{ pin_id: string; favorited: boolean }>;
/** GET /v3/boards/{id}/pin_filters/: the chips that match something on the board. */
export type PinFilters = Camelize<{
  colors: { family: string; count: number }[];
  interests: { id: string; name: string; url_name: string; count: number }[];
  created_by_me: number;
  favorited: number;
}>;

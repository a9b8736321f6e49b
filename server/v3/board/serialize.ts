import type { BoardRow, BoardSectionRow, UserRow } from '../../db/schema.ts';
import type { V3BoardSummary, V3Section } from '../types.ts';
import { userSummary, type UserSummaryRow } from '../user/serialize.ts';

export const boardUrl = (owner: Pick<UserRow, 'username'>, board: Pick<BoardRow, 'slug'>): string =>
  `/${owner.username}/${board.slug}/`;

export function boardSummary(
  board: BoardRow,
  owner: UserSummaryRow,
  collaboratorCount: number,
  imageBaseUrl: string,
): V3BoardSummary {
  return {
    id: String(board.id),
    node_type: 'board',
    name: board.name,
    url: boardUrl(owner, board),
    privacy: board.privacy,
    layout: board.layout,
    is_collaborative: board.isCollaborative,
    collaborator_count: collaboratorCount,
    collaborated_by_me: false,
    followed_by_me: false,
    owner: userSummary(owner, imageBaseUrl),
  };
}

export function sectionJson(section: Pick<BoardSectionRow, 'id' | 'title' | 'slug' | 'boardId'>, boardPath: string): V3Section {
  return {
    id: String(section.id),
    node_type: 'boardsection',
    title: section.title,
    slug: section.slug,
    url: `${boardPath}${section.slug}/`,
    board_id: String(section.boardId),
  };
}

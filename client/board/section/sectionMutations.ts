/**
 * Section writes (issue 14): make, rename and delete a section. The board's sections row
 * (BoardSections_sectionsConnection) and the save picker's list (Board.sections) follow the answers.
 */
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { sectionMutationsCreateMutation } from './__generated__/sectionMutationsCreateMutation.graphql';
import type { sectionMutationsDeleteMutation } from './__generated__/sectionMutationsDeleteMutation.graphql';
import type { sectionMutationsUpdateMutation } from './__generated__/sectionMutationsUpdateMutation.graphql';
import { BOARD_SECTIONS_CONNECTION } from './BoardSections';

/** pin-card §9 / issue 14: section titles are 1 to 50 characters after trimming. */
export const SECTION_TITLE_MAX = 50;
export const SECTION_TITLE_REQUIRED = 'Your section needs a name.';
export const SECTION_TITLE_TOO_LONG = `Section names can be at most ${SECTION_TITLE_MAX} characters.`;
export const SECTION_WRITE_FAILED = 'Sorry! Something went wrong on our end.';

/** The trimmed title's problem, or null when it may be sent. */
export function sectionTitleError(title: string): string | null {
  const length = [...title.trim()].length;
  if (length === 0) return SECTION_TITLE_REQUIRED;
  if (length > SECTION_TITLE_MAX) return SECTION_TITLE_TOO_LONG;
  return null;
}

/** The board's sections row, if the store has it. */
export const sectionsConnectionOf = (board: RecordProxy): RecordProxy | null | undefined => ConnectionHandler.getConnection(board, BOARD_SECTIONS_CONNECTION);

const createMutation = graphql`
  mutation sectionMutationsCreateMutation($input: CreateBoardSectionInput!) {
    createBoardSection(input: $input) {
      section {
        id
        entityId
        title
        slug
        url
        ...BoardSectionTile_section
      }
      board {
        id
        sectionCount
      }
      errors {
        code
        field
        message
      }
    }
  }
`;

/** Puts the new section last in the board's sections row and in the save picker's list (once each). */
function appendCreated(store: RecordSourceSelectorProxy, boardId: string): void {
  const section = store.getRootField('createBoardSection')?.getLinkedRecord('section');
  const board = store.get(boardId);
  if (!section || !board) return;
  const row = sectionsConnectionOf(board);
  if (row && !(row.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === section.getDataID())) {
    ConnectionHandler.insertEdgeAfter(row, ConnectionHandler.createEdge(store, row, section, 'BoardSectionEdge'));
  }
  const list = board.getLinkedRecords('sections');
  if (list && !list.some((item) => item?.getDataID() === section.getDataID())) board.setLinkedRecords([...list, section], 'sections');
}

export function useCreateSection(boardId: string) {
  const [commit, inFlight] = useMutation<sectionMutationsCreateMutation>(createMutation);
  const create = (title: string, callbacks: { onDone: (title: string) => void; onErrors: (errors: ReadonlyArray<{ field?: string | null; message: string; code: string }>) => void }) =>
    commit({
      variables: { input: { boardId, title: title.trim() } },
      updater: (store) => appendCreated(store, boardId),
      onCompleted: ({ createBoardSection }) => {
        if (createBoardSection.section && createBoardSection.errors.length === 0) callbacks.onDone(createBoardSection.section.title);
        else callbacks.onErrors(createBoardSection.errors.length > 0 ? createBoardSection.errors : [{ code: 'FAILED', message: SECTION_WRITE_FAILED }]);
      },
      onError: () => callbacks.onErrors([{ code: 'FAILED', message: SECTION_WRITE_FAILED }]),
    });
  return [create, inFlight] as const;
}

const updateMutation = graphql`
  mutation sectionMutationsUpdateMutation($input: UpdateBoardSectionInput!) {
    updateBoardSection(input: $input) {
      section {
        id
        title
        slug
        url
      }
      errors {
        code
        field
        message
      }
    }
  }
`;

export function useUpdateSectionMutation() {
  return useMutation<sectionMutationsUpdateMutation>(updateMutation);
}

const deleteMutation = graphql`
  mutation sectionMutationsDeleteMutation($input: DeleteBoardSectionInput!) {
    deleteBoardSection(input: $input) {
      deletedSectionId
      board {
        id
        pinCount
        sectionCount
      }
      errors {
        code
        field
        message
      }
    }
  }
`;

/** Takes the section out of its board's sections row and the save picker's list. */
export function unlistSection(store: RecordSourceSelectorProxy, boardId: string, sectionId: string): void {
  const board = store.get(boardId);
  if (!board) return;
  const row = sectionsConnectionOf(board);
  if (row) ConnectionHandler.deleteNode(row, sectionId);
  const list = board.getLinkedRecords('sections');
  if (list) board.setLinkedRecords(list.filter((item) => item?.getDataID() !== sectionId), 'sections');
}

export function useDeleteSectionMutation() {
  return useMutation<sectionMutationsDeleteMutation>(deleteMutation);
}

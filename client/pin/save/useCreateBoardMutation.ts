import { graphql, useMutation } from 'react-relay';
import type { useCreateBoardMutation as CreateBoardMutation } from './__generated__/useCreateBoardMutation.graphql';

/**
 * createBoard (platform §3 board create payload: name, privacy). With `connections`, the new board
 * is put first in those SaveBoardConnection lists (the board picker's). The board comes with what
 * the profile's boards grid draws, for the profile's Create board (client/profile/ProfileBoards.tsx).
 */
export function useCreateBoardMutation() {
  return useMutation<CreateBoardMutation>(graphql`
    mutation useCreateBoardMutation($input: CreateBoardInput!, $connections: [ID!]!) {
      createBoard(input: $input) {
        board @prependNode(connections: $connections, edgeTypeName: "SaveBoardEdge") {
          id
          entityId
          name
          url
          ...BoardPicker_board
          ...ProfileBoards_board
        }
        errors {
          code
          field
          message
        }
      }
    }
  `);
}

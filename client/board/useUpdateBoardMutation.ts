import { graphql, useMutation } from 'react-relay';
import type { useUpdateBoardMutation as UpdateBoardMutation } from './__generated__/useUpdateBoardMutation.graphql';

const mutation = graphql`
  mutation useUpdateBoardMutation($input: UpdateBoardInput!) {
    updateBoard(input: $input) {
      board {
        id
        name
        description
        privacy
        url
        entityId
      }
      errors {
        code
        field
        message
      }
    }
  }
`;

/** updateBoard: the payload's board replaces the record's name, description, privacy and url everywhere they are shown. */
export function useUpdateBoardMutation() {
  return useMutation<UpdateBoardMutation>(mutation);
}

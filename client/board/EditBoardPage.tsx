import { useRouter } from 'found';
import { graphql, useFragment } from 'react-relay';
import BoardPage from './BoardPage';
import EditBoardForm from './EditBoardForm';
import EditorFrame from './EditorFrame';
import { useBoardActions } from './useBoardActions';
import type { EditBoardPage_board$key } from './__generated__/EditBoardPage_board.graphql';

/**
 * /board/{id}/edit: 'Edit your board', a Modal over the board page on a desktop, a page of its own on
 * a phone. Closing goes back (to the board page it was opened from, else to the board's address);
 * Done goes to the board's address, which a rename changes.
 */
export default function EditBoardPage({ board }: { readonly board: EditBoardPage_board$key }) {
  const data = useFragment(
    graphql`
      fragment EditBoardPage_board on Board {
        id
        entityId
        name
        url
        archived
        viewerRole
        owner {
          username
        }
        ...BoardPage_board
        ...EditBoardForm_board
      }
    `,
    board,
  );
  const { match, router } = useRouter();
  const actions = useBoardActions({ id: data.id, entityId: data.entityId, name: data.name, url: data.url, archived: data.archived, ownerUsername: data.owner.username });
  const fromBoard = (match.location.state as { fromBoard?: unknown } | null | undefined)?.fromBoard === true;

  const close = () => {
    if (fromBoard) router.go(-1);
    else router.replace(data.url);
  };
  const done = (url: string) => {
    if (fromBoard && url === data.url) router.go(-1);
    else router.replace(url);
  };

  // Only the owner edits a board's details; anyone else sees the board.
  if (data.viewerRole !== 'OWNER') return <BoardPage board={data} />;

  return (
    <EditorFrame heading="Edit your board" page={<BoardPage board={data} />} onClose={close} dataTestId="edit-board" overlay={actions.modal}>
      <EditBoardForm board={data} onDone={done} actions={actions} />
    </EditorFrame>
  );
}

import { Box, Layer, Modal } from 'gestalt';
import { MODAL_Z_INDEX } from '../account/LoginModal';
import CreateBoardForm, { type CreatedBoard } from '../pin/save/CreateBoardForm';

interface Props {
  readonly onCreated: (board: CreatedBoard) => void;
  readonly onDismiss: () => void;
  /** SaveBoardConnection or profile board lists the new board is put first in. */
  readonly connections?: ReadonlyArray<string>;
}

/** 'Create board' on its own (header Create menu, own profile): the save flow's form in a modal. */
export default function CreateBoardModal({ onCreated, onDismiss, connections = [] }: Props) {
  return (
    <Layer zIndex={MODAL_Z_INDEX}>
      <Modal accessibilityModalLabel="Create board" heading="Create board" onDismiss={onDismiss} size="sm" align="start">
        <Box paddingY={2}>
          <CreateBoardForm onCreated={onCreated} onCancel={onDismiss} connections={connections} />
        </Box>
      </Modal>
    </Layer>
  );
}

import { Box, Layer, Modal } from 'gestalt';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { MODAL_Z_INDEX } from '../account/modalZIndex';
import CreateBoardForm, { type CreatedBoard } from '../pin/save/CreateBoardForm';

interface Props {
  readonly onCreated: (board: CreatedBoard) => void;
  readonly onDismiss: () => void;
  /** SaveBoardConnection lists the new board is put first in. */
  readonly connections?: ReadonlyArray<string>;
  /** Puts the new board in other lists (the profile's boards grid). */
  readonly updater?: (store: RecordSourceSelectorProxy) => void;
}

/** 'Create board' on its own (header Create menu, own profile): the save flow's form in a modal. */
export default function CreateBoardModal({ onCreated, onDismiss, connections = [], updater }: Props) {
  return (
    <Layer zIndex={MODAL_Z_INDEX}>
      <Modal accessibilityModalLabel="Create board" heading="Create board" onDismiss={onDismiss} size="sm" align="start">
        <Box paddingX={2} paddingY={2}>
          <CreateBoardForm onCreated={onCreated} onCancel={onDismiss} connections={connections} updater={updater} />
        </Box>
      </Modal>
    </Layer>
  );
}

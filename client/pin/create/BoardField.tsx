import { Box, Flex, Text } from 'gestalt';
import { useId, useState } from 'react';
import BoardPicker, { type BoardChoice } from '../save/BoardPicker';

interface Props {
  readonly choice: BoardChoice | null;
  readonly onChange: (choice: BoardChoice) => void;
  readonly error?: string | null;
  readonly disabled?: boolean;
}

const chosenText = (choice: BoardChoice) => (choice.sectionTitle ? `${choice.boardName} / ${choice.sectionTitle}` : choice.boardName);

/**
 * "Board": the chosen board (and section), and the viewer's boards to choose from (the save flow's
 * picker: search, sections, "Create board" inline). Open until a board is chosen; the field opens it again.
 */
export default function BoardField({ choice, onChange, error = null, disabled = false }: Props) {
  const id = useId();
  const [open, setOpen] = useState(choice === null);
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const pickerId = `${id}-picker`;
  return (
    <Flex direction="column" gap={2}>
      <label id={labelId} htmlFor={`${id}-button`} style={{ fontWeight: 600, fontSize: 12 }}>
        Board
      </label>
      <button
        id={`${id}-button`}
        type="button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-expanded={open}
        aria-controls={pickerId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
        data-test-id="pin-board-field"
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          width: '100%',
          minHeight: 48,
          padding: '0 16px',
          borderRadius: 16,
          border: `2px solid ${error ? 'var(--color-border-error, #cc0000)' : 'var(--color-border-container, #cdcdcd)'}`,
          background: 'transparent',
          color: 'inherit',
          font: 'inherit',
          cursor: disabled ? 'default' : 'pointer',
          textAlign: 'start',
        }}
      >
        <span id={valueId}>{choice ? chosenText(choice) : 'Choose a board'}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {error ? (
        <Text id={`${id}-error`} color="error" size="100">
          {error}
        </Text>
      ) : null}
      {open && !disabled ? (
        // Scrolls on its own: 25 boards and their sections would otherwise run far below the form.
        <Box id={pickerId} padding={3} rounding={4} borderStyle="sm" maxHeight={440} overflow="scrollY" data-test-id="pin-board-picker">
          <BoardPicker
            selectedBoardId={choice?.boardId ?? null}
            selectedSectionId={choice?.sectionId ?? null}
            onPick={(picked) => {
              onChange(picked);
              setOpen(false);
            }}
          />
        </Box>
      ) : null}
    </Flex>
  );
}

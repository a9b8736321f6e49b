import { Box, Button, Flex, Layer, Modal, TextField } from 'gestalt';
import { useId, useState, type FormEvent } from 'react';
import { MODAL_Z_INDEX } from '../../account/modalZIndex';
import { FormError } from '../../account/formErrors';
import { SECTION_TITLE_MAX, sectionTitleError, useCreateSection } from './sectionMutations';

interface Props {
  /** The board's global id. */
  readonly boardId: string;
  readonly onDismiss: () => void;
  /** The section was made (and put last in the board's sections row). */
  readonly onAdded: (title: string) => void;
}

/** 'Add section' on a board (its owner and collaborators): a name, then createBoardSection. */
export default function AddSectionModal({ boardId, onDismiss, onAdded }: Props) {
  const id = useId();
  const [create, inFlight] = useCreateSection(boardId);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight) return;
    setFormError(null);
    const problem = sectionTitleError(title);
    setTitleError(problem);
    if (problem) return;
    create(title, {
      onDone: onAdded,
      onErrors: (errors) => {
        const onField = errors.find((error) => error.field === 'title');
        setTitleError(onField?.message ?? null);
        if (!onField) setFormError(errors[0]?.message ?? null);
      },
    });
  };

  return (
    <Layer zIndex={MODAL_Z_INDEX}>
      <Modal
        accessibilityModalLabel="Add section"
        heading="Add section"
        onDismiss={onDismiss}
        size="sm"
        align="start"
        footer={
          <Flex justifyContent="end" gap={2}>
            <Button text="Cancel" color="gray" onClick={onDismiss} disabled={inFlight} />
            <Button text="Add" color="red" onClick={() => submit()} disabled={inFlight || title.trim() === ''} />
          </Flex>
        }
      >
        <Box paddingX={2} paddingY={2}>
          <form onSubmit={submit} noValidate aria-label="Add section">
            <Flex direction="column" gap={3}>
              <TextField
                id={`${id}-title`}
                label="Section name"
                placeholder='Like "Breakfast" or "Living room"'
                value={title}
                autoComplete="off"
                onChange={({ value }) => {
                  setTitle(value);
                  setTitleError(null);
                }}
                errorMessage={titleError ?? undefined}
                helperText={`${[...title.trim()].length}/${SECTION_TITLE_MAX}`}
              />
              <FormError message={formError} />
            </Flex>
          </form>
        </Box>
      </Modal>
    </Layer>
  );
}

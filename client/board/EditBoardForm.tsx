import { Box, Button, Divider, Flex, Heading, Label, Switch, TapArea, Text, TextArea, TextField } from 'gestalt';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { FormError } from '../account/formErrors';
import { splitErrors } from '../account/viewerFields';
import { charCount } from '../pin/format';
import { BOARD_NAME_MAX, boardNameError } from '../pin/save/CreateBoardForm';
import type { BoardActions } from './useBoardActions';
import { useUpdateBoardMutation } from './useUpdateBoardMutation';
import type { EditBoardForm_board$key } from './__generated__/EditBoardForm_board.graphql';

/** Issue 14: board descriptions are at most 500 characters after trimming. */
export const BOARD_DESCRIPTION_MAX = 500;
export const BOARD_DESCRIPTION_TOO_LONG = `Descriptions can be at most ${BOARD_DESCRIPTION_MAX} characters.`;
export const UPDATE_BOARD_FAILED = 'Sorry! Something went wrong on our end.';

interface Props {
  readonly board: EditBoardForm_board$key;
  /** Saved (or nothing to save): `url` is the board's address now (a rename changes it). */
  readonly onDone: (url: string) => void;
  readonly actions: BoardActions;
}

/**
 * 'Edit your board': name (1 to 50, counted), description (at most 500), 'Keep this board secret';
 * Done sends what changed through updateBoard (the server's errors show on their fields); and the
 * board's archive and delete actions.
 */
export default function EditBoardForm({ board, onDone, actions }: Props) {
  const data = useFragment(
    graphql`
      fragment EditBoardForm_board on Board {
        id
        name
        description
        privacy
        url
        archived
      }
    `,
    board,
  );
  const id = useId();
  const [commit, inFlight] = useUpdateBoardMutation();
  const [name, setName] = useState(data.name);
  const [description, setDescription] = useState(data.description);
  const [secret, setSecret] = useState(data.privacy === 'secret');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const nameLength = charCount(name.trim());
  const descriptionLength = charCount(description.trim());

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight) return;
    // An archived board's details are read-only until it is unarchived.
    if (data.archived) {
      onDone(data.url);
      return;
    }
    setFormError(null);
    const problems: Record<string, string> = {};
    const nameProblem = boardNameError(name);
    if (nameProblem) problems.name = nameProblem;
    if (descriptionLength > BOARD_DESCRIPTION_MAX) problems.description = BOARD_DESCRIPTION_TOO_LONG;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const input: { boardId: string; name?: string; description?: string; privacy?: 'secret' | 'public' } = { boardId: data.id };
    if (name.trim() !== data.name) input.name = name.trim();
    if (description.trim() !== data.description) input.description = description.trim();
    // A protected board stays protected unless the switch is turned on.
    if (secret !== (data.privacy === 'secret')) input.privacy = secret ? 'secret' : 'public';
    if (Object.keys(input).length === 1) {
      onDone(data.url);
      return;
    }
    commit({
      variables: { input },
      onCompleted: ({ updateBoard }) => {
        if (updateBoard.board && updateBoard.errors.length === 0) {
          onDone(updateBoard.board.url);
          return;
        }
        const { fields, form } = splitErrors(updateBoard.errors);
        setErrors(fields);
        const elsewhere = Object.entries(fields).find(([field]) => field !== 'name' && field !== 'description');
        setFormError(form ?? elsewhere?.[1] ?? (Object.keys(fields).length > 0 ? null : UPDATE_BOARD_FAILED));
      },
      onError: () => setFormError(UPDATE_BOARD_FAILED),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit your board" data-test-id="edit-board-form">
        <Flex direction="column" gap={4}>
          <TextField
            id={`${id}-name`}
            label="Name"
            value={name}
            autoComplete="off"
            disabled={inFlight || data.archived}
            onChange={({ value }) => {
              setName(value);
              setErrors(({ name: _dropped, ...rest }) => rest);
            }}
            errorMessage={errors.name}
            helperText={`${nameLength}/${BOARD_NAME_MAX}`}
          />
          <TextArea
            id={`${id}-description`}
            label="Description"
            placeholder="What's your board about?"
            value={description}
            rows={3}
            disabled={inFlight || data.archived}
            onChange={({ value }) => {
              setDescription(value);
              setErrors(({ description: _dropped, ...rest }) => rest);
            }}
            errorMessage={errors.description}
            helperText={`${descriptionLength}/${BOARD_DESCRIPTION_MAX}`}
          />
          <Flex alignItems="center" gap={3}>
            <Switch id={`${id}-secret`} switched={secret} onChange={({ value }) => setSecret(value)} disabled={inFlight || data.archived} />
            <Label htmlFor={`${id}-secret`}>
              <Text>Keep this board secret</Text>
            </Label>
          </Flex>
          <Text size="100" color="subtle">
            So only you and your collaborators can see it.
          </Text>
          <Divider />
          <Heading accessibilityLevel={2} size="300">
            Actions
          </Heading>
          <BoardAction
            title={data.archived ? 'Unarchive board' : 'Archive board'}
            detail={data.archived ? 'Show it on your profile again and let Pins be saved to it.' : "Hide it from your profile for others and stop saving to it; you can unarchive it."}
            onTap={data.archived ? actions.unarchive : actions.askArchive}
          />
          <BoardAction title="Delete board" detail="Delete this board, its sections and its Pins. This can't be undone." onTap={actions.askDelete} />
          <FormError message={formError} />
          <Flex justifyContent="end">
            <Button text="Done" type="submit" color="red" size="lg" disabled={inFlight} />
          </Flex>
        </Flex>
    </form>
  );
}

function BoardAction({ title, detail, onTap }: { readonly title: string; readonly detail: string; readonly onTap: () => void }) {
  return (
    <TapArea role="button" accessibilityLabel={title} onTap={onTap} rounding={2}>
      <Box paddingY={1}>
        <Text weight="bold">{title}</Text>
        <Text size="100" color="subtle">
          {detail}
        </Text>
      </Box>
    </TapArea>
  );
}

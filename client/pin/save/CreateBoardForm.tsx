import { Box, Button, Flex, Label, Switch, Text, TextField } from 'gestalt';
import { useId, useState, type FormEvent } from 'react';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { FormError } from '../../account/formErrors';
import { splitErrors } from '../../account/viewerFields';
import { charCount } from '../format';
import { useCreateBoardMutation } from './useCreateBoardMutation';

/** pin-card §9: board title max 50 characters (after trimming; at least 1). */
export const BOARD_NAME_MAX = 50;

export const BOARD_NAME_REQUIRED = 'Your board needs a name.';
export const BOARD_NAME_TOO_LONG = `Board names can be at most ${BOARD_NAME_MAX} characters.`;
export const CREATE_BOARD_FAILED = 'Sorry! Something went wrong on our end.';

/** The trimmed name's problem, or null when it may be sent. */
export function boardNameError(name: string): string | null {
  const trimmed = name.trim();
  if (charCount(trimmed) === 0) return BOARD_NAME_REQUIRED;
  if (charCount(trimmed) > BOARD_NAME_MAX) return BOARD_NAME_TOO_LONG;
  return null;
}

export interface CreatedBoard {
  readonly id: string;
  readonly entityId: string;
  readonly name: string;
  /** The board page, /{owner}/{slug}/. */
  readonly url: string;
}

interface Props {
  /** The new board (already put first in `connections`). */
  readonly onCreated: (board: CreatedBoard) => void;
  readonly onCancel: () => void;
  /** SaveBoardConnection ids the new board is prepended to. */
  readonly connections: ReadonlyArray<string>;
  /** Puts the new board in other lists (the profile's boards grid); runs on every answer, errors too. */
  readonly updater?: (store: RecordSourceSelectorProxy) => void;
}

/**
 * 'Create board' inline in the board picker, and in the profile's Create board modal: a name
 * (required, 1..50 characters trimmed, with a counter) and 'Keep this board secret' (privacy secret,
 * else public), through createBoard.
 */
export default function CreateBoardForm({ onCreated, onCancel, connections, updater }: Props) {
  const id = useId();
  const [commit, inFlight] = useCreateBoardMutation();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const length = charCount(name.trim());

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    event?.stopPropagation();
    if (inFlight) return;
    setFormError(null);
    const problem = boardNameError(name);
    setNameError(problem);
    if (problem) return;
    commit({
      variables: { input: { name: name.trim(), privacy: secret ? 'secret' : 'public' }, connections: [...connections] },
      ...(updater ? { updater } : {}),
      onCompleted: ({ createBoard }) => {
        if (createBoard.board && createBoard.errors.length === 0) {
          onCreated({ id: createBoard.board.id, entityId: createBoard.board.entityId, name: createBoard.board.name, url: createBoard.board.url });
          return;
        }
        const { fields, form } = splitErrors(createBoard.errors);
        setNameError(fields.name ?? null);
        const other = Object.entries(fields).find(([field]) => field !== 'name');
        setFormError(form ?? other?.[1] ?? (fields.name ? null : CREATE_BOARD_FAILED));
      },
      onError: () => setFormError(CREATE_BOARD_FAILED),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-test-id="create-board-form" aria-label="Create board">
      <Flex direction="column" gap={3}>
        <TextField
          id={`${id}-name`}
          label="Name"
          placeholder='Like "Places to go" or "Recipes to make"'
          value={name}
          autoComplete="off"
          onChange={({ value }) => {
            setName(value);
            setNameError(null);
          }}
          errorMessage={nameError ?? undefined}
          helperText={`${length}/${BOARD_NAME_MAX}`}
        />
        <Flex alignItems="center" gap={3}>
          <Switch id={`${id}-secret`} switched={secret} onChange={({ value }) => setSecret(value)} disabled={inFlight} />
          <Label htmlFor={`${id}-secret`}>
            <Text>Keep this board secret</Text>
          </Label>
        </Flex>
        <FormError message={formError} />
        <Box>
          <Flex gap={2} justifyContent="end">
            <Button text="Cancel" color="gray" onClick={onCancel} disabled={inFlight} />
            <Button text="Create" type="submit" color="red" disabled={inFlight} />
          </Flex>
        </Box>
      </Flex>
    </form>
  );
}

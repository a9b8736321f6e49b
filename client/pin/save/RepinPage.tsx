import { useRouter, type LocationDescriptor } from 'found';
import { Box, Button, Flex, Heading, Image, Layer, Link, Mask, ModalAlert, Spinner, Text, TextArea } from 'gestalt';
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import LimitedLoginModal from '../../account/LimitedLoginModal';
import { useDocumentTitle } from '../../account/LoginPage';
import { MODAL_Z_INDEX } from '../../account/modalZIndex';
import Redirect from '../../shell/Redirect';
import { useToast } from '../../shell/toast/ToastProvider';
import { closeupPath } from '../../viewer/closeupPath';
import { useViewer } from '../../viewer/ViewerContext';
import { charCount, firstText } from '../format';
import BoardPicker, { type BoardChoice } from './BoardPicker';
import type { RepinMode } from './repinMode';
import { useDeletePin } from './useDeletePin';
import { useSavePin } from './useSavePin';
import { useUnsavePin } from './useUnsavePin';
import { useUpdateSavedPin } from './useUpdateSavedPin';
import type { RepinPage_board$key } from './__generated__/RepinPage_board.graphql';
import type { RepinPage_pin$data, RepinPage_pin$key } from './__generated__/RepinPage_pin.graphql';

/** pin-card §9: board pin description max 500 characters. */
export const PIN_DESCRIPTION_MAX = 500;
export const DESCRIPTION_TOO_LONG = `Descriptions can be at most ${PIN_DESCRIPTION_MAX} characters.`;

interface Props {
  readonly pin: RepinPage_pin$key;
  /** The board of ?pinBoardId= (edit mode); null when not editing or unknown. */
  readonly board: RepinPage_board$key | null;
  readonly mode: RepinMode;
}

function DescriptionField({ value, onChange, error }: { readonly value: string; readonly onChange: (value: string) => void; readonly error: string | null }) {
  const id = useId();
  return (
    <TextArea
      id={`${id}-description`}
      label="Description"
      placeholder="Tell everyone what your Pin is about"
      value={value}
      onChange={({ value: next }) => onChange(next)}
      errorMessage={error ?? undefined}
      helperText={`${charCount(value)}/${PIN_DESCRIPTION_MAX}`}
    />
  );
}

/** The description's problem, or null. */
export function descriptionError(description: string): string | null {
  return charCount(description) > PIN_DESCRIPTION_MAX ? DESCRIPTION_TOO_LONG : null;
}

function PinPreview({ pin }: { readonly pin: RepinPage_pin$data }) {
  const title = firstText(pin.title);
  return (
    <Flex direction="column" gap={3}>
      {pin.image ? (
        <Box width={236} maxWidth="100%">
          <Mask rounding={4}>
            <Image src={pin.image.url} alt={firstText(pin.altText, pin.title) ?? 'Pin image'} naturalWidth={pin.image.width} naturalHeight={pin.image.height} color={pin.dominantColor} />
          </Mask>
        </Box>
      ) : null}
      {title ? (
        <Text weight="bold" lineClamp={2}>
          {title}
        </Text>
      ) : null}
    </Flex>
  );
}

const chosenText = (choice: { readonly boardName: string; readonly sectionTitle: string | null }) =>
  choice.sectionTitle ? `${choice.boardName} / ${choice.sectionTitle}` : choice.boardName;

/** New save: pick a board (or section), optionally a description, then Save; success opens the closeup. */
function SaveForm({ pin, closeup }: { readonly pin: RepinPage_pin$data; readonly closeup: string }) {
  const { router } = useRouter();
  const { save, inFlight } = useSavePin();
  const [choice, setChoice] = useState<BoardChoice | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [boardError, setBoardError] = useState<string | null>(null);

  const submit = () => {
    if (inFlight) return;
    const problem = descriptionError(description);
    setError(problem);
    if (!choice) setBoardError('Pick a board to save to.');
    if (problem || !choice) return;
    save(
      { pinId: pin.id, boardId: choice.boardId, sectionId: choice.sectionId, description: description.trim() || null },
      { onSuccess: () => router.push(closeup) },
    );
  };

  return (
    <Flex direction="column" gap={4}>
      <BoardPicker
        selectedBoardId={choice?.boardId ?? null}
        selectedSectionId={choice?.sectionId ?? null}
        busy={inFlight}
        onPick={(picked) => {
          setChoice(picked);
          setBoardError(null);
        }}
      />
      {choice ? (
        <Box data-test-id="repin-choice">
          <Text>
            Save to{' '}
            <Text inline weight="bold">
              {chosenText(choice)}
            </Text>
          </Text>
        </Box>
      ) : null}
      {boardError ? (
        <Box role="alert">
          <Text color="error">{boardError}</Text>
        </Box>
      ) : null}
      <DescriptionField
        value={description}
        error={error}
        onChange={(value) => {
          setDescription(value);
          setError(null);
        }}
      />
      <Flex justifyContent="end">
        <Button text="Save" color="red" size="lg" disabled={inFlight} onClick={submit} />
      </Flex>
    </Flex>
  );
}

/** Edit a saved pin: move it (board, section), change its description, remove it, or delete it (its pinner). */
function EditForm({ pin, board: boardKey, mode, closeup }: { readonly pin: RepinPage_pin$data; readonly board: RepinPage_board$key; readonly mode: RepinMode; readonly closeup: string }) {
  const board = useFragment(
    graphql`
      fragment RepinPage_board on Board {
        id
        entityId
        name
        url
      }
    `,
    boardKey,
  );
  const { router } = useRouter();
  const viewer = useViewer();
  const toast = useToast();
  const { update, inFlight: updating } = useUpdateSavedPin();
  const { unsave, inFlight: removing } = useUnsavePin();
  const { remove, inFlight: deleting } = useDeletePin();
  const busy = updating || removing || deleting;

  // Where it is saved now: the pin's own board/section when it is that board, else the viewer's save of it.
  const currentSection =
    (pin.board.entityId === board.entityId ? pin.section : null) ?? (pin.savedInfo?.boardId === board.entityId ? pin.savedInfo.section : null);
  const current: BoardChoice = {
    boardId: board.id,
    boardEntityId: board.entityId,
    boardName: board.name,
    sectionId: currentSection?.entityId ?? null,
    sectionTitle: currentSection?.title ?? null,
  };
  const [choice, setChoice] = useState<BoardChoice>(current);
  const [description, setDescription] = useState(pin.description);
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isPinner = viewer.userId !== null && viewer.userId === pin.pinner.entityId;
  // After removing the save: the pin the person tapped, else home.
  const afterRemoval = mode.originalPinId && mode.originalPinId !== pin.entityId ? `/pin/${encodeURIComponent(mode.originalPinId)}/` : '/';

  const submit = () => {
    if (busy) return;
    const problem = descriptionError(description);
    setError(problem);
    if (problem) return;
    const moved = choice.boardId !== current.boardId;
    const sectionChanged = moved || choice.sectionId !== current.sectionId;
    update(
      {
        pinId: pin.id,
        boardId: current.boardId,
        newBoardId: moved ? choice.boardId : null,
        ...(sectionChanged ? { sectionId: choice.sectionId ?? '' } : {}),
        ...(description !== pin.description ? { description } : {}),
      },
      {
        onSuccess: (result) => {
          toast.show({ text: `Saved to ${chosenText(result)}`, dataTestId: 'update-save-toast' });
          router.push(closeup);
        },
      },
    );
  };

  return (
    <Flex direction="column" gap={4}>
      <Box data-test-id="repin-saved-to">
        <Text>
          Saved to{' '}
          <Link href={board.url} display="inline" underline="always">
            {board.name}
          </Link>
          {current.sectionTitle ? ` / ${current.sectionTitle}` : null}
        </Text>
      </Box>
      <BoardPicker selectedBoardId={choice.boardId} selectedSectionId={choice.sectionId} busy={busy} onPick={setChoice} />
      {choice.boardId !== current.boardId || choice.sectionId !== current.sectionId ? (
        <Box data-test-id="repin-choice">
          <Text>
            Move to{' '}
            <Text inline weight="bold">
              {chosenText(choice)}
            </Text>
          </Text>
        </Box>
      ) : null}
      <DescriptionField
        value={description}
        error={error}
        onChange={(value) => {
          setDescription(value);
          setError(null);
        }}
      />
      <Flex justifyContent="between" wrap gap={2}>
        <Flex gap={2}>
          <Button
            text="Remove from board"
            color="gray"
            disabled={busy}
            onClick={() => unsave({ pinId: pin.id, boardId: current.boardId }, { onSuccess: () => router.push(afterRemoval) })}
          />
          {isPinner ? <Button text="Delete Pin" color="gray" disabled={busy} onClick={() => setConfirmDelete(true)} /> : null}
        </Flex>
        <Button text="Save" color="red" size="lg" disabled={busy} onClick={submit} />
      </Flex>
      {confirmDelete ? (
        <Layer zIndex={MODAL_Z_INDEX}>
          <ModalAlert
            accessibilityModalLabel="Delete this Pin?"
            heading="Delete this Pin?"
            onDismiss={() => setConfirmDelete(false)}
            primaryAction={{
              role: 'button',
              label: 'Delete',
              accessibilityLabel: 'Delete',
              onClick: () => {
                setConfirmDelete(false);
                // Applied at once (platform §4): the pin leaves the store, so leave its page first.
                router.push('/');
                remove(pin.id);
              },
            }}
            secondaryAction={{ role: 'button', label: 'Cancel', accessibilityLabel: 'Cancel', onClick: () => setConfirmDelete(false) }}
          >
            <Text>Once you delete a Pin, you can&apos;t undo it.</Text>
          </ModalAlert>
        </Layer>
      ) : null}
    </Flex>
  );
}

/** One-tap save (explore-local tab): a quick save at once, then back where the person came from. */
function OneTapSave({ pin, back }: { readonly pin: RepinPage_pin$data; readonly back: LocationDescriptor }) {
  const { router } = useRouter();
  const { save } = useSavePin();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const done = () => router.replace(back);
    if (!save({ pinId: pin.id, boardId: null }, { onSuccess: done, onFailure: done })) done();
  }, [back, pin.id, router, save]);
  return <Spinner show accessibilityLabel="Saving" />;
}

/**
 * /pin/{id}/repin/ (pin-card §2): save a pin to a board (members only: logged out goes to log in and
 * back here, limited login confirms the password first); with ?isEditingPin=true&pinBoardId=… change
 * or remove that save, or delete the pin; with state isOneTapSave a quick save straight away.
 */
export default function RepinPage({ pin: pinKey, board, mode }: Props) {
  const pin = useFragment(
    graphql`
      fragment RepinPage_pin on Pin {
        id
        entityId
        seoUrl
        title
        altText
        description
        dominantColor
        image(size: W236) {
          url
          width
          height
        }
        pinner {
          entityId
        }
        board {
          entityId
        }
        section {
          entityId
          title
        }
        savedInfo {
          boardId
          section {
            entityId
            title
          }
        }
      }
    `,
    pinKey,
  );
  const { match } = useRouter();
  const viewer = useViewer();
  const [limitedDismissed, setLimitedDismissed] = useState(false);
  const editing = mode.editing && board !== null;
  useDocumentTitle(editing ? 'Edit your Pin | Corkboard' : 'Save Pin | Corkboard');
  const closeup = closeupPath({ entityId: pin.entityId, seoUrl: pin.seoUrl }, viewer.kind);

  if (viewer.kind === 'anonymous') {
    const here = `${match.location.pathname}${match.location.search}`;
    return <Redirect to={`/login?next=${encodeURIComponent(here)}`} />;
  }
  if (viewer.kind === 'member' && mode.oneTap) return <OneTapSave pin={pin} back={mode.origin ?? closeup} />;

  return (
    <Box paddingY={8} paddingX={4} display="flex" justifyContent="center" data-test-id="repin-page">
      <Box width="100%" maxWidth={760}>
        <Flex direction="column" gap={6}>
          <Heading accessibilityLevel={1} size="400">
            {editing ? 'Edit your Pin' : 'Save Pin'}
          </Heading>
          <Box display="flex" direction="column" mdDirection="row" alignItems="start">
            <Box marginEnd={0} mdMarginEnd={6} marginBottom={4}>
              <PinPreview pin={pin} />
            </Box>
            <Box flex="grow" width="100%">
              {viewer.kind === 'limited' ? (
                <Flex direction="column" gap={3}>
                  <Text>Confirm it&apos;s you to save this Pin.</Text>
                  <Flex gap={2}>
                    <Button text="Continue" color="red" onClick={() => setLimitedDismissed(false)} />
                    <Link href={closeup} display="inline">
                      <Text underline>Back to the Pin</Text>
                    </Link>
                  </Flex>
                  {limitedDismissed ? null : <LimitedLoginModal onDismiss={() => setLimitedDismissed(true)} />}
                </Flex>
              ) : editing && board ? (
                <EditForm pin={pin} board={board} mode={mode} closeup={closeup} />
              ) : (
                <SaveForm pin={pin} closeup={closeup} />
              )}
            </Box>
          </Box>
        </Flex>
      </Box>
    </Box>
  );
}

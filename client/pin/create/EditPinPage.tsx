import { useRouter } from 'found';
import { Box, Button, Flex, Heading, Text } from 'gestalt';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { FormError } from '../../account/formErrors';
import ConfirmModal from '../../board/ConfirmModal';
import EditorFrame from '../../board/EditorFrame';
import Closeup from '../../closeup/Closeup';
import { useToast } from '../../shell/toast/ToastProvider';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import type { BoardChoice } from '../save/BoardPicker';
import { useDeletePin } from '../save/useDeletePin';
import BoardField from './BoardField';
import LimitedLoginGate from './LimitedLoginGate';
import PinFieldsForm from './PinFieldsForm';
import { hasErrors, pinFieldErrors, sectionNodeId, type PinFieldErrors, type PinFields } from './pinFields';
import { useUpdatePin, type UpdatePinInput } from './useUpdatePin';
import type { EditPinPage_pin$key } from './__generated__/EditPinPage_pin.graphql';

export const CANT_EDIT = "You can't edit this Pin";

/**
 * /pin/{id}/edit (issue 16): the pin's owner changes its title, description, link, alt text, board
 * and section, or deletes it (applied at once, then back to its board). A Modal over the closeup on
 * a desktop, a page of its own on a phone; anyone else is told they can't edit it.
 */
function EditPin({ pin }: { readonly pin: EditPinPage_pin$key }) {
  const data = useFragment(
    graphql`
      fragment EditPinPage_pin on Pin {
        id
        entityId
        seoUrl
        title
        description
        link
        altText
        viewerCanEdit
        board {
          id
          entityId
          name
          url
        }
        section {
          entityId
          title
        }
        ...Closeup_pin
      }
    `,
    pin,
  );
  useDocumentTitle('Edit Pin | Corkboard');
  const { router } = useRouter();
  const toast = useToast();
  const { update, inFlight: saving } = useUpdatePin();
  const { remove, inFlight: deleting } = useDeletePin();
  const initialFields: PinFields = { title: data.title, description: data.description, link: data.link ?? '', altText: data.altText ?? '' };
  const current: BoardChoice = {
    boardId: data.board.id,
    boardEntityId: data.board.entityId,
    boardName: data.board.name,
    sectionId: data.section?.entityId ?? null,
    sectionTitle: data.section?.title ?? null,
  };
  const [fields, setFields] = useState<PinFields>(initialFields);
  const [choice, setChoice] = useState<BoardChoice>(current);
  const [errors, setErrors] = useState<PinFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const busy = saving || deleting;
  const close = () => router.push(data.seoUrl);

  if (!data.viewerCanEdit) {
    return (
      <Box paddingX={4} paddingY={12} display="flex" justifyContent="center" data-test-id="edit-pin-refused">
        <Flex direction="column" alignItems="center" gap={4}>
          <Heading accessibilityLevel={1} size="400">
            {CANT_EDIT}
          </Heading>
          <Text align="center">Only the person who made a Pin can edit it. You can still save it to your own boards.</Text>
          <Button text="Go to the Pin" color="red" onClick={close} />
        </Flex>
      </Box>
    );
  }

  const save = () => {
    if (busy) return;
    const problems = pinFieldErrors(fields);
    setErrors(problems);
    setFormError(null);
    if (hasErrors(problems)) return;
    const input: { -readonly [K in keyof UpdatePinInput]: UpdatePinInput[K] } = { pinId: data.id };
    if (fields.title !== initialFields.title) input.title = fields.title.trim();
    if (fields.description !== initialFields.description) input.description = fields.description;
    if (fields.link !== initialFields.link) input.link = fields.link.trim();
    if (fields.altText !== initialFields.altText) input.altText = fields.altText;
    if (choice.boardId !== current.boardId) input.boardId = choice.boardId;
    if (choice.boardId !== current.boardId || choice.sectionId !== current.sectionId) input.sectionId = sectionNodeId(choice.sectionId);
    update(input, (result) => {
      if ('message' in result) {
        setFormError(result.message);
        return;
      }
      toast.show({ text: 'Pin saved', dataTestId: 'pin-updated-toast' });
      router.push(result.url);
    });
  };

  const boardUrl = data.board.url;
  return (
    <EditorFrame
      heading="Edit Pin"
      page={
        // Behind the dialog: seen, not reachable (its Save buttons are not the editor's).
        <div inert aria-hidden="true">
          <Closeup pin={data} />
        </div>
      }
      onClose={close}
      dataTestId="edit-pin"
      overlay={
        confirmDelete ? (
          <ConfirmModal
            heading="Delete this Pin?"
            confirmText="Delete"
            onDismiss={() => setConfirmDelete(false)}
            onConfirm={() => {
              setConfirmDelete(false);
              // Applied at once (platform §4): the pin leaves the store, so leave its pages first.
              router.push(boardUrl);
              remove(data.id);
            }}
          >
            <Text>Once you delete a Pin, you can&apos;t undo it.</Text>
          </ConfirmModal>
        ) : null
      }
    >
      <Flex direction="column" gap={4}>
        <FormError message={formError} />
        <PinFieldsForm fields={fields} errors={errors} disabled={busy} onChange={setFields} />
        <BoardField choice={choice} disabled={busy} onChange={setChoice} />
        <Flex justifyContent="between" gap={2} wrap>
          <Button text="Delete" color="gray" disabled={busy} onClick={() => setConfirmDelete(true)} />
          <Flex gap={2}>
            <Button text="Cancel" color="gray" disabled={busy} onClick={close} />
            <Button text="Save" color="red" disabled={busy} onClick={save} />
          </Flex>
        </Flex>
      </Flex>
    </EditorFrame>
  );
}

/** The editor, behind the limited-login gate ('Log in to edit this Pin': a limited login confirms the password first). */
export default function EditPinPage({ pin }: { readonly pin: EditPinPage_pin$key }) {
  return (
    <LimitedLoginGate reason="edit" title="Edit Pin | Corkboard">
      <EditPin pin={pin} />
    </LimitedLoginGate>
  );
}

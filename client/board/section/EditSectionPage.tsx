import { useRouter } from 'found';
import { Box, Button, Divider, Flex, RadioGroup, TapArea, Text, TextField } from 'gestalt';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { FormError } from '../../account/formErrors';
import { useToast } from '../../shell/toast/ToastProvider';
import ConfirmModal from '../ConfirmModal';
import EditorFrame from '../EditorFrame';
import SectionPage from './SectionPage';
import { SECTION_TITLE_MAX, SECTION_WRITE_FAILED, sectionTitleError, unlistSection, useDeleteSectionMutation, useUpdateSectionMutation } from './sectionMutations';
import type { EditSectionPage_section$key } from './__generated__/EditSectionPage_section.graphql';

type PinsChoice = 'KEEP' | 'DELETE';

/**
 * /boardsection/{id}/edit: rename a section, or delete it (its Pins kept on the board or deleted
 * too), for its board's owner and collaborators. A Modal over the section page on a desktop, a page
 * of its own on a phone. Closing goes back; a rename goes to the section's new address, a delete to
 * the board.
 */
export default function EditSectionPage({ section }: { readonly section: EditSectionPage_section$key }) {
  const data = useFragment(
    graphql`
      fragment EditSectionPage_section on BoardSection {
        id
        title
        url
        board {
          id
          url
          archived
          viewerRole
        }
        ...SectionPage_section
      }
    `,
    section,
  );
  const id = useId();
  const { match, router } = useRouter();
  const toast = useToast();
  const [update, updating] = useUpdateSectionMutation();
  const [remove, removing] = useDeleteSectionMutation();
  const [title, setTitle] = useState(data.title);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pins, setPins] = useState<PinsChoice>('KEEP');
  const busy = updating || removing;
  const fromSection = (match.location.state as { fromSection?: unknown } | null | undefined)?.fromSection === true;
  const board = data.board ?? null;

  const close = () => {
    if (fromSection) router.go(-1);
    else router.replace(data.url);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setFormError(null);
    const problem = sectionTitleError(title);
    setTitleError(problem);
    if (problem) return;
    if (title.trim() === data.title) {
      close();
      return;
    }
    update({
      variables: { input: { sectionId: data.id, title: title.trim() } },
      onCompleted: ({ updateBoardSection }) => {
        const saved = updateBoardSection.section;
        if (saved && updateBoardSection.errors.length === 0) {
          router.replace(saved.url);
          return;
        }
        const onField = updateBoardSection.errors.find((error) => error.field === 'title');
        setTitleError(onField?.message ?? null);
        if (!onField) setFormError(updateBoardSection.errors[0]?.message ?? SECTION_WRITE_FAILED);
      },
      onError: () => setFormError(SECTION_WRITE_FAILED),
    });
  };

  const confirmDelete = () => {
    if (busy || !board) return;
    remove({
      variables: { input: { sectionId: data.id, pins } },
      updater: (store, answer) => {
        if (answer?.deleteBoardSection.deletedSectionId) unlistSection(store, board.id, data.id);
      },
      onCompleted: ({ deleteBoardSection }) => {
        setConfirming(false);
        if (!deleteBoardSection.deletedSectionId || deleteBoardSection.errors.length > 0) {
          setFormError(deleteBoardSection.errors[0]?.message ?? SECTION_WRITE_FAILED);
          return;
        }
        toast.show({ text: `Deleted section "${data.title}"`, dataTestId: 'section-deleted-toast' });
        router.replace(board.url);
      },
      onError: () => {
        setConfirming(false);
        setFormError(SECTION_WRITE_FAILED);
      },
    });
  };

  // Only the board's owner and collaborators change its sections, and not while it is archived.
  if (!board || board.archived || board.viewerRole === 'NONE') return <SectionPage section={data} />;

  const form = (
    <form onSubmit={submit} noValidate aria-label="Edit section" data-test-id="edit-section-form">
      <Flex direction="column" gap={4}>
        <TextField
          id={`${id}-title`}
          label="Name"
          value={title}
          autoComplete="off"
          disabled={busy}
          onChange={({ value }) => {
            setTitle(value);
            setTitleError(null);
          }}
          errorMessage={titleError ?? undefined}
          helperText={`${[...title.trim()].length}/${SECTION_TITLE_MAX}`}
        />
        <Divider />
        <TapArea role="button" accessibilityLabel="Delete section" onTap={() => setConfirming(true)} rounding={2} disabled={busy}>
          <Box paddingY={1}>
            <Text weight="bold">Delete section</Text>
            <Text size="100" color="subtle">
              Its Pins can stay on the board or be deleted with it.
            </Text>
          </Box>
        </TapArea>
        <FormError message={formError} />
        <Flex justifyContent="end">
          <Button text="Done" type="submit" color="red" size="lg" disabled={busy} />
        </Flex>
      </Flex>
    </form>
  );

  const confirm = confirming ? (
    <ConfirmModal heading="Delete this section?" confirmText="Delete" onDismiss={() => setConfirming(false)} onConfirm={confirmDelete} disabled={removing}>
      <RadioGroup id={`${id}-pins`} legend="What happens to its Pins?" direction="column">
        <RadioGroup.RadioButton id={`${id}-keep`} checked={pins === 'KEEP'} label="Keep its Pins on the board" name="section-pins" value="KEEP" onChange={() => setPins('KEEP')} />
        <RadioGroup.RadioButton id={`${id}-delete`} checked={pins === 'DELETE'} label="Delete its Pins too" name="section-pins" value="DELETE" onChange={() => setPins('DELETE')} />
      </RadioGroup>
    </ConfirmModal>
  ) : null;

  return (
    <EditorFrame heading="Edit section" page={<SectionPage section={data} />} onClose={close} dataTestId="edit-section" overlay={confirm}>
      {form}
    </EditorFrame>
  );
}

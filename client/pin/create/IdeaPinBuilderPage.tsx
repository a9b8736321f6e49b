import { useRouter } from 'found';
import { Button, Flex, IconButton, Text, TextArea } from 'gestalt';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../shell/toast/ToastProvider';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useViewer } from '../../viewer/ViewerContext';
import type { BoardChoice } from '../save/BoardPicker';
import BoardField from './BoardField';
import BuilderFrame from './BuilderFrame';
import LimitedLoginGate from './LimitedLoginGate';
import { clearDraft, draftKey, emptyDraft, isEmptyDraft, loadDraft, saveDraft, type DraftBlock, type PinDraft } from './draft';
import ImageDropZone, { type ImageDropZoneHandle } from './ImageDropZone';
import PinFieldsForm from './PinFieldsForm';
import { BOARD_REQUIRED, hasErrors, pinFieldErrors, sectionNodeId, STORY_PAGES_MAX, type PinFieldErrors, type PinFields } from './pinFields';
import UploadTile from './UploadTile';
import { useCreatePin } from './useCreatePin';
import { toDraftImage, useImageUploads } from './useImageUploads';
import { FAILED_IMAGES, pinGuid, STILL_UPLOADING } from './publishRules';

export type BlockType = 'HEADING' | 'PARAGRAPH';
export interface Block {
  readonly id: number;
  readonly type: BlockType;
  readonly text: string;
}

export const NO_PAGES = 'Add at least one page (an image) to publish your Idea Pin.';
export const TOO_MANY_PAGES = `An Idea Pin has at most ${STORY_PAGES_MAX} pages.`;
export const BLOCK_TEXT_MAX = 500;

let blockIds = 0;

/** Stored blocks with ids for their text fields again. */
const withIds = (stored: Readonly<Record<string, ReadonlyArray<DraftBlock>>>): Record<string, ReadonlyArray<Block>> =>
  Object.fromEntries(Object.entries(stored).map(([key, list]) => [key, list.map((block) => ({ ...block, id: (blockIds += 1) }))]));

function PageBlocks({ blocks, onChange, page, disabled }: { readonly blocks: ReadonlyArray<Block>; readonly onChange: (blocks: ReadonlyArray<Block>) => void; readonly page: number; readonly disabled: boolean }) {
  const set = (id: number, text: string) => onChange(blocks.map((block) => (block.id === id ? { ...block, text } : block)));
  return (
    <Flex direction="column" gap={2}>
      {blocks.map((block) => (
        <Flex key={block.id} gap={1} alignItems="start">
          <Flex.Item flex="grow">
            <TextArea
              id={`idea-page-${page}-block-${block.id}`}
              label={block.type === 'HEADING' ? `Heading, page ${page}` : `Paragraph, page ${page}`}
              value={block.text}
              rows={block.type === 'HEADING' ? 1 : 3}
              disabled={disabled}
              onChange={({ value }) => set(block.id, value.slice(0, BLOCK_TEXT_MAX))}
            />
          </Flex.Item>
          <IconButton icon="trash-can" size="xs" accessibilityLabel={`Remove this ${block.type === 'HEADING' ? 'heading' : 'paragraph'}`} disabled={disabled} onClick={() => onChange(blocks.filter((other) => other.id !== block.id))} />
        </Flex>
      ))}
      <Flex gap={2} alignItems="center" wrap>
        {(['HEADING', 'PARAGRAPH'] as const).map((type) => {
          const word = type === 'HEADING' ? 'heading' : 'paragraph';
          return (
            <Button
              key={type}
              text={`Add ${word}`}
              size="sm"
              color="gray"
              iconEnd="add"
              disabled={disabled}
              accessibilityLabel={`Add ${word} to page ${page}`}
              onClick={() => onChange([...blocks, { id: (blockIds += 1), type, text: '' }])}
            />
          );
        })}
      </Flex>
    </Flex>
  );
}

/**
 * /idea-pin-builder (issue 16): an idea pin of 1–20 pages, each an uploaded image with text blocks
 * (headings and paragraphs), a title and a board; published as one pin (createPin storyPages). The
 * draft survives a reload as the pin builder's does.
 */
function IdeaPinBuilder() {
  useDocumentTitle('Create Idea Pin | Corkboard');
  const viewer = useViewer();
  const key = draftKey(viewer.userId, 'idea');
  const [initial] = useState<PinDraft>(() => loadDraft(key) ?? emptyDraft());
  const uploads = useImageUploads(initial.images);
  const [guid] = useState(initial.guid);
  const [fields, setFields] = useState<PinFields>(initial.fields);
  const [board, setBoard] = useState<BoardChoice | null>(initial.board);
  const [blocks, setBlocks] = useState<Readonly<Record<string, ReadonlyArray<Block>>>>(() => withIds(initial.blocks ?? {}));
  const finished = useRef(false);
  const [errors, setErrors] = useState<PinFieldErrors>({});
  const [boardError, setBoardError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const dropZone = useRef<ImageDropZoneHandle | null>(null);
  const createPin = useCreatePin();
  const { router } = useRouter();
  const toast = useToast();
  const { items } = uploads;

  // Kept in localStorage as the pin builder's draft is, until it is published.
  useEffect(() => {
    if (finished.current) return;
    const draft: PinDraft = {
      ...emptyDraft(),
      guid,
      fields,
      board,
      images: items.map(toDraftImage).filter((image) => image !== null),
      blocks: Object.fromEntries(items.map((item) => [item.key, (blocks[item.key] ?? []).map(({ type, text }) => ({ type, text }))])),
    };
    if (isEmptyDraft(draft)) clearDraft(key);
    else saveDraft(key, draft);
  }, [key, guid, fields, board, items, blocks]);

  const publish = async () => {
    if (publishing) return;
    const problems = pinFieldErrors(fields);
    setErrors(problems);
    let problem: string | null = null;
    if (items.length === 0) problem = NO_PAGES;
    else if (items.length > STORY_PAGES_MAX) problem = TOO_MANY_PAGES;
    else if (items.some((item) => item.status === 'uploading' || item.status === 'processing')) problem = STILL_UPLOADING;
    else if (items.some((item) => item.status === 'failed' || !item.uploadId)) problem = FAILED_IMAGES;
    setFormError(problem);
    setBoardError(board ? null : BOARD_REQUIRED);
    if (problem || hasErrors(problems) || !board) return;
    setPublishing(true);
    try {
      const pin = await createPin({
        boardId: board.boardId,
        sectionId: sectionNodeId(board.sectionId),
        method: 'UPLOADED',
        title: fields.title.trim(),
        guid: pinGuid(guid, 'idea'),
        storyPages: items.map((item) => ({
          uploadId: item.uploadId,
          blocks: (blocks[item.key] ?? []).filter((block) => block.text.trim() !== '').map((block) => ({ type: block.type, text: block.text.trim() })),
        })),
      });
      finished.current = true;
      clearDraft(key);
      toast.show({ text: `Saved to ${pin.boardName}`, primaryAction: { label: 'See board', href: pin.boardUrl }, dataTestId: 'pin-published-toast' });
      router.push(pin.url);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : null);
    } finally {
      setPublishing(false);
    }
  };

  return (
    <BuilderFrame
      heading="Create Idea Pin"
      dataTestId="idea-pin-builder"
      error={formError}
      mediaColumns={7}
      actions={<Button text="Publish" color="red" size="lg" disabled={publishing} onClick={() => void publish()} />}
      media={
        <Flex direction="column" gap={4}>
          {items.length > 0 ? (
            <ol aria-label="Pages" style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 16 }}>
              {items.map((item, index) => (
                <UploadTile
                  key={item.key}
                  item={item}
                  caption={`Page ${index + 1}`}
                  disabled={publishing}
                  onRemove={() => uploads.remove(item.key)}
                  onReplace={() => {
                    uploads.remove(item.key);
                    dropZone.current?.open();
                  }}
                >
                  <PageBlocks page={index + 1} blocks={blocks[item.key] ?? []} disabled={publishing} onChange={(next) => setBlocks((all) => ({ ...all, [item.key]: next }))} />
                </UploadTile>
              ))}
            </ol>
          ) : null}
          {items.length < STORY_PAGES_MAX ? (
            <ImageDropZone
              ref={dropZone}
              onFiles={(files) => uploads.add(files.slice(0, STORY_PAGES_MAX - items.length))}
              disabled={publishing}
              hint={`Each image is a page (${items.length}/${STORY_PAGES_MAX}). Add headings and paragraphs to each page.`}
            />
          ) : (
            <Text color="subtle">{TOO_MANY_PAGES}</Text>
          )}
        </Flex>
      }
      form={
        <Flex direction="column" gap={4}>
          <PinFieldsForm fields={fields} errors={errors} disabled={publishing} onChange={setFields} only={['title']} />
          <BoardField
            choice={board}
            error={boardError}
            disabled={publishing}
            onChange={(choice) => {
              setBoard(choice);
              setBoardError(null);
            }}
          />
        </Flex>
      }
    />
  );
}

/** The idea pin builder, behind the limited-login gate (a limited login confirms the password first). */
export default function IdeaPinBuilderPage() {
  return (
    <LimitedLoginGate reason="create" title="Create Idea Pin | Corkboard">
      <IdeaPinBuilder />
    </LimitedLoginGate>
  );
}

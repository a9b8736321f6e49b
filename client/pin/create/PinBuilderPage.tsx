import { useRouter } from 'found';
import { Button, Flex, Switch, Text } from 'gestalt';
import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../shell/toast/ToastProvider';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useViewer } from '../../viewer/ViewerContext';
import type { BoardChoice } from '../save/BoardPicker';
import BoardField from './BoardField';
import BuilderFrame from './BuilderFrame';
import LimitedLoginGate from './LimitedLoginGate';
import CarouselSlotForm from './CarouselSlotForm';
import { clearDraft, draftKey, emptyDraft, isEmptyDraft, loadDraft, newGuid, saveDraft, type PinDraft } from './draft';
import ImageDropZone, { type ImageDropZoneHandle } from './ImageDropZone';
import PinFieldsForm from './PinFieldsForm';
import {
  BOARD_REQUIRED,
  CAROUSEL_MAX,
  CAROUSEL_MIN,
  emptySlot,
  hasErrors,
  pinFieldErrors,
  sectionNodeId,
  slotFieldErrors,
  type CarouselSlotErrors,
  type CarouselSlotFields,
  type PinFieldErrors,
  type PinFields,
} from './pinFields';
import UploadTile from './UploadTile';
import { useCreatePin, type CreatedPin, type CreatePinInput } from './useCreatePin';
import { carouselSizeProblem, imagesProblem, pinGuid } from './publishRules';
import { toDraftImage, useImageUploads, type UploadItem } from './useImageUploads';

export const CARD_ERRORS = 'Fix the highlighted fields of the carousel cards.';

const EMPTY_SLOT: CarouselSlotFields = emptySlot();

/** Read by screen readers, not shown (the announcement of a moved card). */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * /pin-builder, /pin/create/ and /pin-editor (issue 16): pick or drop one or many images, watch them
 * upload and process, fill in the pin and choose its board (or make one), publish: one pin per
 * image, or one carousel of 2–5 whose cards have their own title, details and link and can be put
 * in order. The draft is kept in localStorage until it is published.
 */
function PinBuilder() {
  useDocumentTitle('Create Pin | Corkboard');
  const viewer = useViewer();
  const key = draftKey(viewer.userId);
  const [initial] = useState<PinDraft>(() => loadDraft(key) ?? emptyDraft());
  const [restored] = useState(() => !isEmptyDraft(initial));
  const uploads = useImageUploads(initial.images);
  const [guid, setGuid] = useState(initial.guid);
  const [fields, setFields] = useState<PinFields>(initial.fields);
  const [board, setBoard] = useState<BoardChoice | null>(initial.board);
  const [carousel, setCarousel] = useState(initial.carousel);
  const [slots, setSlots] = useState<Readonly<Record<string, CarouselSlotFields>>>(initial.slots ?? {});
  const [slotErrors, setSlotErrors] = useState<Readonly<Record<string, CarouselSlotErrors>>>({});
  const [moved, setMoved] = useState('');
  const [errors, setErrors] = useState<PinFieldErrors>({});
  const [boardError, setBoardError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [boardKey, setBoardKey] = useState(0);
  const finished = useRef(false);
  const dropZone = useRef<ImageDropZoneHandle | null>(null);
  const createPin = useCreatePin();
  const { router } = useRouter();
  const toast = useToast();
  const carouselId = useId();
  const { items } = uploads;
  const slotOf = (itemKey: string): CarouselSlotFields => slots[itemKey] ?? EMPTY_SLOT;

  // The draft follows every change (a reload picks it up); nothing is kept once it is published.
  useEffect(() => {
    if (finished.current) return;
    const images = items.map(toDraftImage).filter((image) => image !== null);
    // The cards of the images still here (a removed image's card goes with it).
    const kept = Object.fromEntries(images.flatMap((image) => (slots[image.key] ? [[image.key, slots[image.key]!]] : [])));
    const draft: PinDraft = { version: 1, guid, fields, board, carousel, images, ...(Object.keys(kept).length > 0 ? { slots: kept } : {}) };
    if (isEmptyDraft(draft)) clearDraft(key);
    else saveDraft(key, draft);
  }, [key, guid, fields, board, carousel, items, slots]);

  const startOver = () => {
    uploads.clear();
    setFields(emptyDraft().fields);
    setBoard(null);
    setBoardKey((value) => value + 1);
    setCarousel(false);
    setSlots({});
    setSlotErrors({});
    setMoved('');
    setErrors({});
    setBoardError(null);
    setFormError(null);
    setGuid(newGuid());
    clearDraft(key);
  };

  const published = (pins: ReadonlyArray<CreatedPin>) => {
    finished.current = true;
    clearDraft(key);
    const [first] = pins;
    if (!first) return;
    if (pins.length === 1) {
      toast.show({ text: `Saved to ${first.boardName}`, primaryAction: { label: 'See board', href: first.boardUrl }, dataTestId: 'pin-published-toast' });
      router.push(first.url);
    } else {
      toast.show({ text: `${pins.length} Pins published to ${first.boardName}`, dataTestId: 'pin-published-toast' });
      router.push(first.boardUrl);
    }
  };

  const publish = async () => {
    if (publishing) return;
    const fieldErrors = pinFieldErrors(fields);
    setErrors(fieldErrors);
    const cardErrors: Record<string, CarouselSlotErrors> = {};
    if (carousel) for (const item of items) cardErrors[item.key] = slotFieldErrors(slotOf(item.key));
    setSlotErrors(cardErrors);
    const badCards = Object.values(cardErrors).some(hasErrors);
    const problem = imagesProblem(items, carousel) ?? (badCards ? CARD_ERRORS : null);
    setFormError(problem);
    setBoardError(board ? null : BOARD_REQUIRED);
    if (hasErrors(fieldErrors) || problem || !board) return;
    const ready = items.filter((item): item is UploadItem & { uploadId: string } => item.status === 'succeeded' && item.uploadId !== null);
    const common: CreatePinInput = {
      boardId: board.boardId,
      sectionId: sectionNodeId(board.sectionId),
      method: 'UPLOADED',
      title: fields.title.trim(),
      description: fields.description,
      link: fields.link.trim() || null,
      altText: fields.altText,
    };
    setPublishing(true);
    const made: CreatedPin[] = [];
    try {
      if (carousel) {
        const carouselSlots = ready.map((item) => {
          const card = slotOf(item.key);
          return { uploadId: item.uploadId, title: card.title.trim(), details: card.details, link: card.link.trim() || null };
        });
        made.push(await createPin({ ...common, guid: pinGuid(guid, 'carousel'), carouselSlots }));
      } else {
        for (const item of ready) {
          made.push(await createPin({ ...common, guid: pinGuid(guid, item.key), uploadId: item.uploadId }));
          // Published: a retry of the rest leaves it out (and its guid would answer the same pin anyway).
          if (ready.length > 1) uploads.remove(item.key);
        }
      }
      published(made);
    } catch (error) {
      setFormError(
        made.length > 0
          ? `${made.length} of ${ready.length} Pins were published. ${error instanceof Error ? error.message : ''} Publish again to send the rest.`
          : error instanceof Error
            ? error.message
            : null,
      );
    } finally {
      setPublishing(false);
    }
  };

  // Shown from 2 images, and while it is on (a draft may hold fewer or more than a carousel takes).
  const canCarousel = items.length >= CAROUSEL_MIN || carousel;
  const carouselSize = carousel && items.length > 0 ? carouselSizeProblem(items.length) : null;
  const moveCard = (from: number, step: -1 | 1) => {
    const to = from + step;
    const item = items[from];
    if (!item || to < 0 || to >= items.length) return;
    const keys = items.map((each) => each.key);
    keys.splice(from, 1);
    keys.splice(to, 0, item.key);
    uploads.reorder(keys);
    setMoved(`${item.fileName} is now image ${to + 1} of ${items.length}.`);
  };
  return (
    <BuilderFrame
      heading="Create Pin"
      dataTestId="pin-builder"
      error={formError}
      actions={
        <>
          {restored || items.length > 0 ? <Button text="Start over" color="gray" disabled={publishing} onClick={startOver} /> : null}
          <Button text="Publish" color="red" size="lg" disabled={publishing} onClick={() => void publish()} />
        </>
      }
      note={
        restored ? (
          <Text size="200" color="subtle">
            We kept your draft from last time.
          </Text>
        ) : null
      }
      media={
        <Flex direction="column" gap={4}>
          <ImageDropZone ref={dropZone} onFiles={uploads.add} disabled={publishing} hint="JPEG, PNG, WebP, GIF or AVIF, up to 20 MB each. Several images make several Pins, or one carousel." />
          {items.length > 0 ? (
            <ul aria-label="Images" style={{ margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: `repeat(auto-fill, minmax(${carousel ? 220 : 150}px, 1fr))` }}>
              {items.map((item, index) => (
                <UploadTile
                  key={item.key}
                  item={item}
                  caption={carousel ? `Image ${index + 1}` : undefined}
                  disabled={publishing}
                  onRemove={() => uploads.remove(item.key)}
                  onReplace={() => {
                    uploads.remove(item.key);
                    dropZone.current?.open();
                  }}
                >
                  {carousel ? (
                    <CarouselSlotForm
                      index={index}
                      count={items.length}
                      slot={slotOf(item.key)}
                      errors={slotErrors[item.key] ?? {}}
                      disabled={publishing}
                      onMove={(step) => moveCard(index, step)}
                      onChange={(slot) => setSlots((current) => ({ ...current, [item.key]: slot }))}
                    />
                  ) : null}
                </UploadTile>
              ))}
            </ul>
          ) : null}
          <div role="status" style={VISUALLY_HIDDEN}>
            {carousel ? moved : ''}
          </div>
          {canCarousel ? (
            <Flex alignItems="center" gap={3}>
              <Switch id={carouselId} switched={carousel} disabled={publishing} onChange={() => setCarousel((value) => !value)} />
              <label htmlFor={carouselId}>
                <Text>Carousel: one Pin of {CAROUSEL_MIN}–{CAROUSEL_MAX} images instead of a Pin for each</Text>
              </label>
            </Flex>
          ) : null}
          {carouselSize && carouselSize !== formError ? (
            <Text size="200" color="error">
              {carouselSize}
            </Text>
          ) : null}
        </Flex>
      }
      form={
        <Flex direction="column" gap={4}>
          <PinFieldsForm fields={fields} errors={errors} disabled={publishing} onChange={setFields} />
          <BoardField
            key={boardKey}
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

/** The builder, behind the limited-login gate (a limited login confirms the password first). */
export default function PinBuilderPage() {
  return (
    <LimitedLoginGate reason="create" title="Create Pin | Corkboard">
      <PinBuilder />
    </LimitedLoginGate>
  );
}

import { Flex, IconButton, TextArea, TextField } from 'gestalt';
import { useEffect, useId, useRef } from 'react';
import { counter, PIN_TITLE_MAX, SLOT_DETAILS_MAX, type CarouselSlotErrors, type CarouselSlotFields } from './pinFields';

interface Props {
  /** Where the card is in the carousel (0-based); labels say "image {index + 1}". */
  readonly index: number;
  readonly count: number;
  readonly slot: CarouselSlotFields;
  readonly errors: CarouselSlotErrors;
  readonly onChange: (slot: CarouselSlotFields) => void;
  /** Moves the card one place: -1 earlier, +1 later. */
  readonly onMove: (step: -1 | 1) => void;
  readonly disabled?: boolean;
}

/**
 * One card of a carousel pin (issue 16): its place (Move earlier / Move later, buttons so the
 * keyboard can do it), its own title (100), details (500) and link (http/https). Every label names
 * the image ("Title of image 2"), so each card's fields are told apart.
 */
export default function CarouselSlotForm({ index, count, slot, errors, onChange, onMove, disabled = false }: Props) {
  const id = useId();
  const n = index + 1;
  const earlierRef = useRef<HTMLButtonElement | null>(null);
  const laterRef = useRef<HTMLButtonElement | null>(null);
  // After a move that reaches an end, the pressed button is disabled: the focus goes to the other one.
  const refocus = useRef<'earlier' | 'later' | null>(null);
  useEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (target === 'earlier') earlierRef.current?.focus();
    else if (target === 'later') laterRef.current?.focus();
  }, [index]);

  const move = (step: -1 | 1) => {
    const to = index + step;
    if (to < 0 || to >= count) return;
    refocus.current = step < 0 ? (to === 0 ? 'later' : 'earlier') : to === count - 1 ? 'earlier' : 'later';
    onMove(step);
  };
  const set = (field: keyof CarouselSlotFields) => ({ value }: { value: string }) => onChange({ ...slot, [field]: value });

  return (
    <Flex direction="column" gap={3}>
      <Flex gap={2} justifyContent="end">
        <IconButton
          ref={earlierRef}
          icon="arrow-back"
          size="xs"
          bgColor="lightGray"
          accessibilityLabel={`Move image ${n} earlier`}
          tooltip={{ text: 'Move earlier' }}
          disabled={disabled || index === 0}
          onClick={() => move(-1)}
        />
        <IconButton
          ref={laterRef}
          icon="arrow-forward"
          size="xs"
          bgColor="lightGray"
          accessibilityLabel={`Move image ${n} later`}
          tooltip={{ text: 'Move later' }}
          disabled={disabled || index === count - 1}
          onClick={() => move(1)}
        />
      </Flex>
      <TextField
        id={`${id}-title`}
        label={`Title of image ${n}`}
        placeholder="Add a title for this card"
        value={slot.title}
        onChange={set('title')}
        errorMessage={errors.title}
        helperText={counter(slot.title, PIN_TITLE_MAX)}
        disabled={disabled}
        autoComplete="off"
        size="md"
      />
      <TextArea
        id={`${id}-details`}
        label={`Details of image ${n}`}
        placeholder="What this card shows"
        value={slot.details}
        onChange={set('details')}
        errorMessage={errors.details}
        helperText={counter(slot.details, SLOT_DETAILS_MAX)}
        rows={2}
        disabled={disabled}
      />
      <TextField
        id={`${id}-link`}
        label={`Link of image ${n}`}
        type="url"
        placeholder="https://"
        value={slot.link}
        onChange={set('link')}
        errorMessage={errors.link}
        disabled={disabled}
        autoComplete="off"
        size="md"
      />
    </Flex>
  );
}

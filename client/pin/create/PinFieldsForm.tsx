import { Flex, TextArea, TextField } from 'gestalt';
import { useId } from 'react';
import { counter, PIN_ALT_TEXT_MAX, PIN_DESCRIPTION_MAX, PIN_TITLE_MAX, type PinFieldErrors, type PinFields } from './pinFields';

interface Props {
  readonly fields: PinFields;
  readonly errors: PinFieldErrors;
  readonly onChange: (fields: PinFields) => void;
  readonly disabled?: boolean;
  /** Which fields to show (idea pins have a title only). */
  readonly only?: ReadonlyArray<keyof PinFields>;
}

/** Title (100, counted), description (500, counted), link (http/https) and alt text of a pin. */
export default function PinFieldsForm({ fields, errors, onChange, disabled = false, only }: Props) {
  const id = useId();
  const shown = (field: keyof PinFields) => !only || only.includes(field);
  const set = (field: keyof PinFields) => ({ value }: { value: string }) => onChange({ ...fields, [field]: value });
  return (
    <Flex direction="column" gap={4}>
      {shown('title') ? (
        <TextField
          id={`${id}-title`}
          label="Title"
          placeholder="Add a title"
          value={fields.title}
          onChange={set('title')}
          errorMessage={errors.title}
          helperText={counter(fields.title, PIN_TITLE_MAX)}
          disabled={disabled}
          autoComplete="off"
        />
      ) : null}
      {shown('description') ? (
        <TextArea
          id={`${id}-description`}
          label="Description"
          placeholder="Tell everyone what your Pin is about"
          value={fields.description}
          onChange={set('description')}
          errorMessage={errors.description}
          helperText={counter(fields.description, PIN_DESCRIPTION_MAX)}
          disabled={disabled}
        />
      ) : null}
      {shown('link') ? (
        <TextField
          id={`${id}-link`}
          label="Link"
          type="url"
          placeholder="https://"
          value={fields.link}
          onChange={set('link')}
          errorMessage={errors.link}
          disabled={disabled}
          autoComplete="off"
        />
      ) : null}
      {shown('altText') ? (
        <TextArea
          id={`${id}-alt-text`}
          label="Alt text"
          placeholder="Describe what's in the image for people who use screen readers"
          value={fields.altText}
          onChange={set('altText')}
          errorMessage={errors.altText}
          helperText={counter(fields.altText, PIN_ALT_TEXT_MAX)}
          rows={2}
          disabled={disabled}
        />
      ) : null}
    </Flex>
  );
}

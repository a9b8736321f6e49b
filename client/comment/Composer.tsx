/**
 * The box a comment, a reply or an edit is written in: a counter up to 500 characters, the button
 * disabled while the text is empty or too long (with a message), and the box disabled while the
 * write is on its way. It empties as the comment is sent; a failure puts the text back with the
 * reason, so nothing typed is lost.
 */
import { Button, Flex, Text, TextArea } from 'gestalt';
import { useState, type Ref } from 'react';
import { canPost, COMMENT_TEXT_MAX, commentLength, TOO_LONG } from './rules';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly submitText: string;
  /** Resolves with null when the write worked, or the message to show. */
  readonly onSubmit: (text: string) => Promise<string | null>;
  readonly onCancel?: () => void;
  /** After a write that worked (an edit or a reply closes its box). */
  readonly onDone?: () => void;
  readonly initialText?: string;
  readonly initialError?: string | null;
  readonly inputRef?: Ref<HTMLTextAreaElement>;
}

export default function Composer({ id, label, placeholder, submitText, onSubmit, onCancel, onDone, initialText = '', initialError = null, inputRef }: Props) {
  const [text, setText] = useState(initialText);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const length = commentLength(text);
  const tooLong = length > COMMENT_TEXT_MAX;

  const submit = async () => {
    if (pending || !canPost(text)) return;
    const sent = text;
    setPending(true);
    setError(null);
    setText('');
    const failure = await onSubmit(sent.trim());
    setPending(false);
    if (failure) {
      setText(sent);
      setError(failure);
      return;
    }
    onDone?.();
  };

  return (
    <Flex direction="column" gap={2}>
      <TextArea
        id={id}
        ref={inputRef}
        label={label}
        labelDisplay="hidden"
        placeholder={placeholder}
        value={text}
        rows={2}
        disabled={pending}
        errorMessage={tooLong ? TOO_LONG : undefined}
        onChange={({ value }) => {
          setText(value);
          if (error) setError(null);
        }}
        dataTestId={`${id}-input`}
      />
      <Flex justifyContent="between" alignItems="center" gap={2}>
        <Text size="100" color={tooLong ? 'error' : 'subtle'}>
          <span data-test-id={`${id}-counter`}>{`${length}/${COMMENT_TEXT_MAX}`}</span>
        </Text>
        <Flex gap={2}>
          {onCancel ? <Button text="Cancel" size="sm" onClick={onCancel} disabled={pending} /> : null}
          <Button text={submitText} color="red" size="sm" disabled={pending || !canPost(text)} onClick={() => void submit()} dataTestId={`${id}-submit`} />
        </Flex>
      </Flex>
      {error ? (
        <div role="alert" data-test-id="comment-error">
          <Text size="100" color="error">
            {error}
          </Text>
        </div>
      ) : null}
    </Flex>
  );
}

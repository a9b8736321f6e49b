/**
 * The box a message is written in (a reply, New message): its counter is worked out from the text
 * itself, so it always says what the field holds. (Gestalt's own counter counts keystrokes: a box
 * emptied by the page, after a send, went on showing "15/2000".) Past MESSAGE_TEXT_MAX it says so
 * and the text stays, for the writer to shorten.
 */
import { Box, Flex, Text, TextArea } from 'gestalt';
import { MESSAGE_TOO_LONG, messageLength } from './messageRules';
import { MESSAGE_TEXT_MAX } from './rules';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Enter (without Shift). */
  readonly onSubmit?: () => void;
  readonly rows?: number;
}

export default function MessageField({ id, label, placeholder, value, onChange, onSubmit, rows = 2 }: Props) {
  const length = messageLength(value);
  const over = length > MESSAGE_TEXT_MAX;
  return (
    <Flex direction="column" gap={1}>
      <TextArea
        id={id}
        label={label}
        labelDisplay="hidden"
        placeholder={placeholder}
        value={value}
        rows={rows}
        errorMessage={over ? MESSAGE_TOO_LONG : undefined}
        onChange={({ value: next }) => onChange(next)}
        onKeyDown={({ event }) => {
          if (onSubmit && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSubmit();
          }
        }}
      />
      <Box display="flex" justifyContent="end">
        <Text size="100" color={over ? 'error' : 'subtle'}>
          <span data-test-id="message-counter" aria-label={`${length} of ${MESSAGE_TEXT_MAX} characters`}>{`${length}/${MESSAGE_TEXT_MAX}`}</span>
        </Text>
      </Box>
    </Flex>
  );
}

import { Box, Button, Flex, Link, Text } from 'gestalt';
import { useEffect, useState } from 'react';
import type { PinFeedback } from './OptionsMenu';
import { FEEDBACK_WASH_OPACITY, HOVER_TRANSITION_MS } from './rules';

export const FEEDBACK_TEXT: Readonly<Record<PinFeedback, { readonly title: string; readonly body: string }>> = {
  reported: { title: 'Reported', body: 'Thanks! Your feedback helps us keep the community safe.' },
  hidden: { title: 'Pin hidden', body: "Got it! We'll try to show you more relevant Pins in the future." },
};

interface Props {
  readonly feedback: PinFeedback;
  readonly onUndo: () => void;
}

/**
 * The reported / hidden overlay covering the card's image (pin-card §4, §8): its wash fades from
 * opacity 0 to 0.8; 'Tune your home feed' links to /edit; Undo brings the pin back (local only).
 */
export default function FeedbackCover({ feedback, onUndo }: Props) {
  const [entered, setEntered] = useState(false);
  useEffect(() => setEntered(true), []);
  const text = FEEDBACK_TEXT[feedback];
  return (
    <Box position="absolute" top bottom left right rounding={4} overflow="hidden" data-test-id="pin-feedback-cover" role="status">
      <Box
        position="absolute"
        top
        bottom
        left
        right
        color="dark"
        dangerouslySetInlineStyle={{
          __style: { opacity: entered ? FEEDBACK_WASH_OPACITY : 0, transition: `opacity ${HOVER_TRANSITION_MS}ms ease-in` },
        }}
      />
      <Box position="relative" height="100%" padding={3} display="flex" alignItems="center" justifyContent="center">
        <Flex direction="column" alignItems="center" gap={2}>
          <Text color="light" weight="bold" align="center">
            {text.title}
          </Text>
          <Text color="light" size="200" align="center">
            {text.body}
          </Text>
          <Text color="light" size="200" align="center">
            <Link href="/edit" display="inline" underline="always">
              Tune your home feed
            </Link>
          </Text>
          <Button text="Undo" size="sm" color="white" onClick={onUndo} />
        </Flex>
      </Box>
    </Box>
  );
}

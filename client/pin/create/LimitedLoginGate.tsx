import { Box, Button, Flex, Heading, Link, Text } from 'gestalt';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useGate } from '../../account/gate';
import { LOGIN_MODAL_HEADERS, type LoginReason } from '../../account/loginRedirect';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useViewer } from '../../viewer/ViewerContext';

export const CONFIRM_TO_CREATE = 'You opened Corkboard from a log-in link. Confirm your password to go on.';

interface Props {
  /** 'create' for the builders ('Log in to create a Pin or board'), 'edit' for the pin editor (platform §6). */
  readonly reason: Extract<LoginReason, 'create' | 'edit'>;
  /** The page's title while it waits ("Create Pin | Corkboard"). */
  readonly title: string;
  readonly children: ReactNode;
}

/**
 * The pin builders and the pin editor are for members (issue 16). A limited-login viewer who opens
 * one directly (a typed address, a bookmark) gets the gate the Create menu shows them (platform §6):
 * the prompt that confirms the password, opened at once, with the action's wording as the page's
 * heading. Once the password is confirmed the viewer is a member and the page itself shows; nothing
 * is uploaded before that.
 */
export default function LimitedLoginGate({ reason, title, children }: Props) {
  const viewer = useViewer();
  if (viewer.kind !== 'limited') return children;
  return <ConfirmFirst reason={reason} title={title} />;
}

function ConfirmFirst({ reason, title }: Omit<Props, 'children'>) {
  useDocumentTitle(title);
  const { gate, modal } = useGate('limited');
  const ask = useCallback(() => gate(reason, window.location.pathname, () => undefined), [gate, reason]);
  useEffect(() => ask(), [ask]);
  return (
    <Box paddingY={8} paddingX={4} display="flex" justifyContent="center" data-test-id="limited-login-gate">
      <Box maxWidth={480} width="100%">
        <Flex direction="column" gap={4} alignItems="center">
          <Heading accessibilityLevel={1} size="400" align="center">
            {LOGIN_MODAL_HEADERS[reason]}
          </Heading>
          <Text align="center">{CONFIRM_TO_CREATE}</Text>
          <Flex gap={2} alignItems="center">
            <Button text="Continue" color="red" onClick={ask} />
            <Link href="/" display="inline">
              <Text underline>Back to the home feed</Text>
            </Link>
          </Flex>
        </Flex>
      </Box>
      {modal}
    </Box>
  );
}

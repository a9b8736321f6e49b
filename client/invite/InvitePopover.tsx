/**
 * The logged-out desktop invite popover (platform §4): the sender's picture (or the default one),
 * "{first name} invited you to join their board" (pin-card §5: cut to 30), the board's name, and
 * Sign up / Log in. Anchored under the header's right end.
 */
import { Box, Button, ButtonLink, Flex, Heading, Popover, Text } from 'gestalt';
import { useState } from 'react';
import { HEADER_HEIGHT } from '../shell/layers';
import UserAvatar from '../user/UserAvatar';
import { senderFirstName, type InviteMetadata } from './landing';

interface Props {
  readonly invite: InviteMetadata;
  /** The sign-up page, coming back to the invite link with accept_invite=true&seamless=true. */
  readonly signupHref: string;
  readonly onLogIn: () => void;
  readonly onDismiss: () => void;
}

export function invitedText(firstName: string): string {
  return `${senderFirstName(firstName)} invited you to join their board`;
}

export default function InvitePopover({ invite, signupHref, onLogIn, onDismiss }: Props) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const name = senderFirstName(invite.sender.firstName);
  const title = invitedText(invite.sender.firstName);
  return (
    <>
      {/* A point under the header's right end for the popover to hang from. */}
      <div ref={setAnchor} aria-hidden style={{ position: 'fixed', top: HEADER_HEIGHT, right: 48, width: 1, height: 1 }} />
      {anchor ? (
        <Popover
          id="invite-landing-popover"
          anchor={anchor}
          accessibilityLabel={title}
          idealDirection="down"
          size="sm"
          role="dialog"
          shouldFocus={false}
          onDismiss={onDismiss}
        >
          <Box padding={4} data-test-id="invite-popover">
            <Flex direction="column" alignItems="center" gap={3}>
              <UserAvatar name={name} src={invite.sender.isDefaultImage ? null : invite.sender.imageMediumUrl} size="lg" />
              <Text align="center" weight="bold">
                {title}
              </Text>
              <Heading size="400" align="center" accessibilityLevel={2}>
                {invite.board.name}
              </Heading>
              <Flex gap={2} justifyContent="center">
                <ButtonLink text="Sign up" color="red" href={signupHref} dataTestId="invite-popover-signup" />
                <Button text="Log in" onClick={onLogIn} dataTestId="invite-popover-login" />
              </Flex>
            </Flex>
          </Box>
        </Popover>
      ) : null}
    </>
  );
}

import { Box, Button, ButtonLink, Flex, Heading, IconButton, Layer, Popover, Text } from 'gestalt';
import { lazy, Suspense, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import QuietBoundary from '../../shell/QuietBoundary';
import { HEADER_MENU_Z_INDEX } from '../../shell/layers';
import { useCopyToClipboard } from '../../shell/useCopyToClipboard';
import { shareTargets } from './rules';
import type { ShareButton_pin$key } from './__generated__/ShareButton_pin.graphql';

interface Props {
  readonly pin: ShareButton_pin$key;
  /** Told when the popover opens or closes, so the overlay stays visible meanwhile. */
  readonly onOpenChange?: (open: boolean) => void;
}

// Sending to people (issue 20) loads when a popover first opens: most cards never open one.
const SendToPeople = lazy(() => import('./SendToPeople'));

export const SHARE_POPOVER_TITLE = 'Send this pin';
export const LINK_COPIED = 'Link copied!';
export const COPY_FAILED = "Couldn't copy the link. Copy it from here:";

/** The absolute closeup URL of a pin, from its path. */
export function absoluteUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString();
}

/**
 * The share button and its popover 'Send this pin' (pin-card §2): 'Copy link' (clipboard, with a
 * confirmation, or the link to copy by hand when the clipboard refuses) and share targets (e-mail,
 * Facebook, X, WhatsApp). Sharing a public link needs no account, so it is not gated. Above them, a
 * member sends the pin to people on Corkboard (./SendToPeople.tsx, its own chunk); a logged-out
 * visitor gets 'Log in to send this Pin' there.
 */
export default function ShareButton({ pin, onOpenChange }: Props) {
  const data = useFragment(
    graphql`
      fragment ShareButton_pin on Pin {
        entityId
        seoUrl
        title
      }
    `,
    pin,
  );
  const anchor = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const { state: copy, copy: copyText, reset: resetCopy } = useCopyToClipboard();
  const url = absoluteUrl(data.seoUrl);

  const setOpenState = (value: boolean) => {
    setOpen(value);
    if (!value) resetCopy();
    onOpenChange?.(value);
  };

  return (
    <>
      <IconButton
        ref={anchor}
        accessibilityLabel="Share"
        accessibilityControls={`pin-share-${data.entityId}`}
        accessibilityExpanded={open}
        accessibilityPopupRole="dialog"
        icon="share"
        bgColor="white"
        size="md"
        selected={open}
        onClick={() => setOpenState(!open)}
        dataTestId="pin-share-button"
      />
      {open ? (
        // A Layer (a portal): the popover is wider than the card and must stay above the cards around it.
        <Layer zIndex={HEADER_MENU_Z_INDEX}>
        <Popover
          id={`pin-share-${data.entityId}`}
          anchor={anchor.current}
          accessibilityLabel={SHARE_POPOVER_TITLE}
          idealDirection="down"
          size="md"
          role="dialog"
          onDismiss={() => setOpenState(false)}
        >
          <Box padding={4} data-test-id="pin-share-popover">
            <Flex direction="column" gap={3}>
              <Heading size="400" align="center">
                {SHARE_POPOVER_TITLE}
              </Heading>
              <QuietBoundary>
                <Suspense fallback={null}>
                  <SendToPeople pinId={data.entityId} onSent={() => setOpenState(false)} />
                </Suspense>
              </QuietBoundary>
              <Button text="Copy link" color="gray" fullWidth onClick={() => void copyText(url)} />
              {copy === 'copied' ? (
                <Box role="status">
                  <Text align="center" size="200">
                    {LINK_COPIED}
                  </Text>
                </Box>
              ) : null}
              {copy === 'failed' ? (
                <Box role="alert">
                  <Text size="200">{COPY_FAILED}</Text>
                  <Text size="200" overflow="breakAll" weight="bold">
                    {url}
                  </Text>
                </Box>
              ) : null}
              <Flex gap={2} wrap justifyContent="center">
                {shareTargets(url, data.title).map((target) => (
                  <ButtonLink
                    key={target.name}
                    text={target.name}
                    size="sm"
                    color="gray"
                    href={target.href}
                    target={target.href.startsWith('mailto:') ? null : 'blank'}
                  />
                ))}
              </Flex>
            </Flex>
          </Box>
        </Popover>
        </Layer>
      ) : null}
    </>
  );
}

import { Box, Button, Flex, Heading, Link, Text } from 'gestalt';
import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useGate, type ViewerKind } from '../account/gate';
import { loginRedirectFor } from '../account/loginRedirect';
import AspectImage from '../pin/AspectImage';
import { firstText, isSafeOutboundLink } from '../pin/format';
import UserAvatar from '../user/UserAvatar';
import type { Closeup_pin$key } from './__generated__/Closeup_pin.graphql';

/** Spec: closeup pane width 508, max 1016. */
export const CLOSEUP_PANE_WIDTH = 508;
export const CLOSEUP_MAX_WIDTH = 1016;

interface Props {
  readonly pin: Closeup_pin$key;
  /**
   * Who is looking (account/gate.tsx viewerKind). Logged-out visitors get a Save button that opens the
   * log-in modal; limited-login viewers one that opens the limited-login modal (saving itself comes later).
   */
  readonly viewerKind?: ViewerKind;
}

/** The pin closeup: large image, title, description, source link, pinner and board. */
export default function Closeup({ pin, viewerKind = 'anonymous' }: Props) {
  const { gate, modal } = useGate(viewerKind);
  const data = useFragment(
    graphql`
      fragment Closeup_pin on Pin {
        entityId
        title
        description
        link
        domain
        altText
        dominantColor
        image(size: W736) {
          url
          width
          height
        }
        pinner {
          fullName
          username
          imageMediumUrl
        }
        board {
          name
          url
        }
      }
    `,
    pin,
  );

  const title = firstText(data.title);
  const heading = title ?? 'Pin';
  useEffect(() => {
    const previous = document.title;
    document.title = heading;
    return () => {
      document.title = previous;
    };
  }, [heading]);

  const description = firstText(data.description);
  const pinnerName = firstText(data.pinner.fullName, data.pinner.username) ?? data.pinner.username;
  const sourceLink = isSafeOutboundLink(data.link) ? data.link : null;
  const sourceLabel = firstText(data.domain) ?? (sourceLink ? new URL(sourceLink).hostname.replace(/^www\./, '') : null);

  return (
    <Box paddingY={6} paddingX={2} display="flex" justifyContent="center">
      <Box
        width="100%"
        maxWidth={CLOSEUP_MAX_WIDTH}
        rounding={8}
        overflow="hidden"
        borderStyle="shadow"
        color="default"
        data-test-id="closeup"
        data-pin-id={data.entityId}
      >
        <Box display="flex" direction="column" mdDirection="row">
          <Box column={12} mdColumn={6} maxWidth={CLOSEUP_PANE_WIDTH * 2}>
            <AspectImage
              src={data.image?.url}
              alt={firstText(data.altText, data.title) ?? 'Pin image'}
              width={data.image?.width}
              height={data.image?.height}
              placeholderColor={data.dominantColor}
              loading="eager"
              fetchPriority="high"
            />
          </Box>
          <Box column={12} mdColumn={6} padding={6}>
            <Flex direction="column" gap={4}>
              {viewerKind === 'member' ? null : (
                <Flex justifyContent="end">
                  <Button text="Save" color="red" size="lg" onClick={() => gate('save', loginRedirectFor('save', data.entityId), () => {})} />
                </Flex>
              )}
              {sourceLink ? (
                <Text weight="bold" size="200">
                  <Link href={sourceLink} target="blank" rel="nofollow" underline="hover" display="inline">
                    {sourceLabel ?? sourceLink}
                  </Link>
                </Text>
              ) : null}
              <Heading accessibilityLevel={1} size="400">
                {heading}
              </Heading>
              {description ? <Text>{description}</Text> : null}
              <Flex alignItems="center" gap={2}>
                <UserAvatar name={pinnerName} src={data.pinner.imageMediumUrl} size="md" />
                <Flex direction="column" gap={1}>
                  <Text weight="bold">
                    <Link href={`/${encodeURIComponent(data.pinner.username)}/`} display="inline">
                      {pinnerName}
                    </Link>
                  </Text>
                  <Text size="100" color="subtle">
                    Saved to{' '}
                    <Link href={data.board.url} display="inline" underline="always">
                      {data.board.name}
                    </Link>
                  </Text>
                </Flex>
              </Flex>
            </Flex>
          </Box>
        </Box>
      </Box>
      {modal}
    </Box>
  );
}

import { Box, Flex, Heading, IconButtonLink, Link, Text } from 'gestalt';
import { lazy, Suspense, useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useViewer } from '../viewer/ViewerContext';
import { firstText, isSafeOutboundLink } from '../pin/format';
import PinMedia from '../pin/media/PinMedia';
import SaveControl from '../pin/overlay/SaveControl';
import UserAvatar from '../user/UserAvatar';
import type { Closeup_pin$key } from './__generated__/Closeup_pin.graphql';
import AnalyticsLink from './parts/AnalyticsLink';
import PromoteButton from '../ad/promote/PromoteButton';
import AnnotationChips from './parts/AnnotationChips';
import Reactions from './parts/Reactions';
import Recipe from './parts/Recipe';
import NotFound from '../shell/NotFound';
import SeeMore from './parts/SeeMore';
import SharedIdeaHeader from './parts/SharedIdeaHeader';
import CloseButton from './CloseButton';
import RelatedPins from './RelatedPins';
import VisualSearchButton from '../visual/VisualSearchButton';
import { recordCloseupVisit } from '../visitor/loggedOutState';
import { useOutboundLink } from '../offsite/useOutboundLink';
import { useCloseupImpression } from '../event/impressions/useImpression';
import SentNote from './parts/SentNote';

// Comments (issue 20): their own chunk and query, loaded after the closeup shows.
const CommentsSection = lazy(() => import('../comment/CommentsSection'));

/** Spec: closeup pane width 508, max 1016. */
export const CLOSEUP_PANE_WIDTH = 508;
export const CLOSEUP_MAX_WIDTH = 1016;

interface Props {
  readonly pin: Closeup_pin$key;
}

/** The pin closeup: large image, title, description, source link, pinner and board. */
export default function Closeup({ pin }: Props) {
  // Who is looking: members save with the card's save control (one-tap Save and the board
  // dropdown); logged-out visitors' Save records a logged-out save and opens the log-in modal,
  // limited-login viewers' the limited-login modal.
  const viewerKind = useViewer().kind;
  const data = useFragment(
    graphql`
      fragment Closeup_pin on Pin {
        entityId
        imageSignature
        title
        description
        link
        domain
        viewerCanEdit
        ...PinMedia_pin @arguments(size: W736)
        pinner {
          fullName
          username
          imageMediumUrl
        }
        board {
          name
          url
        }
        storyPinData {
          isDeleted
        }
        ...SeeMore_pin
        ...Recipe_pin
        ...AnnotationChips_pin
        ...Reactions_pin
        ...AnalyticsLink_pin
        ...PromoteButton_pin
        ...SaveControl_pin
        ...RelatedPins_pin
        ...useOutboundLink_pin
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
  // platform §3: a logged-out visitor's visited pin page (a no-op for members).
  useEffect(() => {
    recordCloseupVisit({ pinId: data.entityId, path: window.location.pathname, imageSignature: data.imageSignature, description: description ?? '' });
  }, [data.entityId, data.imageSignature, description]);
  // Issue 19: one CLOSEUP_EVENT per open (client/event/impressions), counted in the pin's daily closeups.
  useCloseupImpression(data.entityId);
  const pinnerName = firstText(data.pinner.fullName, data.pinner.username) ?? data.pinner.username;
  const sourceLink = isSafeOutboundLink(data.link) ? data.link : null;
  const sourceLabel = firstText(data.domain) ?? (sourceLink ? new URL(sourceLink).hostname.replace(/^www\./, '') : null);
  // The source link goes through /offsite/ and the link check (client/offsite).
  const outbound = useOutboundLink(data, { surface: 'closeup', link: sourceLink });

  // A removed pin (a story its creator deleted) is Not Found as a closeup; only a board that still
  // holds it shows the 'Unavailable' placeholder (pin-card §2). The server answers the URL with 404.
  if (data.storyPinData?.isDeleted) return <NotFound />;

  return (
    <>
      <Box paddingY={6} paddingX={2} display="flex" justifyContent="center" position="relative">
        <CloseButton />
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
            <Box column={12} mdColumn={6} maxWidth={CLOSEUP_PANE_WIDTH * 2} position="relative">
              <PinMedia pin={data} variant="closeup" />
              <VisualSearchButton pinId={data.entityId} />
            </Box>
            <Box column={12} mdColumn={6} padding={6}>
              <Flex direction="column" gap={4}>
                <SharedIdeaHeader />
                <SentNote />
                <Flex justifyContent="end" alignItems="center" gap={2}>
                  {data.viewerCanEdit ? (
                    // The pin's owner edits it (issue 16): /pin/{id}/edit/.
                    <IconButtonLink href={`/pin/${encodeURIComponent(data.entityId)}/edit/`} icon="edit" accessibilityLabel="Edit Pin" size="md" dataTestId="closeup-edit-pin" />
                  ) : null}
                  <SaveControl pin={data} closeup />
                </Flex>
                {sourceLink && outbound ? (
                  <Text weight="bold" size="200">
                    <span onContextMenu={outbound.onContextMenu}>
                      <Link href={outbound.href} onClick={outbound.onClick} target="blank" rel="nofollow" underline="hover" display="inline" dataTestId="closeup-source-link">
                        {sourceLabel ?? sourceLink}
                      </Link>
                    </span>
                    {outbound.modal}
                  </Text>
                ) : null}
                <Heading accessibilityLevel={1} size="400">
                  {heading}
                </Heading>
                {description ? <Text>{description}</Text> : null}
                <Recipe pin={data} />
                <Reactions pin={data} viewerKind={viewerKind} />
                <AnnotationChips pin={data} />
                <SeeMore pin={data} viewerKind={viewerKind} />
                <Flex gap={2} wrap>
                  <AnalyticsLink pin={data} viewerKind={viewerKind} />
                  <PromoteButton pin={data} />
                </Flex>
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
                <Suspense fallback={null}>
                  <CommentsSection pinId={data.entityId} />
                </Suspense>
              </Flex>
            </Box>
          </Box>
        </Box>
      </Box>
      <RelatedPins pin={data} />
    </>
  );
}

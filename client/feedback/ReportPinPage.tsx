/* eslint-disable relay/unused-fields -- seoUrl is read by useCloseupPath(data) */
import { Box, Button, ButtonLink, Flex, Heading, Image, Link, Text } from 'gestalt';
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { reportPin, undoFeedback } from '../pin/overlay/feedbackActions';
import { COVER_TEXT, TUNE_HOME_FEED } from '../pin/overlay/feedbackRules';
import { useCover } from '../pin/overlay/feedbackStore';
import { FEEDBACK_SURFACE } from '../pin/overlay/pinSurface';
import NotFound from '../shell/NotFound';
import Redirect from '../shell/Redirect';
import { AccountSkeleton, renderFailure } from '../shell/routeKit';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useErrorToast } from '../shell/useErrorToast';
import { useCloseupPath } from '../viewer/closeupPath';
import { REPORT_HEADING } from './ReportReasonModal';
import ReportReasons from './ReportReasons';
import type { ReportPinPage_pin$key } from './__generated__/ReportPinPage_pin.graphql';
import type { ReportReasons_query$key } from './__generated__/ReportReasons_query.graphql';
import type { reportRoutes_ReportPinQuery$data } from './__generated__/reportRoutes_ReportPinQuery.graphql';

interface Props {
  readonly pin: ReportPinPage_pin$key;
  readonly query: ReportReasons_query$key;
}

/**
 * /pin/{id}/feedback/ (issue 18; platform §2): a signed-in person reports a pin with a reason —
 * the card menu's report as a page of its own. 'Report' shows 'Reported' at once (reportPin; put
 * back with an error toast if it fails) with Undo (unreportPin); Cancel goes back to the pin.
 */
export default function ReportPinPage({ pin, query }: Props) {
  const data = useFragment(
    graphql`
      fragment ReportPinPage_pin on Pin {
        entityId
        seoUrl
        title
        thumbnail: image(size: S136X136) {
          url
        }
      }
    `,
    pin,
  );
  useDocumentTitle(`${REPORT_HEADING} | Corkboard`);
  const environment = useRelayEnvironment();
  const errorToast = useErrorToast('report-pin-error');
  const [reason, setReason] = useState<string | null>(null);
  const cover = useCover(data.entityId);
  const context = { environment, showError: errorToast.show };
  const pinPath = useCloseupPath(data);
  const reported = cover?.kind === 'reported' ? cover : null;

  return (
    <Box maxWidth={560} marginStart="auto" marginEnd="auto" paddingX={4} paddingY={8} data-test-id="report-pin-page">
      <Flex direction="column" gap={6}>
        <Heading accessibilityLevel={1} size="400">
          {reported ? COVER_TEXT.reported.title : REPORT_HEADING}
        </Heading>
        <Flex gap={3} alignItems="center">
          {data.thumbnail?.url ? (
            <Box width={68} height={68} rounding={3} overflow="hidden" flex="none">
              <Image src={data.thumbnail.url} alt="" naturalWidth={1} naturalHeight={1} fit="cover" />
            </Box>
          ) : null}
          <Text weight="bold" lineClamp={2}>
            <Link href={pinPath} display="inline">
              {data.title || 'This Pin'}
            </Link>
          </Text>
        </Flex>
        {reported ? (
          <Flex direction="column" gap={4}>
            <Box role="status">
              <Text>{COVER_TEXT.reported.body}</Text>
            </Box>
            <Flex gap={2} wrap>
              <Button text="Undo" color="gray" onClick={() => undoFeedback(context, data.entityId, reported)} />
              <ButtonLink text="Back to the Pin" color="red" href={pinPath} />
            </Flex>
            <Text>
              <Link href={TUNE_HOME_FEED.href} display="inline" underline="always">
                {TUNE_HOME_FEED.text}
              </Link>
            </Text>
          </Flex>
        ) : (
          <Flex direction="column" gap={6}>
            <ReportReasons query={query} value={reason} onChange={setReason} />
            <Flex gap={2} justifyContent="end">
              <ButtonLink text="Cancel" color="gray" href={pinPath} />
              <Button
                text="Report"
                color="red"
                disabled={reason === null}
                dataTestId="report-pin-submit"
                onClick={() => (reason ? reportPin(context, data.entityId, reason, FEEDBACK_SURFACE) : undefined)}
              />
            </Flex>
          </Flex>
        )}
      </Flex>
    </Box>
  );
}

/** The route's answer: a visitor logs in and comes back here; an unknown (or unseen) pin is Not Found. */
export function ReportPinRoute({ data, pinId, onRetry }: { readonly data: reportRoutes_ReportPinQuery$data; readonly pinId: string; readonly onRetry: (() => void) | null }) {
  if (!data.viewer) return renderFailure(onRetry);
  if (!data.viewer.isAuthenticated) {
    const next = `/pin/${encodeURIComponent(pinId)}/feedback/`;
    return <Redirect to={`/login?next=${encodeURIComponent(next)}`} fallback={<AccountSkeleton />} />;
  }
  if (!data.pin) return <NotFound />;
  return <ReportPinPage pin={data.pin} query={data} />;
}

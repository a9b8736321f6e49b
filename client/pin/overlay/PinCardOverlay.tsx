import { Box, Flex } from 'gestalt';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import DomainLinkButton from './DomainLinkButton';
import { useCover } from './feedbackStore';
import OptionsMenu from './OptionsMenu';
import { usePinSurface } from './pinSurface';
import type { FeedbackContext } from './feedbackActions';
import { useErrorToast } from '../../shell/useErrorToast';
import { NETWORK_ERROR_MESSAGE } from '../../relay/useOptimisticRecordMutation';
import { DOMAIN_TEXT_MAX_IN_OVERLAY, FEEDBACK_WASH_OPACITY, HOVER_TRANSITION_MS, HOVER_WASH_OPACITY, SOURCE_CHIP_TRUNCATED_MAX_WIDTH } from './rules';
import { useViewer } from '../../viewer/ViewerContext';
import SaveControl from './SaveControl';
import { SAVED_WASH_OPACITY } from '../save/savedOverlay';
import ShareButton from './ShareButton';
import type { PinCardOverlay_pin$key } from './__generated__/PinCardOverlay_pin.graphql';

// The feedback code (cover, actions, the report modal) loads when the options menu first opens:
// the grid's first screen does not carry it, and it is there by the time Hide or Report is chosen.
const loadCover = () => import('./FeedbackCover');
const loadActions = () => import('./feedbackActions');
const loadReportModal = () => import('../../feedback/ReportReasonModal');
const FeedbackCover = lazy(loadCover);
const ReportReasonModal = lazy(loadReportModal);
const preloadFeedback = () => Promise.all([loadCover(), loadActions(), loadReportModal()]).catch(() => undefined);

interface Props {
  readonly pin: PinCardOverlay_pin$key;
  /** The pointer is over the card, keyboard focus is inside it, or a long press opened it. */
  readonly active: boolean;
}

/**
 * The hover overlay (pin-card §2, §4, §9): a dark wash over the image (the lighter 'saved' shade
 * 0.33 on a saved pin) with the save control (top right; on a saved pin the saved overlay's
 * 'Saved to …' chip top left), the domain link button (bottom left), share and options buttons (bottom right). It sits
 * beside the card's closeup link, absolutely positioned over the image, so its controls are not
 * nested in the link. It stays in the document while hidden (opacity 0, no pointer events) so the
 * controls are reachable with Tab — focusing one shows the overlay — and fades in over 120 ms.
 * A reported or hidden pin gets the feedback cover instead (./FeedbackCover.tsx): 'Hide Pin' hides
 * it where the card is shown (./pinSurface.ts), 'Report Pin' asks for a reason first.
 */
export default function PinCardOverlay({ pin, active }: Props) {
  const data = useFragment(
    graphql`
      fragment PinCardOverlay_pin on Pin {
        entityId
        savedInfo {
          __typename
        }
        ...SaveControl_pin
        ...DomainLinkButton_pin
        ...ShareButton_pin
        ...OptionsMenu_pin
        ...FeedbackCover_pin
      }
    `,
    pin,
  );
  const viewer = useViewer();
  const [shareOpen, setShareOpen] = useState(false);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const cover = useCover(data.entityId);
  const where = usePinSurface();
  const environment = useRelayEnvironment();
  const errorToast = useErrorToast('pin-feedback-error');
  const withActions = (run: (actions: Awaited<ReturnType<typeof loadActions>>, context: FeedbackContext) => void) =>
    void loadActions().then(
      (actions) => run(actions, { environment, showError: errorToast.show }),
      () => errorToast.show(NETWORK_ERROR_MESSAGE),
    );
  const hide = () => withActions((actions, context) => actions.hidePin(context, data.entityId, where));
  const report = (reason: string) => {
    setReporting(false);
    withActions((actions, context) => actions.reportPin(context, data.entityId, reason, where));
  };
  const openOptions = (open: boolean) => {
    setOptionsOpen(open);
    if (open) void preloadFeedback();
  };

  if (cover) {
    return (
      <Suspense
        fallback={
          // The wash alone while the cover's code loads (it is preloaded with the menu).
          <Box position="absolute" top bottom left right rounding={4} color="dark" dangerouslySetInlineStyle={{ __style: { opacity: FEEDBACK_WASH_OPACITY } }} />
        }
      >
        <FeedbackCover pin={data} state={cover} />
      </Suspense>
    );
  }

  const visible = active || shareOpen || optionsOpen;
  // savedInfo is the signed-in viewer's own save; a logged-out visitor has none.
  const saved = viewer.kind === 'anonymous' ? null : (data.savedInfo ?? null);
  const transition = `opacity ${HOVER_TRANSITION_MS}ms ease-in-out`;
  return (
    <Box
      position="absolute"
      top
      bottom
      left
      right
      data-test-id="pin-overlay"
      data-visible={visible ? 'true' : 'false'}
      dangerouslySetInlineStyle={{ __style: { opacity: visible ? 1 : 0, transition, pointerEvents: 'none' } }}
    >
      {/* The wash never takes clicks: a click on the image still opens the closeup. */}
      {/* pin-card §9: a saved pin's wash is the lighter 'saved' shade. */}
      <Box position="absolute" top bottom left right rounding={4} 
        color="dark"
        // Gestalt's opacity scale has no 0.33, so the shade is set directly.
        dangerouslySetInlineStyle={{ __style: { opacity: saved ? SAVED_WASH_OPACITY : HOVER_WASH_OPACITY } }}
        data-test-id="pin-overlay-wash"
      />
      <Box
        position="absolute"
        top
        bottom
        left
        right
        padding={3}
        display="flex"
        direction="column"
        justifyContent="between"
        data-pin-overlay-control
        dangerouslySetInlineStyle={{ __style: { pointerEvents: 'none' } }}
      >
        {/* The save control; on a saved pin it carries the saved overlay's chip ('Saved to …'). */}
        <Flex justifyContent="end" alignItems="start">
          <Box minWidth={0} dangerouslySetInlineStyle={{ __style: { pointerEvents: visible ? 'auto' : 'none' } }}>
            <SaveControl pin={data} active={visible} />
          </Box>
        </Flex>
        <Flex justifyContent="between" alignItems="center" gap={2} wrap={false}>
          {/* pin-card §9: the overlay's chip is the truncated one (12 characters, at most 87 px) and gives way to share and options. */}
          <Box minWidth={0} maxWidth={SOURCE_CHIP_TRUNCATED_MAX_WIDTH} flex="shrink" dangerouslySetInlineStyle={{ __style: { pointerEvents: visible ? 'auto' : 'none' } }}>
            <DomainLinkButton pin={data} maxLength={DOMAIN_TEXT_MAX_IN_OVERLAY} fullWidth />
          </Box>
          <Box flex="none" dangerouslySetInlineStyle={{ __style: { pointerEvents: visible ? 'auto' : 'none' } }}>
            <Flex gap={2}>
              <ShareButton pin={data} onOpenChange={setShareOpen} />
              <OptionsMenu pin={data} onHide={hide} onReport={() => setReporting(true)} onOpenChange={openOptions} />
            </Flex>
          </Box>
        </Flex>
      </Box>
      {/* A Layer (a portal): the overlay box's opacity and pointer events do not reach it. */}
      {reporting ? (
        <Suspense fallback={null}>
          <ReportReasonModal onReport={report} onDismiss={() => setReporting(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}

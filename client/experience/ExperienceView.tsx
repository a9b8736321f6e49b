import { useRouter } from 'found';
import { Box, Button, Flex, Heading, IconButton, Text } from 'gestalt';
import { useEffect, useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from '../relay/useOptimisticRecordMutation';
import useIsMobile from '../shell/useIsMobile';
import { useErrorToast } from '../shell/useErrorToast';
import { anchorStyle } from './anchor';
import { EXPERIENCE_TYPES } from './placement';
import type { ExperienceHandle } from './useExperience';

/** data-test-id of each type's card. */
const TEST_IDS: Record<number, string> = {
  [EXPERIENCE_TYPES.FLYOUT]: 'experience-flyout',
  [EXPERIENCE_TYPES.BANNER]: 'experience-banner',
  [EXPERIENCE_TYPES.UPSELL]: 'experience-upsell',
};

interface Props {
  readonly experience: ExperienceHandle;
}

/**
 * An experience (platform §3, §4) by its type: a BANNER is a callout in the page (title, body,
 * button, dismiss X); a FLYOUT a small floating card, as a popover beside what its anchor names; an
 * UPSELL the logged-out visitor's sign-up card, floating by its anchor. The first show marks it
 * viewed; the button goes to its href (if any) and completes it; X dismisses it. A change whose call
 * fails changes nothing and says so in an error toast. Nothing renders while nothing shows.
 */
export default function ExperienceView({ experience }: Props) {
  const { shown, run, markViewed } = experience;
  const { router } = useRouter();
  const errorToast = useErrorToast('experience-error');
  const [busy, setBusy] = useState(false);
  const mobile = useIsMobile();
  const placed = shown?.placedExperienceId;

  useEffect(() => {
    if (placed) markViewed();
  }, [placed, markViewed]);

  if (!shown) return null;
  const { display, type } = shown;
  const change = (transition: 'completed' | 'dismissed', href: string | null = null) => {
    setBusy(true);
    const done = run(transition);
    if (href) router.push(href);
    done.then(
      () => setBusy(false),
      () => {
        setBusy(false);
        if (!href) errorToast.show(NETWORK_ERROR_MESSAGE);
      },
    );
  };
  const banner = type === EXPERIENCE_TYPES.BANNER;
  return (
    <section aria-label={display.title} data-test-id={TEST_IDS[type] ?? 'experience'} data-placed-experience={shown.placedExperienceId} style={anchorStyle(display.anchor, mobile)}>
      <Box color={banner ? 'secondary' : 'default'} borderStyle={banner ? undefined : 'shadow'} rounding={4} padding={4} marginBottom={banner ? 4 : 0}>
        <Flex gap={3} alignItems="start">
          <Flex.Item flex="grow" minWidth={0}>
            <Flex direction="column" gap={2}>
              <Heading accessibilityLevel={2} size={banner ? '400' : '300'}>
                {display.title}
              </Heading>
              {display.body ? <Text>{display.body}</Text> : null}
              <Box>
                <Button text={display.buttonText || 'OK'} color="red" size={banner ? 'md' : 'sm'} disabled={busy} onClick={() => change('completed', display.href)} />
              </Box>
            </Flex>
          </Flex.Item>
          <IconButton icon="cancel" accessibilityLabel="Dismiss" size="sm" bgColor="transparent" disabled={busy} onClick={() => change('dismissed')} />
        </Flex>
      </Box>
    </section>
  );
}

import { useCallback, useEffect, useRef } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useViewer } from '../viewer/ViewerContext';
import { invalidateHomeFeed } from './experienceCalls';
import ExperienceView from './ExperienceView';
import { PLACEMENTS } from './placement';
import { useExperience } from './useExperience';

interface Props {
  /** Whether the feed's pin cards hide their footer (the shown experience's display_data.hide_footer). */
  readonly onHideFooter: (hide: boolean) => void;
  /** Asks the home feed again: completing the experience changed it. */
  readonly onRefreshHomeFeed: () => void;
}

/**
 * The home page's experience, asked when the page shows: a member's home banner (web_home_banner:
 * invite education or 'Tune your home feed', above the grid), a logged-out visitor's sign-up upsell
 * (web_pin_card_upsell, by the cards' save button). Completing 'Tune your home feed' changes the
 * home feed: it is asked again, or, when the button has left the page, marked stale for the next visit.
 */
export default function HomeExperience({ onHideFooter, onRefreshHomeFeed }: Props) {
  const environment = useRelayEnvironment();
  const visitor = useViewer().kind === 'anonymous';
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const refresh = useCallback(() => {
    if (mounted.current) onRefreshHomeFeed();
    else invalidateHomeFeed(environment);
  }, [environment, onRefreshHomeFeed]);
  const experience = useExperience(visitor ? PLACEMENTS.PIN_CARD_UPSELL : PLACEMENTS.HOME_BANNER, { onRefreshHomeFeed: refresh });
  const hideFooter = experience.shown?.display.hideFooter ?? false;
  useEffect(() => {
    onHideFooter(hideFooter);
  }, [hideFooter, onHideFooter]);
  return <ExperienceView experience={experience} />;
}

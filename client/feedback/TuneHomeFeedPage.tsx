/**
 * /edit, 'Tune your home feed' (issue 18; pin-card §2): what the signed-in viewer's home feed is made
 * of, in four tabs: the Pins they hid (Unhide, then Hide again), and the topics, boards and profiles
 * they follow (Unfollow, then Follow again, so a slip is undone on the spot). Every change shows at
 * once and is taken back, with an error toast, when the server refuses it. Each list pages 25 at a
 * time with "Show more". The tab is in the address (?tab=topics|boards|profiles) so a link can open
 * one; switching tabs keeps every list as it is (no new request) and only replaces the address.
 */
import { Box, Flex, Heading, Tabs, Text } from 'gestalt';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useErrorToast } from '../shell/useErrorToast';
import FollowedBoards from './tune/FollowedBoards';
import FollowedProfiles from './tune/FollowedProfiles';
import FollowedTopics from './tune/FollowedTopics';
import HiddenPins from './tune/HiddenPins';
import { TUNE_TABS, tuneTabOf, tuneTabPath, type TuneTab } from './tuneTabs';
import type { TuneHomeFeedPage_viewer$key } from './__generated__/TuneHomeFeedPage_viewer.graphql';

export const TUNE_TITLE = 'Tune your home feed';

/** `tab`: the address's ?tab= value, as it came (read here: the route stays small in the app's first script). */
export default function TuneHomeFeedPage({ viewer, tab: requested }: { readonly viewer: TuneHomeFeedPage_viewer$key; readonly tab?: unknown }) {
  const data = useFragment(
    graphql`
      # Each list's first page: TUNE_PAGE_SIZE (25) rows. Literals, not one variable: the cost rule
      # counts a variable page size at its largest (100) for each of the four lists.
      fragment TuneHomeFeedPage_viewer on Viewer {
        user {
          ...FollowedProfiles_user @arguments(count: 25)
        }
        ...HiddenPins_viewer @arguments(count: 25)
        ...FollowedTopics_viewer @arguments(count: 25)
        ...FollowedBoards_viewer @arguments(count: 25)
      }
    `,
    viewer,
  );
  const [tab, setTab] = useState<TuneTab>(() => tuneTabOf(requested));
  const toast = useErrorToast('tune-error-toast');
  useDocumentTitle(`${TUNE_TITLE} | Corkboard`);
  const active = Math.max(0, TUNE_TABS.findIndex((t) => t.value === tab));

  return (
    <Box paddingX={4} paddingY={6} maxWidth={840} marginStart="auto" marginEnd="auto" data-test-id="tune-home-feed">
      <Flex direction="column" gap={4}>
        <Flex direction="column" gap={2}>
          <Heading accessibilityLevel={1} size="400">
            {TUNE_TITLE}
          </Heading>
          <Text color="subtle">
            Your home feed is made from the topics, boards and profiles you follow. Unfollow what you no longer want to see, or bring back Pins you hid.
          </Text>
        </Flex>
        <Box overflow="scrollX" data-test-id="tune-tabs">
          <Tabs
            activeTabIndex={active}
            onChange={({ event, activeTabIndex, dangerouslyDisableOnNavigation }) => {
              // The lists are all here already: switch without a navigation (neither the router's, which
              // would ask for them again, nor the browser's); the address follows, for a reload or Back.
              event.preventDefault();
              dangerouslyDisableOnNavigation();
              const next = TUNE_TABS[activeTabIndex];
              if (!next) return;
              setTab(next.value);
              window.history.replaceState(window.history.state, '', tuneTabPath(next.value));
            }}
            tabs={TUNE_TABS.map((t) => ({ href: tuneTabPath(t.value), text: t.label }))}
          />
        </Box>
        <div role="region" aria-label={TUNE_TABS[active]!.label}>
          {tab === 'pins' ? <HiddenPins viewer={data} toast={toast} /> : null}
          {tab === 'topics' ? <FollowedTopics viewer={data} toast={toast} /> : null}
          {tab === 'boards' ? <FollowedBoards viewer={data} toast={toast} /> : null}
          {tab === 'profiles' && data.user ? <FollowedProfiles user={data.user} toast={toast} /> : null}
        </div>
      </Flex>
    </Box>
  );
}

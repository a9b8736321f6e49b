/**
 * /edit, 'Tune your home feed' (issue 18; pin-card §2): a member's own page (the pins they hid, what
 * they follow), so its head says what it is and asks search engines not to index it. The page itself
 * sends a visitor to log in (client/feedback/tuneRoutes.tsx); the head is the same for everyone.
 */
import { SITE_NAME } from '../pin-meta.ts';
import type { DiscoveryPage, PagesDeps } from './index.ts';

export const TUNE_TITLE = 'Tune your home feed';
export const TUNE_DESCRIPTION = 'The Pins you hid and the topics, boards and profiles you follow: what your home feed is made of.';

export function tunePages({ publicUrl }: PagesDeps): DiscoveryPage[] {
  return [
    {
      pattern: /^\/edit\/?$/,
      meta: async () => ({ title: `${TUNE_TITLE} | ${SITE_NAME}`, description: TUNE_DESCRIPTION, image: null, url: `${publicUrl}/edit`, robots: 'noindex' }),
    },
  ];
}

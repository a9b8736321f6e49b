/**
 * /email/subscription and /email/unsubscribe (issue 20): a member's mail settings and a mail's
 * unsubscribe link. Their heads say what they are and ask search engines not to index them (an
 * unsubscribe link carries an address and its token). Any other path under /email/ is Not Found.
 */
import { SITE_NAME } from '../pin-meta.ts';
import type { DiscoveryPage, PagesDeps } from './index.ts';

export const MAIL_SETTINGS_TITLE = 'E-mail settings';
export const UNSUBSCRIBE_TITLE = 'Unsubscribe';

export function mailPages({ publicUrl }: PagesDeps): DiscoveryPage[] {
  return [
    {
      pattern: /^\/email\/subscription\/?$/,
      meta: async () => ({ title: `${MAIL_SETTINGS_TITLE} | ${SITE_NAME}`, description: 'Choose which e-mails Corkboard sends you.', image: null, url: `${publicUrl}/email/subscription`, robots: 'noindex' }),
    },
    {
      pattern: /^\/email\/unsubscribe\/?$/,
      meta: async () => ({ title: `${UNSUBSCRIBE_TITLE} | ${SITE_NAME}`, description: 'Stop a kind of e-mail from Corkboard.', image: null, url: `${publicUrl}/email/unsubscribe`, robots: 'noindex' }),
    },
    { pattern: /^\/email(?:\/.*)?$/, meta: async () => null },
  ];
}

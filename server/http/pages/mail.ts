/**
 * /email/subscription, /email/unsubscribe and /email/user_survey (issue 20): a member's mail
 * settings, a mail's unsubscribe link and its 'why' survey. Their heads say what they are and ask search engines not to index them (an
 * unsubscribe link carries an address and its token). Any other path under /email/ is Not Found.
 */
import { SITE_NAME } from '../pin-meta.ts';
import type { DiscoveryPage, PagesDeps } from './index.ts';

export const MAIL_SETTINGS_TITLE = 'E-mail settings';
export const UNSUBSCRIBE_TITLE = 'Unsubscribe';
export const SURVEY_TITLE = 'Tell us why';

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
    {
      pattern: /^\/email\/user_survey\/?$/,
      meta: async () => ({ title: `${SURVEY_TITLE} | ${SITE_NAME}`, description: 'Why you unsubscribed from a kind of e-mail.', image: null, url: `${publicUrl}/email/user_survey`, robots: 'noindex' }),
    },
    { pattern: /^\/email(?:\/.*)?$/, meta: async () => null },
  ];
}

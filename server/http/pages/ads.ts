/**
 * The advertiser area's heads (issue 19; platform §2): /business/convert, /business/hub, its bulk
 * editing (/business/hub/bulk) and /advertiser/quick-promote are a member's own pages: titled, not
 * indexed. The pages themselves send a visitor to log in and a personal account to convert first
 * (client/ad/adRoutes.tsx); the head is the same for everyone, so a reload answers 200 with a title.
 */
import { SITE_NAME } from '../pin-meta.ts';
import type { DiscoveryPage, PagesDeps } from './index.ts';

export const AD_PAGE_HEADS = [
  {
    pattern: /^\/business\/convert\/?$/,
    path: '/business/convert',
    title: 'Convert to a business account',
    description: 'Turn your Corkboard account into a business account to promote your Pins.',
  },
  {
    pattern: /^\/business\/hub\/?$/,
    path: '/business/hub',
    title: 'Business hub',
    description: 'Your ad accounts, campaigns and their reports.',
  },
  {
    pattern: /^\/business\/hub\/bulk\/?$/,
    path: '/business/hub/bulk',
    title: 'Bulk editing',
    description: 'Download, edit and upload your campaigns, ad groups and ads as a CSV file.',
  },
  {
    pattern: /^\/advertiser\/quick-promote\/?$/,
    path: '/advertiser/quick-promote',
    title: 'Promote your Pin',
    description: 'Promote one of your Pins: choose a goal, an audience, a budget and how long it runs.',
  },
] as const;

export function adPages({ publicUrl }: PagesDeps): DiscoveryPage[] {
  return AD_PAGE_HEADS.map((head) => ({
    pattern: head.pattern,
    meta: async () => ({ title: `${head.title} | ${SITE_NAME}`, description: head.description, image: null, url: `${publicUrl}${head.path}`, robots: 'noindex' }),
  }));
}

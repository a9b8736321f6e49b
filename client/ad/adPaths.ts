/** The advertiser area's addresses (issue 19), one place for the pages, their entry points and tests. */
export const HUB_PATH = '/business/hub';
export const BULK_PATH = '/business/hub/bulk';
export const CONVERT_PATH = '/business/convert';

/** /advertiser/quick-promote for a pin (its v3 id). */
export const quickPromotePath = (pinId: string): string => `/advertiser/quick-promote?pin=${encodeURIComponent(pinId)}`;

/** Log in, then come back to `here`. */
export const loginPath = (here: string): string => `/login?next=${encodeURIComponent(here)}`;

/** Convert to a business account, then come back to `here`. */
export const convertPath = (here: string): string => `${CONVERT_PATH}?next=${encodeURIComponent(here)}`;

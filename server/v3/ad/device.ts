/**
 * The device an ad request comes from (issue 19, pin-card §5 device mapping): 'web_mobile' when the
 * browser says it is a phone (the client hint Sec-CH-UA-Mobile: ?1, or "Mobi" in its User-Agent, the
 * token every mobile browser sends), else 'web'.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { TARGET_DEVICES } from './constants.ts';

export type TargetDevice = (typeof TARGET_DEVICES)[number];

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

export function deviceOf(headers: IncomingHttpHeaders): TargetDevice {
  if (header(headers, 'sec-ch-ua-mobile').trim() === '?1') return 'web_mobile';
  return /Mobi/.test(header(headers, 'user-agent')) ? 'web_mobile' : 'web';
}

/**
 * The invite landing's rules (platform §2 invite_code marker, §4 invite landing, §8 failed lookup,
 * §9 excluded channels; pin-card §5 sender first name cut to 30). Pure: no DOM, no Relay.
 */

/** platform §9: invites from these channels never show the popover or the toast. */
export const EXCLUDED_INVITE_CHANNELS: ReadonlySet<number> = new Set([5, 9, 12, 16]);
/** pin-card §5: the sender's first name is cut to this many characters (code points). */
export const SENDER_FIRST_NAME_MAX = 30;
/** The query markers the landing reads, and removes once the invite is redeemed. */
export const INVITE_PARAMS = ['invite_code', 'accept_invite', 'seamless'] as const;

/** InviteCodeMetadataResource (REST) or v3GetInviteCodeQuery (GraphQL), in one shape. */
export interface InviteMetadata {
  readonly inviteCode: string;
  readonly inviteChannel: number;
  readonly sender: {
    readonly id: string;
    readonly username: string;
    readonly firstName: string;
    readonly imageMediumUrl: string;
    readonly isDefaultImage: boolean;
    readonly shouldShowMessaging: boolean;
  };
  readonly board: { readonly id: string; readonly name: string; readonly url: string };
}

/** Who is looking, as far as the landing cares. */
export interface LandingViewer {
  /** The signed-in member's v3 id; null for a logged-out visitor. */
  readonly userId: string | null;
  /** The member's own should_show_messaging (a logged-out visitor counts as true). */
  readonly shouldShowMessaging: boolean;
  /** A viewport under 576 px. */
  readonly mobile: boolean;
}

export type LandingView = 'popover' | 'toast' | 'none';

/**
 * platform §4: logged-out desktop → the popover; logged-in (phone or desktop) → the toast; a
 * logged-out phone → nothing. Only when the inviter is not the viewer, both have
 * should_show_messaging, and the channel is not one of 5, 9, 12, 16.
 */
export function landingView(invite: InviteMetadata, viewer: LandingViewer): LandingView {
  if (EXCLUDED_INVITE_CHANNELS.has(invite.inviteChannel)) return 'none';
  if (viewer.userId !== null && viewer.userId === invite.sender.id) return 'none';
  if (!invite.sender.shouldShowMessaging || !viewer.shouldShowMessaging) return 'none';
  if (viewer.userId !== null) return 'toast';
  return viewer.mobile ? 'none' : 'popover';
}

/** pin-card §5: the first name cut to 30 code points (an emoji is not split). */
export function senderFirstName(firstName: string): string {
  return Array.from(firstName).slice(0, SENDER_FIRST_NAME_MAX).join('');
}

/** What the location asks of the landing. */
export interface InviteParams {
  /** The invite code, or null without one (or an empty one). */
  readonly code: string | null;
  /** accept_invite=true: the visitor came back from logging in or signing up to accept. */
  readonly accept: boolean;
}

export function inviteParams(query: Readonly<Record<string, unknown>>): InviteParams {
  const code = typeof query.invite_code === 'string' && query.invite_code.trim() !== '' ? query.invite_code.trim() : null;
  return { code, accept: query.accept_invite === 'true' };
}

/** Whether the landing has anything to do here (its code loads only then). */
export function wantsLanding(query: Readonly<Record<string, unknown>>): boolean {
  const params = inviteParams(query);
  return params.code !== null || params.accept;
}

/** The address without invite_code, accept_invite and seamless (other parameters and the hash stay). */
export function withoutInviteParams(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  for (const name of INVITE_PARAMS) params.delete(name);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/** The invite link (this page with its code, nothing else of the landing's) for loginRedirectFor. */
export function inviteLink(pathname: string, search: string, code: string): string {
  const params = new URLSearchParams(search);
  for (const name of INVITE_PARAMS) params.delete(name);
  params.set('invite_code', code);
  return `${pathname}?${params.toString()}`;
}

/** `/{username}/{slug}/` of a board url, for refetching the board page; null for anything else. */
export function boardPath(url: string): { readonly username: string; readonly slug: string } | null {
  const match = /^\/([^/?#]+)\/([^/?#]+)\/?$/.exec(url);
  if (!match) return null;
  try {
    return { username: decodeURIComponent(match[1]!), slug: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

/** Whether two paths name the same page (a trailing slash aside). */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
  return trim(a) === trim(b);
}

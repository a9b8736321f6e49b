export type LoginReason = 'save' | 'send' | 'edit' | 'create' | 'hide' | 'shareProfile' | 'createBoard' | 'follow' | 'unfollow' | 'invite' | 'default';

/** Spec platform §6: the login modal's header for each gated action. */
export const LOGIN_MODAL_HEADERS: Readonly<Record<LoginReason, string>> = {
  save: 'Log in to save this Pin',
  send: 'Log in to send this Pin',
  edit: 'Log in to edit this Pin',
  create: 'Log in to create a Pin or board',
  hide: 'Log in to hide this Pin',
  shareProfile: 'Log in to share the profile',
  createBoard: 'Log in to create a board',
  follow: 'Log in to follow',
  unfollow: 'Log in to unfollow',
  // The group-board invite's title without a name; inviteLoginHeader puts the inviter's in.
  invite: 'Your friends invited you to join their board',
  default: 'Log in to continue',
};

/** platform §6, group-board invite titles: '{name} invited you to join their board', or the friends' one without a name. */
export function inviteLoginHeader(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? LOGIN_MODAL_HEADERS.invite : `${trimmed} invited you to join their board`;
}

export const LOGIN_MODAL_SUBHEADER = "You're almost there! Log in to access all of the product";

/**
 * Where to go after logging in from a prompt (spec platform §6): /pin/{id}/repin/ after a save
 * prompt, /pin/{id}/edit/ after an edit prompt, and a board invite link with
 * accept_invite=true&seamless=true appended. Otherwise the invite link, or the current page.
 */
export function loginRedirectFor(reason: LoginReason, pinId?: string, inviteUrl?: string): string {
  if (pinId && reason === 'save') return `/pin/${encodeURIComponent(pinId)}/repin/`;
  if (pinId && reason === 'edit') return `/pin/${encodeURIComponent(pinId)}/edit/`;
  if (inviteUrl) {
    const [beforeHash, hash] = splitOnce(inviteUrl, '#');
    const separator = beforeHash.includes('?') ? (beforeHash.endsWith('?') || beforeHash.endsWith('&') ? '' : '&') : '?';
    return `${beforeHash}${separator}accept_invite=true&seamless=true${hash === null ? '' : `#${hash}`}`;
  }
  if (typeof window === 'undefined') return '/';
  return `${window.location.pathname}${window.location.search}`;
}

function splitOnce(value: string, separator: string): [string, string | null] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, null] : [value.slice(0, index), value.slice(index + 1)];
}

/**
 * An invite link handed to the landing without being visited (platform §6: sign-up from an invite).
 * A new member goes to the sign-up steps first; the page they came from passes the invite link
 * (with accept_invite=true) here, and the landing (InviteLanding) accepts it all the same.
 */
let held: string | null = null;
const listeners = new Set<() => void>();

export function holdInviteLink(link: string): void {
  held = link;
  listeners.forEach((listener) => listener());
}

/** The link held, until released. */
export function heldInviteLink(): string | null {
  return held;
}

export function releaseHeldInviteLink(): void {
  if (held === null) return;
  held = null;
  listeners.forEach((listener) => listener());
}

export function subscribeHeldInvite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A board joined from an invite by someone who still has the sign-up steps ahead (platform §4, §6:
 * sign-up from an invite lands on the board): the landing remembers it for this tab, and the
 * steps' last one goes there instead of home. Storage failures are ignored (platform §8).
 */
const KEY = 'corkboard.boardAfterSignupSteps';

export function rememberBoardAfterSignupSteps(url: string): void {
  try {
    window.sessionStorage.setItem(KEY, url);
  } catch {
    // No storage: the steps end at home as usual.
  }
}

/** The remembered board's address (once: it is forgotten as it is read), or null. Only a same-site path. */
export function takeBoardAfterSignupSteps(): string | null {
  try {
    const url = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
  } catch {
    return null;
  }
}

/**
 * The viewer's save behaviour (platform §3, §5, §9): fetched only for a signed-in person with fewer than
 * SAVE_BEHAVIOR_BOARD_LIMIT boards, with one GET /v3/users/me/?field_set_key=save_behavior per request;
 * at or above it the board picker (1) is shown without asking v3.
 */
import type { Context } from '../context.ts';
import { me } from './me.ts';

export const SAVE_BEHAVIOR_BOARD_LIMIT = 5;
/** platform §3: 0 saves to the profile, 1 shows the board picker. */
export const SHOW_BOARD_PICKER = 1;

interface Quicksave {
  saveBehavior: number;
  hasQuicksaveBoard: boolean;
}

const cache = new WeakMap<Context, Promise<Quicksave | null>>();

/** The quicksave fields, or null when signed out or at SAVE_BEHAVIOR_BOARD_LIMIT boards or more (no v3 call). */
export function quicksave(ctx: Context): Promise<Quicksave | null> {
  let pending = cache.get(ctx);
  if (!pending) {
    pending = me(ctx).then(async (user) => {
      if (!user || user.boardCount >= SAVE_BEHAVIOR_BOARD_LIMIT) return null;
      const page = await ctx.v3.get<{ save_behavior: number; has_quicksave_board: boolean }>('/v3/users/me/', {
        field_set_key: 'save_behavior',
      });
      return page.data as Quicksave;
    });
    cache.set(ctx, pending);
  }
  return pending;
}

/** After a write that changes the answer (a Quick Saves board created). */
export function forgetQuicksave(ctx: Context): void {
  cache.delete(ctx);
}

export async function saveBehavior(ctx: Context): Promise<number | null> {
  const user = await me(ctx);
  if (!user) return null;
  if (user.boardCount >= SAVE_BEHAVIOR_BOARD_LIMIT) return SHOW_BOARD_PICKER;
  return (await quicksave(ctx))?.saveBehavior ?? null;
}

export async function hasQuickSaveBoard(ctx: Context): Promise<boolean | null> {
  return (await quicksave(ctx))?.hasQuicksaveBoard ?? null;
}

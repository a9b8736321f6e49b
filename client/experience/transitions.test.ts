import { describe, expect, it } from 'vitest';
import { mutationOf, runTransition, type ExperienceEffects, type ExperienceTransition } from './transitions';

const PLACED = 'web_post_save:first_save_education';

/** Effects that record their order; `call` resolves when `release` is called (or fails with `failWith`). */
function recorder(failWith?: Error) {
  const log: string[] = [];
  let release: () => void = () => undefined;
  const effects: ExperienceEffects = {
    call: (transition, placed) => {
      log.push(`call ${transition} ${placed}`);
      return new Promise<void>((resolve, reject) => {
        release = () => {
          log.push('call done');
          if (failWith) reject(failWith);
          else resolve();
        };
      });
    },
    updateLocal: (transition) => void log.push(`local ${transition}`),
    refetch: () => void log.push('refetch'),
  };
  return { log, effects, release: () => release() };
}

/** Runs a transition, releasing the call on the next turn so the order before and after it shows. */
async function run(transition: ExperienceTransition, options: { suppressLocal?: boolean } = {}, failWith?: Error) {
  const r = recorder(failWith);
  const running = runTransition(transition, PLACED, r.effects, options);
  const before = [...r.log];
  await Promise.resolve();
  r.release();
  const outcome = await running.then(
    () => 'ok',
    (error: Error) => error.message,
  );
  return { before, log: r.log, outcome };
}

describe('experience transitions (platform §4)', () => {
  it('viewed: the call, and the local update at once, before the call ends; no re-fetch', async () => {
    const { before, log } = await run('viewed');
    expect(before).toEqual([`call viewed ${PLACED}`, 'local viewed']);
    expect(log).toEqual([`call viewed ${PLACED}`, 'local viewed', 'call done']);
  });

  it('completed: the call, then the local update, then the re-fetch', async () => {
    const { before, log } = await run('completed');
    expect(before).toEqual([`call completed ${PLACED}`]);
    expect(log).toEqual([`call completed ${PLACED}`, 'call done', 'local completed', 'refetch']);
  });

  it('dismissed: the delete call, then the local update, then the re-fetch', async () => {
    const { log } = await run('dismissed');
    expect(log).toEqual([`call dismissed ${PLACED}`, 'call done', 'local dismissed', 'refetch']);
  });

  it('completedWithoutHomefeed: the call, the local update only if not suppressed, then the re-fetch', async () => {
    expect((await run('completedWithoutHomefeed')).log).toEqual([`call completedWithoutHomefeed ${PLACED}`, 'call done', 'local completedWithoutHomefeed', 'refetch']);
    expect((await run('completedWithoutHomefeed', { suppressLocal: true })).log).toEqual([`call completedWithoutHomefeed ${PLACED}`, 'call done', 'refetch']);
  });

  it('suppressLocal changes nothing for the other transitions', async () => {
    expect((await run('completed', { suppressLocal: true })).log).toContain('local completed');
  });

  it('a failed call makes no local update (but viewed’s, made already) and no re-fetch, and passes the error on', async () => {
    const failed = await run('dismissed', {}, new Error('offline'));
    expect(failed).toMatchObject({ outcome: 'offline', log: [`call dismissed ${PLACED}`, 'call done'] });
    const viewed = await run('viewed', {}, new Error('offline'));
    expect(viewed).toMatchObject({ outcome: 'offline', log: [`call viewed ${PLACED}`, 'local viewed', 'call done'] });
  });

  it('names the mutation of each transition', () => {
    expect(mutationOf('viewed')).toEqual({ mutation: 'markExperienceViewed' });
    expect(mutationOf('completed')).toEqual({ mutation: 'completeExperience', withoutHomefeed: false });
    expect(mutationOf('completedWithoutHomefeed')).toEqual({ mutation: 'completeExperience', withoutHomefeed: true });
    expect(mutationOf('dismissed')).toEqual({ mutation: 'dismissExperience' });
  });
});

import { describe, expect, it } from 'vitest';
import { runFfmpeg } from './ffmpeg.ts';

describe('runFfmpeg', () => {
  it('kills a run that passes its time limit and rejects, so the media queue moves on', async () => {
    // An endless silent source written nowhere: it would run forever.
    const run = runFfmpeg(['-f', 'lavfi', '-i', 'anullsrc', '-f', 'null', '-'], { timeoutMs: 50 });
    await expect(run).rejects.toThrow(/ffmpeg failed \(SIGKILL\)/);
  });

  it('resolves a run that ends within its limit', async () => {
    await expect(runFfmpeg(['-f', 'lavfi', '-i', 'anullsrc', '-t', '0.1', '-f', 'null', '-'], { timeoutMs: 60_000 })).resolves.toBeUndefined();
  });
});

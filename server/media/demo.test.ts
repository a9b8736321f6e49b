import { describe, expect, it } from 'vitest';
import { clipFor, DEMO_CLIPS, DEMO_GIFS, gifFor, gifPath, hlsMasterPath, itemForPath, mp4Path } from './demo.ts';

describe('demo media', () => {
  it('gives a video pin the clip of its aspect, spreading pins over clips of the same aspect', () => {
    expect(clipFor(1.7778, 'a').aspect).toBe(1.7778);
    expect(clipFor(0.5625, 'a').aspect).toBe(0.5625);
    expect(clipFor(1.25, 'a').aspect).toBe(1.25);
    const tall = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => clipFor(1.7778, key).id));
    expect(tall.size).toBe(2);
    expect(gifFor(1.5, 'x').aspect).toBe(1.5);
    expect(gifFor(0.6, 'x').aspect).toBe(0.75);
  });

  it('finds the item any of its files belongs to, and nothing for other paths', () => {
    const clip = DEMO_CLIPS[1]!;
    expect(itemForPath(mp4Path(clip))).toEqual({ kind: 'clip', clip });
    expect(itemForPath(hlsMasterPath(clip))).toEqual({ kind: 'clip', clip });
    expect(itemForPath(`videos/hls/${clip.id}/360p/seg-002.ts`)).toEqual({ kind: 'clip', clip });
    expect(itemForPath(gifPath(DEMO_GIFS[0]!))).toEqual({ kind: 'gif', gif: DEMO_GIFS[0] });
    for (const other of ['videos/720p/nope.mp4', `videos/720p/../${clip.id}.mp4`, 'gifs/nope.gif', '../secret', '']) {
      expect(itemForPath(other), other).toBeNull();
    }
  });
});

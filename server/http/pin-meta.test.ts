import { describe, expect, it } from 'vitest';
import type { V3Pin } from '../v3/types.ts';
import { cutDescription, DESCRIPTION_MAX, pinMeta, withPinMeta } from './pin-meta.ts';

const pin = (overrides: Partial<V3Pin> = {}): V3Pin =>
  ({
    title: 'Lemon tart',
    description: 'Sharp and buttery.',
    is_sensitive: false,
    seo_title: 'Pin on Desserts',
    seo_description: 'Discover (and save!) your own Pins on Corkboard.',
    seo_url: '/pin/lemon-tart--7/',
    images: { '736x': { url: '/images/736x/abc.jpg', width: 736, height: 900 } },
    ...overrides,
  }) as V3Pin;

describe('cutDescription', () => {
  it(`keeps ${DESCRIPTION_MAX} characters and cuts ${DESCRIPTION_MAX + 1} at a word boundary with '…'`, () => {
    const exact = 'a'.repeat(DESCRIPTION_MAX);
    expect(cutDescription(exact)).toBe(exact);
    const words = `${'word '.repeat(40)}`.trim();
    const cut = cutDescription(words);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut).toMatch(/word…$/);
    expect(cutDescription('b'.repeat(DESCRIPTION_MAX + 1))).toBe(`${'b'.repeat(DESCRIPTION_MAX - 1)}…`);
  });

  it('collapses whitespace', () => {
    expect(cutDescription('  two\n\nlines  ')).toBe('two lines');
  });
});

describe('pinMeta', () => {
  it('titles the page "{title} | Corkboard", relative URLs without PUBLIC_URL', () => {
    expect(pinMeta(pin())).toEqual({
      title: 'Lemon tart | Corkboard',
      description: 'Sharp and buttery.',
      image: { url: '/images/736x/abc.jpg', width: 736, height: 900 },
      url: '/pin/lemon-tart--7/',
    });
  });

  it('makes og:url and og:image absolute with PUBLIC_URL, and leaves CDN URLs alone', () => {
    expect(pinMeta(pin(), 'https://cork.example')).toMatchObject({ url: 'https://cork.example/pin/lemon-tart--7/', image: { url: 'https://cork.example/images/736x/abc.jpg' } });
    const cdn = pin({ images: { '736x': { url: 'https://cdn.example/736x/abc.jpg', width: 736, height: 900 } } as V3Pin['images'] });
    expect(pinMeta(cdn, 'https://cork.example').image?.url).toBe('https://cdn.example/736x/abc.jpg');
  });

  it('falls back to "Corkboard" without a title and to the SEO description without a description', () => {
    expect(pinMeta(pin({ title: '  ', description: '' }))).toMatchObject({ title: 'Corkboard', description: 'Discover (and save!) your own Pins on Corkboard.' });
  });

  it('uses only the neutral SEO text for a sensitive pin', () => {
    expect(pinMeta(pin({ is_sensitive: true }))).toMatchObject({ title: 'Pin on Desserts | Corkboard', description: 'Discover (and save!) your own Pins on Corkboard.' });
  });
});

describe('withPinMeta', () => {
  const meta = pinMeta(pin({ title: 'Costs $& and $1 "<x>"' }));
  it('replaces the title and description of index.html, escaping text and keeping $ literal', () => {
    const html = withPinMeta('<html><head><meta name="description" content="Default" />\n<title>Corkboard</title></head><body></body></html>', meta);
    expect(html).not.toContain('Default');
    expect(html).toContain('<title>Costs $&amp; and $1 &quot;&lt;x&gt;&quot; | Corkboard</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('adds the tags before </head> when the page has no title', () => {
    expect(withPinMeta('<html><head></head></html>', meta)).toMatch(/<title>.*<\/title>[\s\S]*<\/head>/);
  });
});

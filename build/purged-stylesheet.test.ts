import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rollup';
import { pruneCustomProperties, renameInChunks } from './purged-stylesheet.ts';

const CSS = `
:root { --space-1: 4px; --space-2: var(--space-1); --unused: red; --unused-chain: var(--also-unused); --also-unused: blue; --inline: green; }
:root[data-color-scheme=dark] { --space-1: 8px; --unused: black; }
@media (prefers-color-scheme: dark) { :root[data-color-scheme=auto] { --unused: black; } }
.a { padding: var(--space-2); }
@keyframes spin { to { color: var(--spin-color); } }
:root { --spin-color: teal; }
`;

describe('the stylesheet keeps only the design tokens something reads', () => {
  const pruned = pruneCustomProperties(CSS, new Set(['a', '--inline']));

  it('keeps a token a rule reads, and the tokens it reads in turn, in every colour scheme', () => {
    expect(pruned).toContain('--space-2: var(--space-1)');
    expect(pruned).toContain('--space-1: 4px');
    expect(pruned).toContain('--space-1: 8px');
    expect(pruned).toContain('--spin-color: teal');
  });

  it('keeps a token the scripts name (an inline style)', () => {
    expect(pruned).toContain('--inline: green');
  });

  it('drops the tokens nothing reads, and the rules and at-rules left empty', () => {
    expect(pruned).not.toContain('--unused');
    expect(pruned).not.toContain('--also-unused');
    expect(pruned).not.toContain('prefers-color-scheme');
    expect(pruned).toContain('.a { padding: var(--space-2); }');
  });
});

describe('the renamed stylesheet', () => {
  it('is named by its new name in every chunk that lists it (a lazy chunk\'s preload deps)', () => {
    const chunk = (code: string, css: string[] = []) => ({ type: 'chunk', code, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() } }) as OutputBundle[string];
    const bundle = {
      'assets/Organize.js': chunk('m.f=["assets/Organize-a.js","assets/index-Old1.css"]'),
      'assets/index.js': chunk('export const y = 2;', ['assets/index-Old1.css']),
      'assets/Other.js': chunk('export const x = 1;'),
      'assets/index-New2.css': { type: 'asset', source: '' } as OutputBundle[string],
    } as OutputBundle;
    renameInChunks(bundle, 'assets/index-Old1.css', 'assets/index-New2.css');
    expect((bundle['assets/Organize.js'] as { code: string }).code).toBe('m.f=["assets/Organize-a.js","assets/index-New2.css"]');
    expect((bundle['assets/Other.js'] as { code: string }).code).toBe('export const x = 1;');
    // The entry's own list, which Vite writes a lazy chunk's preload list from.
    expect([...((bundle['assets/index.js'] as { viteMetadata: { importedCss: Set<string> } }).viteMetadata.importedCss)]).toEqual(['assets/index-New2.css']);
  });
});

import { describe, expect, it } from 'vitest';
import { pruneCustomProperties } from './purged-stylesheet.ts';

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

import { describe, expect, it } from 'vitest';
import { criticalCssIndex } from '../../build/critical-css.ts';
import { classesIn, criticalCss } from './critical-css.ts';

const STYLESHEET = `
:root { --space-1: 4px; --space-2: var(--space-1); --unused: red; }
html { margin: 0; }
.a { padding: var(--space-2); }
.b { color: blue; }
.a.c, .d { color: green; }
@media (min-width: 600px) { .a { padding: 8px; } .b { padding: 9px; } }
@container (width >= 736px) { .lead { column-count: 3; } }
.lead { column-count: 2; }
`;

describe('critical CSS', () => {
  const index = criticalCssIndex(STYLESHEET);

  it('reads the classes of the markup', () => {
    expect(classesIn('<div class="a  b"><span class="c"></span><p data-class="x"></p></div>')).toEqual(new Set(['a', 'b', 'c']));
  });

  it('keeps the rules whose classes are all in the markup, in stylesheet order, with their conditions', () => {
    const css = criticalCss(index, '<div class="a lead"></div>');
    expect(css).toContain('html{margin: 0;}');
    expect(css).toContain('.a{padding: var(--space-2);}');
    expect(css).toContain('@media (min-width: 600px){.a{padding: 8px;}}');
    expect(css).not.toContain('.b');
    // .a.c needs both classes; .d is not there either.
    expect(css).not.toContain('green');
    // The @container rule stays before the plain one, as in the stylesheet.
    expect(css.indexOf('@container (width >= 736px){.lead{column-count: 3;}}')).toBeLessThan(css.indexOf('.lead{column-count: 2;}'));
  });

  it('keeps a rule when one of its selectors matches', () => {
    expect(criticalCss(index, '<i class="d"></i>')).toContain('color: green');
    expect(criticalCss(index, '<i class="a c"></i>')).toContain('color: green');
  });

  it('sends only the design tokens the chosen rules use, through the tokens they refer to', () => {
    const css = criticalCss(index, '<div class="a"></div>');
    expect(css).toContain('--space-2:var(--space-1)');
    expect(css).toContain('--space-1:4px');
    expect(css).not.toContain('--unused');
    expect(criticalCss(index, '<div class="b"></div>')).not.toContain('--space');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { overlayOpen } from './CloseButton';

describe('overlayOpen (Escape closes the closeup only when nothing else is open)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is false when the only listbox is hidden (the header search with its suggestions closed)', () => {
    document.body.innerHTML = '<div hidden><div role="listbox" aria-label="Suggestions"></div></div>';
    expect(overlayOpen()).toBe(false);
  });

  it('is true for a shown listbox, menu or dialog', () => {
    for (const role of ['listbox', 'menu', 'dialog']) {
      document.body.innerHTML = `<div hidden><div role="listbox"></div></div><div role="${role}"></div>`;
      expect(overlayOpen()).toBe(true);
    }
  });
});

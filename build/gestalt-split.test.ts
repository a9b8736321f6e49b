/**
 * The production build's Gestalt split (gestalt-split.ts) keeps what Gestalt needs at run time: a
 * property written onto a component (`DropdownItem.displayName = …`, which Dropdown reads to find its
 * items) goes into the component's own part, so it ships wherever the component does.
 */
import { describe, expect, it } from 'vitest';
import { splitGestalt } from './gestalt-split.ts';

const BUNDLE = `import { forwardRef } from 'react';
const DropdownItem = /*#__PURE__*/ forwardRef(function DropdownItem() { return null; });
DropdownItem.displayName = 'Dropdown.Item';
const names = ['Dropdown.Item'];
function Dropdown({ children }) { return children.filter((child) => names.includes(child.type.displayName)); }
export { Dropdown, DropdownItem };
`;

describe('splitGestalt', () => {
  it('keeps a property written onto a component in the component’s part', () => {
    const { facade, parts } = splitGestalt(BUNDLE);
    const itemPart = [...parts.values()].find((part) => part.includes('forwardRef(function DropdownItem'));
    expect(itemPart).toContain("DropdownItem.displayName = 'Dropdown.Item';");
    expect(facade).toContain('DropdownItem as DropdownItem');
  });

  it('refuses a statement that declares nothing and would be dropped', () => {
    expect(() => splitGestalt(`${BUNDLE}console.log('side effect');\n`)).toThrow(/declares nothing/);
  });
});

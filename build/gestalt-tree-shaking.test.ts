/**
 * The build's icon pruning (gestalt-tree-shaking.ts, pruneIconParts): an icon's path ships when the
 * client names it, or when code the client can reach names it as a value; Gestalt components the
 * client never imports, quoted object keys and Icon's right-to-left lists do not keep one.
 */
import { describe, expect, it } from 'vitest';
import { splitGestalt } from './gestalt-split.ts';
import { gestaltImports, pruneIconParts } from './gestalt-tree-shaking.ts';

const BUNDLE = `import { jsx } from 'react/jsx-runtime';
var pin = 'M1';
var heart = 'M2';
var share = 'M3';
var lock = 'M4';
var download = 'M5';
var underline = 'M6';
var listNumbered = 'M7';
var listNumberedRtl = 'M8';
var cancel = 'M9';
const icons = /*#__PURE__*/ Object.freeze({
    'cancel': cancel,
    'download': download,
    'heart': heart,
    'list-numbered': listNumbered,
    'list-numbered-rtl': listNumberedRtl,
    'lock': lock,
    'pin': pin,
    'share': share,
    'underline': underline,
});
const swapOnRtlIconNames = Object.freeze(['list-numbered']);
const flipOnRtlIconNames = Object.freeze(['download', 'lock']);
const styles = {"underline": "tBJ", "box": "zI7"};
function Icon({ icon }) {
    const flip = flipOnRtlIconNames.includes(icon) || swapOnRtlIconNames.includes(icon);
    return jsx('svg', { className: flip ? styles.underline : styles.box, children: jsx('path', { d: icons[icon] }) });
}
function Dismiss({ open }) {
    return jsx(Icon, { icon: open ? 'cancel' : 'heart' });
}
function Editor() {
    return jsx(Icon, { icon: 'share' });
}
export { Dismiss, Editor, Icon };
`;

function keptIcons(imported: string[], clientNames: string[]): string[] {
  const split = splitGestalt(BUNDLE);
  const parts = pruneIconParts(split, new Set(imported), new Set(clientNames));
  const map = [...parts.values()].find((code) => code.includes('const icons = '));
  return [...(map ?? '').matchAll(/^\s+'([^']+)':/gm)].map((match) => match[1]!);
}

describe('pruneIconParts', () => {
  it('keeps the icons the client names and those reachable code names as values (ternaries too)', () => {
    expect(keptIcons(['Icon', 'Dismiss'], ['pin', 'list-numbered'])).toEqual(['cancel', 'heart', 'list-numbered', 'list-numbered-rtl', 'pin']);
  });

  it('drops an icon named only by a component the client does not import', () => {
    expect(keptIcons(['Icon'], ['pin'])).toEqual(['pin']);
    expect(keptIcons(['Icon', 'Editor'], ['pin'])).toEqual(['pin', 'share']);
  });

  it("ignores quoted object keys and Icon's right-to-left lists", () => {
    // 'underline' is a class-map key, 'download' and 'lock' only in flipOnRtlIconNames.
    expect(keptIcons(['Icon'], [])).toEqual([]);
  });

  it('reads the Gestalt names the client imports, values only', () => {
    const sources = [
      "import { Box, Flex as Row, type BoxProps } from 'gestalt';",
      "import type { IconProps } from 'gestalt';\nimport {\n  Icon,\n  Text,\n} from 'gestalt';",
    ];
    expect([...gestaltImports(sources)].sort()).toEqual(['Box', 'Flex', 'Icon', 'Text']);
  });
});

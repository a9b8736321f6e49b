import { describe, expect, it } from 'vitest';
import { charCount } from '../format';
import { BOARD_NAME_MAX, BOARD_NAME_REQUIRED, BOARD_NAME_TOO_LONG, boardNameError } from './CreateBoardForm';
import { DESCRIPTION_TOO_LONG, descriptionError, PIN_DESCRIPTION_MAX } from './RepinPage';

// Limits count characters (code points), not UTF-16 units: each of these is 2 units.
const EMOJI = '😀';

describe('charCount', () => {
  it('counts an emoji as one character', () => {
    expect(EMOJI.length).toBe(2);
    expect(charCount(EMOJI)).toBe(1);
    expect(charCount('')).toBe(0);
    expect(charCount(`ab${EMOJI}c`)).toBe(4);
  });
});

describe('pin description limit (500 characters)', () => {
  it('accepts 500 emoji and refuses 501', () => {
    expect(PIN_DESCRIPTION_MAX).toBe(500);
    expect(descriptionError(EMOJI.repeat(500))).toBeNull();
    expect(descriptionError(EMOJI.repeat(501))).toBe(DESCRIPTION_TOO_LONG);
    expect(descriptionError('a'.repeat(500))).toBeNull();
    expect(descriptionError('a'.repeat(501))).toBe(DESCRIPTION_TOO_LONG);
  });
});

describe('board name limit (50 characters, trimmed)', () => {
  it('accepts 50 emoji and refuses 51', () => {
    expect(BOARD_NAME_MAX).toBe(50);
    expect(boardNameError(EMOJI.repeat(50))).toBeNull();
    expect(boardNameError(`  ${EMOJI.repeat(50)}  `)).toBeNull();
    expect(boardNameError(EMOJI.repeat(51))).toBe(BOARD_NAME_TOO_LONG);
    expect(boardNameError('   ')).toBe(BOARD_NAME_REQUIRED);
  });
});

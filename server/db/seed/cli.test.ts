import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './cli.ts';

describe('parseSeedArgs', () => {
  it('reads counts and --reset', () => {
    expect(parseSeedArgs(['--pins', '1_000_000', '--users=40', '--boards', '120', '--reset'])).toEqual({
      options: { pins: 1_000_000, users: 40, boards: 120 },
      reset: true,
      help: false,
    });
    expect(parseSeedArgs([])).toEqual({ options: {}, reset: false, help: false });
  });

  it('rejects unknown flags, stray arguments and bad numbers', () => {
    expect(() => parseSeedArgs(['--force'])).toThrow();
    expect(() => parseSeedArgs(['1000'])).toThrow(/unexpected argument/);
    expect(() => parseSeedArgs(['--pins', '-5'])).toThrow();
    expect(() => parseSeedArgs(['--pins', 'lots'])).toThrow(/whole number/);
    expect(() => parseSeedArgs(['--pins'])).toThrow();
  });
});

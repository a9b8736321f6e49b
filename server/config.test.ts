import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('PUBLIC_URL', () => {
  it('is absent by default (links in mail stay relative)', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: '  ' }).publicUrl).toBeUndefined();
  });

  it('drops trailing slashes', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://cork.example/' }).publicUrl).toBe('https://cork.example');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000/corkboard//' }).publicUrl).toBe('http://localhost:3000/corkboard');
  });

  it('refuses what is not an http(s) address, with a clear message', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'cork.example' })).toThrow('PUBLIC_URL must be an http(s) address such as https://corkboard.example, got "cork.example"');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL must be/);
  });
});

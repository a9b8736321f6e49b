import { describe, expect, it } from 'vitest';
import { closeupPath } from './closeupPath';

const pin = { entityId: '1001', seoUrl: '/pin/lemon-tart--1001/' };

describe('closeupPath (pin-card §2)', () => {
  it('gives logged-out visitors the SEO-style URL', () => {
    expect(closeupPath(pin, 'anonymous')).toBe('/pin/lemon-tart--1001/');
  });

  it('gives members and limited logins /pin/{id}/', () => {
    expect(closeupPath(pin, 'member')).toBe('/pin/1001/');
    expect(closeupPath(pin, 'limited')).toBe('/pin/1001/');
  });
});

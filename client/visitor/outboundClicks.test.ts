import { afterEach, describe, expect, it } from 'vitest';
import { clickthroughOf } from './outboundClicks';

const ORIGIN = 'https://corkboard.test';

function linkInPin(href: string, pinId: string | null = '4242'): HTMLAnchorElement {
  const pin = document.createElement('div');
  if (pinId) pin.dataset.pinId = pinId;
  pin.innerHTML = `<img src="/images/236x/f00d.jpg" alt=""><a href="${href}">go</a>`;
  document.body.append(pin);
  return pin.querySelector('a')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('clickthroughOf', () => {
  it("a link to another site inside a pin is that pin's clickthrough", () => {
    expect(clickthroughOf(linkInPin('https://www.example.com/tart'), ORIGIN)).toEqual({
      pinId: '4242',
      link: 'https://www.example.com/tart',
      imageSignature: 'f00d',
      domain: 'example.com',
    });
  });

  it("an /offsite/ link of this site is a clickthrough to its url, the real destination", () => {
    const href = `${ORIGIN}/offsite/?token=1-2.3.mac&url=${encodeURIComponent('https://www.example.com/tart?x=1')}&pin=4242`;
    expect(clickthroughOf(linkInPin(href), ORIGIN)).toMatchObject({ pinId: '4242', link: 'https://www.example.com/tart?x=1', domain: 'example.com' });
  });

  it('an /offsite/ link without a url, or with one that is not a web page, is none', () => {
    expect(clickthroughOf(linkInPin(`${ORIGIN}/offsite/?token=t&pin=4242`), ORIGIN)).toBeNull();
    expect(clickthroughOf(linkInPin(`${ORIGIN}/offsite/?url=${encodeURIComponent('javascript:alert(1)')}`), ORIGIN)).toBeNull();
    expect(clickthroughOf(linkInPin(`${ORIGIN}/offsite/?url=${encodeURIComponent(`${ORIGIN}/pin/1/`)}`), ORIGIN)).toBeNull();
  });

  it("another page of this site, or a link outside a pin, is none", () => {
    expect(clickthroughOf(linkInPin(`${ORIGIN}/pin/4242/`), ORIGIN)).toBeNull();
    expect(clickthroughOf(linkInPin('https://www.example.com/', null), ORIGIN)).toBeNull();
  });
});

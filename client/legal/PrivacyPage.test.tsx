import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WHY_AD_LINKS } from '../ad/why/rules';
import PrivacyPage from './PrivacyPage';

describe('/privacy', () => {
  it('has the two sections "Why am I seeing this Ad?" links to', () => {
    const { container } = render(<PrivacyPage />);
    const ads = container.querySelector<HTMLElement>('#ads-personalization')!;
    expect(within(ads).getByRole('heading', { name: 'How ads are personalized' })).toBeTruthy();
    expect(ads.textContent).toContain('Why am I seeing this Ad?');
    const blocking = container.querySelector<HTMLElement>('#blocking-accounts')!;
    expect(within(blocking).getByRole('heading', { name: 'Blocking an account' })).toBeTruthy();
    expect(blocking.textContent).toContain('Block');
    for (const link of WHY_AD_LINKS) {
      const [path, hash] = link.href.split('#');
      if (path === '/privacy' && hash) expect(container.querySelector(`#${hash}`)).not.toBeNull();
    }
  });
});

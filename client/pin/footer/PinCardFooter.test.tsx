import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { LOGGED_OUT, type ViewerInfo } from '../../viewer/ViewerContext';
import type { ExperimentGroups } from '../../experiments/experiments';
import PinCardFooter from './PinCardFooter';
import type { PinSurfaceInfo } from './surface';
import { MEMBER, renderPart } from './testing';
import type { PinCardFooterTestQuery } from './__generated__/PinCardFooterTestQuery.graphql';

const query = graphql`
  query PinCardFooterTestQuery @relay_test_operation {
    pin(id: "test") {
      ...PinCardFooter_pin
    }
  }
`;

function TestFooter() {
  const data = useLazyLoadQuery<PinCardFooterTestQuery>(query, {});
  return data.pin ? (
    <div data-test-id="part">
      <PinCardFooter pin={data.pin} />
    </div>
  ) : null;
}

const BASE_PIN = {
  type: 'image',
  title: 'Lemon tart',
  description: '',
  isSensitive: false,
  access: [],
  seoTitle: 'Pin on Desserts',
  seoDescription: 'Discover (and save!) your own Pins on Corkboard.',
  richMetadata: null,
  richSummary: null,
  storyPinData: null,
  isShoppable: false,
  isOosProduct: false,
  isStaleProduct: false,
  isPromoted: false,
  promoter: null,
  sponsorship: null,
  link: null,
  domain: null,
  image: { width: 236, height: 354 },
  pinner: { fullName: 'Ada Baker', username: 'ada', imageSmallUrl: '', isVerifiedMerchant: false },
  board: { name: 'Desserts', url: '/ada/desserts/', isCollaborative: false, collaboratedByMe: false, owner: { entityId: '1' } },
};

async function renderFooter(
  pin: Record<string, unknown> = {},
  options: { viewer?: ViewerInfo; experiments?: ExperimentGroups; surface?: PinSurfaceInfo } = {},
) {
  renderPart(<TestFooter />, { Pin: () => ({ ...BASE_PIN, ...pin }) }, options);
  return screen.findByTestId('part');
}

describe('PinCardFooter visibility', () => {
  it('shows the footer to a member', async () => {
    const part = await renderFooter();
    expect(within(part).getByTestId('pin-footer')).toBeTruthy();
    expect(within(part).getByText('Lemon tart')).toBeTruthy();
  });

  it('hides the footer from logged-out visitors', async () => {
    const part = await renderFooter({}, { viewer: LOGGED_OUT });
    expect(within(part).queryByTestId('pin-footer')).toBeNull();
  });

  it('shows it to a limited-login viewer', async () => {
    const part = await renderFooter({}, { viewer: { ...MEMBER, kind: 'limited' } });
    expect(within(part).getByTestId('pin-footer')).toBeTruthy();
  });

  it("hides the footer in experiment group web_pin_footer='hidden'", async () => {
    const part = await renderFooter({}, { experiments: { web_pin_footer: 'hidden' } });
    expect(within(part).queryByTestId('pin-footer')).toBeNull();
  });
});

describe('title and description', () => {
  it('cuts a 201-character title to 200 with an ellipsis', async () => {
    const part = await renderFooter({ title: 'x'.repeat(201) });
    expect(within(part).getByTestId('pin-footer-title').textContent).toBe(`${'x'.repeat(200)}…`);
  });

  it('falls back to the rich summary name', async () => {
    const part = await renderFooter({ title: '', richSummary: { displayName: 'Linen shirt', siteName: null, products: [] } });
    expect(within(part).getByTestId('pin-footer-title').textContent).toBe('Linen shirt');
  });

  it('shows the description when there is no title, if longer than 3 characters', async () => {
    const part = await renderFooter({ title: '', description: 'Tart' });
    expect(within(part).getByTestId('pin-footer-description').textContent).toBe('Tart');
  });

  it('shows no description of 3 characters', async () => {
    const part = await renderFooter({ title: '', description: 'Tar' });
    expect(within(part).queryByTestId('pin-footer-description')).toBeNull();
  });

  it('shows only the SEO title of a sensitive pin', async () => {
    const part = await renderFooter({ isSensitive: true });
    expect(within(part).getByTestId('pin-footer-title').textContent).toBe('Pin on Desserts');
    expect(within(part).queryByText('Lemon tart')).toBeNull();
  });

  it('shows its author (write access) the sensitive pin’s own title', async () => {
    const part = await renderFooter({ isSensitive: true, access: ['write'] });
    expect(within(part).getByTestId('pin-footer-title').textContent).toBe('Lemon tart');
  });
});

describe('line clamp and height', () => {
  it('uses 3 lines with a price', async () => {
    const part = await renderFooter({
      type: 'product',
      richSummary: { displayName: null, siteName: null, products: [{ labels: [], offerSummary: { price: '$5', minPrice: null, maxPrice: null, standardPrice: null } }] },
    });
    expect(within(part).getByTestId('pin-footer').getAttribute('data-line-clamp')).toBe('3');
  });

  it('uses 2 lines without a price', async () => {
    const part = await renderFooter();
    expect(within(part).getByTestId('pin-footer').getAttribute('data-line-clamp')).toBe('2');
  });

  it('uses 2 lines on a square pin, even with a price', async () => {
    const part = await renderFooter({
      type: 'product',
      image: { width: 236, height: 236 },
      richSummary: { displayName: null, siteName: null, products: [{ labels: [], offerSummary: { price: '$5', minPrice: null, maxPrice: null, standardPrice: null } }] },
    });
    expect(within(part).getByTestId('pin-footer').getAttribute('data-line-clamp')).toBe('2');
  });

  it('reserves no height: a title-only footer has no empty band (no fixed minimum, no room for absent lines)', async () => {
    const part = await renderFooter({ image: { width: 236, height: 236 } });
    const footer = within(part).getByTestId('pin-footer');
    expect(footer.style.minHeight).toBe('');
    // Only the lines that show are in the column: nothing holds a place for a missing price or badge.
    for (const element of footer.querySelectorAll<HTMLElement>('*')) expect(element.style.minHeight).toBe('');
  });
});

describe('badges', () => {
  it("shows 'Verified merchant' for a verified merchant", async () => {
    const part = await renderFooter({ pinner: { ...BASE_PIN.pinner, isVerifiedMerchant: true } });
    expect(within(part).getByText('Verified merchant')).toBeTruthy();
  });

  it('shows no badge for other pinners', async () => {
    const part = await renderFooter();
    expect(within(part).queryByText('Verified merchant')).toBeNull();
  });
});

describe('attribution', () => {
  const typeOf = (part: HTMLElement) => within(part).getByTestId('pin-attribution').getAttribute('data-attribution-type');

  it('credits the pinner on the home feed', async () => {
    const part = await renderFooter();
    expect(typeOf(part)).toBe('surface');
    expect(within(part).getByRole('link', { name: 'Ada Baker' }).getAttribute('href')).toBe('/ada/');
  });

  it('names the board on a profile grid', async () => {
    const part = await renderFooter({}, { surface: { surface: 'profile', attributionOption: 'default' } });
    expect(typeOf(part)).toBe('board');
    expect(within(part).getByRole('link', { name: 'Desserts' }).getAttribute('href')).toBe('/ada/desserts/');
  });

  it('shows who saved a pin on a collaborative board to its owner', async () => {
    const board = { ...BASE_PIN.board, isCollaborative: true, owner: { entityId: MEMBER.userId } };
    const part = await renderFooter({ board }, { surface: { surface: 'board', attributionOption: 'default' } });
    expect(typeOf(part)).toBe('surface');
    expect(within(part).getByText('Ada Baker')).toBeTruthy();
  });

  it('credits nobody on a board grid for other viewers', async () => {
    const board = { ...BASE_PIN.board, isCollaborative: true };
    const part = await renderFooter({ board }, { surface: { surface: 'board', attributionOption: 'default' } });
    expect(within(part).getByTestId('pin-attribution').getAttribute('data-attribution-type')).toBe('hidden');
    expect(within(part).queryByText('Ada Baker')).toBeNull();
  });

  it('gives image-only credit with that option', async () => {
    const part = await renderFooter({}, { surface: { surface: 'home', attributionOption: 'imageOnly' } });
    expect(typeOf(part)).toBe('imageOnly');
    expect(within(part).getByRole('link', { name: 'Ada Baker' })).toBeTruthy();
    expect(within(part).queryByText('Ada Baker')).toBeNull();
  });
});

describe('sponsorship', () => {
  it("says 'Promoted by' and the promoter on a promoted pin, with the ad label", async () => {
    const part = await renderFooter({ isPromoted: true, promoter: { fullName: 'Acme', username: 'acme', imageSmallUrl: '' } });
    expect(within(part).getByText('Promoted by Acme')).toBeTruthy();
    expect(within(part).getByText('Promoted')).toBeTruthy();
  });

  it("says 'Paid partnership with' the sponsor for status 1", async () => {
    const part = await renderFooter({ sponsorship: { status: 1, sponsorName: 'Bea', sponsorUsername: 'bea' } });
    expect(within(part).getByText('Paid partnership with Bea')).toBeTruthy();
  });

  it('shows no name-based text for status 2 with a name', async () => {
    const part = await renderFooter({ sponsorship: { status: 2, sponsorName: 'Bea', sponsorUsername: 'bea' } });
    expect(within(part).queryByText(/Paid partnership/)).toBeNull();
  });

  it("says 'Includes sponsored products' for affiliated products, and links nofollow", async () => {
    const part = await renderFooter({
      link: 'https://shop.example/item',
      domain: 'shop.example',
      richSummary: { displayName: null, siteName: 'Shop', products: [{ labels: ['affiliate'], offerSummary: null }] },
    });
    expect(within(part).getByText('Includes sponsored products')).toBeTruthy();
    expect(within(part).getByRole('link', { name: 'Shop' }).getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
  });

  it('links an ordinary source without nofollow', async () => {
    const part = await renderFooter({ link: 'https://site.example/a', domain: 'site.example' });
    expect(within(part).getByRole('link', { name: 'site.example' }).getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  });
});

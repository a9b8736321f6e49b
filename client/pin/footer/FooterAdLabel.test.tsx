import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import FooterAdLabel from './FooterAdLabel';
import type { AiDisclosureInput } from './rules';
import { renderPart } from './testing';
import type { FooterAdLabelTestQuery } from './__generated__/FooterAdLabelTestQuery.graphql';

const query = graphql`
  query FooterAdLabelTestQuery @relay_test_operation {
    pin(id: "test") {
      ...FooterAdLabel_pin
    }
  }
`;

function TestLabel({ ai }: { readonly ai?: AiDisclosureInput | null }) {
  const data = useLazyLoadQuery<FooterAdLabelTestQuery>(query, {});
  return data.pin ? (
    <div data-test-id="part">
      <FooterAdLabel pin={data.pin} aiDisclosure={ai} />
    </div>
  ) : null;
}

const NO_AI = { madeWithAi: false, modifiedWithAi: false, partsMadeWithAi: false };

async function renderLabel(isPromoted: boolean, group?: string, ai: AiDisclosureInput | null = null) {
  renderPart(<TestLabel ai={ai} />, { Pin: () => ({ isPromoted, aiDisclosure: null }) }, { experiments: group ? { web_ad_label: group } : {} });
  return screen.findByTestId('part');
}

describe('FooterAdLabel', () => {
  it.each([
    [undefined, 'Promoted'],
    ['promoted', 'Promoted'],
    ['ad', 'Ad'],
    ['sponsored', 'Sponsored'],
  ])('group %s labels a promoted pin %s', async (group, label) => {
    const part = await renderLabel(true, group);
    expect(part.textContent).toBe(label);
  });

  it('labels nothing on a pin that is not promoted', async () => {
    const part = await renderLabel(false, 'ad');
    expect(part.textContent).toBe('');
  });

  it.each([
    [{ ...NO_AI, madeWithAi: true }, 'This ad was made with AI'],
    [{ ...NO_AI, modifiedWithAi: true }, 'This ad was modified with AI'],
    [{ ...NO_AI, partsMadeWithAi: true }, 'Parts of this ad were made with AI'],
  ])('discloses AI use %o', async (ai, text) => {
    await renderLabel(true, undefined, ai);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('discloses nothing without AI flags', async () => {
    const part = await renderLabel(true, undefined, NO_AI);
    expect(part.textContent).toBe('Promoted');
  });

  it('discloses nothing on an organic pin', async () => {
    const part = await renderLabel(false, undefined, { ...NO_AI, madeWithAi: true });
    expect(part.textContent).toBe('');
  });

  it.each([
    ['made_with_ai', 'This ad was made with AI'],
    ['modified_with_ai', 'This ad was modified with AI'],
    ['parts_made_with_ai', 'Parts of this ad were made with AI'],
  ])('reads the pin\'s own disclosure %s: %s', async (aiDisclosure, text) => {
    renderPart(<TestLabel />, { Pin: () => ({ isPromoted: true, aiDisclosure }) });
    expect((await screen.findByTestId('part')).textContent).toContain(text);
  });

  it('shows no disclosure on a promoted pin without one', async () => {
    renderPart(<TestLabel />, { Pin: () => ({ isPromoted: true, aiDisclosure: null }) });
    expect((await screen.findByTestId('part')).textContent).toBe('Promoted');
  });
});

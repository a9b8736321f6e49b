import { graphql, useFragment } from 'react-relay';
import ChipRow, { type Chip } from './ChipRow';
import { shoppingChipHref, shoppingChipName } from './rules';
import type { AnnotationChips_pin$key } from './__generated__/AnnotationChips_pin.graphql';

/**
 * The closeup's chips (pin-card §5, §9): shopping landing chips named from their /shopping/ URL and
 * linking there, then the visual annotation chips, each in a row that scrolls with arrows.
 */
export default function AnnotationChips({ pin }: { readonly pin: AnnotationChips_pin$key }) {
  const data = useFragment(
    graphql`
      fragment AnnotationChips_pin on Pin {
        pinJoin {
          visualAnnotation
          shoppingKlpUrls
        }
      }
    `,
    pin,
  );
  const shopping: Chip[] = [];
  for (const url of data.pinJoin?.shoppingKlpUrls ?? []) {
    const label = shoppingChipName(url);
    const href = shoppingChipHref(url);
    if (label && href && !shopping.some((chip) => chip.key === href)) shopping.push({ key: href, label, href });
  }
  const visual: Chip[] = [...new Set((data.pinJoin?.visualAnnotation ?? []).map((name) => name.trim()).filter((name) => name !== ''))].map(
    (name) => ({ key: name, label: name }),
  );
  if (shopping.length === 0 && visual.length === 0) return null;
  return (
    <>
      <ChipRow chips={shopping} label="Shop similar" testId="shopping-chips" />
      <ChipRow chips={visual} label="Visual annotations" testId="annotation-chips" />
    </>
  );
}

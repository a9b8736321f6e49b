import { Flex, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { useExperimentGroup } from '../../experiments/experiments';
import { adLabel, aiDisclosureText, type AiDisclosureInput } from './rules';
import type { FooterAdLabel_pin$key } from './__generated__/FooterAdLabel_pin.graphql';

interface Props {
  readonly pin: FooterAdLabel_pin$key;
  /** Overrides the pin's own AI disclosure (Pin.aiDisclosure, derived from its image provenance). */
  readonly aiDisclosure?: AiDisclosureInput | null;
}

/** The ad label of a promoted pin ('Promoted', 'Ad' or 'Sponsored' by web_ad_label) and its AI disclosure (pin-card §5). */
/** Pin.aiDisclosure as the rule's flags. */
function disclosureFlags(value: string | null | undefined): AiDisclosureInput | null {
  if (!value) return null;
  return { madeWithAi: value === 'made_with_ai', modifiedWithAi: value === 'modified_with_ai', partsMadeWithAi: value === 'parts_made_with_ai' };
}

export default function FooterAdLabel({ pin, aiDisclosure }: Props) {
  const data = useFragment(
    graphql`
      fragment FooterAdLabel_pin on Pin {
        isPromoted
        aiDisclosure
      }
    `,
    pin,
  );
  const label = adLabel(data.isPromoted, useExperimentGroup('web_ad_label'));
  const disclosure = aiDisclosureText(data.isPromoted, aiDisclosure === undefined ? disclosureFlags(data.aiDisclosure) : aiDisclosure);
  if (label === null) return null;
  return (
    <Flex direction="column">
      <Text size="100" weight="bold" color="subtle" lineClamp={1}>
        {label}
      </Text>
      {disclosure !== null ? (
        <Text size="100" color="subtle" lineClamp={1}>
          {disclosure}
        </Text>
      ) : null}
    </Flex>
  );
}

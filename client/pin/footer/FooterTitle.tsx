import { Box, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { jsonString } from './json';
import { footerText, TITLE_LINE_CLAMP, type LineClamp } from './rules';
import type { FooterTitle_pin$key } from './__generated__/FooterTitle_pin.graphql';

interface Props {
  readonly pin: FooterTitle_pin$key;
  /** The footer's line clamp, for a description shown in place of a missing title. */
  readonly lineClamp: LineClamp;
}

/** The card's title (2 lines), or its description when it has no title (pin-card §5). */
export default function FooterTitle({ pin, lineClamp }: Props) {
  const data = useFragment(
    graphql`
      fragment FooterTitle_pin on Pin {
        title
        description
        isSensitive
        access
        seoTitle
        seoDescription
        richMetadata
        richSummary {
          displayName
        }
        storyPinData {
          pinTitle
        }
      }
    `,
    pin,
  );
  const { title, description } = footerText({
    gridTitle: data.title,
    richSummaryName: data.richSummary?.displayName,
    richMetadataTitle: jsonString(data.richMetadata, 'title'),
    storyPinTitle: data.storyPinData?.pinTitle,
    closeupUnifiedDescription: data.description,
    richMetadataDescription: jsonString(data.richMetadata, 'description'),
    isSensitive: data.isSensitive,
    access: data.access,
    seoTitle: data.seoTitle,
    seoDescription: data.seoDescription,
  });

  if (title !== null) {
    return (
      <Box data-test-id="pin-footer-title">
        <Text size="200" weight="bold" lineClamp={TITLE_LINE_CLAMP}>
          {title}
        </Text>
      </Box>
    );
  }
  if (description !== null) {
    return (
      <Box data-test-id="pin-footer-description">
        <Text size="200" lineClamp={lineClamp}>
          {description}
        </Text>
      </Box>
    );
  }
  return null;
}

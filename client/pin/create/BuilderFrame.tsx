import { Box, Flex, Heading } from 'gestalt';
import type { ReactNode } from 'react';
import { FormError } from '../../account/formErrors';

interface Props {
  readonly heading: string;
  readonly dataTestId: string;
  /** Beside the heading: Publish (and Start over). */
  readonly actions: ReactNode;
  readonly error: string | null;
  /** Under the heading, before the error (a note about a kept draft). */
  readonly note?: ReactNode;
  /** The images (left on a desktop, first on a phone). */
  readonly media: ReactNode;
  /** The pin's fields and board. */
  readonly form: ReactNode;
  /** Grid columns of the media side on a desktop (of 12). */
  readonly mediaColumns?: 6 | 7;
}

/** A pin builder's page: heading and actions, then the images beside the fields (stacked on a phone). */
export default function BuilderFrame({ heading, dataTestId, actions, error, note = null, media, form, mediaColumns = 6 }: Props) {
  return (
    <Box paddingX={4} paddingY={6} display="flex" justifyContent="center" data-test-id={dataTestId}>
      <Box width="100%" maxWidth={1016}>
        <Flex direction="column" gap={6}>
          <Flex alignItems="center" justifyContent="between" gap={4} wrap>
            <Heading accessibilityLevel={1} size="400">
              {heading}
            </Heading>
            <Flex gap={2} alignItems="center">
              {actions}
            </Flex>
          </Flex>
          {note}
          <FormError message={error} />
          <Box display="flex" direction="column" mdDirection="row" marginStart={-3} marginEnd={-3}>
            <Box column={12} mdColumn={mediaColumns} paddingX={3} marginBottom={6}>
              {media}
            </Box>
            <Box column={12} mdColumn={mediaColumns === 6 ? 6 : 5} paddingX={3}>
              {form}
            </Box>
          </Box>
        </Flex>
      </Box>
    </Box>
  );
}

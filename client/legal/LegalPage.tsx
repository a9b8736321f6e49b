import { Box, Flex, Heading, Text } from 'gestalt';
import { useDocumentTitle } from '../account/LoginPage';

export interface LegalSection {
  /** The section's fragment id (/terms#community-guidelines), when something links to it. */
  readonly id?: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** A plain page of headed paragraphs: the terms and the privacy policy that sign-up links to. */
export default function LegalPage({ title, intro, sections }: { readonly title: string; readonly intro: string; readonly sections: readonly LegalSection[] }) {
  useDocumentTitle(`${title} | Corkboard`);
  return (
    <Box paddingY={8} paddingX={4} display="flex" justifyContent="center">
      <Box width="100%" maxWidth={720}>
        <Flex direction="column" gap={6}>
          <Heading accessibilityLevel={1} size="400">
            {title}
          </Heading>
          <Text>{intro}</Text>
          {sections.map((section) => (
            <section key={section.heading} id={section.id}>
              <Flex direction="column" gap={2}>
                <Heading accessibilityLevel={2} size="300">
                  {section.heading}
                </Heading>
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Flex>
            </section>
          ))}
        </Flex>
      </Box>
    </Box>
  );
}

import { Box, Link, Mask, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { todayArticlePath } from './todayTabs';
import type { ArticleCard_article$key } from './__generated__/ArticleCard_article.graphql';

interface Props {
  readonly article: ArticleCard_article$key;
}

/** A /today article as a card: its cover (or the cover's colour), topic, title and description; it leads to the article. */
export default function ArticleCard({ article }: Props) {
  const data = useFragment(
    graphql`
      fragment ArticleCard_article on TodayArticle {
        slug
        title
        description
        interest {
          name
        }
        coverImage(size: W474) {
          url
          dominantColor
        }
      }
    `,
    article,
  );
  return (
    <Box data-test-id="today-article-card" display="flex" direction="column">
      <Link href={todayArticlePath(data.slug)} underline="none" display="block">
        <Mask rounding={5}>
          <div
            role="img"
            aria-label={data.title}
            style={{
              aspectRatio: '3 / 2',
              backgroundColor: data.coverImage?.dominantColor ?? '#e9e9e9',
              backgroundImage: data.coverImage ? `url("${data.coverImage.url}")` : undefined,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }}
          />
        </Mask>
        <Box paddingY={2}>
          {data.interest ? (
            <Text size="100" color="subtle" weight="bold">
              {data.interest.name}
            </Text>
          ) : null}
          <Text weight="bold" size="300" lineClamp={2}>
            {data.title}
          </Text>
          <Box marginTop={1}>
            <Text size="200" color="subtle" lineClamp={2}>
              {data.description}
            </Text>
          </Box>
        </Box>
      </Link>
    </Box>
  );
}

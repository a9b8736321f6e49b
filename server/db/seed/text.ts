/** Titles, descriptions, links, slugs and prices for seeded rows. */
import type { Random } from './random.ts';
import type { Topic } from './topics.ts';
import { FILLER_SENTENCES, HASHTAGS, SHORT_DESCRIPTIONS } from './words.ts';

export const capitalize = (s: string): string => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

export function slugify(text: string): string {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const slug = ascii
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'board';
}

export interface Phrase {
  subject: string;
  adjective: string;
  text: string;
}

/** A title from the topic's templates. */
export function topicTitle(rng: Random, topic: Topic): Phrase {
  const subject = rng.pick(topic.subjects);
  // An adjective that does not repeat a word of the subject ("curly curly cut").
  let adjective = rng.pick(topic.adjectives);
  for (let i = 0; i < 4 && subject.toLowerCase().includes(adjective.toLowerCase()); i++) adjective = rng.pick(topic.adjectives);
  const text = rng
    .pick(topic.titles)
    .replace('{S}', capitalize(subject))
    .replace('{s}', subject)
    .replace('{a}', adjective)
    .replace('{n}', String(rng.int(3, 15)))
    .replace('{y}', String(rng.int(2023, 2025)));
  return { subject, adjective, text: capitalize(text) };
}

export function longTitle(rng: Random, topic: Topic): string {
  const parts: string[] = [];
  while (parts.join(' | ').length < 230) parts.push(topicTitle(rng, topic).text);
  return parts.join(' | ');
}

export type DescriptionKind = 'normal' | 'empty' | 'short' | 'long';

export function description(rng: Random, topic: Topic, phrase: Phrase, kind: DescriptionKind): string {
  if (kind === 'empty') return '';
  if (kind === 'short') return rng.pick(SHORT_DESCRIPTIONS);
  const opener = rng.pick([
    `This ${phrase.adjective} ${phrase.subject} is exactly what I needed.`,
    `Everything you need to know about ${phrase.subject}.`,
    `${capitalize(phrase.adjective)} ${phrase.subject}, step by step.`,
    `A ${phrase.adjective} take on ${phrase.subject} that anyone can pull off.`,
    `${capitalize(phrase.subject)} done the ${phrase.adjective} way.`,
  ]);
  const sentences = [opener];
  const target = kind === 'long' ? rng.int(520, 900) : rng.int(40, 220);
  while (sentences.join(' ').length < target) sentences.push(rng.pick(FILLER_SENTENCES));
  if (rng.chance(0.25)) sentences.push(`${rng.pick(HASHTAGS)} #${topic.urlName.replace(/-/g, '')}`);
  return sentences.join(' ');
}

export function altText(rng: Random, topic: Topic, phrase: Phrase): string {
  return capitalize(
    rng.pick([
      `A ${phrase.adjective} ${phrase.subject}`,
      `Photo of a ${phrase.subject} in soft natural light`,
      `Close-up of a ${phrase.adjective} ${phrase.subject}`,
      `${phrase.subject} styled on a neutral background`,
      `An overhead view of a ${phrase.subject}`,
    ]),
  ).concat(rng.chance(0.3) ? `, ${topic.name.toLowerCase()} idea` : '');
}

export interface Link {
  link: string;
  domain: string;
}

/** A link to a page on one of the topic's (fictional) sites; domain is the host without www. */
export function pageLink(rng: Random, topic: Topic, slugSource: string, kind: 'article' | 'recipe' | 'product' = 'article', host?: string): Link {
  const h = host ?? rng.pick(topic.domains);
  const slug = slugify(slugSource).slice(0, 60);
  const path =
    kind === 'recipe'
      ? `/recipes/${slug}/`
      : kind === 'product'
        ? `/products/${slug}-${rng.digits(5)}`
        : rng.chance(0.5)
          ? `/blog/${rng.int(2021, 2025)}/${String(rng.int(1, 12)).padStart(2, '0')}/${slug}`
          : `/${slug}/`;
  return { link: `https://${h}${path}`, domain: h.replace(/^www\./, '') };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatPrice = (dollars: number): string => usd.format(dollars);

/** A plausible price in dollars: whole or .99/.50/.00 endings. */
export function price(rng: Random, min: number, max: number): number {
  const base = Math.round(min + (max - min) * Math.pow(rng.next(), 1.8));
  return base + rng.pick([0, 0, 0.99, 0.5, 0.95]);
}

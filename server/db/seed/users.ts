/** Seeded accounts: a fixed cast (merchants, a partner, an employee, a save-to-profile user) and people. */
import type { NewUser } from '../schema.ts';
import { BASE_TIME, DAY, type Random } from './random.ts';
import { capitalize, slugify } from './text.ts';
import { SHOP_TOPICS, TOPICS } from './topics.ts';
import { BIO_TEMPLATES, BUSINESS_SUFFIXES, BUSINESS_WORDS_A, BUSINESS_WORDS_B, COUNTRIES, FIRST_NAMES, LAST_NAMES } from './words.ts';

export type UserKind = 'person' | 'merchant' | 'partner' | 'employee';

export interface SeedUser {
  id: number;
  username: string;
  fullName: string;
  kind: UserKind;
  isMerchant: boolean;
  /** Indices into TOPICS this account pins about. */
  topics: number[];
  saveBehavior: 0 | 1;
  /** A business's website host, e.g. www.juniperandoak.example. */
  host?: string;
  createdAt: number;
}

interface CastMember {
  first: string;
  last: string;
  username: string;
  kind: UserKind;
  merchant: boolean;
  topics: string[];
  saveBehavior: 0 | 1;
  host?: string;
  about: string;
}

const CAST: readonly CastMember[] = [
  { first: 'Juniper & Oak', last: 'Home', username: 'juniperandoak', kind: 'merchant', merchant: true, topics: ['home-decor'], saveBehavior: 1, host: 'www.juniperandoak.example', about: 'Natural materials, made to last. Furniture and decor for slow, lived-in homes.' },
  { first: 'Fernwood', last: 'Outfitters', username: 'fernwoodoutfitters', kind: 'merchant', merchant: true, topics: ['womens-fashion', 'mens-fashion', 'outdoors'], saveBehavior: 1, host: 'www.fernwoodoutfitters.example', about: 'Clothing and gear for the trail and the city.' },
  { first: 'Halcyon', last: 'Beauty', username: 'halcyonbeauty', kind: 'merchant', merchant: true, topics: ['beauty', 'hair-ideas'], saveBehavior: 1, host: 'www.halcyonbeauty.example', about: 'Clean skincare and colour, tested on people (never animals).' },
  { first: 'Little Sprout', last: 'Co.', username: 'littlesproutco', kind: 'merchant', merchant: true, topics: ['kids-and-parenting', 'home-decor'], saveBehavior: 1, host: 'www.littlesprout.example', about: 'Thoughtful things for little ones and the grown-ups who love them.' },
  { first: 'The Weekday', last: 'Table', username: 'theweekdaytable', kind: 'partner', merchant: false, topics: ['recipes', 'desserts'], saveBehavior: 1, host: 'theweekdaytable.example', about: 'Realistic recipes for busy weeknights. New recipe every Tuesday.' },
  { first: 'Priya', last: 'Raman', username: 'priyaraman', kind: 'employee', merchant: false, topics: ['travel', 'art', 'home-decor'], saveBehavior: 1, about: 'Product designer at Corkboard. Opinions about typography are my own.' },
  { first: 'Leo', last: 'Marchetti', username: 'leomarchetti', kind: 'person', merchant: false, topics: ['recipes', 'outdoors', 'architecture'], saveBehavior: 0, about: 'I save first and sort later.' },
];

export const CAST_SIZE = CAST.length;

const topicIndex = (urlName: string): number => {
  const i = TOPICS.findIndex((t) => t.urlName === urlName);
  if (i < 0) throw new Error(`unknown topic ${urlName}`);
  return i;
};

const plain = (name: string) => slugify(name).replace(/-/g, '');

export interface PlannedUsers {
  users: SeedUser[];
  rows: NewUser[];
}

export function planUsers(rng: Random, count: number): PlannedUsers {
  const users: SeedUser[] = [];
  const rows: NewUser[] = [];
  const taken = new Set<string>();
  const unique = (base: string): string => {
    let name = base.slice(0, 26);
    for (let n = 2; taken.has(name); n++) name = `${base.slice(0, 26)}${n}`;
    taken.add(name);
    return name;
  };
  const start = BASE_TIME - 6 * 365 * DAY;
  const end = BASE_TIME - 400 * DAY;
  const extraMerchants = Math.max(0, Math.round(count * 0.02) - 4);

  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const createdAt = Math.round(start + ((i + rng.range(0.05, 0.95)) / count) * (end - start));
    const cast = CAST[i];
    const [country, locale] = rng.pick(COUNTRIES);
    let user: SeedUser;
    let row: NewUser;
    if (cast) {
      const username = unique(cast.username);
      user = {
        id,
        username,
        fullName: `${cast.first} ${cast.last}`,
        kind: cast.kind,
        isMerchant: cast.merchant,
        topics: cast.topics.map(topicIndex),
        saveBehavior: cast.saveBehavior,
        ...(cast.host ? { host: cast.host } : {}),
        createdAt,
      };
      row = {
        id,
        username,
        email: `${username}@example.com`,
        firstName: cast.first,
        lastName: cast.last,
        about: cast.about,
        websiteUrl: cast.host ? `https://${cast.host}/` : null,
        gender: cast.kind === 'merchant' || cast.kind === 'partner' ? null : cast.first === 'Priya' ? 'female' : 'male',
        country: 'US',
        locale: 'en-US',
        isPartner: cast.kind === 'partner' || cast.merchant,
        isEmployee: cast.kind === 'employee',
        isVerifiedMerchant: cast.merchant,
        verifiedIdentity: cast.merchant || cast.kind === 'partner',
        saveBehavior: cast.saveBehavior,
      };
    } else if (i < CAST.length + extraMerchants) {
      const a = rng.pick(BUSINESS_WORDS_A);
      const b = rng.pick(BUSINESS_WORDS_B);
      const suffix = rng.pick(BUSINESS_SUFFIXES);
      const username = unique(plain(`${a}and${b}`));
      const host = `www.${username}.example`;
      const topic = rng.pick(SHOP_TOPICS);
      user = { id, username, fullName: `${a} & ${b} ${suffix}`, kind: 'merchant', isMerchant: true, topics: [topic], saveBehavior: 1, host, createdAt };
      row = {
        id,
        username,
        email: `hello@${username}.example`,
        firstName: `${a} & ${b}`,
        lastName: suffix,
        about: `Independent ${TOPICS[topic]?.name.toLowerCase() ?? 'goods'} shop. Small batches, shipped with care.`,
        websiteUrl: `https://${host}/`,
        country,
        locale,
        isPartner: true,
        isVerifiedMerchant: true,
        verifiedIdentity: true,
        saveBehavior: 1,
      };
    } else {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const pattern = rng.int(0, 4);
      const base =
        pattern === 0
          ? `${plain(first)}${plain(last)}`
          : pattern === 1
            ? `${plain(first)}_${plain(last)}`
            : pattern === 2
              ? `${plain(first)}${plain(last).slice(0, 1)}${rng.int(1, 99)}`
              : pattern === 3
                ? `${plain(first)}${rng.pick(['makes', 'cooks', 'pins', 'saves', 'designs', 'travels'])}`
                : `${plain(last)}${plain(first).slice(0, 3)}`;
      const username = unique(base);
      const topics = [(i - CAST.length - extraMerchants) % TOPICS.length];
      for (const t of rng.sample([...TOPICS.keys()], rng.int(1, 3))) if (!topics.includes(t)) topics.push(t);
      const saveBehavior: 0 | 1 = rng.chance(0.1) ? 0 : 1;
      const t1 = TOPICS[topics[0] ?? 0]?.name.toLowerCase() ?? 'ideas';
      const t2 = TOPICS[topics[1] ?? 0]?.name.toLowerCase() ?? 'ideas';
      user = { id, username, fullName: `${first} ${last}`, kind: 'person', isMerchant: false, topics, saveBehavior, createdAt };
      row = {
        id,
        username,
        email: `${username}@example.com`,
        firstName: first,
        lastName: last,
        about: rng.pick(BIO_TEMPLATES).replace('{t1}', t1).replace('{t2}', t2).replace('{T1}', capitalize(t1)),
        websiteUrl: rng.chance(0.1) ? `https://${username}.example/` : null,
        gender: rng.weighted([
          ['female', 6],
          ['male', 3],
          ['unspecified', 1],
        ] as const),
        country,
        locale,
        verifiedIdentity: rng.chance(0.04),
        saveBehavior,
        shouldShowMessaging: rng.chance(0.95),
      };
    }
    const hasAvatar = user.kind !== 'person' || rng.chance(0.9);
    row.imageSignature = hasAvatar ? rng.hex(32) : null;
    row.createdAt = new Date(createdAt);
    // Fill every column so each batch row has the same shape (not-null columns need a value).
    rows.push({
      isPartner: false,
      isEmployee: false,
      isVerifiedMerchant: false,
      verifiedIdentity: false,
      shouldShowMessaging: true,
      about: '',
      locale: 'en-US',
      ...row,
    });
    users.push(user);
  }
  return { users, rows };
}

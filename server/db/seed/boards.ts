/** Seeded boards with their sections and collaborators. */
import { boardCollaborators, boardSections, type NewBoard } from '../schema.ts';
import { BASE_TIME, DAY, HOUR, WeightedIndex, zipfWeight, type Random } from './random.ts';
import { capitalize, slugify } from './text.ts';
import { TOPICS } from './topics.ts';
import type { SeedUser } from './users.ts';

export type Privacy = 'public' | 'protected' | 'secret';

export interface SeedBoard {
  id: number;
  ownerId: number;
  topic: number;
  privacy: Privacy;
  archived: boolean;
  collaborators: number[];
  sectionIds: number[];
  ownerIsMerchant: boolean;
  createdAt: number;
  /** How much pinning activity the board gets. */
  weight: number;
}

type NewSection = typeof boardSections.$inferInsert;
type NewCollaborator = typeof boardCollaborators.$inferInsert;

export interface PlannedBoards {
  boards: SeedBoard[];
  rows: NewBoard[];
  sections: NewSection[];
  collaborators: NewCollaborator[];
}

/** Every board exists before the first pin (pins span the last 365 days before BASE_TIME). */
export const BOARDS_END = BASE_TIME - 366 * DAY;

const MERCHANT_BOARDS = ['New Arrivals', 'Bestsellers', 'Shop the Look', 'Gift Guide', 'Lookbook'];

export function planBoards(rng: Random, users: readonly SeedUser[], count: number): PlannedBoards {
  const boards: SeedBoard[] = [];
  const rows: NewBoard[] = [];
  const sections: NewSection[] = [];
  const collaborators: NewCollaborator[] = [];
  // Busy accounts own more boards: a Zipf weight over a shuffled order, businesses boosted.
  const order = rng.sample([...users.keys()], users.length);
  const ownerWeights = new Float64Array(users.length);
  order.forEach((userIndex, rank) => {
    const u = users[userIndex];
    ownerWeights[userIndex] = zipfWeight(rank, 0.7) * (u && u.kind !== 'person' ? 3 : 1);
  });
  const ownerPicker = new WeightedIndex(ownerWeights);
  const people = users.filter((u) => u.kind === 'person' || u.kind === 'employee');
  const namesByOwner = new Map<number, Set<string>>();
  const boardsByOwner = new Map<number, number>();
  let sectionId = 0;

  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const owner = users[i < users.length ? i : ownerPicker.pick(rng)];
    if (!owner) throw new Error('a board needs an owner: seed at least one user');
    const position = boardsByOwner.get(owner.id) ?? 0;
    boardsByOwner.set(owner.id, position + 1);
    const taken = namesByOwner.get(owner.id) ?? new Set<string>();
    namesByOwner.set(owner.id, taken);
    const topic = position === 0 ? (owner.topics[0] ?? 0) : rng.pick(owner.topics);
    const t = TOPICS[topic];
    if (!t) throw new Error(`no topic ${topic}`);
    const quickSaves = owner.saveBehavior === 0 && position === 0;

    let name: string;
    if (quickSaves) name = 'Quick Saves';
    else {
      const candidates = [...(owner.isMerchant ? MERCHANT_BOARDS.map((n) => (n === 'Lookbook' ? `${owner.fullName} Lookbook` : n)) : []), ...t.boards];
      const free = candidates.filter((n) => !taken.has(slugify(n)));
      name = free.length > 0 && rng.chance(0.9) ? rng.pick(free) : `${rng.pick(['More', 'Best', 'New', 'My', 'Favourite'])} ${rng.pick(t.boards).toLowerCase()}`;
    }
    name = name.slice(0, 50).trim();
    // Names are unique per owner (and so are slugs): a repeated one becomes "name 2", "name 3" …
    const base = name;
    let slug = slugify(name);
    for (let n = 2; taken.has(slug); n++) {
      name = `${base.slice(0, 50 - String(n).length - 1).trim()} ${n}`;
      slug = slugify(name);
    }
    taken.add(slug);

    const privacy: Privacy =
      owner.kind === 'merchant' || owner.kind === 'partner' || quickSaves
        ? 'public'
        : rng.weighted([
            ['public', 84],
            ['protected', 6],
            ['secret', 10],
          ] as const);
    const plainBoard = !owner.isMerchant && !quickSaves;
    const archived = plainBoard && rng.chance(0.03);
    const collaborative = plainBoard && !archived && people.length > 1 && rng.chance(0.07);
    const createdAt = Math.round(owner.createdAt + DAY + rng.next() * Math.max(0, BOARDS_END - owner.createdAt - DAY));

    const collaboratorIds: number[] = [];
    if (collaborative) {
      for (const c of rng.sample(people, rng.int(1, 3))) {
        if (c.id === owner.id) continue;
        collaboratorIds.push(c.id);
        // An accepted invite from the owner (issue 15): invited and accepted at once.
        const joinedAt = new Date(Math.round(Math.max(createdAt, c.createdAt) + rng.next() * DAY * 20));
        collaborators.push({ boardId: id, userId: c.id, status: 'accepted', inviterId: owner.id, createdAt: joinedAt, acceptedAt: joinedAt });
      }
    }

    const sectionIds: number[] = [];
    if (!quickSaves && rng.chance(0.35)) {
      rng.sample(t.sections, rng.int(2, 5)).forEach((title, index) => {
        sectionId++;
        sectionIds.push(sectionId);
        sections.push({ id: sectionId, boardId: id, title, slug: slugify(title), position: index, createdAt: new Date(createdAt + (index + 1) * HOUR) });
      });
    }

    const description = rng.chance(0.4)
      ? rng.pick([
          `${capitalize(rng.pick(t.adjectives))} ${t.name.toLowerCase()} ideas I keep coming back to.`,
          `Everything ${t.name.toLowerCase()}.`,
          `Ideas and inspiration for ${rng.pick(t.subjects)} and more.`,
          `A running list. Mostly ${rng.pick(t.adjectives)} things.`,
        ])
      : '';

    boards.push({
      id,
      ownerId: owner.id,
      topic,
      privacy,
      archived,
      collaborators: collaboratorIds,
      sectionIds,
      ownerIsMerchant: owner.isMerchant,
      createdAt,
      weight: Math.pow(rng.range(0.15, 1), 2) * (owner.isMerchant ? 2 : 1) * (archived ? 0.2 : 1),
    });
    rows.push({
      id,
      ownerId: owner.id,
      name,
      slug,
      description,
      privacy,
      layout: quickSaves ? 'quick_saves' : rng.chance(0.08) ? 'custom' : 'default',
      isCollaborative: collaborative && collaboratorIds.length > 0,
      archived,
      customOrder: position,
      createdAt: new Date(createdAt),
    });
  }
  return { boards, rows, sections, collaborators };
}

/** Seeded saves (people saving others' pins to their boards), follows and blocks. */
import { blocks, follows, saves } from '../schema.ts';
import type { SeedBoard } from './boards.ts';
import type { PinFactory } from './pins.ts';
import { BASE_TIME, WeightedIndex, zipfWeight, type Random } from './random.ts';
import { TOPICS } from './topics.ts';
import type { SeedUser } from './users.ts';
import { SHORT_DESCRIPTIONS } from './words.ts';

type NewSave = typeof saves.$inferInsert;
type NewFollow = typeof follows.$inferInsert;
type NewBlock = typeof blocks.$inferInsert;

const after = (rng: Random, from: number): Date => new Date(Math.round(from + rng.next() * Math.max(0, BASE_TIME - from)));

/** Popularity weights over users: businesses and the first accounts are followed and save the most. */
function userPopularity(rng: Random, users: readonly SeedUser[]): WeightedIndex {
  const order = rng.sample([...users.keys()], users.length);
  const weights = new Float64Array(users.length);
  order.forEach((index, rank) => {
    const u = users[index];
    weights[index] = zipfWeight(rank, 0.8) * (u && u.kind !== 'person' ? 4 : 1);
  });
  return new WeightedIndex(weights);
}

export function planSaves(rng: Random, users: readonly SeedUser[], boards: readonly SeedBoard[], pins: PinFactory, totalPins: number, count: number): NewSave[] {
  if (totalPins === 0 || count === 0) return [];
  const boardsByUser = new Map<number, SeedBoard[]>();
  for (const b of boards) {
    if (b.archived) continue;
    const list = boardsByUser.get(b.ownerId) ?? [];
    list.push(b);
    boardsByUser.set(b.ownerId, list);
  }
  // Visible pins by topic, so people mostly save pins about what their board is about.
  const byTopic: number[][] = TOPICS.map(() => []);
  for (let id = 1; id <= totalPins; id++) if (pins.visible[id]) byTopic[pins.topic[id] ?? 0]?.push(id);
  const anyVisible = byTopic.some((l) => l.length > 0);
  if (!anyVisible) return [];
  const savers = userPopularity(rng, users);
  const taken = new Set<number>();
  const out: NewSave[] = [];
  for (let attempt = 0; out.length < count && attempt < count * 4; attempt++) {
    const user = users[savers.pick(rng)];
    const own = user && boardsByUser.get(user.id);
    if (!user || !own) continue;
    const board = rng.pick(own);
    const topical = byTopic[board.topic] ?? [];
    let pinId: number;
    if (topical.length > 0 && rng.chance(0.6)) {
      // A few pins go viral: the first 2% of each topic's list draw a quarter of its saves.
      pinId = rng.chance(0.25) ? (topical[Math.floor(rng.next() * Math.max(1, topical.length * 0.02))] ?? 0) : rng.pick(topical);
    } else {
      pinId = rng.int(1, totalPins);
      if (!pins.visible[pinId]) continue;
    }
    if (pinId === 0 || pins.pinner[pinId] === user.id) continue;
    const key = pinId * 2 ** 22 + board.id;
    if (taken.has(key)) continue;
    taken.add(key);
    out.push({
      pinId,
      boardId: board.id,
      sectionId: board.sectionIds.length > 0 && rng.chance(0.4) ? rng.pick(board.sectionIds) : null,
      userId: user.id,
      description: rng.chance(0.05) ? rng.pick(SHORT_DESCRIPTIONS) : null,
      createdAt: after(rng, pins.time[pinId] ?? BASE_TIME),
    });
  }
  // Ids follow time, like every feed expects.
  out.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime() || (a.pinId - b.pinId) || (a.boardId - b.boardId));
  out.forEach((s, i) => {
    s.id = i + 1;
  });
  return out;
}

export function planFollows(rng: Random, users: readonly SeedUser[], boards: readonly SeedBoard[], interestCount: number): NewFollow[] {
  const out: NewFollow[] = [];
  const popular = userPopularity(rng, users);
  const publicBoards = boards.filter((b) => b.privacy === 'public' && !b.archived);
  const boardPicker = new WeightedIndex(publicBoards.map((b) => b.weight));
  const boardCreated = new Map(boards.map((b) => [b.id, b.createdAt]));
  for (const user of users) {
    const followed = new Set<number>();
    const wantUsers = Math.min(users.length - 1, 2 + Math.floor(Math.pow(rng.next(), 2) * 30));
    for (let tries = 0; followed.size < wantUsers && tries < wantUsers * 4; tries++) {
      const target = users[popular.pick(rng)];
      if (!target || target.id === user.id || followed.has(target.id)) continue;
      followed.add(target.id);
      out.push({ followerId: user.id, targetType: 'user', targetId: target.id, createdAt: after(rng, Math.max(user.createdAt, target.createdAt)) });
    }
    const boardsFollowed = new Set<number>();
    const wantBoards = publicBoards.length > 0 ? Math.floor(Math.pow(rng.next(), 2) * 12) : 0;
    for (let tries = 0; boardsFollowed.size < wantBoards && tries < wantBoards * 4; tries++) {
      const board = publicBoards[boardPicker.pick(rng)];
      if (!board || board.ownerId === user.id || boardsFollowed.has(board.id)) continue;
      boardsFollowed.add(board.id);
      out.push({ followerId: user.id, targetType: 'board', targetId: board.id, createdAt: after(rng, Math.max(user.createdAt, boardCreated.get(board.id) ?? 0)) });
    }
    const interests = new Set(user.topics.map((t) => t + 1).filter((id) => id <= interestCount));
    for (let k = rng.int(0, 2); k > 0 && interestCount > 0; k--) interests.add(rng.int(1, interestCount));
    for (const id of interests) out.push({ followerId: user.id, targetType: 'interest', targetId: id, createdAt: after(rng, user.createdAt) });
  }
  return out;
}

export function planBlocks(rng: Random, users: readonly SeedUser[]): NewBlock[] {
  const people = users.filter((u) => u.kind === 'person');
  if (people.length < 2) return [];
  const want = Math.max(3, Math.round(users.length / 100));
  const taken = new Set<string>();
  const out: NewBlock[] = [];
  for (let tries = 0; out.length < want && tries < want * 10; tries++) {
    const blocker = rng.pick(people);
    const blocked = rng.pick(people);
    const key = `${blocker.id}:${blocked.id}`;
    if (blocker.id === blocked.id || taken.has(key)) continue;
    taken.add(key);
    out.push({ blockerId: blocker.id, blockedId: blocked.id, createdAt: after(rng, Math.max(blocker.createdAt, blocked.createdAt)) });
  }
  return out;
}

/** Small, exact data for integration tests (the demo seed is for people; tests need known rows). */
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import {
  boardSections,
  boards,
  pins,
  saves,
  users,
  type BoardRow,
  type NewBoard,
  type NewPin,
  type NewUser,
  type PinRow,
  type UserRow,
} from '../db/schema.ts';

let counter = 0;
export const signature = (seed: string): string => createHash('md5').update(seed).digest('hex');

export async function makeUser(db: Db, values: Partial<NewUser> = {}): Promise<UserRow> {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({ username: `user${counter}`, firstName: 'Test', lastName: `User ${counter}`, ...values })
    .returning();
  return row!;
}

export async function makeBoard(db: Db, owner: UserRow, values: Partial<NewBoard> = {}): Promise<BoardRow> {
  counter += 1;
  const name = values.name ?? `Board ${counter}`;
  const [row] = await db
    .insert(boards)
    .values({ ownerId: owner.id, name, slug: `board-${counter}`, ...values })
    .returning();
  return row!;
}

export async function makeSection(db: Db, board: BoardRow, title: string) {
  const [row] = await db
    .insert(boardSections)
    .values({ boardId: board.id, title, slug: title.toLowerCase().replace(/\W+/g, '-') })
    .returning();
  return row!;
}

export async function makePin(db: Db, board: BoardRow, values: Partial<NewPin> = {}): Promise<PinRow> {
  counter += 1;
  const [row] = await db
    .insert(pins)
    .values({
      pinnerId: board.ownerId,
      boardId: board.id,
      title: `Pin ${counter}`,
      description: `Description of pin ${counter}`,
      link: `https://www.example.com/article-${counter}`,
      imageSignature: signature(`pin-${counter}`),
      imageWidth: 1000,
      imageHeight: 1500,
      dominantColor: '#a1b2c3',
      ...values,
    })
    .returning();
  return row!;
}

export async function makeSave(db: Db, pin: PinRow, board: BoardRow, user: UserRow, createdAt?: Date) {
  const [row] = await db
    .insert(saves)
    .values({ pinId: pin.id, boardId: board.id, userId: user.id, ...(createdAt ? { createdAt } : {}) })
    .returning();
  return row!;
}

/**
 * A small world: two people, a public board with 5 pins, a protected and a secret board with one pin
 * each, and a deleted pin. Pins are created in order, so ids ascend.
 */
export async function smallWorld(db: Db) {
  const ada = await makeUser(db, { username: 'ada', firstName: 'Ada', lastName: 'Lovelace' });
  const bob = await makeUser(db, { username: 'bob', firstName: 'Bob', lastName: 'Baker' });
  const recipes = await makeBoard(db, ada, { name: 'Recipes', slug: 'recipes' });
  const gifts = await makeBoard(db, ada, { name: 'Gift ideas', slug: 'gift-ideas', privacy: 'protected' });
  const diary = await makeBoard(db, ada, { name: 'Secret diary', slug: 'secret-diary', privacy: 'secret' });
  const bobs = await makeBoard(db, bob, { name: 'Workshop', slug: 'workshop' });
  const section = await makeSection(db, recipes, 'Soups');
  const publicPins: PinRow[] = [];
  for (let i = 0; i < 5; i += 1) {
    publicPins.push(
      await makePin(db, recipes, {
        title: `Tomato soup ${i}`,
        sectionId: i === 0 ? section.id : null,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      }),
    );
  }
  const protectedPin = await makePin(db, gifts, { title: 'A protected gift' });
  const secretPin = await makePin(db, diary, { title: 'A secret pin' });
  const deletedPin = await makePin(db, recipes, { title: 'Deleted', deletedAt: new Date('2026-02-01T00:00:00Z') });
  const bobPin = await makePin(db, bobs, { title: 'Dovetail joint', createdAt: new Date(Date.UTC(2026, 0, 2)) });
  return { ada, bob, recipes, gifts, diary, bobs, section, publicPins, protectedPin, secretPin, deletedPin, bobPin };
}

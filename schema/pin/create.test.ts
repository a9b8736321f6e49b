/**
 * Making and editing pins through GraphQL (issue 16, C) against the real v3 (part B2), both backends:
 * createPin from a data: URL, a known image signature, a carousel and an idea pin; a repeated guid
 * makes one pin; v3's refusals come back as UserErrors on the field at fault ('Invalid Image', a title
 * over 100, no image, someone else's board, signed out); updatePin by the pinner (title, link, alt
 * text, section and board; a section cleared with null), refused to anyone else; Pin.viewerCanEdit.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pins } from '../../server/db/schema.ts';
import { makeBoard, makeSection } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { cast, gid, payload, sharedBoard } from '../testing/boards.ts';
import type { TestBrowser } from '../testing/browser.ts';
import { inputField } from './create.ts';

const PIN_FIELDS = `id entityId type title description link altText imageSignature viewerCanEdit
  board { id entityId } section { id entityId title } pinner { username }
  image(size: W236) { url width height } carouselData { carouselSlots { title details link imageSignature } } storyPinData { staticPageCount totalVideoDuration pinTitle pageCount }`;
const CREATE = `mutation($input: CreatePinInput!) { createPin(input: $input) { pin { ${PIN_FIELDS} } board { id pinCount } errors { field code message } } }`;
const UPDATE = `mutation($input: UpdatePinInput!) { updatePin(input: $input) { pin { ${PIN_FIELDS} } board { id pinCount } errors { field code message } } }`;
const DELETE = `mutation($input: DeletePinInput!) { deletePin(input: $input) { deletedPinId errors { code } } }`;
const READ = `query($id: String!) { pin(id: $id) { title viewerCanEdit } }`;

interface PinAnswer {
  id: string;
  entityId: string;
  type: string;
  title: string;
  description: string;
  link: string | null;
  altText: string | null;
  imageSignature: string;
  viewerCanEdit: boolean;
  board: { id: string; entityId: string };
  section: { id: string; entityId: string; title: string } | null;
  image: { url: string; width: number; height: number } | null;
}
type Errors = { field: string | null; code: string; message: string }[];
interface Payload {
  pin: PinAnswer | null;
  board: { id: string; pinCount: number } | null;
  errors: Errors;
}

/** A small PNG as a data: URL (what the builder sends for a pasted image). */
async function dataUrl(color = '#c0392b', width = 40, height = 30): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const create = async (browser: TestBrowser, input: Record<string, unknown>) => payload<Payload>(await browser.gql(CREATE, { input }), 'createPin');
const update = async (browser: TestBrowser, input: Record<string, unknown>) => payload<Payload>(await browser.gql(UPDATE, { input }), 'updatePin');

describe('v3 params as input fields', () => {
  it.each([
    ['boardId', 'boardId'],
    ['section', 'sectionId'],
    ['imageBase64', 'imageBase64'],
    ['carousel_slots[1].link', 'carouselSlots[1].link'],
    ['story_pages[0].blocks[2].text', 'storyPages[0].blocks[2].text'],
    ['image', 'image'],
  ])('%s → %s', (param, field) => {
    expect(inputField(param)).toBe(field);
  });
});

describe.each(backends())('making and editing pins through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  it('makes a pin from a data: URL on the viewer’s board, with its title, description, link and alt text; the board counts it', async () => {
    const people = await cast(env(), 'cp1');
    const board = await makeBoard(env().storage.db, people.owner.row, { name: 'Red things', slug: 'red-things' });
    const made = await create(people.owner.browser, {
      boardId: gid('Board', board.id),
      imageBase64: await dataUrl(),
      title: 'A red square',
      description: 'Very red.',
      link: 'https://example.com/red',
      altText: 'A red rectangle',
    });
    expect(made.errors).toEqual([]);
    expect(made.pin).toMatchObject({
      type: 'image',
      title: 'A red square',
      description: 'Very red.',
      link: 'https://example.com/red',
      altText: 'A red rectangle',
      viewerCanEdit: true,
      board: { id: gid('Board', board.id), entityId: String(board.id) },
      section: null,
      // A small image is not enlarged for the 236x size.
      image: { width: 40, height: 30 },
    });
    expect(made.pin!.id).toBe(gid('Pin', made.pin!.entityId));
    expect(made.pin!.imageSignature).toMatch(/^[0-9a-f]{32}$/);
    expect(made.board).toEqual({ id: gid('Board', board.id), pinCount: 1 });

    // Only the pinner may edit it.
    const read = async (browser: TestBrowser) => payload<{ title: string; viewerCanEdit: boolean }>(await browser.gql(READ, { id: made.pin!.entityId }), 'pin');
    expect(await read(people.owner.browser)).toEqual({ title: 'A red square', viewerCanEdit: true });
    expect(await read(people.other.browser)).toEqual({ title: 'A red square', viewerCanEdit: false });
    expect(await read(people.anonymous)).toEqual({ title: 'A red square', viewerCanEdit: false });
  });

  it('a guid sent again answers the same pin, never a second one', async () => {
    const people = await cast(env(), 'cp2');
    const board = await makeBoard(env().storage.db, people.owner.row, { name: 'Once', slug: 'once' });
    const input = { boardId: gid('Board', board.id), imageBase64: await dataUrl('#2980b9'), title: 'Once only', guid: 'builder-draft-7f3a' };
    const first = await create(people.owner.browser, input);
    const again = await create(people.owner.browser, input);
    expect(first.errors).toEqual([]);
    expect(again.errors).toEqual([]);
    expect(again.pin!.id).toBe(first.pin!.id);
    const rows = await env().storage.db.select().from(pins).where(eq(pins.boardId, board.id));
    expect(rows).toHaveLength(1);
  });

  it('into a section of the board, and on a board the viewer collaborates on', async () => {
    const people = await cast(env(), 'cp3');
    const board = await sharedBoard(env().storage.db, people, { name: 'Shared', slug: 'shared' });
    const section = await makeSection(env().storage.db, board, 'Blue');
    const made = await create(people.collaborator.browser, {
      boardId: gid('Board', board.id),
      sectionId: gid('BoardSection', section.id),
      imageBase64: await dataUrl('#3498db'),
      title: 'Into the section',
    });
    expect(made.errors).toEqual([]);
    expect(made.pin).toMatchObject({ section: { entityId: String(section.id), title: 'Blue' }, viewerCanEdit: true });
    // The board's owner did not pin it.
    expect(payload<{ viewerCanEdit: boolean }>(await people.owner.browser.gql(READ, { id: made.pin!.entityId }), 'pin').viewerCanEdit).toBe(false);
  });

  it('makes a carousel from known image signatures and an idea pin of pages with text', async () => {
    const people = await cast(env(), 'cp4');
    const board = await makeBoard(env().storage.db, people.owner.row, { name: 'Kinds', slug: 'kinds' });
    const boardId = gid('Board', board.id);
    const a = (await create(people.owner.browser, { boardId, imageBase64: await dataUrl('#16a085') })).pin!.imageSignature;
    const b = (await create(people.owner.browser, { boardId, imageBase64: await dataUrl('#8e44ad', 30, 40) })).pin!.imageSignature;

    const byKnown = await create(people.owner.browser, { boardId, imageSignature: a, title: 'Again' });
    expect(byKnown).toMatchObject({ pin: { type: 'image', imageSignature: a }, errors: [] });

    const carousel = await create(people.owner.browser, {
      boardId,
      title: 'Two colours',
      carouselSlots: [
        { imageSignature: a, title: 'Green', details: 'First', link: 'https://example.com/green' },
        { imageSignature: b, title: 'Purple' },
      ],
    });
    expect(carousel.errors).toEqual([]);
    expect(carousel.pin).toMatchObject({ type: 'carousel', imageSignature: a });
    expect((carousel.pin as unknown as { carouselData: { carouselSlots: unknown[] } }).carouselData.carouselSlots).toMatchObject([
      { title: 'Green', details: 'First', link: 'https://example.com/green', imageSignature: a },
      { title: 'Purple', imageSignature: b },
    ]);

    const idea = await create(people.owner.browser, {
      boardId,
      title: 'How to paint',
      storyPages: [
        { imageSignature: a, blocks: [{ type: 'HEADING', text: 'Step one' }, { type: 'PARAGRAPH', text: 'Green first.' }] },
        { imageSignature: b, blocks: [{ type: 'PARAGRAPH', text: 'Then purple.' }] },
      ],
    });
    expect(idea.errors).toEqual([]);
    expect(idea.pin).toMatchObject({ type: 'story' });
    expect((idea.pin as unknown as { storyPinData: unknown }).storyPinData).toEqual({ staticPageCount: 2, totalVideoDuration: 0, pinTitle: 'How to paint', pageCount: 2 });
  });

  it('v3’s refusals come back as UserErrors on the field at fault, and nothing is made', async () => {
    const people = await cast(env(), 'cp5');
    const board = await makeBoard(env().storage.db, people.owner.row, { name: 'Refusals', slug: 'refusals' });
    const boardId = gid('Board', board.id);
    const image = await dataUrl('#f1c40f');
    const refused = async (input: Record<string, unknown>, browser = people.owner.browser) => {
      const answer = await create(browser, input);
      expect(answer.pin).toBeNull();
      expect(answer.errors).toHaveLength(1);
      return answer.errors[0]!;
    };

    expect(await refused({ boardId, imageBase64: 'not a data url' })).toMatchObject({ field: 'imageBase64', message: 'Invalid Image' });
    expect(await refused({ boardId, imageBase64: 'data:image/png;base64,aGVsbG8=' })).toMatchObject({ field: 'imageBase64', message: expect.stringMatching(/image/i) });
    expect(await refused({ boardId, imageBase64: image, title: 't'.repeat(101) })).toMatchObject({ field: 'title', message: expect.stringMatching(/100/) });
    expect(await refused({ boardId, imageBase64: image, description: 'd'.repeat(501) })).toMatchObject({ field: 'description', message: expect.stringMatching(/500/) });
    expect(await refused({ boardId, imageBase64: image, link: 'javascript:alert(1)' })).toMatchObject({ field: 'link' });
    expect(await refused({ boardId, title: 'No picture' })).toMatchObject({ message: expect.stringMatching(/image/i) });
    expect(await refused({ boardId, imageSignature: '0'.repeat(32) })).toMatchObject({ field: 'imageSignature' });
    expect(await refused({ boardId, uploadId: 'nobodys-upload' })).toMatchObject({ field: 'uploadId' });
    expect(await refused({ boardId, carouselSlots: [{ imageSignature: '0'.repeat(32) }] })).toMatchObject({ field: expect.stringMatching(/^carouselSlots/) });

    // Someone else's board: refused on boardId; a secret one of theirs is not found.
    expect(await refused({ boardId, imageBase64: image }, people.other.browser)).toMatchObject({ field: 'boardId', code: 'FORBIDDEN' });
    const secret = await makeBoard(env().storage.db, people.owner.row, { name: 'Hidden', slug: 'hidden', privacy: 'secret' });
    expect(await refused({ boardId: gid('Board', secret.id), imageBase64: image }, people.other.browser)).toEqual({ field: 'boardId', code: 'NOT_FOUND', message: 'That board does not exist.' });
    expect(await refused({ boardId, imageBase64: image }, people.anonymous)).toMatchObject({ code: 'UNAUTHENTICATED' });

    const rows = await env().storage.db.select().from(pins).where(eq(pins.boardId, board.id));
    expect(rows).toHaveLength(0);
  });

  it('updatePin: the pinner edits the title, description, link and alt text, moves it into a section and out again, and to another board', async () => {
    const people = await cast(env(), 'cp6');
    const board = await makeBoard(env().storage.db, people.owner.row, { name: 'First', slug: 'first' });
    const other = await makeBoard(env().storage.db, people.owner.row, { name: 'Second', slug: 'second' });
    const section = await makeSection(env().storage.db, board, 'Part');
    const made = await create(people.owner.browser, { boardId: gid('Board', board.id), imageBase64: await dataUrl('#e67e22'), title: 'Before', link: 'https://example.com/a' });
    const pinId = made.pin!.id;

    const edited = await update(people.owner.browser, { pinId, title: 'After', description: 'Now with words', link: 'https://example.com/b', altText: 'Orange' });
    expect(edited).toMatchObject({
      pin: { id: pinId, title: 'After', description: 'Now with words', link: 'https://example.com/b', altText: 'Orange', section: null },
      board: { id: gid('Board', board.id), pinCount: 1 },
      errors: [],
    });

    // Fields left out stay; a section is set, then cleared with null.
    const sectioned = await update(people.owner.browser, { pinId, sectionId: gid('BoardSection', section.id) });
    expect(sectioned).toMatchObject({ pin: { title: 'After', link: 'https://example.com/b', section: { title: 'Part' } }, errors: [] });
    expect(await update(people.owner.browser, { pinId, sectionId: null })).toMatchObject({ pin: { title: 'After', section: null }, errors: [] });

    const moved = await update(people.owner.browser, { pinId, boardId: gid('Board', other.id) });
    expect(moved).toMatchObject({ pin: { board: { entityId: String(other.id) } }, board: { id: gid('Board', other.id), pinCount: 1 }, errors: [] });

    expect(await update(people.owner.browser, { pinId, title: 'x'.repeat(101) })).toMatchObject({ pin: null, errors: [{ field: 'title' }] });
    expect(await update(people.owner.browser, { pinId, link: 'ftp://example.com/' })).toMatchObject({ pin: null, errors: [{ field: 'link' }] });
    const [row] = await env().storage.db.select().from(pins).where(eq(pins.id, Number(made.pin!.entityId)));
    expect(row).toMatchObject({ title: 'After', boardId: other.id, sectionId: null });
  });

  it('updatePin is the pinner’s alone: others are refused, a pin nobody can see is not found, and a deleted one too', async () => {
    const people = await cast(env(), 'cp7');
    const board = await sharedBoard(env().storage.db, people, { name: 'Mine', slug: 'mine' });
    const made = await create(people.owner.browser, { boardId: gid('Board', board.id), imageBase64: await dataUrl('#7f8c8d'), title: 'Mine' });
    const pinId = made.pin!.id;

    expect(await update(people.other.browser, { pinId, title: 'Theirs' })).toMatchObject({ pin: null, errors: [{ code: 'FORBIDDEN' }] });
    expect(await update(people.collaborator.browser, { pinId, title: 'Theirs' })).toMatchObject({ pin: null, errors: [{ code: 'FORBIDDEN' }] });
    expect(await update(people.anonymous, { pinId, title: 'Theirs' })).toMatchObject({ pin: null, errors: [{ code: 'UNAUTHENTICATED' }] });
    expect(await update(people.owner.browser, { pinId: gid('Pin', '987654321'), title: 'Nobody' })).toEqual({
      pin: null,
      board: null,
      errors: [{ field: 'pinId', code: 'NOT_FOUND', message: 'That Pin does not exist.' }],
    });
    expect(await update(people.owner.browser, { pinId: gid('Pin', 'abc'), title: 'Nobody' })).toMatchObject({ errors: [{ field: 'pinId', code: 'NOT_FOUND' }] });

    const deleted = payload<{ deletedPinId: string; errors: unknown[] }>(await people.owner.browser.gql(DELETE, { input: { pinId } }), 'deletePin');
    expect(deleted).toEqual({ deletedPinId: pinId, errors: [] });
    expect(await update(people.owner.browser, { pinId, title: 'Gone' })).toMatchObject({ pin: null, errors: [{ field: 'pinId', code: 'NOT_FOUND' }] });
    const [row] = await env().storage.db.select().from(pins).where(eq(pins.id, Number(made.pin!.entityId)));
    expect(row?.title).toBe('Mine');
  });
});

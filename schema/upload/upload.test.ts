/**
 * Uploads through GraphQL (issue 16, C) against the real v3 VIPResource (part B2), both backends:
 * createUpload gives a signed slot; the file goes straight to its uploadUrl as multipart with the
 * uploadParameters; Query.uploads reports PROCESSING then SUCCEEDED with the signature (or FAILED with
 * v3's reason) in the order asked, UNKNOWN for someone else's, malformed ids and everyone signed out;
 * createPin takes the upload. The cost rule counts the ids; more than 20 are refused.
 */
import { parse } from 'graphql';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { makeBoard } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import type { TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { nodeCount } from '../cost.ts';
import { getSchema } from '../index.ts';
import { cast, gid, payload } from '../testing/boards.ts';
import { testBrowser, type TestBrowser } from '../testing/browser.ts';
import { MAX_UPLOAD_IDS } from './upload.ts';

const CREATE_UPLOAD = `mutation { createUpload(input: { type: PINIMAGE }) { uploadId uploadUrl uploadParameters { name value } errors { field code message } } }`;
const UPLOADS = `query($ids: [String!]!) { uploads(ids: $ids) { uploadId status signature imageUrl width height errorCode errorMessage } }`;
const CREATE_PIN = `mutation($input: CreatePinInput!) { createPin(input: $input) { pin { entityId imageSignature title } errors { field code message } } }`;

interface Slot {
  uploadId: string | null;
  uploadUrl: string | null;
  uploadParameters: { name: string; value: string }[];
  errors: { field: string | null; code: string; message: string }[];
}
interface UploadAnswer {
  uploadId: string;
  status: string;
  signature: string | null;
  imageUrl: string | null;
  width: number | null;
  height: number | null;
  errorCode: string | null;
  errorMessage: string | null;
}

const jpeg = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#27ae60' } }).jpeg().toBuffer();

const slot = async (browser: TestBrowser) => payload<Slot>(await browser.gql(CREATE_UPLOAD), 'createUpload');
const uploads = async (browser: TestBrowser, ids: string[]) => payload<UploadAnswer[]>(await browser.gql(UPLOADS, { ids }), 'uploads');

/** The browser's multipart POST straight to the slot's uploadUrl: its parameters, then the file. */
async function send(server: TestServer, made: Slot, file: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  for (const { name, value } of made.uploadParameters) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type }), 'picture.jpg');
  const url = new URL(made.uploadUrl!, server.url);
  const response = await fetch(url, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('the cost rule counts uploads by its ids', () => {
  it.each([1, 5, MAX_UPLOAD_IDS])('%i ids: that many nodes', (n) => {
    const ids = Array.from({ length: n }, (_, i) => `"u${i}"`).join(', ');
    expect(nodeCount(getSchema(), parse(`{ uploads(ids: [${ids}]) { uploadId status } }`), {})).toBe(n);
  });
});

describe.each(backends())('uploads through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  it('a slot, the file to its uploadUrl, PROCESSING then SUCCEEDED with the signature, and a pin made from it', async () => {
    const people = await cast(env(), 'up1');
    const made = await slot(people.owner.browser);
    expect(made.errors).toEqual([]);
    expect(made.uploadId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(made.uploadUrl).toMatch(new RegExp(`/uploads/${made.uploadId}$`));
    expect(made.uploadParameters.map((p) => p.name).sort()).toEqual(['expires', 'signature']);
    const id = made.uploadId!;
    expect(await uploads(people.owner.browser, [id])).toMatchObject([{ uploadId: id, status: 'REGISTERED', signature: null }]);

    const sent = await send(env().server, made, await jpeg());
    expect(sent.status).toBe(201);
    const done = await vi.waitFor(
      async () => {
        const [state] = await uploads(people.owner.browser, [id]);
        expect(['PROCESSING', 'SUCCEEDED']).toContain(state!.status);
        if (state!.status !== 'SUCCEEDED') throw new Error('still processing');
        return state!;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(done).toMatchObject({ uploadId: id, status: 'SUCCEEDED', width: 64, height: 48, errorMessage: null });
    expect(done.signature).toMatch(/^[0-9a-f]{32}$/);
    expect(done.imageUrl).toContain(done.signature!);

    // Someone else (and everyone signed out) knows nothing of it.
    expect(await uploads(people.other.browser, [id])).toEqual([expect.objectContaining({ uploadId: id, status: 'UNKNOWN', signature: null })]);
    expect(await uploads(people.anonymous, [id])).toEqual([expect.objectContaining({ uploadId: id, status: 'UNKNOWN' })]);

    const board = await makeBoard(env().storage.db, people.owner.row, { name: 'Uploaded', slug: 'uploaded' });
    const pin = payload<{ pin: { imageSignature: string; title: string } | null; errors: unknown[] }>(
      await people.owner.browser.gql(CREATE_PIN, { input: { boardId: gid('Board', board.id), uploadId: id, title: 'From my camera' } }),
      'createPin',
    );
    expect(pin).toMatchObject({ pin: { imageSignature: done.signature, title: 'From my camera' }, errors: [] });
    // Another person cannot pin it.
    const theirs = await makeBoard(env().storage.db, people.other.row, { name: 'Theirs', slug: 'theirs' });
    const refused = payload<{ pin: unknown; errors: { field: string | null }[] }>(
      await people.other.browser.gql(CREATE_PIN, { input: { boardId: gid('Board', theirs.id), uploadId: id } }),
      'createPin',
    );
    expect(refused).toMatchObject({ pin: null, errors: [{ field: 'uploadId' }] });
  });

  it('a file that is not an image is refused at the uploadUrl, and the upload reads FAILED with the reason', async () => {
    const people = await cast(env(), 'up2');
    const made = await slot(people.owner.browser);
    const sent = await send(env().server, made, Buffer.from('hello, this is text and not a picture'), 'image/jpeg');
    expect(sent.status).toBeGreaterThanOrEqual(400);
    expect(sent.status).toBeLessThan(500);
    const [state] = await uploads(people.owner.browser, [made.uploadId!]);
    expect(state).toMatchObject({ status: 'FAILED', signature: null });
    expect(state!.errorMessage).toBeTruthy();
    // Single use: the same slot takes nothing more.
    expect((await send(env().server, made, await jpeg())).status).toBeGreaterThanOrEqual(400);
  });

  it('answers in the order asked, repeats included; malformed and unknown ids read UNKNOWN', async () => {
    const people = await cast(env(), 'up3');
    const a = (await slot(people.owner.browser)).uploadId!;
    const b = (await slot(people.owner.browser)).uploadId!;
    const answer = await uploads(people.owner.browser, [b, '../../boards/1', a, 'nope', b, '']);
    expect(answer.map((u) => [u.uploadId, u.status])).toEqual([
      [b, 'REGISTERED'],
      ['../../boards/1', 'UNKNOWN'],
      [a, 'REGISTERED'],
      ['nope', 'UNKNOWN'],
      [b, 'REGISTERED'],
      ['', 'UNKNOWN'],
    ]);
    expect(await uploads(people.owner.browser, [])).toEqual([]);
  });

  it(`refuses more than ${MAX_UPLOAD_IDS} ids as BAD_USER_INPUT`, async () => {
    const { result } = await testBrowser(env().server).gql(UPLOADS, { ids: Array.from({ length: MAX_UPLOAD_IDS + 1 }, (_, i) => `u${i}`) });
    expect(result.errors?.map((e) => (e as { extensions?: { code?: string } }).extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });

  it('createUpload signed out answers UNAUTHENTICATED as data', async () => {
    expect(await slot(testBrowser(env().server))).toMatchObject({ uploadId: null, uploadUrl: null, uploadParameters: [], errors: [{ code: 'UNAUTHENTICATED' }] });
  });
});

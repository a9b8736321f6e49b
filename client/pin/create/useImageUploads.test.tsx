import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asEnvironment, type MockEnvironment } from '../../testing/render';
import type { DraftImage } from './draft';
import { UploadFailed, uploadFile } from './uploadFile';
import { NOT_AN_IMAGE, PROCESSING_FAILED, UPLOAD_POLL_MS, UPLOADS_PER_POLL, useImageUploads, type ImageUploads } from './useImageUploads';

vi.mock('./uploadFile', async (importOriginal) => ({ ...(await importOriginal<typeof import('./uploadFile')>()), uploadFile: vi.fn() }));
const uploadMock = vi.mocked(uploadFile);

let latest: ImageUploads | null = null;
function Probe({ initial }: { readonly initial?: ReadonlyArray<DraftImage> }) {
  latest = useImageUploads(initial);
  return null;
}
const uploads = () => latest!;
const item = (index = 0) => uploads().items[index]!;

function mount(environment: MockEnvironment, initial?: ReadonlyArray<DraftImage>) {
  return render(
    <RelayEnvironmentProvider environment={asEnvironment(environment)}>
      <Probe initial={initial} />
    </RelayEnvironmentProvider>,
  );
}

/** Lets promises settle (fake timers: no time passes). */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

const named = (environment: MockEnvironment, name: string): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);

async function resolveSlot(environment: MockEnvironment, uploadId: string) {
  const [operation] = named(environment, 'useImageUploadsCreateMutation');
  expect(operation!.request.variables).toEqual({ input: { type: 'PINIMAGE' } });
  await act(async () =>
    environment.mock.resolve(operation!, {
      data: {
        createUpload: {
          uploadId,
          uploadUrl: `/uploads/${uploadId}`,
          uploadParameters: [
            { name: 'expires', value: '1700000000' },
            { name: 'signature', value: 'abc' },
          ],
          errors: [],
        },
      },
    }),
  );
  await settle();
}

async function answerPoll(environment: MockEnvironment, uploadsAnswer: ReadonlyArray<Record<string, unknown>>) {
  const polls = named(environment, 'useImageUploadsStatusQuery');
  expect(polls).toHaveLength(1);
  const upload = (fields: Record<string, unknown>) => ({ signature: null, imageUrl: null, width: null, height: null, errorMessage: null, ...fields });
  await act(async () => environment.mock.resolve(polls[0]!, { data: { uploads: uploadsAnswer.map(upload) } }));
  await settle();
}

const png = (name = 'cake.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  uploadMock.mockReset();
  latest = null;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useImageUploads', () => {
  it('asks for a slot, posts the file to it with its parameters, then polls every 5000 ms (none at 4999) until SUCCEEDED', async () => {
    const environment = createMockEnvironment();
    uploadMock.mockImplementation((_url, _parameters, _file, onProgress) => {
      onProgress(0.5);
      return { done: Promise.resolve(), abort: vi.fn() };
    });
    mount(environment);
    act(() => uploads().add([png()]));
    expect(item().status).toBe('uploading');
    await resolveSlot(environment, 'u1');

    expect(uploadMock).toHaveBeenCalledTimes(1);
    const [url, parameters, file] = uploadMock.mock.calls[0]!;
    expect(url).toBe('/uploads/u1');
    expect(parameters).toEqual([
      { name: 'expires', value: '1700000000' },
      { name: 'signature', value: 'abc' },
    ]);
    expect((file as File).name).toBe('cake.png');
    expect(item()).toMatchObject({ uploadId: 'u1', status: 'processing', progress: 1 });

    // platform §9: the first question 5000 ms after the file went up, not a millisecond earlier.
    await advance(UPLOAD_POLL_MS - 1);
    expect(named(environment, 'useImageUploadsStatusQuery')).toHaveLength(0);
    await advance(1);
    expect(named(environment, 'useImageUploadsStatusQuery')[0]!.request.variables).toEqual({ ids: ['u1'] });
    await answerPoll(environment, [{ uploadId: 'u1', status: 'PROCESSING' }]);
    expect(item().status).toBe('processing');

    await advance(UPLOAD_POLL_MS - 1);
    expect(named(environment, 'useImageUploadsStatusQuery')).toHaveLength(0);
    await advance(1);
    await answerPoll(environment, [{ uploadId: 'u1', status: 'SUCCEEDED', signature: 'a'.repeat(32), imageUrl: '/images/236x/a.jpg', width: 400, height: 600 }]);
    expect(item()).toMatchObject({ status: 'succeeded', signature: 'a'.repeat(32), imageUrl: '/images/236x/a.jpg', width: 400, height: 600, error: null });

    // Nothing is asked once nothing is processing.
    await advance(UPLOAD_POLL_MS * 3);
    expect(named(environment, 'useImageUploadsStatusQuery')).toHaveLength(0);
  });

  it('polls again after REGISTERED, and shows FAILED and UNKNOWN with their message', async () => {
    const environment = createMockEnvironment();
    uploadMock.mockImplementation(() => ({ done: Promise.resolve(), abort: vi.fn() }));
    mount(environment);
    act(() => uploads().add([png('a.png')]));
    await resolveSlot(environment, 'u1');
    act(() => uploads().add([png('b.png')]));
    await resolveSlot(environment, 'u2');

    await advance(UPLOAD_POLL_MS);
    expect(named(environment, 'useImageUploadsStatusQuery')[0]!.request.variables).toEqual({ ids: ['u1', 'u2'] });
    await answerPoll(environment, [
      { uploadId: 'u1', status: 'REGISTERED' },
      { uploadId: 'u2', status: 'FAILED', errorMessage: 'The file is not an image.' },
    ]);
    expect(item(1)).toMatchObject({ status: 'failed', error: 'The file is not an image.' });
    expect(item(0).status).toBe('processing');

    await advance(UPLOAD_POLL_MS);
    expect(named(environment, 'useImageUploadsStatusQuery')[0]!.request.variables).toEqual({ ids: ['u1'] });
    await answerPoll(environment, [{ uploadId: 'u1', status: 'UNKNOWN' }]);
    expect(item(0)).toMatchObject({ status: 'failed', error: PROCESSING_FAILED });
  });

  it('keeps polling after a failed question', async () => {
    const environment = createMockEnvironment();
    uploadMock.mockImplementation(() => ({ done: Promise.resolve(), abort: vi.fn() }));
    mount(environment);
    act(() => uploads().add([png()]));
    await resolveSlot(environment, 'u1');
    await advance(UPLOAD_POLL_MS);
    await act(async () => environment.mock.reject(named(environment, 'useImageUploadsStatusQuery')[0]!, new Error('HTTP 502')));
    await settle();
    expect(item().status).toBe('processing');
    await advance(UPLOAD_POLL_MS);
    expect(named(environment, 'useImageUploadsStatusQuery')).toHaveLength(1);
  });

  it("shows the server's words for a refused upload (4xx) and never polls for it", async () => {
    const environment = createMockEnvironment();
    uploadMock.mockImplementation(() => ({ done: Promise.reject(new UploadFailed(413, 'The file is larger than 20 MB.')), abort: vi.fn() }));
    mount(environment);
    act(() => uploads().add([png()]));
    await resolveSlot(environment, 'u1');
    expect(item()).toMatchObject({ status: 'failed', error: 'The file is larger than 20 MB.' });
    await advance(UPLOAD_POLL_MS * 2);
    expect(named(environment, 'useImageUploadsStatusQuery')).toHaveLength(0);
  });

  it('refuses a file that is not an image at once, without asking for a slot', async () => {
    const environment = createMockEnvironment();
    mount(environment);
    act(() => uploads().add([new File(['hello'], 'notes.txt', { type: 'text/plain' })]));
    expect(item()).toMatchObject({ status: 'failed', error: NOT_AN_IMAGE });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says what went wrong when no slot can be had (errors as data)', async () => {
    const environment = createMockEnvironment();
    mount(environment);
    act(() => uploads().add([png()]));
    const [operation] = named(environment, 'useImageUploadsCreateMutation');
    await act(async () => environment.mock.resolve(operation!, { data: { createUpload: { uploadId: null, uploadUrl: null, uploadParameters: [], errors: [{ code: 'RATE_LIMITED', message: 'Too many uploads. Try again in an hour.' }] } } }));
    await settle();
    expect(item()).toMatchObject({ status: 'failed', error: 'Too many uploads. Try again in an hour.' });
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('picks up processing images of a stored draft and polls for them', async () => {
    const environment = createMockEnvironment();
    const stored: DraftImage = { key: 'k1', fileName: 'cake.png', uploadId: 'u9', status: 'processing', signature: null, imageUrl: null, width: null, height: null, error: null };
    mount(environment, [stored]);
    expect(item()).toMatchObject({ key: 'k1', uploadId: 'u9', status: 'processing' });
    await advance(UPLOAD_POLL_MS - 1);
    expect(named(environment, 'useImageUploadsStatusQuery')).toHaveLength(0);
    await advance(1);
    await answerPoll(environment, [{ uploadId: 'u9', status: 'SUCCEEDED', signature: 'b'.repeat(32), imageUrl: '/images/236x/b.jpg', width: 10, height: 10 }]);
    expect(item().status).toBe('succeeded');
  });

  it('asks for at most 20 uploads at a time (the query\'s limit), the rest once those are done', async () => {
    const environment = createMockEnvironment();
    const stored: DraftImage[] = Array.from({ length: 22 }, (_, n) => ({ key: `k${n}`, fileName: `${n}.png`, uploadId: `u${n}`, status: 'processing', signature: null, imageUrl: null, width: null, height: null, error: null }));
    mount(environment, stored);
    await advance(UPLOAD_POLL_MS);
    const first = named(environment, 'useImageUploadsStatusQuery')[0]!.request.variables.ids as string[];
    expect(first).toHaveLength(UPLOADS_PER_POLL);
    expect(first[0]).toBe('u0');
    await answerPoll(environment, first.map((uploadId) => ({ uploadId, status: 'SUCCEEDED', signature: 'd'.repeat(32), imageUrl: '/i.jpg', width: 1, height: 1 })));
    await advance(UPLOAD_POLL_MS);
    expect(named(environment, 'useImageUploadsStatusQuery')[0]!.request.variables).toEqual({ ids: ['u20', 'u21'] });
  });

  it('removing an image aborts its upload', async () => {
    const environment = createMockEnvironment();
    const abort = vi.fn();
    uploadMock.mockImplementation(() => ({ done: new Promise(() => {}), abort }));
    mount(environment);
    act(() => uploads().add([png()]));
    await resolveSlot(environment, 'u1');
    act(() => uploads().remove(item().key));
    expect(abort).toHaveBeenCalled();
    expect(uploads().items).toHaveLength(0);
  });
});

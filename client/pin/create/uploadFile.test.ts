import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_NETWORK_FAILED, UPLOAD_REFUSED, UploadFailed, uploadFile } from './uploadFile';

/** A stand-in XMLHttpRequest: records what is sent, answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const file = () => new File(['png'], 'cake.png', { type: 'image/png' });

describe('uploadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs the parameters then the file as multipart, reports progress, resolves on 201', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const { done } = uploadFile('/uploads/u1', [{ name: 'expires', value: '17' }, { name: 'signature', value: 'abc' }], file(), (fraction) => progress.push(fraction));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/uploads/u1');
    expect([...xhr.body!.keys()]).toEqual(['expires', 'signature', 'file']);
    expect(xhr.body!.get('signature')).toBe('abc');
    expect((xhr.body!.get('file') as File).name).toBe('cake.png');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 } as ProgressEvent);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 } as ProgressEvent);
    xhr.answer(201, JSON.stringify({ upload_id: 'u1', status: 'processing' }));
    await expect(done).resolves.toBeUndefined();
    expect(progress).toEqual([0.25, 1]);
  });

  it("rejects a 4xx with the server's message, or a general one", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const first = uploadFile('/uploads/u1', [], file(), () => {}).done;
    FakeXhr.last!.answer(415, JSON.stringify({ error: 'Unsupported Media Type', message: 'This file is not an image.' }));
    await expect(first).rejects.toEqual(new UploadFailed(415, 'This file is not an image.'));
    // The upload receiver answers in the v3 envelope.
    const enveloped = uploadFile('/uploads/u3', [], file(), () => {}).done;
    FakeXhr.last!.answer(410, JSON.stringify({ resource_response: { data: null, error: { code: 'expired', message: 'This upload link has expired. Start the upload again.' }, http_status: 410 } }));
    await expect(enveloped).rejects.toEqual(new UploadFailed(410, 'This upload link has expired. Start the upload again.'));
    const second = uploadFile('/uploads/u2', [], file(), () => {}).done;
    FakeXhr.last!.answer(500, '<html>oops</html>');
    await expect(second).rejects.toMatchObject({ status: 500, message: UPLOAD_REFUSED });
  });

  it('rejects a network failure and an abort', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = uploadFile('/uploads/u1', [], file(), () => {}).done;
    FakeXhr.last!.onerror?.();
    await expect(failed).rejects.toMatchObject({ status: 0, message: UPLOAD_NETWORK_FAILED });
    const handle = uploadFile('/uploads/u2', [], file(), () => {});
    handle.abort();
    await expect(handle.done).rejects.toBeInstanceOf(UploadFailed);
  });
});

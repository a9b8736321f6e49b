/**
 * The multipart POST of an image straight to its upload slot (issue 16, platform §7 VIPResource):
 * the slot's upload_parameters as form fields, then the file as `file`. XMLHttpRequest rather than
 * fetch, for the upload's progress.
 */

export interface UploadParameter {
  readonly name: string;
  readonly value: string;
}

/** A refusal or a failure of the POST, with what the server said when it said something. */
export class UploadFailed extends Error {
  /** The HTTP status (0: no answer, the network failed or the upload was aborted). */
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadFailed';
    this.status = status;
  }
}

export const UPLOAD_NETWORK_FAILED = "Couldn't send the image. Check your connection and try again.";
export const UPLOAD_REFUSED = "This image couldn't be uploaded.";

export interface UploadHandle {
  readonly done: Promise<void>;
  readonly abort: () => void;
}

/**
 * The server's message in a 4xx/5xx body — the v3 envelope's resource_response.error.message, or a
 * plain { message } / { error } — else a general one.
 */
function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown; error?: unknown; resource_response?: { error?: { message?: unknown } | null } | null };
    const enveloped = body.resource_response?.error?.message;
    if (typeof enveloped === 'string' && enveloped.trim() !== '') return enveloped;
    if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
    if (typeof body.error === 'string' && body.error.trim() !== '') return body.error;
  } catch {
    // not JSON
  }
  return UPLOAD_REFUSED;
}

/**
 * Sends `file` to `url` with `parameters`; `onProgress` gets the fraction sent (0..1). Resolves on
 * a 2xx answer, rejects with UploadFailed otherwise.
 */
export function uploadFile(url: string, parameters: ReadonlyArray<UploadParameter>, file: Blob, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    const form = new FormData();
    for (const parameter of parameters) form.append(parameter.name, parameter.value);
    form.append('file', file, file instanceof File ? file.name : 'image');
    xhr.open('POST', url);
    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new UploadFailed(xhr.status, messageOf(xhr)));
    };
    xhr.onerror = () => reject(new UploadFailed(0, UPLOAD_NETWORK_FAILED));
    xhr.onabort = () => reject(new UploadFailed(0, 'Upload cancelled.'));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

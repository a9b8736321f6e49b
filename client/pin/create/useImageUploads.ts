/**
 * The images of a pin being made (issue 16, platform §4, §7, §9): each picked file gets an upload
 * slot (createUpload), is sent straight to the slot's upload_url (uploadFile, with progress), then
 * its status is asked for every 5000 ms (`uploads(ids)`) while it is registered or processing;
 * succeeded gives the image, anything else is a failure with what to do next.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { commitMutation, fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { DraftImage, ImageStatus } from './draft';
import { UploadFailed, uploadFile, type UploadHandle } from './uploadFile';
import type { useImageUploadsCreateMutation } from './__generated__/useImageUploadsCreateMutation.graphql';
import type { useImageUploadsStatusQuery, useImageUploadsStatusQuery$data } from './__generated__/useImageUploadsStatusQuery.graphql';

/** platform §9: upload polling 5000 ms. */
export const UPLOAD_POLL_MS = 5000;
/** Query.uploads takes at most 20 ids: the rest are asked for once earlier ones are done. */
export const UPLOADS_PER_POLL = 20;

export const PROCESSING_FAILED = "We couldn't process this image. Try another image.";
export const SLOT_FAILED = "Couldn't start the upload. Try again in a moment.";
export const NOT_AN_IMAGE = 'That file is not an image. Choose a JPEG, PNG, WebP, GIF or AVIF image.';

export interface UploadItem extends Omit<DraftImage, 'uploadId' | 'status'> {
  readonly uploadId: string | null;
  readonly status: ImageStatus;
  /** Fraction of the file sent (0..1) while uploading. */
  readonly progress: number;
  /** A local preview of the picked file (object URL), while this page holds it. */
  readonly previewUrl: string | null;
}

const createMutation = graphql`
  mutation useImageUploadsCreateMutation($input: CreateUploadInput!) {
    createUpload(input: $input) {
      uploadId
      uploadUrl
      uploadParameters {
        name
        value
      }
      errors {
        code
        message
      }
    }
  }
`;

const statusQuery = graphql`
  query useImageUploadsStatusQuery($ids: [String!]!) {
    uploads(ids: $ids) {
      uploadId
      status
      signature
      imageUrl
      width
      height
      errorMessage
    }
  }
`;

type Slot = { readonly uploadId: string; readonly uploadUrl: string; readonly uploadParameters: ReadonlyArray<{ readonly name: string; readonly value: string }> };

function createSlot(environment: Environment): Promise<Slot> {
  return new Promise((resolve, reject) => {
    commitMutation<useImageUploadsCreateMutation>(environment, {
      mutation: createMutation,
      variables: { input: { type: 'PINIMAGE' } },
      onCompleted: ({ createUpload }) => {
        if (!createUpload || createUpload.errors.length > 0 || !createUpload.uploadId || !createUpload.uploadUrl) {
          reject(new Error(createUpload?.errors[0]?.message ?? SLOT_FAILED));
          return;
        }
        resolve({ uploadId: createUpload.uploadId, uploadUrl: createUpload.uploadUrl, uploadParameters: createUpload.uploadParameters });
      },
      onError: () => reject(new Error(SLOT_FAILED)),
    });
  });
}

type Upload = useImageUploadsStatusQuery$data['uploads'][number];

/** What one status answer makes of an item. */
function applyStatus(item: UploadItem, upload: Upload | undefined): UploadItem {
  if (!upload) return item;
  switch (upload.status) {
    case 'REGISTERED':
    case 'PROCESSING':
      return item;
    case 'SUCCEEDED':
      return { ...item, status: 'succeeded', signature: upload.signature ?? null, imageUrl: upload.imageUrl ?? null, width: upload.width ?? null, height: upload.height ?? null, error: null };
    default:
      return { ...item, status: 'failed', error: upload.errorMessage ?? PROCESSING_FAILED };
  }
}

const ACCEPTED = /^image\/(jpeg|png|webp|gif|avif|heic|heif)$/;

let counter = 0;
const nextKey = () => `img-${Date.now().toString(36)}-${(counter += 1)}`;

export const toDraftImage = (item: UploadItem): DraftImage | null =>
  item.uploadId && item.status !== 'uploading'
    ? { key: item.key, fileName: item.fileName, uploadId: item.uploadId, status: item.status, signature: item.signature, imageUrl: item.imageUrl, width: item.width, height: item.height, error: item.error }
    : null;

export const fromDraftImage = (image: DraftImage): UploadItem => ({ ...image, progress: 1, previewUrl: null });

export interface ImageUploads {
  readonly items: ReadonlyArray<UploadItem>;
  /** Starts uploading these files (non-images are shown as failed at once). */
  readonly add: (files: ReadonlyArray<File>) => void;
  readonly remove: (key: string) => void;
  /** Puts the list in this order (the keys of the items). */
  readonly reorder: (keys: ReadonlyArray<string>) => void;
  readonly clear: () => void;
}

export function useImageUploads(initial: ReadonlyArray<DraftImage> = []): ImageUploads {
  const environment = useRelayEnvironment();
  const [items, setItems] = useState<ReadonlyArray<UploadItem>>(() => initial.map(fromDraftImage));
  const [pollRound, setPollRound] = useState(0);
  const handles = useRef(new Map<string, UploadHandle>());
  const mounted = useRef(true);

  const update = useCallback((key: string, change: (item: UploadItem) => UploadItem) => {
    if (!mounted.current) return;
    setItems((current) => current.map((item) => (item.key === key ? change(item) : item)));
  }, []);

  useEffect(() => {
    mounted.current = true;
    const open = handles.current;
    return () => {
      mounted.current = false;
      for (const handle of open.values()) handle.abort();
      open.clear();
    };
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      createSlot(environment)
        .then((slot) => {
          if (!mounted.current) return undefined;
          update(key, (item) => ({ ...item, uploadId: slot.uploadId }));
          const handle = uploadFile(slot.uploadUrl, slot.uploadParameters, file, (progress) => update(key, (item) => ({ ...item, progress })));
          handles.current.set(key, handle);
          return handle.done.then(
            () => update(key, (item) => (item.status === 'uploading' ? { ...item, status: 'processing', progress: 1 } : item)),
            (error: unknown) => update(key, (item) => ({ ...item, status: 'failed', error: error instanceof UploadFailed ? error.message : PROCESSING_FAILED })),
          );
        })
        .catch((error: unknown) => update(key, (item) => ({ ...item, status: 'failed', error: error instanceof Error ? error.message : SLOT_FAILED })))
        .finally(() => handles.current.delete(key));
    },
    [environment, update],
  );

  const add = useCallback(
    (files: ReadonlyArray<File>) => {
      const added: UploadItem[] = [];
      for (const file of files) {
        const image = ACCEPTED.test(file.type);
        const key = nextKey();
        let previewUrl: string | null = null;
        if (image && typeof URL.createObjectURL === 'function') previewUrl = URL.createObjectURL(file);
        added.push({
          key,
          fileName: file.name,
          uploadId: null,
          status: image ? 'uploading' : 'failed',
          progress: 0,
          previewUrl,
          signature: null,
          imageUrl: null,
          width: null,
          height: null,
          error: image ? null : NOT_AN_IMAGE,
        });
        if (image) start(key, file);
      }
      setItems((current) => [...current, ...added]);
    },
    [start],
  );

  const remove = useCallback((key: string) => {
    handles.current.get(key)?.abort();
    handles.current.delete(key);
    setItems((current) => {
      const gone = current.find((item) => item.key === key);
      if (gone?.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(gone.previewUrl);
      return current.filter((item) => item.key !== key);
    });
  }, []);

  const reorder = useCallback((keys: ReadonlyArray<string>) => {
    setItems((current) => keys.map((key) => current.find((item) => item.key === key)).filter((item): item is UploadItem => item !== undefined));
  }, []);

  const clear = useCallback(() => {
    for (const handle of handles.current.values()) handle.abort();
    handles.current.clear();
    setItems([]);
  }, []);

  // Every 5000 ms while some image is registered or processing: one question for all of them.
  const waiting = items
    .filter((item) => item.status === 'processing' && item.uploadId)
    .slice(0, UPLOADS_PER_POLL)
    .map((item) => item.uploadId)
    .join(',');
  useEffect(() => {
    if (!waiting) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      fetchQuery<useImageUploadsStatusQuery>(environment, statusQuery, { ids: waiting.split(',') }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          (data) => {
            if (cancelled || !data) return;
            const byId = new Map(data.uploads.map((upload) => [upload.uploadId, upload]));
            setItems((current) => current.map((item) => (item.status === 'processing' && item.uploadId ? applyStatus(item, byId.get(item.uploadId)) : item)));
          },
          () => undefined,
        )
        .finally(() => {
          // Asks again in 5000 ms if something is still processing (or the question failed).
          if (!cancelled) setPollRound((round) => round + 1);
        });
    }, UPLOAD_POLL_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [environment, waiting, pollRound]);

  return { items, add, remove, reorder, clear };
}

/**
 * Image uploads for making pins (issue 16; platform §4, §7 VIPResource, §8, §9): createUpload asks
 * v3 for an upload slot (POST /v3/vips/), the browser sends the file straight to its uploadUrl as
 * multipart/form-data with uploadParameters and `file`, then polls Query.uploads (GET
 * /v3/vips/?upload_ids=) every 5000 ms while the upload is REGISTERED or PROCESSING. A SUCCEEDED
 * upload carries the image signature that createPin takes (or its uploadId).
 */
import { GraphQLError } from 'graphql';
import { asUserErrors, UserError, type UserErrorShape } from '../account/errors.ts';
import { builder } from '../builder.ts';
import { camelKey } from '../v3/camelize.ts';
import { V3RequestError } from '../v3/client.ts';
import type { CreatedUpload, UploadState, V3CreatedUpload, V3UploadState, V3UploadStatus } from './types.ts';

/** Most upload ids one `uploads` read takes (a builder holds a handful of images at once). */
export const MAX_UPLOAD_IDS = 20;
/** Upload ids as v3 makes them; anything else cannot name an upload and reads UNKNOWN without a request. */
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** v3 form field names are snake_case; camelize() renamed them on the way in. */
const snakeKey = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const UploadType = builder.enumType('UploadType', {
  description: 'What an upload is for.',
  values: { PINIMAGE: { value: 'pinimage', description: 'The image of a new pin (or of a carousel slot or an idea pin page).' } } as const,
});

export const UploadStatus = builder.enumType('UploadStatus', {
  description: 'Where an upload is (platform §4): poll while REGISTERED or PROCESSING.',
  values: {
    REGISTERED: { value: 'registered', description: 'The slot exists; the file has not arrived yet.' },
    PROCESSING: { value: 'processing', description: 'The file arrived and is being processed.' },
    SUCCEEDED: { value: 'succeeded', description: 'Processed: signature and imageUrl are set.' },
    FAILED: { value: 'failed', description: 'Refused, failed to process, or expired before the file came: errorMessage says why.' },
    UNKNOWN: { value: 'unknown', description: 'No upload of the viewer has this id.' },
  } as const,
});

const UploadParameter = builder.objectRef<{ name: string; value: string }>('UploadParameter').implement({
  description: 'A form field to send, as is, with the file in the multipart POST to uploadUrl.',
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

export const UploadRef = builder.objectRef<UploadState>('Upload').implement({
  description: 'An image upload as v3 reports it (platform §7 Get VIPResource).',
  fields: (t) => ({
    uploadId: t.exposeString('uploadId'),
    status: t.field({ type: UploadStatus, resolve: (u) => u.status }),
    signature: t.string({ nullable: true, description: 'The image signature once SUCCEEDED (createPin takes it as imageSignature).', resolve: (u) => u.signature ?? null }),
    imageUrl: t.string({ nullable: true, description: 'A preview of the processed image once SUCCEEDED.', resolve: (u) => u.imageUrl ?? null }),
    width: t.int({ nullable: true, resolve: (u) => u.width ?? null }),
    height: t.int({ nullable: true, resolve: (u) => u.height ?? null }),
    errorCode: t.string({ nullable: true, description: 'Why it FAILED, e.g. not_an_image, too_large, too_many_pixels, expired.', resolve: (u) => u.errorCode ?? null }),
    errorMessage: t.string({ nullable: true, description: 'Why it FAILED, in words to show.', resolve: (u) => u.errorMessage ?? null }),
  }),
});

interface CreateUploadPayloadShape {
  upload: CreatedUpload | null;
  errors: UserErrorShape[];
}

const CreateUploadPayload = builder.objectRef<CreateUploadPayloadShape>('CreateUploadPayload').implement({
  description: 'A new upload slot: POST the file to uploadUrl (multipart/form-data, uploadParameters then `file`) within the hour; or what went wrong.',
  fields: (t) => ({
    uploadId: t.string({ nullable: true, resolve: (p) => p.upload?.uploadId ?? null }),
    uploadUrl: t.string({ nullable: true, description: 'Signed, single use, expires after an hour.', resolve: (p) => p.upload?.uploadUrl ?? null }),
    uploadParameters: t.field({
      type: [UploadParameter],
      resolve: (p) => Object.entries(p.upload?.uploadParameters ?? {}).map(([name, value]) => ({ name: snakeKey(name), value: String(value) })),
    }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const CreateUploadInput = builder.inputType('CreateUploadInput', {
  fields: (t) => ({ type: t.field({ type: UploadType, required: true }) }),
});

builder.mutationField('createUpload', (t) =>
  t.field({
    type: CreateUploadPayload,
    description: 'Make an upload slot for an image (signed in; rate limited per account).',
    args: { input: t.arg({ type: CreateUploadInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { value, errors } = await asUserErrors(() => ctx.v3.post<V3CreatedUpload>('/v3/vips/', { type: input.type }));
      return { upload: value, errors };
    },
  }),
);

const unknown = (uploadId: string): UploadState => ({ uploadId, status: 'unknown' });
const STATUSES = new Set<V3UploadStatus>(['registered', 'processing', 'succeeded', 'failed', 'unknown']);

builder.queryField('uploads', (t) =>
  t.field({
    type: [UploadRef],
    description: `The viewer's uploads by id, in the order asked (at most ${MAX_UPLOAD_IDS}; UNKNOWN for an id that is not the viewer's, and for everyone signed out). Poll every 5000 ms while one is REGISTERED or PROCESSING.`,
    args: { ids: t.arg.stringList({ required: true }) },
    resolve: async (_r, { ids }, ctx) => {
      if (ids.length > MAX_UPLOAD_IDS) {
        throw new GraphQLError(`uploads takes at most ${MAX_UPLOAD_IDS} ids; got ${ids.length}`, { extensions: { code: 'BAD_USER_INPUT', argumentName: 'ids' } });
      }
      const wanted = [...new Set(ids.filter((id) => UPLOAD_ID.test(id)))];
      if (wanted.length === 0 || !ctx.v3.hasCredentials) return ids.map(unknown);
      let found: Record<string, V3UploadState>;
      try {
        found = (await ctx.v3.get<Record<string, V3UploadState>>('/v3/vips/', { upload_ids: wanted.join(',') })).data as Record<string, V3UploadState>;
      } catch (error) {
        // Signed out (or a session that lapsed): nothing is the viewer's.
        if (error instanceof V3RequestError && (error.status === 401 || error.status === 403)) return ids.map(unknown);
        throw error;
      }
      return ids.map((uploadId): UploadState => {
        // camelize() renamed the keys too: an id shaped like a snake_case key comes back camelCased.
        const state = (found[uploadId] ?? found[camelKey(uploadId)]) as UploadState | undefined;
        if (!UPLOAD_ID.test(uploadId) || !state || !STATUSES.has(state.status)) return unknown(uploadId);
        return { ...state, uploadId };
      });
    },
  }),
);

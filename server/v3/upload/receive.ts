/**
 * The upload URL of a VIPResource slot (platform §7 "Multipart POST to upload_url"; issue 16):
 *   POST /uploads/{upload_id}, multipart/form-data: the upload_parameters fields (expires, signature) and
 *   then the file as `file` (at most MAX_UPLOAD_BYTES) → 201 {upload_id, status: 'processing'}.
 * Outside /v3 and without a cookie: the signature is the credential (./token.ts). Refusals, each a v3
 * error envelope with a message for the person:
 *   unknown upload_id 404; missing or wrong signature 403 bad_signature (the slot is untouched);
 *   past its time 410 expired; already used 409 already_used; not multipart 415; the parameters or the
 *   file missing, or the file sent before the parameters 400; over MAX_UPLOAD_BYTES 413 too_large; refused by checkImage (not an
 *   image, too many pixels, a polyglot, a format we do not take) with its status and code.
 * The URL is single use: the slot is claimed (received_at) before its file is read. A refused file makes
 * the slot 'failed' with why. An accepted one is stored at uploads/{upload_id} and the slot is
 * 'processing' with a process_upload job enqueued in the same transaction (./jobs.ts makes the sizes).
 */
import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { uploads } from '../../db/schema.ts';
import { checkImage, ImageRefused, MAX_UPLOAD_BYTES } from '../../images/process.ts';
import type { V3Deps } from '../deps.ts';
import { failure, ok, V3Error } from '../envelope.ts';
import { PROCESS_UPLOAD_JOB, UPLOAD_JOB_ATTEMPTS, markFailed, uploadBlobKey } from './jobs.ts';
import { checkUpload, UPLOAD_ID_PATTERN } from './token.ts';

export interface UploadReceiverOptions {
  deps: V3Deps;
  now: () => Date;
}

export const FILE_TOO_LARGE = `The image is too large: upload one of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
/** Room for the form's boundaries and fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const FIELD_NAMES = new Set(['expires', 'signature']);

const missingParameters = (): V3Error =>
  new V3Error(400, 'invalid_parameter', 'Send the upload parameters (expires, signature) before the image, and the image as `file`.', 'file');

/** Reads a file part up to MAX_UPLOAD_BYTES; 413 beyond. */
async function readFile(stream: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_UPLOAD_BYTES) throw new V3Error(413, 'too_large', FILE_TOO_LARGE, 'file');
    chunks.push(buffer);
  }
  if (stream.truncated) throw new V3Error(413, 'too_large', FILE_TOO_LARGE, 'file');
  return Buffer.concat(chunks);
}

export const uploadReceiver: FastifyPluginAsync<UploadReceiverOptions> = async (app: FastifyInstance, { deps, now }) => {
  const { db } = deps;
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
    throwFileSizeLimit: false,
  });

  app.setErrorHandler((error: FastifyError | V3Error, request, reply) => {
    if (error instanceof V3Error) return reply.status(error.status).send(failure(error.status, error.body()));
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply.status(415).send(failure(415, { message: 'Send the image as multipart/form-data.', code: 'unsupported_media_type' }));
    }
    if (status === 413) return reply.status(413).send(failure(413, { message: FILE_TOO_LARGE, code: 'too_large' }));
    if (status >= 400 && status < 500) return reply.status(status).send(failure(status, { message: error.message, code: error.code ?? 'bad_request' }));
    request.log.error({ err: error }, 'upload failed');
    return reply.status(500).send(failure(500, { message: 'Something went wrong on our end.', code: 'internal_error' }));
  });

  app.post('/uploads/:upload_id', { bodyLimit: MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES, config: { tooLargeMessage: FILE_TOO_LARGE } }, async (request, reply) => {
    const uploadId = (request.params as { upload_id: string }).upload_id;
    if (!UPLOAD_ID_PATTERN.test(uploadId)) throw V3Error.notFound(`upload ${uploadId} not found`);
    if (!deps.jobs) throw new V3Error(503, 'uploads_unavailable', 'Image uploads are not set up on this server.');
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) throw new V3Error(413, 'too_large', FILE_TOO_LARGE, 'file');
    if (!request.isMultipart()) throw new V3Error(415, 'unsupported_media_type', 'Send the image as multipart/form-data.');

    const fields: Record<string, string> = {};
    let file: Buffer | undefined;
    let mimetype = 'application/octet-stream';
    let claimed = false;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (FIELD_NAMES.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'file' || file !== undefined) {
          part.file.resume();
          continue;
        }
        // The fields come first (as with S3 form uploads): the file is read only for a good, unused slot.
        if (fields.expires === undefined || fields.signature === undefined) throw missingParameters();
        const check = checkUpload(deps.bookmarks, uploadId, fields, now());
        if (check === 'bad_signature') throw new V3Error(403, 'bad_signature', 'This upload link is not valid. Start the upload again.', 'signature');
        const [slot] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
        if (!slot) throw V3Error.notFound(`upload ${uploadId} not found`);
        if (check === 'expired' || slot.expiresAt <= now()) throw new V3Error(410, 'expired', 'This upload link has expired. Start the upload again.');
        const [won] = await db
          .update(uploads)
          .set({ receivedAt: now(), updatedAt: now() })
          .where(and(eq(uploads.id, uploadId), isNull(uploads.receivedAt), eq(uploads.status, 'registered'), gt(uploads.expiresAt, now())))
          .returning({ id: uploads.id });
        if (!won) throw new V3Error(409, 'already_used', 'This upload link was already used. Start a new upload to send another image.');
        claimed = true;
        file = await readFile(part.file);
        mimetype = part.mimetype;
      }
      if (file === undefined) {
        if (fields.signature === undefined || fields.expires === undefined) throw missingParameters();
        throw new V3Error(400, 'invalid_parameter', 'The image is missing: send it as the form field `file`, after expires and signature.', 'file');
      }
      try {
        await checkImage(file);
      } catch (error) {
        if (error instanceof ImageRefused) throw new V3Error(error.status, error.code, error.message, 'file');
        throw error;
      }
      await deps.blobs.put(uploadBlobKey(uploadId), file, mimetype);
      await db.transaction(async (tx) => {
        await tx.update(uploads).set({ status: 'processing', updatedAt: now() }).where(eq(uploads.id, uploadId));
        await deps.jobs!.enqueue(PROCESS_UPLOAD_JOB, { upload_id: uploadId }, { tx, maxAttempts: UPLOAD_JOB_ATTEMPTS });
      });
    } catch (error) {
      // The link is used up: whatever stopped the file now fails the slot, with why.
      if (claimed) {
        if (error instanceof V3Error) await markFailed(db, uploadId, error.code, error.message);
        else await markFailed(db, uploadId, 'upload_interrupted', 'The upload did not complete. Upload the image again.');
      }
      throw error;
    }
    const answer = ok({ upload_id: uploadId, status: 'processing' as const });
    answer.resource_response.http_status = 201;
    return reply.status(201).send(answer);
  });
};

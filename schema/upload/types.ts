/**
 * v3 VIPResource shapes (issue 16, part B2: server/v3/upload/) as the contract gives them
 * (/work/issue16/contract.md "v3 (part B2)"), before camelize(). Types only, kept here until
 * server/v3/types.ts names them.
 */
import type { Camelize } from '../v3/camelize.ts';

/** POST /v3/vips/ {type: 'pinimage'}: an upload slot and how to send the file to it. */
export interface V3CreatedUpload {
  upload_id: string;
  /** Where the file goes: a multipart POST with upload_parameters and `file`. */
  upload_url: string;
  /** The form fields sent with the file (expires, signature). */
  upload_parameters: Record<string, string | number>;
  status: 'registered';
}

export type V3UploadStatus = 'registered' | 'processing' | 'succeeded' | 'failed' | 'unknown';

/** One value of GET /v3/vips/?upload_ids=a,b (keyed by upload id). */
export interface V3UploadState {
  status: V3UploadStatus;
  signature?: string | null;
  image_url?: string | null;
  width?: number | null;
  height?: number | null;
  error_code?: string | null;
  error_message?: string | null;
}

export type CreatedUpload = Camelize<V3CreatedUpload>;
export type UploadState = Camelize<V3UploadState> & { uploadId: string };

import type { Db } from '../db/client.ts';
import type { BlockList } from 'node:net';
import type { BookmarkCodec } from './bookmark.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/** What every v3 resource needs, created once at start-up. */
export interface V3Deps {
  db: Db;
  bookmarks: BookmarkCodec;
  /** Prefix for image URLs ('' for same origin). */
  imageBaseUrl: string;
  /** Prefix for links in mail (PUBLIC_URL, no trailing slash); '' or absent for relative links. */
  publicUrl?: string;
  /** MAIL_DIR: also write each outgoing mail there as a text file (development). */
  mailDir?: string;
  /** Shows each outgoing mail (its link included) where the operator sees it: the start log, outside production. */
  echoMail?: (mail: { recipient: string; subject: string; body: string }) => void;
  /** Networks whose visitors may see the deb_ debug box (INTERNAL_NETWORKS); default loopback. */
  internalNetworks?: BlockList;
  /** Uploaded files and processed images (server/storage/): {DATA_DIR}/blobs or the S3 bucket. */
  blobs: BlobStore;
  /** SMTP_URL's transport (./mail/delivery.ts): mail is then sent by the job queue; absent: outbox and log only. */
  mailer?: import('./mail/delivery.ts').MailTransport;
  /** The unsubscribe tokens and links of optional mail (./mail/unsubscribe.ts). */
  unsubscribe?: import('./mail/unsubscribe.ts').UnsubscribeLinks;
  /** Background jobs (server/jobs/): `jobs.register(kind, handler)`, `jobs.enqueue(kind, payload)`; absent when built with `jobs: false`. */
  jobs?: JobQueue;
  /** IMAGE_FETCH_ALLOW: private or loopback addresses a pin's image_url may be fetched from anyway (../net/safe-fetch.ts allow). */
  imageFetchAllow?: string[];
  /**
   * Signs and verifies /offsite/ and /pin_redirect tokens (issue 18; server/v3/offsite/token.ts): an
   * HMAC with SECRET_KEY. Absent in tests that build deps by hand: pins then carry no offsite_url.
   */
  offsiteTokens?: import('./offsite/token.ts').OffsiteTokens;
  /** LINK_SAFETY_FILE: a file of link-safety entries, synced into the store at start and when it changes. */
  linkSafetyFile?: string;
  /**
   * Ad serving (./ad/serve.ts): `enabled` (ADS_SERVING, default true) and how old its in-memory
   * snapshot of the ad groups may grow (ADS_SNAPSHOT_MS, default ./ad/snapshot.ts AD_SNAPSHOT_MS).
   */
  adServing?: { enabled?: boolean; snapshotMs?: number };
  /**
   * The live bus (./inbox/live.ts): pokes open event streams of members with new inbox events, on
   * every replica (Redis pub/sub with REDIS_URL, else this process). Absent: streams only catch up.
   */
  live?: import('./inbox/live.ts').LiveBus;
  /** Called after a comment is made (issue 20; ./comment/types.ts CommentEvent), for notifications; absent: nothing is told. */
  onComment?: import('./comment/types.ts').CommentHook;
}

/**
 * Feedback on pins (issue 18; platform §7): PinFeedbackResource (PUT/DELETE /v3/pins/{id}/feedback/),
 * the news_hub, p2p and search hide / undo endpoints, reports (POST/DELETE /v3/pins/{id}/report/)
 * and the member's hidden pins (GET /v3/users/me/hidden_pins/). Storage: pin_hides, pin_reports.
 *
 * A hide is one row per member and pin (whatever surface it came from): it keeps the pin out of that
 * member's discovery feeds (access.ts pinInDiscovery), never out of boards or profiles. Every write is
 * gated (401 signed out, 403 limited login) and needs a pin the viewer may see (404 otherwise, as an
 * unknown or deleted pin); every write is idempotent. A report is one row per member and pin (a second
 * report updates the reason), hides the pin too (surface 'report'), and is rate-limited per account.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boardColumns, boards, pinColumns, pinHides, pinReports, pins } from '../../db/schema.ts';
import { pinNotRemoved, pinVisible } from '../access.ts';
import { bodyOf, stringField, type Body } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam, idParam, pageSize } from '../params.ts';
import { pinFieldSetParam } from '../pin/field-sets.ts';
import { serializePinRows, visiblePinOr404 } from '../pin/load.ts';
import { SEARCH_QUERY_MAX } from '../search/scope.ts';
import type { FixedWindowLimiter } from '../session/rate-limit.ts';
import { utcText } from '../time.ts';
import { viewerOf, writerId } from '../viewer.ts';
import { setNewsItemHidden } from '../notification/notify.ts';
import { REPORT_REASON_CODES, REPORT_REASONS, type ReportReason, type V3ReportReason } from './reasons.ts';

export type HideSurface = 'feedback' | 'news_hub' | 'p2p' | 'search';

/** PUT …/hide/ and its undo: whether the pin is now hidden from the viewer, and whether they reported it. */
export interface V3HideResult {
  pin_id: string;
  hidden: boolean;
  /** The viewer's report of the pin stands (an unhide leaves a report in place; unreport takes both). */
  reported: boolean;
}

/** POST and DELETE /v3/pins/{id}/report/. */
export interface V3ReportResult {
  pin_id: string;
  reported: boolean;
}

export interface FeedbackOptions {
  /** Reports per account (REPORTS_PER_HOUR): session/rate-limit.ts accountLimits().reportPerAccount. */
  reportLimiter: FixedWindowLimiter;
}

/** The only PinFeedbackResource feedback_type (platform §7): hide the pin. */
export const FEEDBACK_TYPE_HIDE = 1;
const NEWS_ID = /^[A-Za-z0-9_-]{1,64}$/;
const PIN_TYPE = /^[A-Za-z0-9_]{1,32}$/;
const none = (): null => null;

/** The body's fields, with the query string's for those the body leaves out (clients send either). */
const fieldsOf = (request: FastifyRequest): Body => ({ ...(request.query as Body), ...bodyOf(request.body) });

function feedbackType(body: Body): void {
  const raw = body.feedback_type;
  if (raw === undefined || raw === null || raw === '') throw V3Error.badParam('feedback_type', `feedback_type is required: ${FEEDBACK_TYPE_HIDE} (hide).`);
  if (String(raw) !== String(FEEDBACK_TYPE_HIDE)) {
    throw V3Error.badParam('feedback_type', `feedback_type must be ${FEEDBACK_TYPE_HIDE} (hide), got ${JSON.stringify(raw).slice(0, 40)}.`);
  }
}

/** search hide context: the words searched (trimmed, white space as one space, at most SEARCH_QUERY_MAX), or null. */
function searchContext(body: Body): string | null {
  const pinType = stringField(body, 'pin_type');
  if (pinType !== undefined && pinType !== '' && !PIN_TYPE.test(pinType)) throw V3Error.badParam('pin_type', 'pin_type must be a word of letters, digits and _.');
  const query = (stringField(body, 'query') ?? '').replace(/\0/g, ' ').trim().replace(/\s+/g, ' ');
  if ([...query].length > SEARCH_QUERY_MAX) throw V3Error.badParam('query', `query may hold at most ${SEARCH_QUERY_MAX} characters.`);
  return query === '' ? null : query;
}

function reasonOf(body: Body): ReportReason {
  const reason = stringField(body, 'reason');
  if (reason === undefined || reason === '') throw V3Error.badParam('reason', `reason is required: one of ${REPORT_REASON_CODES.join(', ')}.`);
  if (!(REPORT_REASON_CODES as readonly string[]).includes(reason)) {
    throw V3Error.badParam('reason', `reason must be one of ${REPORT_REASON_CODES.join(', ')}, got "${reason.slice(0, 40)}".`);
  }
  return reason as ReportReason;
}

export function feedbackRoutes(app: FastifyInstance, deps: V3Deps, options: FeedbackOptions): void {
  const { db } = deps;

  /**
   * The writer (signed in, full session) and the pin named by `param`, which they may see; `check`
   * validates the request's fields in between (so a visitor hears 401 first, and a bad field is a
   * 400 before the pin is looked for).
   */
  const feedbackOn = async <T>(request: FastifyRequest, param: string, check: (body: Body) => T) => {
    const viewer = viewerOf(request);
    const userId = writerId(viewer);
    const id = idParam((request.params as Record<string, string>)[param], param);
    const value = check(fieldsOf(request));
    const pin = await visiblePinOr404(db, viewer, id);
    return { userId, pinId: pin.id, value };
  };

  const reportedBy = async (userId: number, pinId: number): Promise<boolean> => {
    const [row] = await db
      .select({ pinId: pinReports.pinId })
      .from(pinReports)
      .where(and(eq(pinReports.userId, userId), eq(pinReports.pinId, pinId)))
      .limit(1);
    return row !== undefined;
  };

  /** Hides the pin (a pin hidden already keeps its first hide: its surface and time). */
  const hide = async (request: FastifyRequest, param: string, surface: HideSurface, context: (body: Body) => string | null) => {
    const { userId, pinId, value } = await feedbackOn(request, param, context);
    await db.insert(pinHides).values({ userId, pinId, surface, context: value }).onConflictDoNothing();
    return ok<V3HideResult>({ pin_id: String(pinId), hidden: true, reported: await reportedBy(userId, pinId) });
  };

  /** Undoes a hide from any surface; a report of the pin stays (DELETE …/report/ takes both). */
  const unhide = async (request: FastifyRequest, param: string, check: (body: Body) => unknown = none) => {
    const { userId, pinId } = await feedbackOn(request, param, check);
    await db.delete(pinHides).where(and(eq(pinHides.userId, userId), eq(pinHides.pinId, pinId)));
    return ok<V3HideResult>({ pin_id: String(pinId), hidden: false, reported: await reportedBy(userId, pinId) });
  };

  // PinFeedbackResource: update (hide) and its undo.
  app.put('/pins/:id/feedback/', (request) =>
    hide(request, 'id', 'feedback', (body) => {
      feedbackType(body);
      return null;
    }),
  );
  app.delete('/pins/:id/feedback/', (request) => unhide(request, 'id'));

  /** news_hub hide context: the news item's id (from the path). */
  const newsId = (request: FastifyRequest) => () => {
    const id = (request.params as { news_id: string }).news_id;
    if (!NEWS_ID.test(id)) throw V3Error.badParam('news_id', 'news_id must be 1 to 64 letters, digits, - or _.');
    return id;
  };
  // The news item (a notification group, issue 20) leaves the news hub with its pin, and comes back with it.
  const newsItem = async <T>(request: FastifyRequest, hidden: boolean, answer: T): Promise<T> => {
    await setNewsItemHidden(deps, writerId(viewerOf(request)), (request.params as { news_id: string }).news_id, hidden);
    return answer;
  };
  app.put('/news_hub/:news_id/pin/:pin_id/hide/', async (request) => newsItem(request, true, await hide(request, 'pin_id', 'news_hub', newsId(request))));
  app.put('/news_hub/:news_id/pin/:pin_id/undo/', async (request) => newsItem(request, false, await unhide(request, 'pin_id', newsId(request))));

  app.put('/p2p/:pin/hide/', (request) => hide(request, 'pin', 'p2p', none));
  app.put('/p2p/:pin/unhide/', (request) => unhide(request, 'pin'));

  app.put('/search/:pin_id/hide/', (request) => hide(request, 'pin_id', 'search', searchContext));
  app.put('/search/:pin_id/unhide/', (request) => unhide(request, 'pin_id', searchContext));

  app.post('/pins/:id/report/', async (request) => {
    const { userId, pinId, value: reason } = await feedbackOn(request, 'id', reasonOf);
    const key = String(userId);
    await options.reportLimiter.check(key);
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .insert(pinReports)
        .values({ userId, pinId, reason, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: [pinReports.userId, pinReports.pinId], set: { reason, updatedAt: now } });
      await tx
        .insert(pinHides)
        .values({ userId, pinId, surface: 'report' })
        .onConflictDoUpdate({ target: [pinHides.userId, pinHides.pinId], set: { surface: 'report' } });
    });
    await options.reportLimiter.record(key);
    return ok<V3ReportResult>({ pin_id: String(pinId), reported: true });
  });

  app.delete('/pins/:id/report/', async (request) => {
    const { userId, pinId } = await feedbackOn(request, 'id', none);
    await db.transaction(async (tx) => {
      await tx.delete(pinReports).where(and(eq(pinReports.userId, userId), eq(pinReports.pinId, pinId)));
      await tx.delete(pinHides).where(and(eq(pinHides.userId, userId), eq(pinHides.pinId, pinId)));
    });
    return ok<V3ReportResult>({ pin_id: String(pinId), reported: false });
  });

  app.get('/report_reasons/', async () => ok<V3ReportReason[]>(REPORT_REASONS.map(({ code, label }) => ({ code, label }))));

  /**
   * The viewer's hidden pins, newest hide first (keyset on pin_hides_user_recent_idx), each one a pin
   * they may still see; a reported pin is among them (a report hides). Signed out: 401.
   */
  app.get('/users/me/hidden_pins/', async (request) => {
    const viewer = viewerOf(request);
    const userId = viewer.userId;
    if (userId === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query);
    const fieldSet = pinFieldSetParam(query);
    const list = `users/${userId}/hidden_pins`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const keys: KeyColumn[] = [
      { column: pinHides.createdAt, dir: 'desc' },
      { column: pinHides.pinId, dir: 'desc' },
    ];
    const rows = await db
      .select({ pin: pinColumns, board: boardColumns, hiddenAt: utcText(pinHides.createdAt) })
      .from(pinHides)
      .innerJoin(pins, eq(pins.id, pinHides.pinId))
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(eq(pinHides.userId, userId), isNull(pins.deletedAt), pinNotRemoved(), pinVisible(viewer), position ? after(keys, position) : undefined))
      .orderBy(desc(pinHides.createdAt), desc(pinHides.pinId))
      .limit(size + 1);
    const page = pageOf(rows, size, deps.bookmarks, list, (row) => [row.hiddenAt, row.pin.id]);
    return ok(await serializePinRows(deps, viewer, page.items, fieldSet), page.bookmark);
  });
}

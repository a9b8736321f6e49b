/** The OpenAPI description of the v3 resources, served at /v3/docs/. */
import { BOARD_FIELD_SETS, GRID_BOARD_IMAGE_SIZES } from '../board/field-sets.ts';
import { COLOR_FAMILIES } from '../board/color-family.ts';
import { PIN_FILTERS } from '../board/pin-filters.ts';
import { MIN_INTERESTS } from '../account/onboarding.ts';
import { GENDERS, ONBOARDING_STEPS, USE_CASES } from '../account/validate.ts';
import { GRID_IMAGE_SIZES, GRID_PART_IMAGE_SIZES, GRID_PIN_KEYS, PIN_FIELD_SETS } from '../pin/field-sets.ts';
import { MAX_CAROUSEL_SLOTS, MAX_STORY_BLOCKS, MAX_STORY_HEADING, MAX_STORY_PAGES, MAX_STORY_PARAGRAPH, MIN_CAROUSEL_SLOTS } from '../pin/create.ts';
import { MAX_ALT_TEXT, MAX_GUID, MAX_PIN_DESCRIPTION, MAX_PIN_TITLE } from '../pin/pin-fields.ts';
import { PIN_CREATES_PER_HOUR, REPORTS_PER_HOUR, UPLOAD_SLOTS_PER_HOUR } from '../session/rate-limit.ts';
import { REPORT_REASON_CODES } from '../feedback/reasons.ts';
import { MAX_UPLOAD_BYTES } from '../../images/process.ts';
import { LINK_SAFETY_KINDS, LINK_SAFETY_STATUSES, REDIRECT_STATUSES } from '../offsite/check.ts';
import { MAX_CLIENT_TRACKING_PARAMS, MAX_OFFSITE_AUX_DATA, MAX_OFFSITE_URL } from '../offsite/routes.ts';
import { CLIENT_STATS } from '../offsite/stats.ts';
import { MAX_ENTRY_MESSAGE, MAX_ENTRY_VALUE } from '../offsite/store.ts';
import { adModelPaths } from './ad-model.ts';
import { adReportingPaths } from './ad-reporting.ts';
import { adServePaths } from './ad-serve.ts';
import { commentPaths } from './comment.ts';
import { envelope } from './envelope.ts';
import { conversationPaths } from './conversation.ts';
import { notificationPaths } from './notification.ts';
import { mailPaths } from './mail.ts';
import { experiencePaths } from './experience.ts';
import { impressionPaths } from './ad-events.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const listOf = (name: string) => ({ type: 'array', items: ref(name) });
const batchOf = (name: string) => ({ type: 'array', items: { ...ref(name), nullable: true } });

const pageParams = [
  {
    name: 'page_size',
    in: 'query',
    description: 'Items per page, 1 to 100.',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
  },
  { name: 'bookmark', in: 'query', description: 'The bookmark of the previous page.', schema: { type: 'string' } },
];
/** platform §7 field_set_key on pin lists: the full pin (default) or the grid's slim shape. */
const fieldSetParam = {
  name: 'field_set_key',
  in: 'query',
  description: `The pin shape: full (every field, the default) or grid (what a pin card in a grid reads: ${GRID_PIN_KEYS.join(', ')}; images in ${GRID_IMAGE_SIZES.join(' and ')} only, carousel slot and collection item images in ${GRID_PART_IMAGE_SIZES.join(', ')}; no reaction counts or analytics). Each grid field holds what the full pin holds. Anything else is a 400 naming field_set_key.`,
  schema: { type: 'string', enum: [...PIN_FIELD_SETS], default: 'full' },
};
/** field_set_key on board lists: cover and collage images in every size (default) or a board tile's. */
const boardFieldSetParam = {
  name: 'field_set_key',
  in: 'query',
  description: `The board shape: full (the default) or grid (what a board tile reads: cover_images and each of collage_images in ${GRID_BOARD_IMAGE_SIZES.join(', ')} only; every other field as in full). Anything else is a 400 naming field_set_key.`,
  schema: { type: 'string', enum: [...BOARD_FIELD_SETS], default: 'full' },
};
const pinList = (description: string) => answer(description, { type: 'array', items: { oneOf: [ref('Pin'), ref('PinGrid')] } }, true);
const idParam = (name: string, what: string) => ({ name, in: 'path', required: true, description: what, schema: { type: 'string', pattern: '^[0-9]+$' } });
const idsParam = { name: 'ids', in: 'query', required: true, description: 'Comma-separated ids, at most 100.', schema: { type: 'string' } };
const usernameParam = { name: 'username', in: 'path', required: true, schema: { type: 'string' } };

const errors = {
  '400': { description: 'Bad input; error.message says what is wrong.', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
  '404': { description: 'Not found.', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
};
const answer = (description: string, data: object, paged = false) => ({
  '200': { description, content: { 'application/json': { schema: envelope(data, paged) } } },
  ...errors,
});

const jsonBody = (properties: Record<string, object>, required: string[] = []) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', required, properties } } },
});
const str = { type: 'string' };
/**
 * Feedback on pins (issue 18, server/v3/feedback/routes.ts): hides from each surface and their undo, reports
 * with a reason, the reasons and the viewer's hidden pins. Every write: signed in, a pin the viewer may see.
 */
function feedbackPaths() {
  const hidden = (on: boolean) => ({
    type: 'object',
    properties: { pin_id: str, hidden: { type: 'boolean', enum: [on] }, reported: { type: 'boolean', description: "The viewer's report of the pin stands (an unhide leaves it)." } },
  });
  const reported = (on: boolean) => ({ type: 'object', properties: { pin_id: str, reported: { type: 'boolean', enum: [on] } } });
  const HIDES = "Out of the viewer's discovery feeds (home, search, related, topics, today, visual search) until undone; boards and profiles keep it. Idempotent; 404 for a pin the viewer may not see";
  const hide = (surface: string, params: object[], body?: object) => ({
    summary: `Hide the pin (surface ${surface}). ${HIDES}`,
    parameters: params,
    ...(body ? { requestBody: body } : {}),
    responses: socialAnswer('{pin_id, hidden: true, reported}', hidden(true)),
  });
  const undo = (params: object[]) => ({ summary: 'Undo a hide from any surface (idempotent); a report of the pin stays', parameters: params, responses: socialAnswer('{pin_id, hidden: false, reported}', hidden(false)) });
  const pin = [idParam('id', 'Pin id')];
  const news = [{ name: 'news_id', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }, idParam('pin_id', 'Pin id')];
  const p2p = [idParam('pin', 'Pin id')];
  const search = [idParam('pin_id', 'Pin id')];
  const searchBody = { required: false, content: { 'application/json': { schema: { type: 'object', properties: { query: { type: 'string', maxLength: 100, description: 'The words searched (the context).' }, pin_type: { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' } } } } } };
  return {
    '/v3/pins/{id}/feedback/': {
      put: hide('feedback (PinFeedbackResource update)', pin, jsonBody({ feedback_type: { type: 'integer', enum: [1], description: '1 hides; anything else is a 400 naming feedback_type.' } }, ['feedback_type'])),
      delete: undo(pin),
    },
    '/v3/news_hub/{news_id}/pin/{pin_id}/hide/': { put: hide('news_hub, context the news id', news) },
    '/v3/news_hub/{news_id}/pin/{pin_id}/undo/': { put: undo(news) },
    '/v3/p2p/{pin}/hide/': { put: hide('p2p', p2p) },
    '/v3/p2p/{pin}/unhide/': { put: undo(p2p) },
    '/v3/search/{pin_id}/hide/': { put: hide('search, context the query', search, searchBody) },
    '/v3/search/{pin_id}/unhide/': { put: undo(search) },
    '/v3/pins/{id}/report/': {
      post: {
        summary: `Report the pin for moderation: one report per person and pin (a repeat changes the reason), and the pin is hidden from them (surface report). ${REPORTS_PER_HOUR} an hour an account (429 + Retry-After). 404 for a pin the viewer may not see`,
        parameters: pin,
        requestBody: jsonBody({ reason: { type: 'string', enum: [...REPORT_REASON_CODES] } }, ['reason']),
        responses: { ...socialAnswer('{pin_id, reported: true}', reported(true)), '429': accountErrors['429'] },
      },
      delete: { summary: 'Take the report back, and the hide that came with it (idempotent)', parameters: pin, responses: socialAnswer('{pin_id, reported: false}', reported(false)) },
    },
    '/v3/report_reasons/': {
      get: { summary: 'The reasons a pin may be reported for: code and label, in the report form\'s order', responses: answer('The reasons', { type: 'array', items: { type: 'object', properties: { code: str, label: str } } }) },
    },
    '/v3/users/me/hidden_pins/': {
      get: {
        summary: 'The pins the viewer hid or reported, newest hide first, that they may still see (/edit). 401 signed out',
        parameters: [...pageParams, fieldSetParam],
        responses: { ...pinList('A page of pins, in the field set asked'), '401': accountErrors['401'] },
      },
    },
  };
}

/** Today's articles and tabs (issue 17, server/v3/today/routes.ts). */
function todayPaths() {
  const todayPage = [
    { name: 'page_size', in: 'query', description: 'Items per page, 1 to 50.', schema: { type: 'integer', minimum: 1, maximum: 50, default: 25 } },
    { name: 'bookmark', in: 'query', description: 'The bookmark of the previous page (of the same tab or article).', schema: { type: 'string' } },
  ];
  const tab = { name: 'tab', in: 'query', description: "The /today tab: article (the day's main articles), best, trending, popular or shop; anything else is a 400 naming tab", schema: { type: 'string', enum: ['article', 'best', 'trending', 'popular', 'shop'], default: 'article' } };
  const slug = { name: 'slug', in: 'path', required: true, description: 'The article\'s slug, e.g. weeknight-dinners-2026-11-27 (lower-case letters, digits, dashes)', schema: str };
  const image = { type: 'object', properties: { url: str, width: { type: 'integer' }, height: { type: 'integer' }, dominant_color: str } };
  const article = {
    type: 'object',
    properties: {
      id: str, node_type: { type: 'string', enum: ['today_article'] }, slug: str, tab: tab.schema, day: { type: 'string', format: 'date', description: 'The UTC day it was assembled for' },
      title: str, description: str, url: { type: 'string', description: '/today/article/{slug}/' },
      interest: { type: 'object', nullable: true, properties: { id: str, name: str, url_name: str } },
      cover_pin_id: { type: 'string', nullable: true, description: 'The first of its pins the viewer may see' },
      cover_images: { type: 'object', nullable: true, properties: { '236x': image, '474x': image, '736x': image } },
      pin_count: { type: 'integer', description: 'Its pins the viewer may see' },
      score: { type: 'integer', description: 'What ranked it on its day: saves in the week, the rise on the week before, or all-time saves' },
      created_at: { type: 'string', format: 'date-time' },
    },
  };
  const note = 'Articles are assembled each UTC day from the topics saved most in the last 7 days (the job assemble_today); every pin is checked when read against the viewer\'s discovery rules (public boards, no removed pins, no one blocked either way)';
  return {
    '/v3/today/': { get: { summary: `A /today tab's articles, newest day first, then by score; an article with no pin the viewer may see is left out. ${note}`, parameters: [tab, ...todayPage], responses: answer('A page of articles', { type: 'array', items: article }, true) } },
    '/v3/today/articles/{slug}/': { get: { summary: 'One article (todayArticle); 404 for an unknown slug. Older days stay readable', parameters: [slug], responses: answer('The article', article) } },
    '/v3/today/articles/{slug}/pins/': { get: { summary: `The article's pins, best first (todayArticleInterestFeed); 404 for an unknown slug. ${note}`, parameters: [slug, ...todayPage, fieldSetParam], responses: pinList('A page of pins') } },
    '/v3/today/pins/': { get: { summary: `The pins of the tab's newest day, article by article, each once (todayTabFeed). ${note}`, parameters: [tab, ...todayPage, fieldSetParam], responses: pinList('A page of pins') } },
  };
}

/** Topics, videos and shopping (issue 17, server/v3/topic/routes.ts). */
function topicPaths() {
  const topicPage = [
    { name: 'page_size', in: 'query', description: 'Items per page, 1 to 50.', schema: { type: 'integer', minimum: 1, maximum: 50, default: 25 } },
    { name: 'bookmark', in: 'query', description: 'The bookmark of the previous page (of the same feed and filter).', schema: { type: 'string' } },
  ];
  const key = { name: 'key', in: 'path', required: true, description: "A topic's id, url_name ('food:recipes') or slug (the part after the colon: 'recipes')", schema: str };
  const by = { name: 'by', in: 'query', description: 'How to read key: auto (digits are an id), id or url_name', schema: { type: 'string', enum: ['auto', 'id', 'url_name'], default: 'auto' } };
  const grid = { ...fieldSetParam, schema: { ...fieldSetParam.schema, default: 'grid' } };
  const price = (name: string, side: string) => ({ name, in: 'query', description: `Products whose ${side} price is at least/at most this, in dollars (0 to 1000000, 2 decimals); price_min above price_max is a 400`, schema: { type: 'number', minimum: 0, maximum: 1_000_000 } });
  const prices = [price('price_min', 'highest'), price('price_max', 'lowest')];
  const topic = { type: 'object', properties: { id: str, name: str, url_name: str, slug: str, follower_count: { type: 'integer' }, followed_by_me: { type: 'boolean' }, cover_image: { type: 'object', nullable: true, properties: { url: str, width: { type: 'integer' }, height: { type: 'integer' }, dominant_color: str, pin_id: str } } } };
  const feedNote = 'Only pins in the viewer\'s discovery (public boards, no removed pins, no one blocked either way), ranked by saves and recency';
  return {
    '/v3/topics/': { get: { summary: 'Topics (interests) by name, with follower_count, followed_by_me and a cover image', parameters: topicPage, responses: answer('A page of topics', { type: 'array', items: topic }, true) } },
    '/v3/topics/{key}/': { get: { summary: 'One topic, with related_topics (those its followers follow most); 404 unknown', parameters: [key, by], responses: answer('The topic', { ...topic, properties: { ...topic.properties, related_topics: { type: 'array', items: topic } } }) } },
    '/v3/topics/{key}/pins/': { get: { summary: `Pins whose source interest or board topic is the topic. ${feedNote}; 404 unknown topic`, parameters: [key, by, ...topicPage, grid], responses: pinList('A page of pins') } },
    '/v3/topics/{key}/videos/': { get: { summary: `The topic's video pins (and idea pins with a video). ${feedNote}`, parameters: [key, by, ...topicPage, grid], responses: pinList('A page of pins') } },
    '/v3/topics/{key}/products/': { get: { summary: `The topic's product pins (type product, shopping flag 5 or 6), in stock first. ${feedNote}`, parameters: [key, by, ...topicPage, ...prices, grid], responses: pinList('A page of pins') } },
    '/v3/feeds/videos/': { get: { summary: `Video pins of every topic (/videos/). ${feedNote}`, parameters: [...topicPage, grid], responses: pinList('A page of pins') } },
    '/v3/feeds/products/': { get: { summary: `Product pins of every topic (/shopping/), in stock first. ${feedNote}`, parameters: [...topicPage, ...prices, grid], responses: pinList('A page of pins') } },
  };
}
const accountErrors = {
  '401': { description: 'Not logged in (unauthenticated) or wrong credentials (invalid_credentials).', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
  '403': { description: 'Refused by CSRF protection (code csrf): a cookie-authenticated write not from this site; or a gated write from a limited-login session (code limited_login).', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
  '409': { description: 'Email or username taken (code taken, param names the field).', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
  '429': { description: "Rate limited (code rate_limited, 'Too many attempts. Please try again later.'); see Retry-After.", content: { 'application/json': { schema: envelope({ nullable: true }) } } },
};
const accountAnswer = (description: string, data: object) => ({ ...answer(description, data), ...accountErrors });
/** Outbound links (issue 18, server/v3/offsite/routes.ts): the link check, the clickthrough log, the link-safety store and client statistics. */
function offsitePaths() {
  const verdict = {
    type: 'object',
    required: ['message', 'redirect_status', 'url'],
    properties: {
      message: { type: 'string', description: "Why the link is not safe, to show the person; '' when safe." },
      redirect_status: { type: 'string', enum: [...REDIRECT_STATUSES], description: 'Anything but safe: show the blocked-link warning and do not open the link.' },
      url: { type: 'string', description: "The URL as checked, normalised (lower-case punycode host, no default port); '' when it is not an http(s) URL." },
    },
  };
  const fields = {
    check_only: { type: 'boolean', description: 'true: the check only; false: the clickthrough log (the same check, counted in corkboard_clickthroughs_total{status}). Default true on GET, false on POST.' },
    pin_id: { type: 'string', pattern: '^[0-9]+$', description: 'The pin whose link it is: one the viewer may see (404 as for an unknown pin otherwise).' },
    third_party_ad: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: "A third-party ad's id, instead of pin_id." },
    url: { type: 'string', maxLength: MAX_OFFSITE_URL, description: 'The outbound link (tracked link, else link). Required.' },
    client_tracking_params: { type: 'string', maxLength: MAX_CLIENT_TRACKING_PARAMS },
    aux_data: { type: 'string', maxLength: MAX_OFFSITE_AUX_DATA, description: 'JSON text (clickthrough_type, objectId, slot info, commerce data).' },
  };
  const checkSummary =
    'The outbound link check (pin-card §5, §8): only http(s); credentials, IP literals in any notation, private, loopback, link-local, CGNAT and unspecified addresses, internal names and mixed-script hosts are suspicious; then the link-safety store (hosts and patterns: blocked, porn, suspicious); the most severe wins. Visitors may call it; never cached';
  const entry = {
    type: 'object',
    properties: {
      id: str, kind: { type: 'string', enum: [...LINK_SAFETY_KINDS] }, value: str, status: { type: 'string', enum: [...LINK_SAFETY_STATUSES] }, message: str,
      source: { type: 'string', enum: ['file', 'employee', 'seed'] }, created_by: { type: 'string', nullable: true }, created_at: str, updated_at: str,
    },
  };
  const entryFields = {
    kind: { type: 'string', enum: [...LINK_SAFETY_KINDS] },
    value: { type: 'string', maxLength: MAX_ENTRY_VALUE, description: "host: example.com, or *.example.com for it and its subdomains; pattern: a case-insensitive glob ('*' any run) over host/path?query." },
    status: { type: 'string', enum: [...LINK_SAFETY_STATUSES] },
    message: { type: 'string', maxLength: MAX_ENTRY_MESSAGE, description: 'Shown in the blocked-link warning.' },
  };
  const employees = {
    ...accountErrors,
    '403': { description: 'Not an employee (code forbidden), a limited-login session writing (limited_login), or refused by CSRF protection (csrf).', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
  };
  const managed = (description: string, data: object) => ({ ...answer(description, data), ...employees });
  const entryId = idParam('id', 'The entry id.');
  return {
    '/v3/offsite/': {
      get: {
        summary: checkSummary,
        parameters: Object.entries(fields).map(([name, schema]) => ({ name, in: 'query', required: name === 'url', schema })),
        responses: answer('The verdict', verdict),
      },
      post: { summary: `The same in a JSON body; check_only false (the default here) is the clickthrough log. ${checkSummary}`, requestBody: jsonBody(fields, ['url']), responses: answer('The verdict', verdict) },
    },
    '/v3/link_safety/': {
      get: { summary: 'The link-safety store, newest first (employees only: users.is_employee)', parameters: pageParams, responses: { ...answer('A page of entries', { type: 'array', items: entry }, true), ...employees } },
      post: {
        summary: 'Add an entry, or change the one with this kind and value (source employee). The check uses it at once on this server, within 10 s on the others',
        requestBody: jsonBody(entryFields, ['kind', 'value', 'status', 'message']),
        responses: managed('The entry', entry),
      },
    },
    '/v3/link_safety/{id}/': {
      put: { summary: 'Change an entry (fields left out keep their value); 409 conflict when another entry has the new kind and value', parameters: [entryId], requestBody: jsonBody(entryFields), responses: managed('The entry', entry) },
      delete: { summary: 'Remove an entry', parameters: [entryId], responses: managed('{id, deleted: true}', { type: 'object', properties: { id: str, deleted: { type: 'boolean' } } }) },
    },
    '/v3/stats/': {
      post: {
        summary: `A client statistic, counted in corkboard_client_stats_total{name, tag}: ${Object.entries(CLIENT_STATS).map(([name, tags]) => `${name} (${tags.join(', ')})`).join('; ')}. Anything else is a 400`,
        requestBody: jsonBody({ name: { type: 'string', enum: Object.keys(CLIENT_STATS) }, tag: str }, ['name', 'tag']),
        responses: answer('{logged: true}', { type: 'object', properties: { logged: { type: 'boolean' } } }),
      },
    },
  };
}
const socialAnswer = (description: string, data: object) => ({
  ...answer(description, data),
  '401': accountErrors['401'],
  '403': { description: 'Refused by CSRF protection (code csrf), across a block (code blocked), or for a limited-login session (code limited_login).', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
});
const tokenErrors = {
  ...errors,
  '401': { description: 'Not logged in (unauthenticated).', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
  '403': {
    description:
      'Tokens are managed only from a full cookie session: a request made with an access token answers session_required, a limited-login session limited_login; or refused by CSRF protection (csrf).',
    content: { 'application/json': { schema: envelope({ nullable: true }) } },
  },
};
const tokenManagement = (description: string, data: object) => ({ ...answer(description, data), ...tokenErrors });
const cookieOnly = [{ cookieSession: [] }];
const followPageParams = [
  { ...pageParams[0], description: 'Items per page, 1 to 50.', schema: { type: 'integer', minimum: 1, maximum: 50, default: 25 } },
  pageParams[1],
];
const profileFields = {
  first_name: { type: 'string', maxLength: 30 }, last_name: { type: 'string', maxLength: 30 }, about: { type: 'string', maxLength: 500 },
  website_url: { type: 'string', nullable: true }, username: { type: 'string', pattern: '^[A-Za-z0-9_]{3,30}$' },
  save_behavior: { type: 'integer', enum: [0, 1] }, dark_mode: { type: 'boolean' },
};

/** Who may write what on a board (issue 14, server/v3/board/guard.ts). */
const BOARD_RIGHTS =
  "Board rights: the owner may do everything; an accepted collaborator may change the board's contents (save, move, copy and delete its pins, star them, make, rename, reorder and delete sections); only the owner edits the board's details (name, description, privacy, cover, topic, layout), archives and unarchives it, reorders their boards and deletes it. Archived boards are read-only. Someone who may not see a board gets 404; someone who may see it but lacks the role 403 forbidden (param board_id).";
/** Answers of a board write only its owner may make (edit, archive, position, delete). */
const boardOwnerAnswer = (description: string, data: object) => ({
  ...answer(description, data),
  '401': accountErrors['401'],
  '403': {
    description:
      "Not the owner: 'Only the board owner can do that.' (a collaborator) or \"You can't change this board.\" (anyone else who can see it), code forbidden, param board_id; an archived board (edit): 'This board is archived. Unarchive it to change it.'; a limited-login session (code limited_login); or CSRF (code csrf).",
    content: { 'application/json': { schema: envelope({ nullable: true }) } },
  },
  '404': { description: 'Unknown, secret to the viewer, or across a block with the owner.', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
});

/** Answers of a write to a board's contents (organize): its owner or an accepted collaborator; as an owner's write but for 403. */
const boardContentAnswer = (description: string, data: object) => ({
  ...boardOwnerAnswer(description, data),
  '403': {
    description:
      "Someone who may see the board but not change it: \"You can't change this board.\" (code forbidden, param board_id or to_board_id); an archived board: 'This board is archived. Unarchive it to change it.'; a limited-login session (code limited_login); or CSRF (code csrf).",
    content: { 'application/json': { schema: envelope({ nullable: true }) } },
  },
});

/** Board (and section) pin filters, issue 14 (server/v3/board/pin-filters.ts). Bookmarks are bound to the filter. */
const pinFilterParams = [
  {
    name: 'filter',
    in: 'query',
    description:
      "COLORS (with colors), CREATED_BY_ME (pins the viewer pinned), FAVORITED (pins the viewer starred), FAVORITED_AND_CREATED_BY_ME, INTERESTS (with interest_ids). Absent: every pin. Anything else: 400 param filter. The viewer's filters signed out: 401 unauthenticated, param filter.",
    schema: { type: 'string', enum: [...PIN_FILTERS] },
  },
  { name: 'colors', in: 'query', description: `With COLORS: comma-separated colour families of the pins' dominant colour (${COLOR_FAMILIES.join(', ')}); none or another: 400 param colors.`, schema: { type: 'string' } },
  { name: 'interest_ids', in: 'query', description: 'With INTERESTS: comma-separated interest ids (at most 100), matched against the pin\'s source interest; none: 400 param interest_ids.', schema: { type: 'string' } },
];
const sectionTitleBody = jsonBody({ title: { type: 'string', minLength: 1, maxLength: 50, description: 'Trimmed, 1 to 50 characters (400 param title: "Please give your section a name." / "A section name can be at most 50 characters.").' } }, ['title']);
/** Answers of a section write: the board's owner or an accepted collaborator, not archived; refusals on a section id name section_id, and a section the viewer may not see is 404. */
const sectionWriteAnswer = (description: string, data: object, taken = false) => ({
  ...boardContentAnswer(description, data),
  ...(taken
    ? { '409': { description: "A title another section of the board has, whatever its case: 'This board already has a section with that name.' (code taken, param title).", content: { 'application/json': { schema: envelope({ nullable: true }) } } } }
    : {}),
});

/** Invite codes (issue 15, server/v3/board/invite-codes.ts): the one 404 every lookup miss answers. */
const INVITE_NOT_FOUND = "'invite not found' (code not_found) for an unknown, revoked or expired code (expired from expires_at on), a board gone, or a sender or board owner across a block with the viewer; the same answer whatever the reason.";
const inviteCodeParam = { name: 'code', in: 'path', required: true, description: 'The invite code (base64url).', schema: { type: 'string' } };
/** Answers of making or listing a board's invite codes: the owner, or an accepted collaborator while collaborators_can_invite. */
const inviteCodeAnswer = (description: string, data: object) => ({
  ...boardContentAnswer(description, data),
  '403': {
    description:
      "A collaborator while the owner does not let collaborators invite: 'Only the board owner can invite people to this board.'; anyone else who may see the board: \"You can't change this board.\" (code forbidden, param board_id); an archived board (making): 'This board is archived. Unarchive it to change it.'; a limited-login session (code limited_login); or CSRF (code csrf).",
    content: { 'application/json': { schema: envelope({ nullable: true }) } },
  },
});

/** Board invites and collaborators (issue 15, server/v3/board/invites.ts, ./collaborators.ts). */
const invitedUserParam = idParam('invited_user_id', 'The invited person\'s user id');
const errorOf = (description: string) => ({ description, content: { 'application/json': { schema: envelope({ nullable: true }) } } });
const deletedInvite = { type: 'object', required: ['deleted', 'id'], properties: { deleted: { type: 'boolean', enum: [true] }, id: { type: 'string', description: '{board id}:{user id}' } } };
/** Answers of the viewer's own invite (accept, decline). */
const myInviteAnswer = (description: string, data: object) => ({
  ...answer(description, data),
  '401': accountErrors['401'],
  '403': errorOf('Accepting on an archived board (code forbidden); a limited-login session (code limited_login); or CSRF (code csrf).'),
  '404': errorOf("'invite not found': the viewer has no open invite to this board (or the board's owner is across a block with them)."),
});
/** Answers of a read only the board's owner and accepted collaborators make. */
const boardMembersAnswer = (description: string, data: object) => ({
  ...answer(description, data, true),
  '401': accountErrors['401'],
  '403': errorOf("Someone else who may see the board: \"Only the board's owner and collaborators can see this.\" (code forbidden, param board_id)."),
  '404': errorOf('Unknown, secret to the viewer, or across a block with the owner.'),
});

const imageRefProps = {
  upload_id: { type: 'string', description: 'A succeeded upload of the viewer (POST /v3/vips/)' },
  image_signature: { type: 'string', pattern: '^[0-9a-f]{32}$', description: 'An image already stored (an images row)' },
};
/** Create PinResource's fields (issue 16, server/v3/pin/create.ts). */
const pinCreateBody = jsonBody(
  {
    board_id: { type: 'string', description: 'A board the viewer owns or collaborates on (not archived)' },
    section: { type: 'string', description: 'A section id of that board' },
    method: { type: 'string', pattern: '^[a-z_]{1,32}$', description: 'How the pin was made: uploaded, scraped, button, …' },
    title: { type: 'string', maxLength: MAX_PIN_TITLE },
    description: { type: 'string', maxLength: MAX_PIN_DESCRIPTION },
    link: { type: 'string', description: 'An http(s) address' },
    alt_text: { type: 'string', maxLength: MAX_ALT_TEXT },
    guid: { type: 'string', maxLength: MAX_GUID, description: 'Idempotency key: the same guid again by the same pinner answers the first pin (200), never a second one' },
    ...imageRefProps,
    image_base64: { type: 'string', description: "A data: URL of the image (platform §5: anything that is not a string starting with 'data', or not an image, is 400 'Invalid Image', code invalid_image)" },
    image_url: { type: 'string', description: 'An http(s) address the server fetches the image from (SSRF-safe: public addresses on ports 80/443, at most 3 redirects, time and size limits; 400 invalid_url / forbidden_address, 413, 422, 502 http_error, 504 timeout, param image_url)' },
    carousel_slots: {
      type: 'array',
      minItems: MIN_CAROUSEL_SLOTS,
      maxItems: MAX_CAROUSEL_SLOTS,
      description: 'A carousel pin (type carousel): each slot one image (upload_id or image_signature)',
      items: { type: 'object', properties: { ...imageRefProps, title: { type: 'string', maxLength: MAX_PIN_TITLE }, details: { type: 'string', maxLength: MAX_PIN_DESCRIPTION }, link: str } },
    },
    story_pages: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_STORY_PAGES,
      description: 'An idea (story) pin (type story, story_pin_data {static_page_count, total_video_duration: 0, pages, metadata: {pin_title}}): each page one image and text blocks',
      items: {
        type: 'object',
        properties: {
          ...imageRefProps,
          blocks: {
            type: 'array',
            maxItems: MAX_STORY_BLOCKS,
            items: { type: 'object', required: ['type', 'text'], properties: { type: { type: 'string', enum: ['heading', 'paragraph'] }, text: { type: 'string', maxLength: MAX_STORY_PARAGRAPH, description: `A heading at most ${MAX_STORY_HEADING} characters` } } },
          },
        },
      },
    },
  },
  ['board_id'],
);
const uploadState = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['registered', 'processing', 'succeeded', 'failed', 'unknown'], description: 'registered or processing: poll again after 5000 ms (platform §4, §9)' },
    signature: { type: 'string', description: 'succeeded: the image signature' },
    image_url: { type: 'string', description: 'succeeded: the 736x image' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    error_code: { type: 'string', description: 'failed: expired, not_an_image, too_large, too_many_pixels, polyglot, unsupported_format, processing_failed, …' },
    error_message: { type: 'string', description: 'failed: what went wrong, for the person' },
  },
};
const uploadParameters = { type: 'object', required: ['expires', 'signature'], properties: { expires: { type: 'string', description: 'Unix seconds' }, signature: str } };

export const openApiDocument = {
  openapi: '3.0.3',
  info: {
    title: 'Corkboard v3 REST API',
    version: '3.0.0',
    description:
      'snake_case JSON in the envelope {"resource_response": {"data", "bookmark", "error", "http_status"}}. Lists page by bookmark; the end marker is "-end-". Programs authenticate with a personal access token (Settings → API access) sent as `Authorization: Bearer cbpat_…`; scope read allows GET, write also POST, PUT, PATCH and DELETE. Every answer to a signed-in request names the user it answered as in the header x-v3-viewer-id. ' + BOARD_RIGHTS,
  },
  paths: {
    // Ads (issue 19).
    ...adModelPaths,
    ...adServePaths,
    ...impressionPaths,
    ...adReportingPaths,
    // Mail settings and the one-click unsubscribe (issue 20).
    ...mailPaths,
    ...conversationPaths,
    ...notificationPaths,
    // Comments and replies on pins (issue 20).
    ...commentPaths,
    '/v3/feeds/home/': { get: { summary: 'Home feed, newest first', parameters: [...pageParams, fieldSetParam], responses: pinList('A page of pins, in the field set asked') } },
    '/v3/pins/': {
      get: { summary: 'Batched pin read', parameters: [idsParam, fieldSetParam], responses: answer('Pins in the order asked; null where unknown or hidden', batchOf('Pin')) },
      post: {
        summary: `Create PinResource (platform §7): a pin on a board the viewer may write to, from exactly one image source (upload_id, image_signature, image_base64, image_url, carousel_slots or story_pages). 201 with the full pin; 200 with the first pin for a guid sent again (409 guid_used once that pin was deleted). An upload still processing 409 upload_not_ready, a failed one 400 upload_failed. ${PIN_CREATES_PER_HOUR} pins an hour per account (429)`,
        requestBody: pinCreateBody,
        responses: {
          ...boardContentAnswer('The pin made earlier with this guid', ref('Pin')),
          '201': { description: 'The new pin', content: { 'application/json': { schema: envelope(ref('Pin')) } } },
          '409': errorOf('upload_not_ready or guid_used'),
          '413': errorOf('The image (or the body) is too large'),
          '429': accountErrors['429'],
        },
      },
    },
    '/v3/pins/{id}/': {
      get: { summary: 'One pin', parameters: [idParam('id', 'Pin id')], responses: answer('The pin', ref('Pin')) },
      put: {
        summary:
          "Edit a pin, for its pinner only (403 forbidden for anyone else who sees it, 404 when hidden or deleted): title, description, link ('' clears), alt_text ('' clears), board_id (move: write access to that board, else 403/404; the section goes unless given), section (a section id of the pin's (new) board; null or '' clears). A pin on an archived board is read-only (403). Answers the full pin",
        parameters: [idParam('id', 'Pin id')],
        requestBody: jsonBody({
          title: { type: 'string', maxLength: MAX_PIN_TITLE },
          description: { type: 'string', maxLength: MAX_PIN_DESCRIPTION },
          link: { type: 'string', description: "An http(s) address; '' clears" },
          alt_text: { type: 'string', maxLength: MAX_ALT_TEXT },
          board_id: str,
          section: { type: 'string', nullable: true },
        }),
        responses: boardContentAnswer('The pin', ref('Pin')),
      },
      delete: {
        summary:
          "only_saves true: take the viewer's save of the pin out of board_id (every one of the viewer's saves of it without board_id; 404 when there was none; the pin stays). Otherwise delete the pin (soft), for its pinner only: 403 forbidden for anyone else, 404 when hidden or already deleted. Arguments in the JSON body or the query",
        parameters: [
          idParam('id', 'Pin id'),
          { name: 'board_id', in: 'query', schema: str },
          { name: 'only_saves', in: 'query', schema: { type: 'boolean', default: false } },
          { name: 'client_tracking_params', in: 'query', schema: str },
        ],
        requestBody: { ...jsonBody({ board_id: str, only_saves: { type: 'boolean', default: false }, client_tracking_params: str }), required: false },
        responses: socialAnswer('What went: {id, deleted: pin | save, board_ids}', ref('DeleteResult')),
      },
    },
    '/v3/vips/': {
      post: {
        summary: `Create VIPResource (platform §7): an upload slot. Send the file to upload_url as multipart/form-data: the upload_parameters fields first, then \`file\`, within an hour, once. ${UPLOAD_SLOTS_PER_HOUR} slots an hour per account (429). 401 signed out, 403 limited_login`,
        requestBody: jsonBody({ type: { type: 'string', enum: ['pinimage'] } }, ['type']),
        responses: {
          '201': {
            description: 'The slot',
            content: {
              'application/json': {
                schema: envelope({
                  type: 'object',
                  properties: { upload_id: { type: 'string', pattern: '^[a-z2-7]{26}$' }, upload_url: { type: 'string', description: '/uploads/{upload_id}, after PUBLIC_URL when set' }, upload_parameters: uploadParameters, status: { type: 'string', enum: ['registered'] } },
                }),
              },
            },
          },
          ...errors,
          '401': accountErrors['401'],
          '403': accountErrors['403'],
          '429': accountErrors['429'],
        },
      },
      get: {
        summary: "Get VIPResource (platform §7, §4): the viewer's uploads by id. Ids that are not the viewer's are {status: unknown}; a registered slot past its hour reads failed (error_code expired). 401 signed out",
        parameters: [{ name: 'upload_ids', in: 'query', required: true, description: 'Comma-separated upload ids, at most 100.', schema: str }],
        responses: { ...answer('{[upload_id]: state}', { type: 'object', additionalProperties: uploadState }), '401': accountErrors['401'] },
      },
    },
    '/uploads/{upload_id}': {
      post: {
        summary:
          "A VIPResource slot's upload URL (outside /v3; the signature is the credential, no cookie needed). 201 {upload_id, status: processing}, then the slot is processed in the background (poll GET /v3/vips/). 403 bad_signature, 410 expired, 409 already_used, 404 unknown slot, 415 not multipart, 400 parameters or file missing or the file before the parameters; a refused file (415 not_an_image / unsupported_format, 422 polyglot / too_many_pixels, 413 too_large) fails the slot with why",
        security: [],
        parameters: [{ name: 'upload_id', in: 'path', required: true, schema: { type: 'string', pattern: '^[a-z2-7]{26}$' } }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', required: ['expires', 'signature', 'file'], properties: { expires: str, signature: str, file: { type: 'string', format: 'binary', description: `JPEG, PNG, WebP, GIF, AVIF or HEIF, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` } } },
              encoding: { file: { contentType: 'image/*' } },
            },
          },
        },
        responses: {
          '201': { description: 'Received', content: { 'application/json': { schema: envelope({ type: 'object', properties: { upload_id: str, status: { type: 'string', enum: ['processing'] } } }) } } },
          '400': errorOf('Parameters or file missing, or the file sent before the parameters'),
          '403': errorOf('bad_signature'),
          '404': errorOf('Unknown upload'),
          '409': errorOf('already_used'),
          '410': errorOf('expired'),
          '413': errorOf('too_large'),
          '415': errorOf('Not multipart, or not an image'),
          '422': errorOf('polyglot or too_many_pixels'),
        },
      },
    },
    '/v3/pins/{id}/related/': {
      get: {
        summary: 'More to explore under a closeup: pins from the same board, then the same topic, then of a similar colour, then the feed (404 when the pin is not visible)',
        parameters: [idParam('id', 'Pin id'), ...pageParams, fieldSetParam],
        responses: pinList('A page of pins, in the field set asked'),
      },
    },
    '/v3/visual_search/{pin_id}/': {
      get: {
        summary:
          'Visual search (issue 17): pins whose picture looks like this pin\'s (a 64-bit perceptual hash compared by Hamming distance, re-ranked by a 2×2 CIELAB colour signature), or like a region of it (x, y, w, h together). Only pins in discovery the viewer may see (public boards, no blocks either way); never the pin itself nor another pin of the same file. 404 when the pin is not visible; 400 naming the parameter for a crop box that is incomplete, outside the picture or smaller than 0.05 a side',
        parameters: [
          idParam('pin_id', 'Pin id'),
          { name: 'page_size', in: 'query', description: 'Items per page, 1 to 50.', schema: { type: 'integer', minimum: 1, maximum: 50, default: 25 } },
          { name: 'bookmark', in: 'query', description: 'The bookmark of the previous page (of the same crop and filter).', schema: { type: 'string' } },
          ...(['x', 'y', 'w', 'h'] as const).map((name) => ({
            name,
            in: 'query',
            description: { x: 'Crop box left edge', y: 'Crop box top edge', w: 'Crop box width (at least 0.05; x + w ≤ 1)', h: 'Crop box height (at least 0.05; y + h ≤ 1)' }[name] + ', a fraction of the picture.',
            schema: { type: 'number', minimum: 0, maximum: 1 },
          })),
          { name: 'products', in: 'query', description: 'true: product pins only (the /products/ page).', schema: { type: 'boolean', default: false } },
          fieldSetParam,
        ],
        responses: pinList('A page of pins, the most alike first'),
      },
    },
    '/v3/pins/{id}/repin/': {
      post: {
        summary:
          'Save a pin the viewer can see to a board they own or collaborate on (pin-card §3, §7): 201 created true; 200 created false when the pin is already in that board. 404 hidden pin or unknown/unreadable board, 403 forbidden for a board not theirs or archived, 400 for a section of another board (param section). Logs the save event (type 2, aux_data = event_context) unless disable_event_log_info',
        parameters: [idParam('id', 'Pin id')],
        requestBody: jsonBody(
          {
            board_id: str,
            section: { type: 'string', description: 'A section id of that board' },
            description: { type: 'string', maxLength: 500 },
            client_tracking_params: str,
            event_context: { type: 'string', description: 'JSON text, at most 4096 bytes' },
            disable_event_log_info: { type: 'boolean', default: false },
          },
          ['board_id'],
        ),
        responses: { ...socialAnswer('The save', ref('SaveResult')), '201': { description: 'A new save', content: { 'application/json': { schema: envelope(ref('SaveResult')) } } } },
      },
      put: {
        summary:
          "Edit the viewer's save of the pin in board_id (404 when there is none): move it to new_board_id (merged into the save there when that board already holds the pin), set its section ('' clears) or description. Same write checks on the (new) board. Answers created false",
        parameters: [idParam('id', 'Pin id')],
        requestBody: jsonBody(
          { board_id: str, new_board_id: str, section: { type: 'string', description: "A section id of the (new) board; '' clears it" }, description: { type: 'string', maxLength: 500 } },
          ['board_id'],
        ),
        responses: socialAnswer('The save', ref('SaveResult')),
      },
    },
    '/v3/pins/{id}/react/': {
      put: {
        summary: 'React to a pin the viewer can see (idempotent; reacting again changes the type). 404 when hidden',
        parameters: [idParam('id', 'Pin id')],
        requestBody: { ...jsonBody({ reaction_type: { type: 'integer', minimum: 1, maximum: 6, default: 1, description: '1 = heart ("love")' } }), required: false },
        responses: socialAnswer('{reacted, reaction_type, reaction_counts_data: [{reaction_type, reaction_count}]}', { type: 'object' }),
      },
      delete: { summary: "Remove the viewer's reaction (idempotent)", parameters: [idParam('id', 'Pin id')], responses: socialAnswer('{reacted: false, reaction_type: null, reaction_counts_data}', { type: 'object' }) },
    },
    '/v3/pins/{id}/analytics/': {
      get: {
        summary: "The pin's 30-day realtime stats {saves, reactions, impressions: null, outbound_clicks: null, period_start, period_end}; 401 logged out, 403 forbidden for anyone but the pinner",
        parameters: [idParam('id', 'Pin id')],
        responses: socialAnswer('30-day realtime stats', { type: 'object' }),
      },
    },
    '/v3/users/': { get: { summary: 'Batched user read', parameters: [idsParam], responses: answer('Users in the order asked', batchOf('User')) } },
    '/v3/search/typeahead/': {
      get: {
        summary:
          "People and boards whose name (or username) holds q, for a search field: people as any profile read (someone who blocked the viewer is not there), boards the viewer may list (public, or their own and collaborations; not archived; none across a block). Names starting with q first, then the most followed. 400 when q is empty or longer than 100 characters",
        parameters: [
          { name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 100 } },
          { name: 'page_size', in: 'query', description: 'At most this many of each', schema: { type: 'integer', minimum: 1, maximum: 10, default: 5 } },
        ],
        responses: answer('{users, boards}', { type: 'object', properties: { users: { type: 'array', items: ref('User') }, boards: { type: 'array', items: ref('Board') } } }),
      },
    },
    '/v3/search/{scope}/': {
      get: {
        summary:
          "Search one scope (issue 17). Pin scopes match websearch_to_tsquery('corkboard', q) (\"quoted phrase\", or, -word; accents and word endings ignored) against title, board and topic names, description and domain, ranked by text relevance × saves × recency over the newest 2000 matches, under the discovery rules (public boards, no removed story pin, no block either way, no ads): pins; buyable_pins (product pins); shop_tool (products in stock, not stale); videos (video pins and idea pins with a video page); idea_pins (story pins). my_pins (the viewer's pins) and my_content (also pins on the viewer's boards) include the viewer's secret boards; 401 for visitors. boards: name and description, boards the viewer may list (not archived, none across a block). users: username and full name by trigram similarity (someone who blocked the viewer is not there). When the first page finds nothing, each word that finds nothing is replaced by the closest known word and the answer is for that corrected_query. related_terms: up to 8 topics and board names of the first page's pins without the query's words ([] for boards, users and later pages). Only the first 1000 results are served.",
        parameters: [
          { name: 'scope', in: 'path', required: true, description: 'pins|0, buyable_pins|1, videos|2, boards|3, users|4, my_pins, idea_pins, my_content, shop_tool; anything else is a 400 naming scope', schema: str },
          { name: 'q', in: 'query', required: true, description: 'Trimmed, 1 to 100 characters', schema: { type: 'string', minLength: 1, maxLength: 100 } },
          { name: 'page_size', in: 'query', description: 'Results per page, 1 to 50.', schema: { type: 'integer', minimum: 1, maximum: 50, default: 25 } },
          { name: 'bookmark', in: 'query', description: 'The bookmark of the previous page of the same scope, q and prices.', schema: str },
          { name: 'price_min', in: 'query', description: 'buyable_pins and shop_tool only (a 400 elsewhere): whole dollars; a product whose price or price range reaches it', schema: { type: 'integer', minimum: 0 } },
          { name: 'price_max', in: 'query', description: 'buyable_pins and shop_tool only (a 400 elsewhere): whole dollars, not below price_min', schema: { type: 'integer', minimum: 0 } },
        ],
        responses: {
          ...answer(
            '{results, corrected_query, related_terms}: results are grid pins, boards or users by scope',
            {
              type: 'object',
              required: ['results', 'corrected_query', 'related_terms'],
              properties: {
                results: { type: 'array', items: { oneOf: [ref('PinGrid'), ref('Board'), ref('User')] } },
                corrected_query: { type: 'string', nullable: true },
                related_terms: { type: 'array', items: str, maxItems: 8 },
              },
            },
            true,
          ),
          '401': { description: 'my_pins and my_content for a visitor.', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
        },
      },
    },
    '/v3/users/{username}/': { get: { summary: 'One user', parameters: [usernameParam], responses: answer('The user', ref('User')) } },
    '/v3/users/{username}/boards/': {
      get: {
        summary: "A user's boards",
        parameters: [
          usernameParam,
          { name: 'sort', in: 'query', schema: { type: 'string', enum: ['alphabetical', 'last_pinned_to', 'oldest', 'newest', 'group_boards_at_top', 'custom'], default: 'last_pinned_to' } },
          { name: 'privacy_filter', in: 'query', schema: { type: 'string', enum: ['all', 'public', 'protected', 'secret'], default: 'all' } },
          { name: 'include_archived', in: 'query', description: 'Archived boards are listed only to their owner and collaborators.', schema: { type: 'boolean', default: true } },
          { name: 'group_by', in: 'query', schema: { type: 'string', enum: ['mix_public_private', 'visibility'], default: 'mix_public_private' } },
          {
            name: 'filter',
            in: 'query',
            description: 'Profile board filters: NONE (as without), GROUP (collaborative boards), SECRET (secret boards, which only their owner and collaborators see), ARCHIVED (archived boards only, to their owner and collaborators, whatever include_archived says).',
            schema: { type: 'string', enum: ['NONE', 'GROUP', 'SECRET', 'ARCHIVED'], default: 'NONE' },
          },
          { name: 'filter_stories', in: 'query', description: 'true leaves out boards whose pins (the ones they show) are all story pins; a board without pins stays.', schema: { type: 'boolean', default: false } },
          { name: 'filter_all_pins', in: 'query', description: 'true leaves out the Quick Saves ("all pins") board.', schema: { type: 'boolean', default: false } },
          { name: 'filter_shopping_list', in: 'query', description: 'true leaves out boards whose pins are all product pins; a board without pins stays.', schema: { type: 'boolean', default: false } },
          { ...pageParams[0], schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
          pageParams[1],
          boardFieldSetParam,
        ],
        responses: answer('A page of boards, in the field set asked', listOf('Board'), true),
      },
    },
    '/v3/users/{username}/boards/{slug}/': {
      get: {
        summary: 'One board by its path /{username}/{slug}/ (404 when unknown, secret to the viewer, or across a block)',
        parameters: [usernameParam, { name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
        responses: answer('The board, as /v3/boards/{id}/', ref('Board')),
      },
    },
    '/v3/users/{username}/saved/': {
      get: {
        summary: 'Pins the user saved, newest save first (only saves into boards the viewer may read, of pins the viewer may see)',
        parameters: [usernameParam, ...pageParams, fieldSetParam],
        responses: pinList('A page of pins, in the field set asked'),
      },
    },
    '/v3/boards/': {
      get: { summary: 'Batched board read', parameters: [idsParam], responses: answer('Boards in the order asked', batchOf('Board')) },
      post: {
        summary:
          "Create a board (201). Quick-saves create (platform §3): name 'Quick Saves', layout quick_saves, protected false, return_existing true, user_id — answers the existing one (200) when there is one; without return_existing a second one is 409",
        requestBody: jsonBody(
          {
            name: { type: 'string', minLength: 1, maxLength: 50 },
            description: { type: 'string', maxLength: 500 },
            privacy: { type: 'string', enum: ['public', 'protected', 'secret'], default: 'public' },
            layout: { type: 'string', enum: ['default', 'quick_saves'], default: 'default' },
            protected: { type: 'boolean', description: 'true means privacy protected' },
            return_existing: { type: 'boolean' },
            user_id: { type: 'string', description: 'Must be the viewer when given (else 403)' },
          },
          ['name'],
        ),
        responses: { ...socialAnswer('The board', ref('Board')), '201': { description: 'Created', content: { 'application/json': { schema: envelope(ref('Board')) } } } },
      },
    },
    '/v3/boards/writable/': {
      get: {
        summary:
          'Boards the viewer can save to (the board picker): owned or accepted-collaborator, not archived; last pinned to first (never-pinned last), then newest. 401 signed out',
        parameters: [
          { name: 'query', in: 'query', description: 'Keeps names containing it (trimmed, case-insensitive), at most 100 characters.', schema: { type: 'string', maxLength: 100 } },
          { ...pageParams[0], description: 'Items per page, 1 to 25.', schema: { type: 'integer', minimum: 1, maximum: 25, default: 25 } },
          pageParams[1],
        ],
        responses: { ...answer('A page of boards', listOf('Board'), true), '401': accountErrors['401'] },
      },
    },
    '/v3/interests/': {
      get: { summary: 'Interests (topics) by name, with followed_by_me for the viewer', parameters: pageParams, responses: answer('A page of interests', { type: 'array', items: ref('Interest') }, true) },
    },
    ...topicPaths(),
    ...todayPaths(),
    ...offsitePaths(),
    '/v3/debug/': {
      get: {
        summary: 'The deb_ debug box: request and replica details, only for signed-in employees and visitors from INTERNAL_NETWORKS (403 forbidden otherwise)',
        responses: { ...answer('Debug data', { type: 'object', additionalProperties: true }), '403': { description: 'Not an employee nor on an internal network (code forbidden).', content: { 'application/json': { schema: envelope({ nullable: true }) } } } },
      },
    },
    '/v3/experiments/': {
      get: { summary: "The viewer's experiment groups {name: group}: stable per user or cb_visitor cookie (set when absent), forced_experiments cookie overrides, bots get defaults", responses: answer('Experiment groups', { type: 'object', additionalProperties: { type: 'string' } }) },
    },
    '/v3/experiments/force/': {
      get: {
        summary: 'Force one experiment group for this browser (forced_experiments cookie, 30 days); without group, remove it. Answers the new groups; 400 for an unknown name or group',
        parameters: [{ name: 'name', in: 'query', required: true, schema: str }, { name: 'group', in: 'query', required: false, schema: str }],
        responses: answer('Experiment groups', { type: 'object', additionalProperties: { type: 'string' } }),
      },
    },
    '/v3/boards/{id}/': {
      get: { summary: 'One board', parameters: [idParam('id', 'Board id')], responses: answer('The board', ref('Board')) },
      put: {
        summary:
          "Edit a board (its owner; not archived). Every field optional, at least one (else 400 invalid_body). A new name gets a new free slug (the url changes) unless its slug is the old name's; a name another board of the owner has, whatever its case, is 409 taken param name 'You already have a board with that name.'. Answers the board as GET",
        parameters: [idParam('id', 'Board id')],
        requestBody: jsonBody({
          name: { type: 'string', minLength: 1, maxLength: 50, description: 'Trimmed' },
          description: { type: 'string', maxLength: 500, description: 'Trimmed' },
          privacy: { type: 'string', enum: ['public', 'protected', 'secret'] },
          cover_pin_id: { type: 'string', nullable: true, description: "A pin the board shows (pinned to it or saved into it), else 400; null or '' clears" },
          interest_id: { type: 'string', nullable: true, description: "The board's topic, an interest id, else 400; null or '' clears" },
          layout: { type: 'string', enum: ['default', 'custom'], description: 'A Quick Saves board keeps quick_saves (400)' },
          collaborators_can_invite: { type: 'boolean', description: 'Whether accepted collaborators may invite people (issue 15)' },
        }),
        responses: {
          ...boardOwnerAnswer('The board', ref('Board')),
          '409': { description: 'Another board of the owner has that name, whatever its case (code taken, param name).', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
        },
      },
      delete: {
        summary:
          'Delete a board (its owner, archived or not), in one transaction with its sections, the saves into it, the pins pinned to it and the follows of it',
        parameters: [idParam('id', 'Board id')],
        responses: boardOwnerAnswer('{id, deleted: board}', { type: 'object', required: ['id', 'deleted'], properties: { id: str, deleted: { type: 'string', enum: ['board'] } } }),
      },
    },
    '/v3/boards/{id}/archive/': {
      post: {
        summary: "Archive a board (its owner): read-only, listed only to its owner and collaborators, still readable by link. The Quick Saves board can't be (400 param board_id)",
        parameters: [idParam('id', 'Board id')],
        responses: boardOwnerAnswer('The board', ref('Board')),
      },
      delete: { summary: 'Unarchive a board (its owner)', parameters: [idParam('id', 'Board id')], responses: boardOwnerAnswer('The board', ref('Board')) },
    },
    '/v3/boards/{id}/position/': {
      put: {
        summary:
          "Place a board right after another of the same owner's (null or absent: first) in their custom order (sort=custom); the owner's boards are renumbered 0..n-1. Its owner, archived or not",
        parameters: [idParam('id', 'Board id')],
        requestBody: jsonBody({ after_board_id: { type: 'string', nullable: true, description: 'Another board of the same owner, else 400 param after_board_id' } }),
        responses: boardOwnerAnswer('The board', ref('Board')),
      },
    },
    '/v3/boards/{id}/pins/': {
      get: {
        summary: "A board's pins (pinned to it, and saves into it of pins pinned elsewhere), newest first, optionally filtered",
        parameters: [idParam('id', 'Board id'), ...pageParams, fieldSetParam, ...pinFilterParams],
        responses: pinList('A page of pins, in the field set asked'),
      },
    },
    '/v3/boards/{id}/pin_filters/': {
      get: {
        summary:
          "How many of the pins the board shows the viewer each filter chip would list, so that the page offers only chips that match something: colour families and source interests with a count (those matching nothing left out), created_by_me and favorited (0 signed out). 404 when the board is not readable",
        parameters: [idParam('id', 'Board id')],
        responses: answer('The chip counts', ref('PinFilters')),
      },
    },
    '/v3/register/': {
      post: {
        summary: 'Sign up; sets the cb_session cookie (answers 201)',
        requestBody: jsonBody(
          {
            email: str,
            password: { type: 'string', minLength: 8 },
            username: { type: 'string', description: 'Left out: one is made from full_name, else from the email' },
            full_name: { type: 'string', minLength: 1, maxLength: 30, description: 'The name shown: the first word is stored as first_name, the rest as last_name' },
            first_name: { type: 'string', maxLength: 30, description: 'Instead of full_name (not both)' },
            birthday: { type: 'string', format: 'date' },
            age: { type: 'integer' },
          },
          ['email', 'password'],
        ),
        responses: accountAnswer('The new user, as /v3/users/me/', ref('Me')),
      },
    },
    '/v3/register/exists/': {
      get: {
        summary: 'Whether an account uses this email',
        parameters: [{ name: 'email', in: 'query', required: true, schema: str }],
        responses: accountAnswer('{exists}', { type: 'object', properties: { exists: { type: 'boolean' } } }),
      },
    },
    '/v3/register/username/suggest/': {
      get: {
        summary: 'A username that is free now, made from a name (accents dropped, then letters, digits and underscores; digits added when taken or reserved)',
        parameters: [{ name: 'name', in: 'query', required: false, schema: { type: 'string', maxLength: 200 } }],
        responses: accountAnswer('{username}', { type: 'object', properties: { username: str } }),
      },
    },
    '/v3/register/username/exists/': {
      get: {
        summary: 'Whether an account uses this username (case-insensitive); 400 when it is not a valid username or a reserved one',
        parameters: [{ name: 'username', in: 'query', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_]{3,30}$' } }],
        responses: accountAnswer('{exists}', { type: 'object', properties: { exists: { type: 'boolean' } } }),
      },
    },
    '/v3/login/': {
      post: {
        summary: 'Log in; sets a new cb_session cookie',
        requestBody: jsonBody({ username_or_email: str, password: str }, ['username_or_email', 'password']),
        responses: accountAnswer('The user, as /v3/users/me/', ref('Me')),
      },
    },
    '/v3/logout/': { post: { summary: 'Log out: revokes this session and clears the cookie', responses: accountAnswer('null', { nullable: true }) } },
    '/v3/users/me/': {
      get: { summary: 'The logged-in user, with private fields', responses: accountAnswer('Me', ref('Me')) },
      post: { summary: 'Update the profile', requestBody: jsonBody(profileFields), responses: accountAnswer('Me', ref('Me')) },
    },
    '/v3/users/me/onboarding/': {
      post: {
        summary:
          `Finish or skip the sign-up step the person is on (${ONBOARDING_STEPS.join(', ')}, in that order): answers me with onboarding_step moved to the next step (null after the last). Not skipped, gender needs gender, use_case needs use_case, interests needs ${MIN_INTERESTS} followed interests. A step already done may be sent again (answers are stored, progress stays); a later step is 409 onboarding_order`,
        requestBody: jsonBody(
          {
            step: { type: 'string', enum: ONBOARDING_STEPS },
            skip: { type: 'boolean', default: false },
            gender: { type: 'string', enum: GENDERS },
            use_case: { type: 'string', enum: USE_CASES },
          },
          ['step'],
        ),
        responses: {
          ...accountAnswer('Me', ref('Me')),
          '409': { description: 'A step after the current one (code onboarding_order).', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
        },
      },
    },
    '/v3/users/me/avatar/': {
      put: {
        summary:
          "Set the profile picture. The body is the picture's bytes (not JSON, not multipart), sent with its Content-Type. It is decoded, turned upright by its EXIF orientation, centre-cropped to a 280 × 280 square and stored as a JPEG without metadata; image_small_url and image_medium_url then point at it. Browsers send it with the session cookie (the usual CSRF rules: Fetch Metadata, else Origin); programs with a read-and-write access token. 20 uploads an hour a person",
        requestBody: {
          required: true,
          content: Object.fromEntries(['image/jpeg', 'image/png', 'image/webp', 'image/gif'].map((type) => [type, { schema: { type: 'string', format: 'binary', maxLength: 10 * 1024 * 1024 } }])),
        },
        responses: {
          ...accountAnswer('Me, with the new picture', ref('Me')),
          '400': { description: "The bytes are not a readable picture (code invalid_image), or it has more than 40 megapixels (code image_too_large).", content: { 'application/json': { schema: envelope({ nullable: true }) } } },
          '413': { description: 'Larger than 10 MB (code too_large).', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
          '415': { description: 'Not a JPEG, PNG, WebP or GIF, by its Content-Type or by its bytes (code unsupported_media_type).', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
        },
      },
      delete: { summary: 'Go back to the default profile picture', responses: accountAnswer('Me', ref('Me')) },
    },
    '/v3/users/me/tokens/': {
      get: {
        summary: "The viewer's personal access tokens, newest first (at most 50), without their secrets",
        security: cookieOnly,
        responses: tokenManagement('The live tokens', listOf('AccessToken')),
      },
      post: {
        summary:
          'Create a personal access token (answers 201). The secret (token) is in this answer only: it is stored hashed and never shown again. At most 50 live tokens a person (409 token_limit) and 20 creations an hour (429 rate_limited)',
        security: cookieOnly,
        requestBody: jsonBody(
          {
            name: { type: 'string', minLength: 1, maxLength: 100, description: 'A label, 1 to 100 characters after trimming' },
            scopes: { type: 'array', items: { type: 'string', enum: ['read', 'write'] }, minItems: 1, description: '["read"] or ["read", "write"]; write implies read' },
          },
          ['name', 'scopes'],
        ),
        responses: {
          '201': { description: 'The new token and its secret', content: { 'application/json': { schema: envelope(ref('CreatedAccessToken')) } } },
          ...tokenErrors,
          '409': { description: 'Already 50 live tokens (code token_limit): revoke one first.', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
          '429': accountErrors['429'],
        },
      },
    },
    '/v3/users/me/tokens/{id}/': {
      delete: {
        summary: "Revoke one of the viewer's tokens at once: requests with it then answer 401 invalid_token. 404 when the viewer has no such live token",
        security: cookieOnly,
        parameters: [idParam('id', 'Access token id')],
        responses: tokenManagement('{id, revoked: true}', { type: 'object', properties: { id: str, revoked: { type: 'boolean' } } }),
      },
    },
    '/v3/password/reset/': {
      post: {
        summary: 'Mail a single-use reset link (valid 1 hour) when the account exists; the same answer either way',
        requestBody: jsonBody({ email: str }, ['email']),
        responses: accountAnswer('null', { nullable: true }),
      },
    },
    '/v3/login/link/': {
      post: {
        summary: 'Mail a single-use log-in link (valid 15 minutes) when the account exists; the same answer either way',
        requestBody: jsonBody({ email: str }, ['email']),
        responses: accountAnswer('null', { nullable: true }),
      },
    },
    '/v3/login/link/confirm/': {
      post: {
        summary: 'Open a limited-login session with an emailed log-in token (400 when invalid, used or expired); sets a new cb_session cookie',
        requestBody: jsonBody({ token: str }, ['token']),
        responses: accountAnswer('Me (is_limited_login true)', ref('Me')),
      },
    },
    '/v3/login/confirm/': {
      post: {
        summary: 'Upgrade a limited-login session to a full one by confirming the password (401 invalid_credentials when wrong); sets a new cb_session cookie',
        requestBody: jsonBody({ password: str }, ['password']),
        responses: accountAnswer('Me (is_limited_login false)', ref('Me')),
      },
    },
    '/v3/password/reset/confirm/': {
      post: {
        summary: "Set a new password with a reset token; revokes the user's other sessions and signs in",
        requestBody: jsonBody({ username: str, token: str, password: str }, ['username', 'token', 'password']),
        responses: accountAnswer('Me', ref('Me')),
      },
    },
    '/v3/users/{username}/follow/': {
      put: { summary: 'Follow a user (idempotent). 400 for yourself; 403 code blocked across a block', parameters: [usernameParam], responses: socialAnswer('{following, follower_count}', ref('FollowState')) },
      delete: { summary: 'Unfollow a user (idempotent)', parameters: [usernameParam], responses: socialAnswer('{following, follower_count}', ref('FollowState')) },
    },
    '/v3/boards/{id}/follow/': {
      put: { summary: "Follow a board the viewer can read (idempotent); 403 code blocked across a block with the owner", parameters: [idParam('id', 'Board id')], responses: socialAnswer('{following, follower_count}', ref('FollowState')) },
      delete: { summary: 'Unfollow a board (idempotent)', parameters: [idParam('id', 'Board id')], responses: socialAnswer('{following, follower_count}', ref('FollowState')) },
    },
    '/v3/interests/{id}/follow/': {
      put: { summary: 'Follow an interest (idempotent)', parameters: [idParam('id', 'Interest id')], responses: socialAnswer('{following, follower_count}', ref('FollowState')) },
      delete: { summary: 'Unfollow an interest (idempotent)', parameters: [idParam('id', 'Interest id')], responses: socialAnswer('{following, follower_count}', ref('FollowState')) },
    },
    '/v3/blocks/': {
      post: {
        summary: "Block a user (idempotent): ends follows both ways (of each other and each other's boards) and hides each from the other",
        requestBody: jsonBody({ blocked_user_id: { type: 'string', pattern: '^[0-9]+$' }, block_source: str, block_context: str }, ['blocked_user_id']),
        responses: socialAnswer('{blocked: true, user_id}', ref('BlockState')),
      },
    },
    '/v3/blocks/{user_id}/': {
      delete: { summary: 'Unblock a user (idempotent)', parameters: [idParam('user_id', 'User id')], responses: socialAnswer('{blocked: false, user_id}', ref('BlockState')) },
    },
    '/v3/users/{username}/followers/': {
      get: { summary: "A user's followers, newest follow first", parameters: [usernameParam, ...followPageParams], responses: answer('A page of users', listOf('UserSummary'), true) },
    },
    '/v3/users/{username}/following/': {
      get: { summary: 'The users a user follows, newest follow first', parameters: [usernameParam, ...followPageParams], responses: answer('A page of users', listOf('UserSummary'), true) },
    },
    '/v3/users/me/following/boards/': {
      get: {
        summary: "The boards the viewer follows, newest follow first (/edit); boards the viewer may no longer read (turned secret, owner across a block) are left out. 401 signed out",
        parameters: [...followPageParams, boardFieldSetParam],
        responses: { ...answer('A page of boards, in the field set asked', listOf('Board'), true), '401': accountErrors['401'] },
      },
    },
    '/v3/users/me/following/interests/': {
      get: {
        summary: 'The topics (interests) the viewer follows, newest follow first (/edit), as /v3/topics/ answers them. 401 signed out',
        parameters: followPageParams,
        responses: { ...answer('A page of topics', { type: 'array', items: { type: 'object', description: 'A topic, as in /v3/topics/' } }, true), '401': accountErrors['401'] },
      },
    },
    '/v3/boards/{id}/sections/': {
      get: { summary: "A board's sections by position, then id (board-sections feed). 404 when the board is not readable", parameters: [idParam('id', 'Board id'), ...pageParams], responses: answer('A page of sections', listOf('SectionDetails'), true) },
      post: {
        summary: `Make a section, last on the board (201). ${BOARD_RIGHTS} Its slug is the title's, free on the board (then -2, -3 …).`,
        parameters: [idParam('id', 'Board id')],
        requestBody: sectionTitleBody,
        responses: sectionWriteAnswer('The section (201)', ref('SectionDetails'), true),
      },
    },
    '/v3/boards/{board_id}/invite_codes/': {
      get: {
        summary: "A board's active invite codes (not revoked, not expired), newest first. The owner, or a collaborator while collaborators_can_invite (archived boards too)",
        parameters: [idParam('board_id', 'Board id')],
        responses: inviteCodeAnswer('The active codes', listOf('InviteCode')),
      },
      post: {
        summary:
          "Make a board's shareable invite link (?invite_code= on the board's url): the newest active code of this board and channel made by the viewer if there is one, else a new unguessable one (128 random bits, base64url) that expires 30 days on. The owner, or an accepted collaborator while collaborators_can_invite; not on an archived board",
        parameters: [idParam('board_id', 'Board id')],
        requestBody: { required: false, content: { 'application/json': { schema: { type: 'object', properties: { channel: { type: 'integer', minimum: 0, maximum: 99, default: 1, description: 'How the link is shared (the client\'s numbers; the landing shows no popover for 5, 9, 12, 16). Else 400 param channel.' } } } } } },
        responses: inviteCodeAnswer('The code', ref('InviteCode')),
      },
    },
    '/v3/boards/{board_id}/invite_codes/{code}/': {
      delete: {
        summary: `Revoke an invite code: the board's owner or the code's inviter, archived boards too (others who may see the board: 403 forbidden, param code). An unknown, revoked or expired code, or one of another board: 404 ${INVITE_NOT_FOUND}`,
        parameters: [idParam('board_id', 'Board id'), inviteCodeParam],
        responses: boardContentAnswer('{revoked: true, code}', { type: 'object', required: ['revoked', 'code'], properties: { revoked: { type: 'boolean', enum: [true] }, code: str } }),
      },
    },
    '/v3/boards/{board_id}/invites/': {
      post: {
        summary:
          "Invite someone to a board by username or e-mail (exactly one; orbac_subject_id is taken and ignored). The owner, or an accepted collaborator while collaborators_can_invite; not on an archived board. A member (by username, or the e-mail they signed up with, any case) gets an open invite (status invited; asking again answers the same one); an address no member has gets an e-mail invite and a mail with a sign-up link (its sign-up turns it into an open invite). At most 50 invites per account an hour (429)",
        parameters: [idParam('board_id', 'Board id')],
        requestBody: jsonBody({ username: str, email: { type: 'string', format: 'email' }, orbac_subject_id: { type: 'string', description: 'Ignored' } }),
        responses: {
          ...inviteCodeAnswer('An invite, or an e-mail invite', ref('InviteResult')),
          '400': errorOf('Neither or both of username and email (invalid_body), a bad address, yourself or the board owner (invalid_parameter, param username or email).'),
          '404': errorOf("The board: unknown, secret to the viewer, or across a block with its owner; or 'user not found' (param username or email): nobody has that username, or a block stands between them and the inviter or the owner, either way."),
          '409': errorOf('Already an accepted collaborator (code already_collaborator).'),
          '429': accountErrors['429'],
        },
      },
      get: {
        summary: "A board's open invites (status invited), newest first. The owner and accepted collaborators (archived boards too)",
        parameters: [idParam('board_id', 'Board id'), ...pageParams],
        responses: boardMembersAnswer('A page of invites', listOf('BoardInvite')),
      },
    },
    '/v3/boards/{board_id}/invites/{invited_user_id}/': {
      get: {
        summary: "One invite (open or accepted), for the board's owner, its accepted collaborators, the inviter and the invited person (who may read it even when the board is secret to them); 404 'invite not found' for anyone else",
        parameters: [idParam('board_id', 'Board id'), invitedUserParam],
        responses: answer('The invite', ref('BoardInvite')),
      },
      delete: {
        summary: "Remove an open invite: the board's owner or the inviter (others who may see the board: 403 forbidden, param invited_user_id); archived boards too. An accepted one is 409 not_an_invite (remove the collaborator instead). field_set_key is taken and ignored",
        parameters: [idParam('board_id', 'Board id'), invitedUserParam, { name: 'field_set_key', in: 'query', required: false, schema: str }],
        responses: { ...boardContentAnswer('{deleted: true, id}', deletedInvite), '409': errorOf('An accepted collaborator (code not_an_invite).') },
      },
    },
    '/v3/boards/{board_id}/invites/me/accept/': {
      post: {
        summary: 'Accept the viewer\'s open invite: they become an accepted collaborator (the board is readable and writable to them from now on). Not on an archived board',
        parameters: [idParam('board_id', 'Board id')],
        responses: myInviteAnswer('The board', ref('Board')),
      },
    },
    '/v3/boards/{board_id}/invites/me/decline/': {
      post: {
        summary: "Decline the viewer's open invite (it is deleted)",
        parameters: [idParam('board_id', 'Board id')],
        responses: myInviteAnswer('{declined: true, id}', { type: 'object', required: ['declined', 'id'], properties: { declined: { type: 'boolean', enum: [true] }, id: str } }),
      },
    },
    '/v3/users/me/board_invites/': {
      get: {
        summary: "The viewer's open board invites, newest first; boards whose owner is across a block with the viewer are left out. 401 signed out",
        parameters: pageParams,
        responses: { ...answer('A page of invites', listOf('BoardInvite'), true), '401': accountErrors['401'] },
      },
    },
    '/v3/users/me/board_invites/count/': {
      get: {
        summary: "How many open board invites the viewer has (as the list counts them): the header's badge. 401 signed out",
        responses: { ...answer('{count}', { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } }), '401': accountErrors['401'] },
      },
    },
    '/v3/boards/{board_id}/collaborators/': {
      get: {
        summary: "A board's accepted collaborators, oldest first (accepted_at), to anyone who may read the board (else 404); people who blocked the viewer are left out",
        parameters: [idParam('board_id', 'Board id'), ...pageParams],
        responses: answer('A page of collaborators', listOf('BoardCollaborator'), true),
      },
    },
    '/v3/boards/{board_id}/collaborators/{user_id}/': {
      delete: {
        summary:
          "Remove an accepted collaborator (the owner) or leave the board (a collaborator, user_id their id or me); archived boards too. Anyone else who may see the board: 403 forbidden 'Only the board owner can remove collaborators.' (param user_id). Nobody there: 404 'collaborator not found'; an open invite: 409 not_a_collaborator (remove the invite instead). is_collaborative and collaborator_count follow",
        parameters: [idParam('board_id', 'Board id'), { name: 'user_id', in: 'path', required: true, description: 'A user id, or me', schema: { type: 'string', pattern: '^([0-9]+|me)$' } }],
        responses: {
          ...boardContentAnswer('{deleted: true, board_id, user_id}', { type: 'object', required: ['deleted', 'board_id', 'user_id'], properties: { deleted: { type: 'boolean', enum: [true] }, board_id: str, user_id: str } }),
          '409': errorOf('An open invite, not a collaborator (code not_a_collaborator).'),
        },
      },
    },
    '/v3/invite_codes/{code}/': {
      get: {
        summary: `InviteCodeMetadataResource: who sent the invite link, its channel and the board, for the invite landing; anyone, signed out too. 404 ${INVITE_NOT_FOUND}`,
        parameters: [inviteCodeParam],
        responses: answer('The invite', ref('InviteCodeMetadata')),
      },
    },
    '/v3/invite_codes/{code}/redeem/': {
      post: {
        summary: `Join a board by its invite link: the viewer becomes an accepted collaborator (an open invite of theirs becomes accepted; already a collaborator: the board, unchanged). Once per person: after leaving or being removed the same code answers 410 invite_used "You've already used this invite link.". The board's owner: 400 param invite_code; an archived board: 403 forbidden; 404 ${INVITE_NOT_FOUND}`,
        parameters: [inviteCodeParam],
        responses: {
          ...answer('The board, now readable by the viewer', ref('Board')),
          '401': accountErrors['401'],
          '403': { description: 'An archived board (code forbidden, param invite_code); a limited-login session (code limited_login); or CSRF (code csrf).', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
          '410': { description: "The viewer redeemed this code before and is no longer a collaborator (code invite_used, param invite_code).", content: { 'application/json': { schema: envelope({ nullable: true }) } } },
        },
      },
    },
    '/v3/board_sections/{id}/': {
      get: { summary: 'A section (404 when its board is not readable: unknown, secret to the viewer, across a block)', parameters: [idParam('id', 'Section id')], responses: answer('The section', ref('SectionDetails')) },
      put: { summary: "Rename a section: a new title gives a new slug (so a new url). The board's owner or a collaborator", parameters: [idParam('id', 'Section id')], requestBody: sectionTitleBody, responses: sectionWriteAnswer('The section', ref('SectionDetails'), true) },
      delete: {
        summary:
          "Delete a section, in one transaction. pins=keep (the default): its pins and saves go back to the board, out of any section; pins=delete: the saves in it are deleted and the pins pinned in it soft-deleted, as a pin delete would. pins from the JSON body or the query (the body wins); another value: 400 param pins. The board's owner or a collaborator",
        parameters: [idParam('id', 'Section id'), { name: 'pins', in: 'query', schema: { type: 'string', enum: ['keep', 'delete'], default: 'keep' } }],
        responses: sectionWriteAnswer('{id, deleted: section, pins}', ref('SectionDeleted')),
      },
    },
    '/v3/board_sections/{id}/position/': {
      put: {
        summary:
          "Put a section after another of its board, or first (after_section_id null); the board's sections are renumbered 0..n-1. 400 param after_section_id: missing ('after_section_id is required: a section id, or null to put it first.'), itself ('A section cannot go after itself.'), or not of the board ('Section {id} is not a section of board {board_id}.'). The board's owner or a collaborator",
        parameters: [idParam('id', 'Section id')],
        requestBody: jsonBody({ after_section_id: { type: 'string', nullable: true } }, ['after_section_id']),
        responses: sectionWriteAnswer('The section, at its new position', ref('SectionDetails')),
      },
    },
    '/v3/board_sections/{id}/pins/': {
      get: {
        summary: "A section's pins (board-section-pins feed): as a board's pins, restricted to the section, read from the section's own indexes. 404 when its board is not readable",
        parameters: [idParam('id', 'Section id'), ...pageParams, fieldSetParam, ...pinFilterParams],
        responses: pinList('A page of pins, in the field set asked'),
      },
    },
    '/v3/users/{username}/boards/{slug}/sections/{section_slug}/': {
      get: {
        summary: 'A section by its path: an unknown person, board or section and one the viewer may not see are the same 404',
        parameters: [usernameParam, { name: 'slug', in: 'path', required: true, schema: str }, { name: 'section_slug', in: 'path', required: true, schema: str }],
        responses: answer('The section', ref('SectionDetails')),
      },
    },
    '/v3/bulk_edit/': {
      delete: {
        summary:
          "Take pins off a board or one of its sections (BulkEditResource; its owner or a collaborator, not archived), all or nothing in one transaction: a save into it is deleted, a pin pinned to it soft-deleted. Fields from the JSON body or the query. Every id must be a pin the board (section) shows, else 400 param pin_ids 'Pin {id} is not on board {board_id}.' (or 'Pin {id} is not in section {section_id} of board {board_id}.') naming the first such id, and nothing changes. 400 param pin_ids for none ('pin_ids is required: 1 to 250 pin ids.') or more than 250 ('pin_ids takes at most 250 pin ids, got n.'); 400 param section_id 'Section {id} is not a section of board {board_id}.'",
        requestBody: jsonBody(
          {
            board_id: { type: 'string', pattern: '^[0-9]+$' },
            section_id: { type: 'string', pattern: '^[0-9]+$', description: 'Only pins in this section of the board' },
            pin_ids: { oneOf: [{ type: 'array', minItems: 1, maxItems: 250, items: { type: 'string', pattern: '^[0-9]+$' } }, { type: 'string', description: 'Comma-separated' }] },
            orbac_subject_id: { type: 'string', pattern: '^[0-9]+$', description: 'Accepted; no effect yet' },
          },
          ['board_id', 'pin_ids'],
        ),
        responses: boardContentAnswer('{deleted, board_id, section_id}', ref('BulkDeleteResult')),
      },
    },
    '/v3/bulk_edit/select_all/': {
      delete: {
        summary:
          'Take every pin of a board (or section) off but those excepted (BulkEditSelectAllResource); as DELETE /v3/bulk_edit/, done inside the database without reading the pins. pin_ids is a 400 here; except_pin_ids at most 250 (ids not on the board are ignored)',
        requestBody: jsonBody({
          board_id: { type: 'string', pattern: '^[0-9]+$' },
          section_id: { type: 'string', pattern: '^[0-9]+$' },
          except_pin_ids: { type: 'array', maxItems: 250, items: { type: 'string', pattern: '^[0-9]+$' } },
        }, ['board_id']),
        responses: boardContentAnswer('{deleted, board_id, section_id}', ref('BulkDeleteResult')),
      },
    },
    '/v3/bulk_edit/move/': {
      post: {
        summary:
          "Move or copy pins of a board (or section) into a board and section, all or nothing in one transaction; the viewer must be the owner or a collaborator of both boards (refusals of the target name to_board_id), the target not archived. Move: a save moves (created now, as a single move); a pin pinned to the board is pinned to the target (its saves into either board go); where the target already holds the pin (saved or pinned there) the one there stays and takes to_section_id, and the moved one goes — moved counts them too. The same board with another section (or none) moves between sections. Copy: a save of each by the viewer, none for pins pinned to the target or already saved there. The target becomes the last pinned to. Strangers in pin_ids, limits and section_id as DELETE /v3/bulk_edit/; to_section_id of another board: 400 'Section {id} is not a section of board {to_board_id}.' param to_section_id; pin_ids with select_all: 400 'Give pin_ids or select_all, not both.'; except_pin_ids without select_all: 400. A concurrent save into the target: 409 conflict, nothing moved",
        requestBody: jsonBody(
          {
            board_id: { type: 'string', pattern: '^[0-9]+$' },
            section_id: { type: 'string', pattern: '^[0-9]+$' },
            pin_ids: { type: 'array', minItems: 1, maxItems: 250, items: { type: 'string', pattern: '^[0-9]+$' } },
            select_all: { type: 'boolean', description: 'Every pin of the board (section) but except_pin_ids' },
            except_pin_ids: { type: 'array', maxItems: 250, items: { type: 'string', pattern: '^[0-9]+$' } },
            to_board_id: { type: 'string', pattern: '^[0-9]+$' },
            to_section_id: { type: 'string', pattern: '^[0-9]+$', nullable: true },
            copy: { type: 'boolean', default: false },
          },
          ['board_id', 'to_board_id'],
        ),
        responses: {
          ...boardContentAnswer('{moved | copied, to_board_id, to_section_id}', ref('BulkMoveResult')),
          '409': { description: 'The target board changed meanwhile (code conflict); nothing moved.', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
        },
      },
    },
    '/v3/pins/{id}/favorite/': {
      put: { summary: "Star a pin (idempotent): the viewer's own star, shown as favorited_by_me and in the FAVORITED board filters. 404 for a pin the viewer may not see", parameters: [idParam('id', 'Pin id')], responses: socialAnswer('{pin_id, favorited: true}', ref('FavoriteResult')) },
      delete: { summary: 'Take the star off (idempotent). 404 for a pin the viewer may not see', parameters: [idParam('id', 'Pin id')], responses: socialAnswer('{pin_id, favorited: false}', ref('FavoriteResult')) },
    },
    ...feedbackPaths(),
    '/v3/events/': {
      post: {
        summary: 'Log 1 to 20 events (pin-card §7); logged out allowed (no user). All or nothing: a bad field is a 400 whose param names it (events[i].field)',
        requestBody: jsonBody(
          {
            events: {
              type: 'array',
              minItems: 1,
              maxItems: 20,
              items: {
                type: 'object',
                required: ['event_type'],
                properties: {
                  event_type: { type: 'integer', minimum: 1 }, view_type: { type: 'integer', minimum: 0 }, view_parameter: { type: 'integer', minimum: 0 },
                  element: { type: 'integer', minimum: 0 }, component: { type: 'integer', minimum: 0 }, object_id_str: { type: 'string', maxLength: 100 },
                  aux_data: { type: 'string', description: 'JSON text, at most 4096 bytes (a JSON object is taken too).' },
                },
              },
            },
          },
          ['events'],
        ),
        responses: accountAnswer('{logged: n}', { type: 'object', properties: { logged: { type: 'integer' } } }),
      },
    },
    '/v3/client_errors/': {
      post: {
        summary: 'Report a named client failure (e.g. error.unauth_profile_pin_merge): counted in corkboard_client_errors_total{name} at /metrics and logged',
        requestBody: jsonBody({ name: { type: 'string', pattern: '^[a-z0-9_.]{1,80}$' }, message: { type: 'string', maxLength: 500 } }, ['name']),
        responses: accountAnswer('{logged: true}', { type: 'object', properties: { logged: { type: 'boolean' } } }),
      },
    },
    // Experiences (issue 20): reads, status writes and triggers.
    ...experiencePaths,
    '/v3/visitor/unauth_save/': {
      get: { summary: "The pin held as a logged-out save (platform §3 unauthSavePinId), from the httpOnly cb_unauth_save cookie; null when none, expired (1 day), forged, or no longer visible", responses: answer('{pin_id}', ref('UnauthSave')) },
      put: {
        summary: 'Hold this pin as the logged-out save (replacing any); sets the signed cb_unauth_save cookie (1 day). 404 when the pin is unknown, deleted or hidden',
        requestBody: jsonBody({ pin_id: { type: 'string', pattern: '^[0-9]+$' } }, ['pin_id']),
        responses: accountAnswer('{pin_id}', ref('UnauthSave')),
      },
      delete: { summary: 'Clear the logged-out save (clears the cookie)', responses: accountAnswer('{pin_id: null}', ref('UnauthSave')) },
    },
  },
  security: [{ cookieSession: [] }, { bearerToken: [] }, {}],
  components: {
    securitySchemes: {
      cookieSession: {
        type: 'apiKey',
        in: 'cookie',
        name: 'cb_session',
        description: 'The browser session (set by log-in). Writes with it must come from this site (Sec-Fetch-Site same-origin or same-site, or this Origin), else 403 csrf.',
      },
      bearerToken: {
        type: 'http',
        scheme: 'bearer',
        description:
          'A personal access token (cbpat_…) from Settings → API access, as `Authorization: Bearer cbpat_…`: the request acts as the token\'s owner, without the browser CSRF rules unless the session cookie comes too (then those rules apply, and the token still wins over the cookie). Scope read allows GET; POST, PUT, PATCH and DELETE need write (else 403 insufficient_scope). An unknown, revoked or malformed token answers 401 invalid_token, with WWW-Authenticate: Bearer error="invalid_token". Tokens cannot manage tokens.',
      },
    },
    schemas: {
      Experience: {
        type: 'object',
        required: ['placement_id', 'experience_id', 'type', 'display_data', 'triggerable_placed_exps'],
        properties: {
          placement_id: { type: 'string' }, experience_id: { type: 'string', nullable: true }, type: { type: 'integer', description: '0 means none.' },
          display_data: { type: 'object', nullable: true, description: 'anchor, hide_footer, title, body, button_text, href' },
          triggerable_placed_exps: { type: 'array', items: { type: 'string', description: 'placement:experience' } },
        },
      },
      AccessToken: {
        type: 'object',
        required: ['id', 'node_type', 'name', 'scopes', 'token_hint', 'created_at', 'last_used_at'],
        properties: {
          id: str,
          node_type: { type: 'string', enum: ['access_token'] },
          name: str,
          scopes: { type: 'array', items: { type: 'string', enum: ['read', 'write'] }, description: '["read"] or ["read", "write"]' },
          token_hint: { type: 'string', description: "'cbpat_…' and the secret's last four characters" },
          created_at: { type: 'string', format: 'date-time' },
          last_used_at: { type: 'string', format: 'date-time', nullable: true, description: 'Updated at most once a minute' },
        },
      },
      CreatedAccessToken: {
        allOf: [ref('AccessToken'), { type: 'object', required: ['token'], properties: { token: { type: 'string', description: 'The secret: shown in this answer only' } } }],
      },
      UnauthSave: { type: 'object', required: ['pin_id'], properties: { pin_id: { type: 'string', nullable: true } } },
      Error: {
        type: 'object',
        required: ['message', 'code'],
        properties: { message: { type: 'string' }, code: { type: 'string' }, param: { type: 'string' } },
      },
      Image: { type: 'object', properties: { url: { type: 'string' }, width: { type: 'integer' }, height: { type: 'integer' }, dominant_color: { type: 'string' } } },
      Images: {
        type: 'object',
        description: 'Keyed by size: 60x60, 136x136, 170x, 236x, 474x, 564x, 736x, 600x315, orig.',
        additionalProperties: ref('Image'),
      },
      UserSummary: {
        type: 'object',
        properties: {
          id: { type: 'string' }, username: { type: 'string' }, first_name: { type: 'string' }, last_name: { type: 'string' },
          full_name: { type: 'string' }, image_small_url: { type: 'string' }, image_medium_url: { type: 'string' },
          is_verified_merchant: { type: 'boolean' }, verified_identity: { type: 'object', properties: { verified: { type: 'boolean' } } },
          explicitly_followed_by_me: { type: 'boolean', description: 'Whether the signed-in viewer follows this user.' },
        },
      },
      Interest: {
        type: 'object',
        properties: { id: { type: 'string' }, name: { type: 'string' }, url_name: { type: 'string' }, followed_by_me: { type: 'boolean' } },
      },
      User: {
        allOf: [
          ref('UserSummary'),
          { type: 'object', properties: { about: { type: 'string' }, pin_count: { type: 'integer' }, board_count: { type: 'integer' }, follower_count: { type: 'integer' }, following_count: { type: 'integer' }, created_at: { type: 'string', format: 'date-time' }, blocked_by_me: { type: 'boolean', description: 'Whether the signed-in viewer blocked this user.' } } },
        ],
      },
      Me: {
        allOf: [
          ref('User'),
          {
            type: 'object',
            properties: {
              email: { type: 'string', nullable: true }, save_behavior: { type: 'integer', enum: [0, 1] }, dark_mode: { type: 'boolean' },
              is_employee: { type: 'boolean' }, is_partner: { type: 'boolean' }, business_name: { type: 'string', nullable: true, description: 'Given at POST /v3/business/convert/ (issue 19); null for personal accounts.' }, secret_board_count: { type: 'integer' },
              is_limited_login: { type: 'boolean', description: 'A limited-login session (from an emailed log-in link): gated writes answer 403 limited_login.' },
              gender: { type: 'string', nullable: true }, use_case: { type: 'string', nullable: true },
              onboarding_step: {
                type: 'string',
                nullable: true,
                enum: [...ONBOARDING_STEPS, null],
                description: 'The sign-up step to resume at (POST /v3/users/me/onboarding/); null once finished or skipped.',
              },
            },
          },
        ],
      },
      BoardSummary: {
        type: 'object',
        properties: {
          id: { type: 'string' }, name: { type: 'string' }, url: { type: 'string' },
          privacy: { type: 'string', enum: ['public', 'protected', 'secret'] }, layout: { type: 'string' },
          is_collaborative: { type: 'boolean' }, collaborator_count: { type: 'integer' }, owner: ref('UserSummary'),
          followed_by_me: { type: 'boolean' }, collaborated_by_me: { type: 'boolean', description: 'The viewer is an accepted collaborator.' },
        },
      },
      Board: {
        allOf: [
          ref('BoardSummary'),
          {
            type: 'object',
            properties: {
              description: { type: 'string' }, pin_count: { type: 'integer' }, section_count: { type: 'integer' }, follower_count: { type: 'integer' },
              cover_images: ref('Images'), has_cover_pin: { type: 'boolean' }, collage_images: { type: 'array', items: ref('Images') },
              archived: { type: 'boolean' },
              topic: { type: 'object', nullable: true, description: "The board's topic, as its owner set it", properties: { id: str, name: str, url_name: str } },
              custom_order: { type: 'integer', description: "Its place in the owner's custom order (sort=custom), 0 first" },
              collaborators_can_invite: { type: 'boolean', description: 'Whether accepted collaborators may invite people (the owner sets it)' },
              viewer_can_invite: { type: 'boolean', description: 'The viewer may invite: the owner, or an accepted collaborator while collaborators_can_invite; false signed out or archived' },
            },
          },
        ],
      },
      FollowState: { type: 'object', required: ['following', 'follower_count'], properties: { following: { type: 'boolean' }, follower_count: { type: 'integer' } } },
      BlockState: { type: 'object', required: ['blocked', 'user_id'], properties: { blocked: { type: 'boolean' }, user_id: { type: 'string' } } },
      InviteCode: {
        type: 'object',
        required: ['code', 'board_id', 'url', 'channel', 'expires_at', 'created_at', 'inviter'],
        properties: {
          code: str, board_id: str, url: { type: 'string', description: "The board's url with ?invite_code={code}" }, channel: { type: 'integer', minimum: 0, maximum: 99 },
          expires_at: { type: 'string', format: 'date-time' }, created_at: { type: 'string', format: 'date-time' }, inviter: ref('UserSummary'),
        },
      },
      InviteCodeMetadata: {
        type: 'object',
        required: ['invite_code', 'invite_channel', 'sender', 'board'],
        properties: {
          invite_code: str,
          invite_channel: { type: 'integer' },
          sender: {
            type: 'object',
            required: ['id', 'username', 'first_name', 'image_medium_url', 'is_default_image', 'should_show_messaging'],
            properties: {
              id: str, username: str, first_name: { type: 'string', maxLength: 30, description: 'Cut to 30 characters (code points).' },
              image_medium_url: { type: 'string', description: "As in the sender's UserSummary" },
              is_default_image: { type: 'boolean', description: 'The sender has no picture of their own.' },
              should_show_messaging: { type: 'boolean' },
            },
          },
          board: { type: 'object', required: ['id', 'name', 'url'], properties: { id: str, name: str, url: str } },
        },
      },
      BoardInvite: {
        type: 'object',
        required: ['id', 'node_type', 'status', 'board', 'invited_user', 'inviter', 'created_at'],
        properties: {
          id: { type: 'string', description: '{board id}:{invited user id}' }, node_type: { type: 'string', enum: ['invite'] },
          status: { type: 'string', enum: ['invited', 'accepted'] },
          board: { ...ref('BoardSummary'), description: "The board's summary, even for a secret board: the invited person may read their invite." },
          invited_user: ref('UserSummary'), inviter: { ...ref('UserSummary'), nullable: true }, created_at: { type: 'string', format: 'date-time' },
        },
      },
      PendingEmailInvite: {
        type: 'object',
        required: ['email', 'node_type', 'board_id', 'created_at'],
        properties: { email: str, node_type: { type: 'string', enum: ['email_invite'] }, board_id: str, created_at: { type: 'string', format: 'date-time' } },
      },
      InviteResult: {
        type: 'object',
        description: 'One of the two is null: invite for a member, email_invite for an address no member has.',
        required: ['invite', 'email_invite'],
        properties: { invite: { ...ref('BoardInvite'), nullable: true }, email_invite: { ...ref('PendingEmailInvite'), nullable: true } },
      },
      BoardCollaborator: {
        type: 'object',
        required: ['user', 'board_id', 'status', 'accepted_at', 'inviter'],
        properties: {
          user: ref('UserSummary'), board_id: str, status: { type: 'string', enum: ['accepted'] },
          accepted_at: { type: 'string', format: 'date-time', nullable: true }, inviter: { ...ref('UserSummary'), nullable: true },
        },
      },
      Section: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, slug: { type: 'string' }, url: { type: 'string' }, board_id: { type: 'string' } } },
      SectionDetails: {
        allOf: [
          ref('Section'),
          {
            type: 'object',
            properties: {
              pin_count: { type: 'integer', description: 'Pins pinned to it and saves into it that show on the board; deleted pins left out.' },
              cover_images: { type: 'object', nullable: true, description: `Its newest shown pin's image in ${GRID_BOARD_IMAGE_SIZES.join(', ')}; null while it has none.` },
              position: { type: 'integer', description: 'Its place on the board, 0 first.' },
            },
          },
        ],
      },
      SectionDeleted: { type: 'object', properties: { id: { type: 'string' }, deleted: { type: 'string', enum: ['section'] }, pins: { type: 'string', enum: ['keep', 'delete'] } } },
      PinFilters: {
        type: 'object',
        properties: {
          colors: { type: 'array', items: { type: 'object', properties: { family: { type: 'string', enum: [...COLOR_FAMILIES] }, count: { type: 'integer' } } } },
          interests: { type: 'array', items: { type: 'object', properties: { id: str, name: str, url_name: str, count: { type: 'integer' } } } },
          created_by_me: { type: 'integer' },
          favorited: { type: 'integer' },
        },
      },
      SavedInfo: {
        type: 'object',
        description: "The viewer's newest save of the pin into a board they can read (pin-card §3 savedInfo).",
        properties: { board_id: { type: 'string' }, local_pin_id: { type: 'string', description: "The save's own id." }, section: { ...ref('Section'), nullable: true } },
      },
      SaveResult: {
        type: 'object',
        required: ['id', 'local_pin_id', 'board', 'section', 'created'],
        properties: {
          id: { type: 'string', description: 'The saved pin' },
          local_pin_id: { type: 'string', description: "The save's own id" },
          board: { type: 'object', properties: { id: { type: 'string' }, url: { type: 'string' }, name: { type: 'string' }, layout: { type: 'string', enum: ['default', 'custom', 'quick_saves'] } } },
          section: { ...ref('Section'), nullable: true },
          created: { type: 'boolean', description: 'False when the pin was already in that board' },
        },
      },
      BulkDeleteResult: {
        type: 'object',
        required: ['deleted', 'board_id', 'section_id'],
        properties: { deleted: { type: 'integer' }, board_id: { type: 'string' }, section_id: { type: 'string', nullable: true } },
      },
      BulkMoveResult: {
        type: 'object',
        required: ['to_board_id', 'to_section_id'],
        properties: {
          moved: { type: 'integer', description: 'A move: the pins moved, merged ones included' },
          copied: { type: 'integer', description: 'A copy: the saves made' },
          to_board_id: { type: 'string' },
          to_section_id: { type: 'string', nullable: true },
        },
      },
      FavoriteResult: { type: 'object', required: ['pin_id', 'favorited'], properties: { pin_id: { type: 'string' }, favorited: { type: 'boolean' } } },
      DeleteResult: {
        type: 'object',
        required: ['id', 'deleted', 'board_ids'],
        properties: { id: { type: 'string' }, deleted: { type: 'string', enum: ['pin', 'save'] }, board_ids: { type: 'array', items: { type: 'string' }, description: "For 'save': the boards it was taken out of" } },
      },
      Pin: {
        type: 'object',
        description: 'A pin with the fields of the pin card (pin-card §3).',
        properties: {
          id: { type: 'string' },
          type: { type: 'string', enum: ['image', 'video', 'gif', 'carousel', 'product', 'recipe', 'story'] },
          title: { type: 'string' }, description: { type: 'string' }, link: { type: 'string', nullable: true },
          offsite_url: { type: 'string', nullable: true, description: "The outbound link (a promoted pin's ad destination, else tracked_link) through /offsite/, signed for this pin for 24 hours: /offsite/?token=…&url=…&pin=…(&isThirdPartyAd=true). Null when the link is not http(s). Carousel slots carry their own." },
          domain: { type: 'string', nullable: true }, seo_url: { type: 'string' }, dominant_color: { type: 'string' },
          images: ref('Images'), pinner: ref('UserSummary'), board: ref('BoardSummary'),
          rich_summary: { type: 'object', nullable: true }, rich_metadata: { type: 'object', nullable: true },
          videos: { type: 'object', nullable: true }, carousel_data: { type: 'object', nullable: true },
          story_pin_data: { type: 'object', nullable: true }, shopping_flags: { type: 'array', items: { type: 'integer' } },
          is_promoted: { type: 'boolean' }, is_downstream_promotion: { type: 'boolean' }, promoter: { ...ref('UserSummary'), nullable: true },
          saved_info: { ...ref('SavedInfo'), nullable: true, description: 'Null when signed out or not saved.' },
          favorited_by_me: { type: 'boolean', description: 'Whether the viewer starred the pin (PUT /v3/pins/{id}/favorite/); false when signed out.' },
        },
      },
      PinGrid: {
        type: 'object',
        description: `A pin in the grid field set (field_set_key=grid): exactly these keys, each as in Pin, with images in ${GRID_IMAGE_SIZES.join(' and ')} only.`,
        required: [...GRID_PIN_KEYS],
        additionalProperties: false,
        properties: Object.fromEntries(GRID_PIN_KEYS.map((key) => [key, {}])),
      },
    },
  },
} as const;

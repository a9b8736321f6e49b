/** OpenAPI paths of the experience calls (issue 20; ../experience/routes.ts), merged into ./openapi.ts. */
import { FIRST_SAVE_WINDOW, TUNE_MIN_FOLLOWS } from '../experience/catalog.ts';
import { MAX_EXTRA_CONTEXT_BYTES, MAX_PLACEMENT_IDS } from '../experience/params.ts';
import { EXPERIENCE_STATUSES, VIEWED_OPEN_DAYS } from '../experience/registry.ts';
import { envelope, failure } from './envelope.ts';

const experience = { $ref: '#/components/schemas/Experience' };
const map = (value: object) => ({ type: 'object', additionalProperties: value });
const jsonText = (name: string) => ({ name, in: 'query', description: `JSON text, at most ${MAX_EXTRA_CONTEXT_BYTES} bytes (also accepted in a write's body).`, schema: { type: 'string' } });
const placed = { name: 'placed', in: 'path', required: true, description: 'placement:experience, e.g. web_post_save:first_save_education (split at the last colon).', schema: { type: 'string' } };

const written = {
  type: 'object',
  required: ['placed_experience_id', 'placement_id', 'experience_id', 'status', 'refresh_home_feed', 'placement'],
  properties: {
    placed_experience_id: { type: 'string' },
    placement_id: { type: 'string' },
    experience_id: { type: 'string' },
    status: { type: 'string', enum: [...EXPERIENCE_STATUSES], description: 'The stored status now (a closed experience keeps its first close).' },
    refresh_home_feed: { type: 'boolean', description: "A first 'completed' of an experience that changes the home feed (tune_home_feed): reload it. Never for completed_without_homefeed." },
    placement: { ...experience, description: 'What the placement shows now (platform §4: the state a re-fetch after dismiss or complete would read).' },
  },
};
const writeBody = {
  required: false,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          placed_experience_id: { type: 'string', description: 'If given, the same placement:experience as the path.' },
          extra_context: { type: 'string', description: `JSON text, at most ${MAX_EXTRA_CONTEXT_BYTES} bytes.` },
          targeting: { type: 'string', description: `JSON text, at most ${MAX_EXTRA_CONTEXT_BYTES} bytes.` },
        },
      },
    },
  },
};
const writeResponses = (extra: Record<string, object> = {}) => ({
  '200': { description: 'The status and the placement now', content: { 'application/json': { schema: envelope(written) } } },
  '400': failure('A malformed placed id (param placed_experience_id), a mismatched placed_experience_id, or extra_context / targeting not JSON text or too long.'),
  '401': failure('Not logged in (a logged-out visitor dismisses the upsell on the client only).'),
  '403': failure('A limited login (limited_login) or a cross-site cookie write (csrf).'),
  '404': failure('An unknown placement or experience.'),
  ...extra,
});
const write = (summary: string, description: string, extra: Record<string, object> = {}) => ({ summary, description, parameters: [placed], requestBody: writeBody, responses: writeResponses(extra) });

const RULES =
  `Experiences: web_post_save first_save_education (type 1, a member with 1 to ${FIRST_SAVE_WINDOW} saves, or triggered); web_home_banner invite_education (type 2, a member invited to a board, or owning a board nobody collaborates on) then tune_home_feed (type 2, sign-up steps done and ${TUNE_MIN_FOLLOWS}+ follows, or triggered; leads to /edit); web_pin_card_upsell signup_to_save (type 3, logged-out visitors, hide_footer). ` +
  `Completed, completed_without_homefeed and dismissed close an experience for good; viewed keeps it for ${VIEWED_OPEN_DAYS} days after the first view. display_data: anchor, hide_footer, title, body, button_text, href. Bots get an empty map.`;

export const experiencePaths: Record<string, unknown> = {
  '/v3/experiences/': {
    get: {
      summary: 'What each placement shows the viewer now (UserExperienceResource get; platform §3, §4): a map placement id → experience; type 0 means none',
      description: `${RULES} triggerable_placed_exps lists the placement's experiences a trigger would open for this member now.`,
      parameters: [
        { name: 'placement_ids', in: 'query', required: true, description: `Comma-separated, 1 to ${MAX_PLACEMENT_IDS}, each ^[A-Za-z0-9_:-]{1,64}$.`, schema: { type: 'string' } },
        jsonText('extra_context'),
        jsonText('targeting'),
      ],
      responses: { '200': { description: 'placement id → Experience', content: { 'application/json': { schema: envelope(map(experience)) } } }, '400': failure('Bad placement_ids, extra_context or targeting.') },
    },
  },
  '/v3/experiences/platform/': {
    get: {
      summary: "Every placement of the web platform and what it shows the viewer now (UserExperiencePlatformResource get)",
      description: RULES,
      parameters: [
        jsonText('extra_context'),
        jsonText('targeting'),
        { name: 'multi_experience_platform', in: 'query', description: 'true: each placement maps to the list of every experience it would show, in order (default false: the first).', schema: { type: 'boolean' } },
      ],
      responses: {
        '200': { description: 'placement id → Experience (or Experience[] with multi_experience_platform)', content: { 'application/json': { schema: envelope(map({ oneOf: [experience, { type: 'array', items: experience }] })) } } },
        '400': failure('Bad extra_context, targeting or multi_experience_platform.'),
      },
    },
  },
  '/v3/experiences/{placed}/': {
    delete: write('Dismiss an experience (UserExperienceResource delete)', 'Closes it for good (unless closed already: the first close stands). Idempotent. Fields may come in the query string.'),
  },
  '/v3/experiences/{placed}/viewed/': {
    put: write('Mark an experience viewed (UserExperienceViewedResource update)', `It keeps showing for ${VIEWED_OPEN_DAYS} days after the first view; a repeat keeps the first time; a closed one stays closed.`, {
      '409': failure('not_shown: the experience is not shown to the viewer now and has no stored state.'),
    }),
  },
  '/v3/experiences/{placed}/completed/': {
    put: write('Complete an experience (UserExperienceCompletedResource update)', 'Closes it for good; refresh_home_feed says whether the home feed changed. Idempotent.'),
  },
  '/v3/experiences/{placed}/completed_without_homefeed/': {
    put: write('Complete an experience without a home feed refresh', 'As completed, stored as completed_without_homefeed; never asks for a home feed refresh (platform §4: local state only if not suppressed).'),
  },
  '/v3/experiences/{placed}/trigger/': {
    put: write('Trigger an experience so it becomes eligible', 'Only first_save_education (needs a save) and tune_home_feed (needs the sign-up steps done). Idempotent; never reopens a closed experience.', {
      '409': failure('not_triggerable: the experience is shown by its own rule only, or its precondition fails (the message says which).'),
    }),
  },
};

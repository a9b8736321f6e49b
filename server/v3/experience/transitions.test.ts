/**
 * The experience writes (platform §4, §7): viewed keeps an experience, completed / dismissed /
 * completed_without_homefeed close it, trigger opens a triggerable one; each answers the status and
 * what the placement shows now; idempotent; 401 / 403 / 404 / 409 / 400 answers.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userExperiences } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave, makeUser } from '../../testing/fixtures.ts';
import { useTestServer, v3Call, v3Data, v3Error, type V3Answer } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { FIRST_SAVE_WINDOW } from './catalog.ts';
import { VIEWED_OPEN_DAYS } from './registry.ts';
import type { V3ExperienceWrite } from './routes.ts';
import { CHROME, experienceCalls, testMember, type TestMember } from './test-kit.ts';

const FIRST_SAVE = 'web_post_save:first_save_education';
const TUNE = 'web_home_banner:tune_home_feed';
const INVITE = 'web_home_banner:invite_education';

describe.each(backends())('experience status writes on $name', (backend) => {
  const env = useTestServer(backend);
  const calls = experienceCalls(() => env().server);
  const db = () => env().storage.db;
  const written = (answer: V3Answer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return v3Data<V3ExperienceWrite>(answer);
  };
  /** A member with `saves` saves (1 to FIRST_SAVE_WINDOW: the first-save education shows). */
  const saver = async (saves = 1): Promise<TestMember> => {
    const member = await testMember(db());
    const source = await makeBoard(db(), await makeUser(db()));
    const into = await makeBoard(db(), member.row, { name: 'Kitchen' });
    for (let i = 0; i < saves; i += 1) await makeSave(db(), await makePin(db(), source), into, member.row);
    return member;
  };
  const row = async (member: TestMember, placed: string) => {
    const [placementId = '', experienceId = ''] = placed.split(':');
    const [found] = await db()
      .select()
      .from(userExperiences)
      .where(and(eq(userExperiences.userId, member.row.id), eq(userExperiences.placementId, placementId), eq(userExperiences.experienceId, experienceId)));
    return found;
  };

  it('viewed: stored, the experience keeps showing; a repeat keeps the first view time', async () => {
    const member = await saver();
    const first = written(await calls.write(member, FIRST_SAVE, 'viewed', { extra_context: '{"board":"Kitchen"}' }));
    expect(first).toMatchObject({ placed_experience_id: FIRST_SAVE, placement_id: 'web_post_save', experience_id: 'first_save_education', status: 'viewed', refresh_home_feed: false });
    expect(first.placement).toMatchObject({ experience_id: 'first_save_education' });
    const at = (await row(member, FIRST_SAVE))?.updatedAt;
    expect(written(await calls.write(member, FIRST_SAVE, 'viewed')).status).toBe('viewed');
    expect((await row(member, FIRST_SAVE))?.updatedAt).toEqual(at);
    expect((await calls.shown(member, 'web_post_save')).experience_id).toBe('first_save_education');
  });

  it(`viewed keeps it past its own rule, for ${VIEWED_OPEN_DAYS} days after the first view`, async () => {
    const member = await saver();
    written(await calls.write(member, FIRST_SAVE, 'viewed'));
    const more = await makeBoard(db(), await makeUser(db()));
    for (let i = 0; i < FIRST_SAVE_WINDOW; i += 1) await makeSave(db(), await makePin(db(), more), more, member.row);
    expect((await calls.shown(member, 'web_post_save')).experience_id).toBe('first_save_education');
    const longAgo = new Date(Date.now() - (VIEWED_OPEN_DAYS + 1) * 24 * 60 * 60 * 1000);
    await db().update(userExperiences).set({ updatedAt: longAgo }).where(eq(userExperiences.userId, member.row.id));
    expect((await calls.shown(member, 'web_post_save')).experience_id).toBeNull();
  });

  it('viewed is refused for an experience not shown now and never stored', async () => {
    const member = await testMember(db());
    const r = await calls.write(member, FIRST_SAVE, 'viewed');
    expect(r.status).toBe(409);
    expect(v3Error(r)).toMatchObject({ code: 'not_shown', message: `Experience ${FIRST_SAVE} is not shown to you now, so it cannot be marked viewed.` });
    expect(await row(member, FIRST_SAVE)).toBeUndefined();
  });

  it('completed: closed for good, the answer and a re-fetch show none; repeats and a later dismiss keep it completed', async () => {
    const member = await saver();
    const done = written(await calls.write(member, FIRST_SAVE, 'completed'));
    expect(done).toMatchObject({ status: 'completed', refresh_home_feed: false, placement: { experience_id: null, type: 0 } });
    expect((await calls.shown(member, 'web_post_save')).experience_id).toBeNull();
    expect(written(await calls.write(member, FIRST_SAVE, 'completed')).status).toBe('completed');
    expect(written(await calls.write(member, FIRST_SAVE, 'dismiss')).status).toBe('completed');
    expect(written(await calls.write(member, FIRST_SAVE, 'viewed')).status).toBe('completed');
    expect((await row(member, FIRST_SAVE))?.status).toBe('completed');
  });

  it('dismissed (DELETE): closed for good, idempotent; the next experience of the placement then shows', async () => {
    const member = await testMember(db());
    await makeBoard(db(), member.row);
    written(await calls.write(member, TUNE, 'trigger'));
    expect((await calls.shown(member, 'web_home_banner')).experience_id).toBe('invite_education');
    const gone = written(await calls.write(member, INVITE, 'dismiss'));
    expect(gone).toMatchObject({ status: 'dismissed', placement: { experience_id: 'tune_home_feed' } });
    expect((await calls.shown(member, 'web_home_banner')).experience_id).toBe('tune_home_feed');
    expect(written(await calls.write(member, INVITE, 'dismiss')).status).toBe('dismissed');
    expect((await row(member, INVITE))?.status).toBe('dismissed');
  });

  it('completed asks to refresh the home feed for tune_home_feed; completed_without_homefeed closes it without that', async () => {
    const tuned = await testMember(db());
    written(await calls.write(tuned, TUNE, 'trigger'));
    expect(written(await calls.write(tuned, TUNE, 'completed'))).toMatchObject({ status: 'completed', refresh_home_feed: true, placement: { experience_id: null } });
    expect(written(await calls.write(tuned, TUNE, 'completed')).refresh_home_feed).toBe(false);
    const quiet = await testMember(db());
    written(await calls.write(quiet, TUNE, 'trigger'));
    const answer = written(await calls.write(quiet, TUNE, 'completed_without_homefeed'));
    expect(answer).toMatchObject({ status: 'completed_without_homefeed', refresh_home_feed: false, placement: { experience_id: null } });
    expect((await calls.shown(quiet, 'web_home_banner')).experience_id).toBeNull();
    expect(written(await calls.write(quiet, TUNE, 'completed')).status).toBe('completed_without_homefeed');
  });

  it('trigger makes a triggerable experience eligible; idempotent; it does not reopen a closed one', async () => {
    const member = await saver(FIRST_SAVE_WINDOW + 1);
    expect((await calls.shown(member, 'web_post_save')).experience_id).toBeNull();
    const triggered = written(await calls.write(member, FIRST_SAVE, 'trigger', { extra_context: '{"source":"help"}' }));
    expect(triggered).toMatchObject({ status: 'triggered', placement: { experience_id: 'first_save_education', triggerable_placed_exps: [] } });
    expect((await calls.shown(member, 'web_post_save')).experience_id).toBe('first_save_education');
    expect(written(await calls.write(member, FIRST_SAVE, 'trigger')).status).toBe('triggered');
    expect(written(await calls.write(member, FIRST_SAVE, 'viewed')).status).toBe('viewed');
    expect(written(await calls.write(member, FIRST_SAVE, 'trigger')).status).toBe('viewed');
    written(await calls.write(member, FIRST_SAVE, 'dismiss'));
    expect(written(await calls.write(member, FIRST_SAVE, 'trigger')).status).toBe('dismissed');
    expect((await calls.shown(member, 'web_post_save')).experience_id).toBeNull();
  });

  it('trigger is refused when its precondition fails, or for an experience shown by its own rule only', async () => {
    const member = await testMember(db(), { onboardingStep: 'gender' });
    const noSave = await calls.write(member, FIRST_SAVE, 'trigger');
    expect(noSave.status).toBe(409);
    expect(v3Error(noSave)).toMatchObject({ code: 'not_triggerable', message: 'The first-save education follows a save: save a Pin first.' });
    expect(v3Error(await calls.write(member, TUNE, 'trigger'))).toMatchObject({ code: 'not_triggerable', message: 'Tune your home feed is suggested once the sign-up steps are done.' });
    const invite = await calls.write(member, INVITE, 'trigger');
    expect(invite.status).toBe(409);
    expect(v3Error(invite)).toMatchObject({ code: 'not_triggerable', message: `Experience ${INVITE} is shown by its own rule; it cannot be triggered.` });
    expect(await row(member, FIRST_SAVE)).toBeUndefined();
  });

  it('answers 404 for an unknown placement or experience, 400 for a malformed or mismatched placed_experience_id', async () => {
    const member = await saver();
    const place = await calls.write(member, 'nowhere:first_save_education', 'completed');
    expect(place.status).toBe(404);
    expect(v3Error(place)).toMatchObject({ code: 'not_found', message: 'There is no experience placement "nowhere".' });
    const exp = await calls.write(member, 'web_post_save:nothing', 'dismiss');
    expect(exp.status).toBe(404);
    expect(v3Error(exp)).toMatchObject({ code: 'not_found', message: 'Placement "web_post_save" has no experience "nothing".' });
    for (const bad of ['web_post_save', ':x', 'web_post_save:a.b']) {
      const r = await calls.write(member, bad, 'viewed');
      expect(r.status, bad).toBe(400);
      expect(v3Error(r)).toMatchObject({ param: 'placed_experience_id' });
    }
    const mismatch = await calls.write(member, FIRST_SAVE, 'completed', { placed_experience_id: TUNE });
    expect(v3Error(mismatch)).toMatchObject({ param: 'placed_experience_id', message: `placed_experience_id names "${TUNE}", but the path names ${FIRST_SAVE}.` });
    expect(written(await calls.write(member, FIRST_SAVE, 'viewed', { placed_experience_id: FIRST_SAVE })).status).toBe('viewed');
  });

  it('takes the placed id URL-encoded, and the fields from the query string (as DELETE sends them)', async () => {
    const member = await saver();
    const r = await v3Call(env().server, `/v3/experiences/${encodeURIComponent(FIRST_SAVE)}/?placed_experience_id=${encodeURIComponent(FIRST_SAVE)}&extra_context=%7B%7D`, {
      method: 'DELETE',
      cookie: member.token,
      headers: { 'user-agent': CHROME },
    });
    expect(written(r).status).toBe('dismissed');
  });

  it('refuses extra_context or targeting that is too long, not JSON text, or not a string', async () => {
    const member = await saver();
    for (const name of ['extra_context', 'targeting']) {
      expect(v3Error(await calls.write(member, FIRST_SAVE, 'viewed', { [name]: JSON.stringify({ t: 'x'.repeat(4100) }) }))).toMatchObject({ param: name, message: `${name} must be at most 4096 bytes of JSON.` });
      expect(v3Error(await calls.write(member, FIRST_SAVE, 'viewed', { [name]: '{oops' }))).toMatchObject({ param: name, message: `${name} must be JSON text.` });
      expect(v3Error(await calls.write(member, FIRST_SAVE, 'viewed', { [name]: { pin: 1 } }))).toMatchObject({ param: name, message: `${name} must be JSON text (a string).` });
    }
    expect(await row(member, FIRST_SAVE)).toBeUndefined();
  });

  it('needs a signed-in full session: 401 logged out (the visitor upsell too), 403 limited login', async () => {
    for (const action of ['viewed', 'completed', 'completed_without_homefeed', 'trigger', 'dismiss'] as const) {
      const r = await calls.write(null, 'web_pin_card_upsell:signup_to_save', action);
      expect(r.status, action).toBe(401);
      expect(v3Error(r)).toMatchObject({ code: 'unauthenticated', message: 'You need to log in first.' });
    }
    const limited = await testMember(db(), {}, true);
    const r = await calls.write(limited, FIRST_SAVE, 'completed');
    expect(r.status).toBe(403);
    expect(v3Error(r)).toMatchObject({ code: 'limited_login', message: 'Confirm your password to continue.' });
    expect(await row(limited, FIRST_SAVE)).toBeUndefined();
  });

  it('refuses a cookie write without same-site Fetch Metadata (CSRF)', async () => {
    const member = await saver();
    const r = await v3Call(env().server, `/v3/experiences/${FIRST_SAVE}/completed/`, { method: 'PUT', cookie: member.token, fetchMetadata: false, headers: { 'user-agent': CHROME } });
    expect(r.status).toBe(403);
    expect(await row(member, FIRST_SAVE)).toBeUndefined();
  });
});

/** Each real experience (./catalog.ts) on both sides of its rule, through GET /v3/experiences/ (the one-statement facts of ./facts.ts). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boardCollaborators, follows } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave, makeUser } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { FIRST_SAVE_WINDOW, PLACEMENTS, TUNE_MIN_FOLLOWS, TUNE_PATH } from './catalog.ts';
import { experienceCalls, testMember, type TestMember } from './test-kit.ts';

describe.each(backends())('the real experiences on $name', (backend) => {
  const env = useTestServer(backend);
  const calls = experienceCalls(() => env().server);
  const db = () => env().storage.db;

  /** Gives `member` `count` saves of pins on someone else's board, into a board of theirs. */
  const saveTimes = async (member: TestMember, count: number) => {
    const other = await makeUser(db());
    const source = await makeBoard(db(), other);
    const into = await makeBoard(db(), member.row);
    for (let i = 0; i < count; i += 1) await makeSave(db(), await makePin(db(), source), into, member.row);
  };
  const follow = async (member: TestMember, count: number) => {
    for (let i = 0; i < count; i += 1) await db().insert(follows).values({ followerId: member.row.id, targetType: 'user', targetId: (await makeUser(db())).id });
  };
  const shownAt = async (who: TestMember | null, placement: string) => (await calls.shown(who, placement)).experience_id;

  describe('first_save_education (web_post_save)', () => {
    it(`shows after a member's first saves (1 to ${FIRST_SAVE_WINDOW}), not before`, async () => {
      const member = await testMember(db());
      expect(await calls.shown(member, PLACEMENTS.POST_SAVE)).toMatchObject({ experience_id: null, type: 0, triggerable_placed_exps: [] });
      await saveTimes(member, 1);
      const shown = await calls.shown(member, PLACEMENTS.POST_SAVE);
      expect(shown).toMatchObject({ experience_id: 'first_save_education', type: 1, triggerable_placed_exps: [] });
      expect(shown.display_data).toMatchObject({ anchor: 'save_toast', hide_footer: false, title: 'You saved your first Pin!', button_text: 'Got it', href: null });
      await saveTimes(member, FIRST_SAVE_WINDOW - 1);
      expect(await shownAt(member, PLACEMENTS.POST_SAVE)).toBe('first_save_education');
    });

    it(`is not shown past ${FIRST_SAVE_WINDOW} saves unless triggered, and is then listed as triggerable`, async () => {
      const member = await testMember(db());
      await saveTimes(member, FIRST_SAVE_WINDOW + 1);
      expect(await calls.shown(member, PLACEMENTS.POST_SAVE)).toMatchObject({ experience_id: null, triggerable_placed_exps: ['web_post_save:first_save_education'] });
    });

    it('is never shown to a visitor', async () => {
      expect(await shownAt(null, PLACEMENTS.POST_SAVE)).toBeNull();
    });
  });

  describe('invite_education (web_home_banner)', () => {
    it('shows a member who owns a board nobody collaborates on, leading to its add collaborators page', async () => {
      const member = await testMember(db(), { onboardingStep: 'gender' });
      expect(await shownAt(member, PLACEMENTS.HOME_BANNER)).toBeNull();
      const board = await makeBoard(db(), member.row);
      const shown = await calls.shown(member, PLACEMENTS.HOME_BANNER);
      expect(shown).toMatchObject({ experience_id: 'invite_education', type: 2 });
      expect(shown.display_data).toMatchObject({ title: 'Plan together with a group board', button_text: 'Invite collaborators', href: `/board/${board.id}/edit/add_collaborators`, hide_footer: false });
    });

    it('does not count Quick Saves or archived boards', async () => {
      const member = await testMember(db(), { onboardingStep: 'gender' });
      await makeBoard(db(), member.row, { name: 'Quick Saves', layout: 'quick_saves' });
      await makeBoard(db(), member.row, { archived: true });
      expect(await shownAt(member, PLACEMENTS.HOME_BANNER)).toBeNull();
    });

    it('is not shown once someone is invited to, or collaborates on, a board of theirs', async () => {
      for (const status of ['invited', 'accepted']) {
        const member = await testMember(db(), { onboardingStep: 'gender' });
        const board = await makeBoard(db(), member.row);
        await db().insert(boardCollaborators).values({ boardId: board.id, userId: (await makeUser(db())).id, status });
        expect(await shownAt(member, PLACEMENTS.HOME_BANNER), status).toBeNull();
      }
    });

    it('shows a member invited to a group board, leading to their invites', async () => {
      const member = await testMember(db(), { onboardingStep: 'gender' });
      const board = await makeBoard(db(), await makeUser(db()));
      await db().insert(boardCollaborators).values({ boardId: board.id, userId: member.row.id, status: 'invited' });
      const shown = await calls.shown(member, PLACEMENTS.HOME_BANNER);
      expect(shown).toMatchObject({ experience_id: 'invite_education' });
      expect(shown.display_data).toMatchObject({ title: "You've been invited to a group board", button_text: 'See invites', href: '/notifications/invites' });
      await db().update(boardCollaborators).set({ status: 'accepted' }).where(eq(boardCollaborators.userId, member.row.id));
      expect(await shownAt(member, PLACEMENTS.HOME_BANNER)).toBeNull();
    });
  });

  describe('tune_home_feed (web_home_banner)', () => {
    it(`shows a member done with the sign-up steps who follows ${TUNE_MIN_FOLLOWS} or more, leading to ${TUNE_PATH}`, async () => {
      const member = await testMember(db());
      await follow(member, TUNE_MIN_FOLLOWS - 1);
      expect(await shownAt(member, PLACEMENTS.HOME_BANNER)).toBeNull();
      await follow(member, 1);
      const shown = await calls.shown(member, PLACEMENTS.HOME_BANNER);
      expect(shown).toMatchObject({ experience_id: 'tune_home_feed', type: 2, triggerable_placed_exps: [] });
      expect(shown.display_data).toMatchObject({ title: 'Tune your home feed', button_text: 'Tune your home feed', href: '/edit', anchor: 'home_feed_top' });
    });

    it('is not shown before the sign-up steps are done, whatever the follows', async () => {
      const member = await testMember(db(), { onboardingStep: 'interests' });
      await follow(member, TUNE_MIN_FOLLOWS + 2);
      expect(await calls.shown(member, PLACEMENTS.HOME_BANNER)).toMatchObject({ experience_id: null, triggerable_placed_exps: [] });
    });

    it('comes after invite_education on the banner, and lists as triggerable while its rule is not met', async () => {
      const member = await testMember(db());
      await makeBoard(db(), member.row);
      expect(await calls.shown(member, PLACEMENTS.HOME_BANNER)).toMatchObject({ experience_id: 'invite_education', triggerable_placed_exps: ['web_home_banner:tune_home_feed'] });
      await follow(member, TUNE_MIN_FOLLOWS);
      expect(await calls.shown(member, PLACEMENTS.HOME_BANNER)).toMatchObject({ experience_id: 'invite_education', triggerable_placed_exps: [] });
    });
  });

  describe('signup_to_save (web_pin_card_upsell)', () => {
    it('shows logged-out visitors a sign-up upsell over the save button, footer hidden; never members', async () => {
      const shown = await calls.shown(null, PLACEMENTS.PIN_CARD_UPSELL);
      expect(shown).toMatchObject({ experience_id: 'signup_to_save', type: 3, triggerable_placed_exps: [] });
      expect(shown.display_data).toEqual({
        anchor: 'save_button',
        hide_footer: true,
        title: 'Sign up to save',
        body: 'Create a free account to save this Pin to a board and find it again any time.',
        button_text: 'Sign up',
        href: '/signup',
      });
      expect(await shownAt(await testMember(db()), PLACEMENTS.PIN_CARD_UPSELL)).toBeNull();
    });
  });
});

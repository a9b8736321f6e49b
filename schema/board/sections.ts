/**
 * Board sections (issue 14, v3 server/v3/board/sections.ts): make, rename, reorder and delete. The
 * owner and accepted collaborators may; archived boards are read-only. Payloads carry the section
 * (createBoardSection's is edge-able: @appendNode with edgeTypeName "BoardSectionEdge" into
 * Board.sectionsConnection) and the board with its new section count.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { UserError, type UserErrorShape } from '../account/errors.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import type { Board, Section, SectionDeleted } from '../v3/types.ts';
import { BoardRef, SectionRef } from './board.ts';
import { freshBoard } from './edit.ts';
import { BOARD_NOT_FOUND, boardWrite, SECTION_NOT_FOUND } from './write.ts';

interface SectionPayloadShape {
  section: Section | null;
  board: Board | null;
  errors: UserErrorShape[];
}

const SectionPayload = builder.objectRef<SectionPayloadShape>('BoardSectionPayload').implement({
  description: 'The section after the change and its board; or what went wrong.',
  fields: (t) => ({
    section: t.field({ type: SectionRef, nullable: true, resolve: (p) => p.section }),
    board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const DeleteSectionPayload = builder
  .objectRef<{ deletedSectionId: string | null; board: Board | null; errors: UserErrorShape[] }>('DeleteBoardSectionPayload')
  .implement({
    description: "The deleted section's global id (for @deleteRecord) and its board; or what went wrong.",
    fields: (t) => ({
      deletedSectionId: t.id({
        nullable: true,
        resolve: (p) => (p.deletedSectionId === null ? null : encodeGlobalID('BoardSection', p.deletedSectionId)),
      }),
      board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
      errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
    }),
  });

const SectionPins = builder.enumType('DeleteSectionPins', {
  description: "What happens to a deleted section's pins: KEEP puts them back on the board, DELETE deletes them too.",
  values: { KEEP: { value: 'keep' }, DELETE: { value: 'delete' } } as const,
});

const CreateSectionInput = builder.inputType('CreateBoardSectionInput', {
  fields: (t) => ({
    boardId: t.globalID({ required: true, for: BoardRef }),
    title: t.string({ required: true, description: '1 to 50 characters after trimming; not the title of another section of the board (any case).' }),
  }),
});
const UpdateSectionInput = builder.inputType('UpdateBoardSectionInput', {
  fields: (t) => ({
    sectionId: t.globalID({ required: true, for: SectionRef }),
    title: t.string({ required: true, description: '1 to 50 characters after trimming. A new title gives a new url.' }),
  }),
});
const MoveSectionInput = builder.inputType('MoveBoardSectionInput', {
  fields: (t) => ({
    sectionId: t.globalID({ required: true, for: SectionRef }),
    afterSectionId: t.globalID({ for: SectionRef, description: 'Another section of the same board to put it after; null puts it first.' }),
  }),
});
const DeleteSectionInput = builder.inputType('DeleteBoardSectionInput', {
  fields: (t) => ({
    sectionId: t.globalID({ required: true, for: SectionRef }),
    pins: t.field({ type: SectionPins, defaultValue: 'keep', description: 'KEEP when left out.' }),
  }),
});

/** The section as v3 answered a write: it replaces what the request's loader held. */
function primeSection(ctx: Context, section: Section): Section {
  SectionRef.getDataloader(ctx).clear(section.id).prime(section.id, section);
  return section;
}

/** A v3 answer that is a section (it has a title and a board id), else null. */
const asSection = (value: unknown): Section | null =>
  value && typeof value === 'object' && 'title' in value && 'boardId' in value && 'id' in value ? (value as Section) : null;

/** The section, read now: for the board a write on it concerns (null when the viewer may not see it). */
async function sectionNow(ctx: Context, id: string): Promise<Section | null> {
  return (await SectionRef.getDataloader(ctx).load(id)) ?? null;
}

const notFound = (): SectionPayloadShape => ({ section: null, board: null, errors: [{ ...SECTION_NOT_FOUND, code: 'NOT_FOUND' }] });

builder.mutationFields((t) => ({
  createBoardSection: t.field({
    type: SectionPayload,
    description: 'Make a section at the end of a board (its owner or a collaborator).',
    args: { input: t.arg({ type: CreateSectionInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const boardId = input.boardId.id;
      const { value, errors } = await boardWrite(() => ctx.v3.post<Section>(`/v3/boards/${boardId}/sections/`, { title: input.title }), {
        notFound: BOARD_NOT_FOUND,
      });
      if (!value) return { section: null, board: null, errors };
      return { section: primeSection(ctx, value), board: await freshBoard(ctx, boardId), errors };
    },
  }),
  updateBoardSection: t.field({
    type: SectionPayload,
    description: 'Rename a section (its board’s owner or a collaborator).',
    args: { input: t.arg({ type: UpdateSectionInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = input.sectionId.id;
      const { value, errors } = await boardWrite(() => ctx.v3.send<Section>('PUT', `/v3/board_sections/${id}/`, { title: input.title }), {
        notFound: SECTION_NOT_FOUND,
      });
      if (!value) return { section: null, board: null, errors };
      const section = primeSection(ctx, value);
      return { section, board: (await BoardRef.getDataloader(ctx).load(section.boardId)) ?? null, errors };
    },
  }),
  moveBoardSection: t.field({
    type: SectionPayload,
    description: 'Put a section after another of its board (its board’s owner or a collaborator).',
    args: { input: t.arg({ type: MoveSectionInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = input.sectionId.id;
      const { value, errors } = await boardWrite(
        () => ctx.v3.send<unknown>('PUT', `/v3/board_sections/${id}/position/`, { after_section_id: input.afterSectionId?.id ?? null }),
        { notFound: SECTION_NOT_FOUND },
      );
      if (errors.length > 0) return { section: null, board: null, errors };
      const answered = asSection(value);
      if (answered) primeSection(ctx, answered);
      else SectionRef.getDataloader(ctx).clear(id);
      const section = answered ?? (await sectionNow(ctx, id));
      return { section, board: section ? await freshBoard(ctx, section.boardId) : null, errors };
    },
  }),
  deleteBoardSection: t.field({
    type: DeleteSectionPayload,
    description: 'Delete a section; its pins go back to the board (KEEP) or are deleted too (DELETE). Its board’s owner or a collaborator.',
    args: { input: t.arg({ type: DeleteSectionInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = input.sectionId.id;
      // Which board it is on, for the payload (and a NOT_FOUND without a write when it is unknown).
      const section = await sectionNow(ctx, id);
      if (!section) return { deletedSectionId: null, board: null, errors: notFound().errors };
      const pins = input.pins ?? 'keep';
      const { value, errors } = await boardWrite(
        () => ctx.v3.send<SectionDeleted>('DELETE', `/v3/board_sections/${id}/`, { pins }),
        { notFound: SECTION_NOT_FOUND },
      );
      if (!value) return { deletedSectionId: null, board: null, errors };
      SectionRef.getDataloader(ctx).clear(id);
      return { deletedSectionId: value.id, board: await freshBoard(ctx, section.boardId), errors };
    },
  }),
}));

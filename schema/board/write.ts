/**
 * Board writes (issue 14) as GraphQL mutations see them: a v3 4xx becomes UserError data naming the
 * input field at fault (v3's param, renamed where the GraphQL input calls it otherwise); a 404 names
 * the id the person sent, as NOT_FOUND. Anything else (5xx, timeouts) stays an error, masked as usual.
 */
import { asUserErrors, type UserErrorShape } from '../account/errors.ts';

export interface WriteOptions {
  /**
   * v3 params (camelized) that the GraphQL input names otherwise, e.g. { interestId: 'topicId' }, or a
   * function naming the input field of any param.
   */
  fields?: Record<string, string> | ((param: string) => string);
  /** The input field a 404 is about (the board or section id), and what to say. */
  notFound: { field: string; message: string };
  /**
   * Absent: every 404 is the mutation's own NOT_FOUND (on the field v3 named, else notFound.field).
   * Given: only a 404 naming no field, notFound.field or one of these is, reported on notFound.field;
   * a 404 about any other field (a section, an upload) keeps v3's words on that field.
   */
  notFoundFields?: readonly string[];
}

const inputFieldOf = (fields: WriteOptions['fields'], param: string): string =>
  typeof fields === 'function' ? fields(param) : (fields?.[param] ?? param);

export async function boardWrite<T>(write: () => Promise<T>, options: WriteOptions): Promise<{ value: T | null; errors: UserErrorShape[] }> {
  const { value, errors } = await asUserErrors(write);
  const { notFound, notFoundFields } = options;
  return {
    value,
    errors: errors.map((error): UserErrorShape => {
      const field = error.field === null ? null : inputFieldOf(options.fields, error.field);
      if (error.code !== 'NOT_FOUND') return { ...error, field };
      if (!notFoundFields) return { message: notFound.message, field: field ?? notFound.field, code: 'NOT_FOUND' };
      if (field === null || field === notFound.field || notFoundFields.includes(field)) return { ...notFound, code: 'NOT_FOUND' };
      return { ...error, field };
    }),
  };
}

export const BOARD_NOT_FOUND = { field: 'boardId', message: 'That board does not exist.' } as const;
export const SECTION_NOT_FOUND = { field: 'sectionId', message: 'That section does not exist.' } as const;
export const PIN_NOT_FOUND = { field: 'pinId', message: 'That Pin does not exist.' } as const;

/**
 * Board writes (issue 14) as GraphQL mutations see them: a v3 4xx becomes UserError data naming the
 * input field at fault (v3's param, renamed where the GraphQL input calls it otherwise); a 404 names
 * the id the person sent, as NOT_FOUND. Anything else (5xx, timeouts) stays an error, masked as usual.
 */
import { asUserErrors, type UserErrorShape } from '../account/errors.ts';

export interface WriteOptions {
  /** v3 params (camelized) that the GraphQL input names otherwise, e.g. { interestId: 'topicId' }. */
  fields?: Record<string, string>;
  /** The input field a 404 is about (the board or section id), and what to say. */
  notFound: { field: string; message: string };
}

export async function boardWrite<T>(write: () => Promise<T>, options: WriteOptions): Promise<{ value: T | null; errors: UserErrorShape[] }> {
  const { value, errors } = await asUserErrors(write);
  return {
    value,
    errors: errors.map((error) => {
      const field = error.field === null ? null : (options.fields?.[error.field] ?? error.field);
      if (error.code === 'NOT_FOUND') return { message: options.notFound.message, field: field ?? options.notFound.field, code: 'NOT_FOUND' };
      return { ...error, field };
    }),
  };
}

export const BOARD_NOT_FOUND = { field: 'boardId', message: 'That board does not exist.' } as const;
export const SECTION_NOT_FOUND = { field: 'sectionId', message: 'That section does not exist.' } as const;
export const PIN_NOT_FOUND = { field: 'pinId', message: 'That Pin does not exist.' } as const;

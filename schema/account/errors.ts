/** Mutation errors as data (metaphysics style): what the person typed wrong comes back beside the field. */
import { builder } from '../builder.ts';
import { camelKey } from '../v3/camelize.ts';
import { V3RequestError } from '../v3/client.ts';

export interface UserErrorShape {
  message: string;
  /** The input field at fault (camelCase), if any. */
  field: string | null;
  code: string;
}

export const UserError = builder.objectRef<UserErrorShape>('UserError').implement({
  description: 'Something about the input that the person can fix: shown beside the field it names.',
  fields: (t) => ({
    message: t.exposeString('message'),
    field: t.exposeString('field', { nullable: true }),
    code: t.exposeString('code', { description: 'e.g. INVALID_PARAMETER, TAKEN, INVALID_CREDENTIALS, RATE_LIMITED, LIMITED_LOGIN (confirm the password first)' }),
  }),
});

/** Runs a v3 write; a 4xx answer becomes a UserError, anything else stays an error. */
export async function asUserErrors<T>(write: () => Promise<T>): Promise<{ value: T | null; errors: UserErrorShape[] }> {
  try {
    return { value: await write(), errors: [] };
  } catch (error) {
    if (error instanceof V3RequestError && error.status >= 400 && error.status < 500) {
      return {
        value: null,
        errors: [{ message: error.message, field: error.param ? camelKey(error.param) : null, code: error.v3Code.toUpperCase() }],
      };
    }
    throw error;
  }
}

/**
 * createAccessToken and revokeAccessToken, through /v3/users/me/tokens/. What the person can fix
 * (a name too long, 50 tokens already, a token that is not theirs) comes back as UserError data.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { asUserErrors, UserError, type UserErrorShape } from '../account/errors.ts';
import { builder } from '../builder.ts';
import type * as V3 from '../../server/v3/types.ts';
import { isV3Id } from '../v3/batch.ts';
import type { AccessToken, CreatedAccessToken } from '../v3/types.ts';
import { AccessTokenRef, AccessTokenScope, forgetAccessTokens } from './token.ts';

const CreateAccessTokenInput = builder.inputType('CreateAccessTokenInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'A label for the token, 1 to 100 characters after trimming.' }),
    scopes: t.field({ type: [AccessTokenScope], required: true, description: '[read] or [read, write]; write implies read.' }),
  }),
});

const RevokeAccessTokenInput = builder.inputType('RevokeAccessTokenInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: AccessTokenRef }) }),
});

interface CreatePayloadShape {
  accessToken: AccessToken | null;
  token: string | null;
  errors: UserErrorShape[];
}

const CreateAccessTokenPayload = builder.objectRef<CreatePayloadShape>('CreateAccessTokenPayload').implement({
  description: 'The new token and its secret; or what went wrong.',
  fields: (t) => ({
    accessToken: t.field({ type: AccessTokenRef, nullable: true, resolve: (p) => p.accessToken }),
    token: t.exposeString('token', {
      nullable: true,
      description: 'The secret (cbpat_…), to send as `Authorization: Bearer <token>`. Shown in this answer only: it is stored hashed and cannot be read again.',
    }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const RevokeAccessTokenPayload = builder.objectRef<{ revokedAccessTokenId: string | null; errors: UserErrorShape[] }>('RevokeAccessTokenPayload').implement({
  description: 'The revoked token (requests with it now answer INVALID_TOKEN); or what went wrong.',
  fields: (t) => ({
    revokedAccessTokenId: t.id({
      nullable: true,
      description: "The revoked AccessToken's global id (for @deleteRecord).",
      resolve: (p) => (p.revokedAccessTokenId === null ? null : encodeGlobalID('AccessToken', p.revokedAccessTokenId)),
    }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

/** What v3 answers for an id that is not one of the viewer's tokens; a non-numeric one never reaches it. */
const notYours = (id: string): UserErrorShape => ({ message: `You have no access token with id ${id}.`, field: null, code: 'NOT_FOUND' });

builder.mutationFields((t) => ({
  createAccessToken: t.field({
    type: CreateAccessTokenPayload,
    description: 'A personal access token for a program using the API. Only from a full browser session (not with an access token).',
    args: { input: t.arg({ type: CreateAccessTokenInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { value, errors } = await asUserErrors(() => ctx.v3.post<V3.V3CreatedAccessToken>('/v3/users/me/tokens/', { name: input.name, scopes: input.scopes }));
      if (!value) return { accessToken: null, token: null, errors };
      forgetAccessTokens(ctx);
      const { token, ...accessToken } = value as CreatedAccessToken;
      return { accessToken, token, errors };
    },
  }),
  revokeAccessToken: t.field({
    type: RevokeAccessTokenPayload,
    description: "Revokes one of the viewer's access tokens at once. Only from a full browser session.",
    args: { input: t.arg({ type: RevokeAccessTokenInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = input.id.id;
      if (!isV3Id(id)) return { revokedAccessTokenId: null, errors: [notYours(id)] };
      const { value, errors } = await asUserErrors(() => ctx.v3.send<{ id: string }>('DELETE', `/v3/users/me/tokens/${id}/`));
      if (value) forgetAccessTokens(ctx);
      return { revokedAccessTokenId: value ? value.id : null, errors };
    },
  }),
}));

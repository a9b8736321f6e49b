/**
 * The invite landing's sender lookup (platform §7 InviteCodeMetadataResource get or GraphQL query;
 * pin-card §7): by REST `GET /v3/invite_codes/{code}/` or by GraphQL `v3GetInviteCodeQuery`, as the
 * experiment web_invite_lookup_graphql decides. Either answers InviteMetadata, or null when there
 * is no invite (404, any failure: platform §8, the landing then shows nothing).
 */
import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { InviteMetadata } from './landing';
import type { inviteLookupQuery } from './__generated__/inviteLookupQuery.graphql';

export const inviteLookupGraphQL = graphql`
  query inviteLookupQuery($inviteCode: String!) {
    v3GetInviteCodeQuery(inviteCode: $inviteCode) {
      inviteCode
      inviteChannel
      sender {
        entityId
        username
        firstName
        imageMediumUrl
        isDefaultImage
        shouldShowMessaging
      }
      board {
        entityId
        name
        url
      }
    }
  }
`;

/** V3InviteCodeMetadata (server/v3/types.ts) as the REST envelope carries it. */
interface RestMetadata {
  readonly invite_code: string;
  readonly invite_channel: number;
  readonly sender: {
    readonly id: string;
    readonly username: string;
    readonly first_name: string;
    readonly image_medium_url: string;
    readonly is_default_image: boolean;
    readonly should_show_messaging: boolean;
  };
  readonly board: { readonly id: string; readonly name: string; readonly url: string };
}

async function restData<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal });
  if (!response.ok) return null;
  const body = (await response.json()) as { resource_response?: { data?: T | null } };
  return body.resource_response?.data ?? null;
}

/** REST: GET /v3/invite_codes/{code}/ (public; with the session cookie, so blocks count). */
export async function lookupByRest(code: string, signal?: AbortSignal): Promise<InviteMetadata | null> {
  const data = await restData<RestMetadata>(`/v3/invite_codes/${encodeURIComponent(code)}/`, signal);
  if (!data?.sender || !data.board) return null;
  return {
    inviteCode: data.invite_code,
    inviteChannel: data.invite_channel,
    sender: {
      id: String(data.sender.id),
      username: data.sender.username,
      firstName: data.sender.first_name,
      imageMediumUrl: data.sender.image_medium_url,
      isDefaultImage: data.sender.is_default_image,
      shouldShowMessaging: data.sender.should_show_messaging,
    },
    board: { id: String(data.board.id), name: data.board.name, url: data.board.url },
  };
}

/** GraphQL: v3GetInviteCodeQuery (null on any v3 4xx). */
export async function lookupByGraphQL(environment: Environment, code: string): Promise<InviteMetadata | null> {
  const data = await fetchQuery<inviteLookupQuery>(environment, inviteLookupGraphQL, { inviteCode: code }, { fetchPolicy: 'network-only' }).toPromise();
  const found = data?.v3GetInviteCodeQuery;
  if (!found) return null;
  return {
    inviteCode: found.inviteCode,
    inviteChannel: found.inviteChannel,
    sender: {
      id: found.sender.entityId,
      username: found.sender.username,
      firstName: found.sender.firstName,
      imageMediumUrl: found.sender.imageMediumUrl,
      isDefaultImage: found.sender.isDefaultImage,
      shouldShowMessaging: found.sender.shouldShowMessaging,
    },
    board: { id: found.board.entityId, name: found.board.name, url: found.board.url },
  };
}

/** The signed-in viewer's own should_show_messaging (GET /v3/users/me/); false when it cannot be read. */
export async function viewerShowsMessaging(signal?: AbortSignal): Promise<boolean> {
  const me = await restData<{ readonly should_show_messaging?: boolean }>('/v3/users/me/', signal);
  return me?.should_show_messaging === true;
}

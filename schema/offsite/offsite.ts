/**
 * Outbound links (issue 18): the link check (Query.offsiteCheck), the clickthrough log
 * (Mutation.logClickthrough) and client statistics (Mutation.logStatistic), all through /v3/offsite/
 * and /v3/stats/. Pin.offsiteUrl and CarouselSlot.offsiteUrl: ./pin-url.ts.
 *
 * pinId is the pin's v3 id (entityId) or its global id; thirdPartyAd stands instead of it for a
 * third-party ad. A pin the viewer may not see answers as an unknown one (NOT_FOUND), as v3 does.
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { LogPayload } from '../event/event.ts';
import { isV3Id } from '../v3/batch.ts';

interface OffsiteAnswer {
  redirectStatus: string;
  message: string;
  url: string;
}

const OffsiteCheck = builder.objectRef<OffsiteAnswer>('OffsiteCheck').implement({
  description: "The outbound link check's verdict (GET /v3/offsite/).",
  fields: (t) => ({
    redirectStatus: t.exposeString('redirectStatus', { description: 'safe, blocked, suspicious or porn: anything but safe shows the blocked-link warning instead of opening the link.' }),
    message: t.exposeString('message', { description: "Why the link is not safe, for the warning; '' when it is." }),
    url: t.exposeString('url', { description: "The URL as checked, normalised (lower-case punycode host, no default port); '' when it is not a web link." }),
  }),
});

/** A pin id argument as v3 takes it: its v3 id, also when given as a global Pin id. */
function v3PinId(pinId: string | null | undefined): string | undefined {
  if (pinId === null || pinId === undefined || pinId === '') return undefined;
  if (isV3Id(pinId)) return pinId;
  let decoded: { typename: string; id: string } | null = null;
  try {
    decoded = decodeGlobalID(pinId);
  } catch {
    decoded = null;
  }
  if (decoded?.typename === 'Pin' && isV3Id(decoded.id)) return decoded.id;
  throw new GraphQLError('pinId must be a pin id', { extensions: { code: 'BAD_USER_INPUT', argumentName: 'pinId' } });
}

interface LinkArgs {
  pinId?: string | null;
  thirdPartyAd?: string | null;
  url: string;
  clientTrackingParams?: string | null;
  auxData?: string | null;
}

/** The fields of a /v3/offsite/ call. */
const offsiteFields = (args: LinkArgs, checkOnly: boolean) => ({
  check_only: String(checkOnly),
  pin_id: v3PinId(args.pinId),
  third_party_ad: args.thirdPartyAd ?? undefined,
  url: args.url,
  client_tracking_params: args.clientTrackingParams ?? undefined,
  aux_data: args.auxData ?? undefined,
});

interface V3Verdict {
  redirect_status?: string;
  message?: string;
  url?: string;
}

function answerOf(data: { redirectStatus?: string; message?: string; url?: string } | null | undefined): OffsiteAnswer | null {
  if (!data?.redirectStatus) return null;
  return { redirectStatus: data.redirectStatus, message: data.message ?? '', url: data.url ?? '' };
}

const linkArgs = builder.args((t) => ({
  pinId: t.string({ description: "The pin's v3 id (or global id) whose link this is." }),
  thirdPartyAd: t.string({ description: "A third-party ad's id, instead of pinId." }),
  url: t.string({ required: true, description: 'The outbound link: the tracked link, else the link.' }),
  clientTrackingParams: t.string(),
  auxData: t.string({ description: 'JSON text (clickthrough_type, objectId, slot info, commerce data).' }),
}));

builder.queryField('offsiteCheck', (t) =>
  t.field({
    type: OffsiteCheck,
    description: 'Whether an outbound link is safe to open (pin-card §5, §8): for a pin the viewer may see, or a third-party ad.',
    args: linkArgs,
    resolve: async (_root, args, ctx) => {
      const { data } = await ctx.v3.get<V3Verdict>('/v3/offsite/', offsiteFields(args, true));
      const answer = answerOf(data);
      if (!answer) throw new GraphQLError('The link check answered nothing', { extensions: { code: 'UPSTREAM_ERROR' } });
      return answer;
    },
  }),
);

builder.mutationFields((t) => ({
  logClickthrough: t.field({
    type: OffsiteCheck,
    nullable: true,
    description: 'Logs an outbound click (POST /v3/offsite/ check_only false) and answers the same check; null when v3 answered nothing (then the client logs no events).',
    args: linkArgs,
    resolve: async (_root, args, ctx) => answerOf(await ctx.v3.post<V3Verdict>('/v3/offsite/', offsiteFields(args, false))),
  }),
  logStatistic: t.field({
    type: LogPayload,
    description: "A client statistic (POST /v3/stats/): name offsite_check with tag safe, blocked, suspicious, porn or error; offsite_empty_href with tag logged.",
    args: { name: t.arg.string({ required: true }), tag: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.v3.post('/v3/stats/', { name: args.name, tag: args.tag });
      return { ok: true };
    },
  }),
}));

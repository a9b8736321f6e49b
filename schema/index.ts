/** The GraphQL schema: every domain file registers its types on the builder. */
import './scalars.ts';
import './image/image.ts';
import './user/user.ts';
import './board/board.ts';
import './pin/parts.ts';
import './pin/pin.ts';
import './pin/media.ts';
import './pin/derived.ts';
import './pin/closeup.ts';
import './pin/footer.ts';
import './pin/related.ts';
import './viewer/viewer.ts';
import './experiment/experiment.ts';
import './viewer/debug.ts';
import './account/mutations.ts';
import './account/signup.ts';
import './token/token.ts';
import './token/mutations.ts';
import './user/social.ts';
import './pin/reactions.ts';
import './user/profile.ts';
import './board/mutations.ts';
import './board/details.ts';
import './board/edit.ts';
import './board/sections.ts';
import './board/organize.ts';
import './pin/favorite.ts';
import './interest/interest.ts';
import './viewer/settings.ts';
import './viewer/boards.ts';
import './pin/save.ts';
import './pin/create.ts';
import './upload/upload.ts';
import './pin/unauth.ts';
import './event/event.ts';
import './experience/experience.ts';
import './search/typeahead.ts';
import './search/search.ts';
import './topic/topic.ts';
import './today/today.ts';
import './visual/visual.ts';
import './invite/invite.ts';
import './invite/metadata.ts';
import './invite/mutations.ts';
import './viewer/invites.ts';
import './offsite/offsite.ts';
import './offsite/pin-url.ts';
import './feedback/feedback.ts';
import './feedback/reason.ts';
import './feedback/tune.ts';
import './ad/ad.ts';
import './ad/why.ts';
import './ad/reporting.ts';
import './ad/bulk.ts';
import './event/impressions.ts';
import './pin/analytics.ts';
import './query.ts';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';

let schema: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  schema ??= builder.toSchema();
  return schema;
}

export const printedSchema = (): string => `${printSchema(lexicographicSortSchema(getSchema()))}\n`;

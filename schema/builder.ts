/** The schema builder: plugins and context only. Types live in one file per domain. */
import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import type { Context } from './context.ts';
import { MAX_BATCH } from './v3/batch.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    DateTime: { Input: string; Output: string };
    /** Money in micro-units (1,000,000 = one unit of the currency), as a decimal string: it can pass 2^31. */
    Micros: { Input: number; Output: number };
    /** A calendar day, YYYY-MM-DD (UTC). */
    Date: { Input: string; Output: string };
  };
}>({
  plugins: [RelayPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    nodesQueryOptions: {
      description: `Nodes by global id: at most ${MAX_BATCH} ids, null for each one that is unknown or hidden from the viewer.`,
      resolve: (_root, args, _context, _info, resolveNodes) => {
        if (args.ids.length > MAX_BATCH) {
          throw new GraphQLError(`nodes takes at most ${MAX_BATCH} ids; got ${args.ids.length}`, { extensions: { code: 'BAD_USER_INPUT', argumentName: 'ids' } });
        }
        return resolveNodes(args.ids);
      },
    },
  },
});

/** The deb_ debug data box (platform §2, §6): Viewer.debugInfo, from GET /v3/debug/. */
import { builder } from '../builder.ts';
import { V3RequestError } from '../v3/client.ts';
import { ViewerRef } from './viewer.ts';

interface DebugInfo {
  clientIp: string;
  internalIp: boolean;
  viewerId: string | null;
  username: string | null;
  isEmployee: boolean;
  limitedLogin: boolean;
  requestId: string;
  hostname: string;
  pid: number;
  nodeVersion: string;
  uptimeSeconds: number;
}

const DebugInfoRef = builder.objectRef<DebugInfo>('DebugInfo').implement({
  description: 'What the server knows about this request: for the deb_ debug box.',
  fields: (t) => ({
    clientIp: t.exposeString('clientIp'),
    internalIp: t.exposeBoolean('internalIp', { description: 'Whether the visitor is on an internal network (INTERNAL_NETWORKS).' }),
    viewerId: t.exposeString('viewerId', { nullable: true }),
    username: t.exposeString('username', { nullable: true }),
    isEmployee: t.exposeBoolean('isEmployee'),
    limitedLogin: t.exposeBoolean('limitedLogin'),
    requestId: t.exposeString('requestId', { description: 'The v3 request id, as in the server log.' }),
    hostname: t.exposeString('hostname', { description: 'The replica that answered.' }),
    pid: t.exposeInt('pid'),
    nodeVersion: t.exposeString('nodeVersion'),
    uptimeSeconds: t.exposeInt('uptimeSeconds'),
  }),
});

builder.objectField(ViewerRef, 'debugInfo', (t) =>
  t.field({
    type: DebugInfoRef,
    nullable: true,
    description: 'Debug data, only for signed-in employees and visitors from an internal network; null for everyone else.',
    resolve: async (_viewer, _args, ctx) => {
      try {
        return (await ctx.v3.get<DebugInfo>('/v3/debug/')).data as DebugInfo;
      } catch (error) {
        if (error instanceof V3RequestError && error.status === 403) return null;
        throw error;
      }
    },
  }),
);

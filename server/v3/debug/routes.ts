/**
 * The deb_ debug data box (platform §2, §6): GET /v3/debug/ answers what is useful when chasing a
 * problem — who the server thinks is asking, from where, and which replica answered — but only to
 * signed-in employees or visitors from an internal network (INTERNAL_NETWORKS); everyone else
 * gets 403 forbidden.
 */
import { BlockList, isIP } from 'node:net';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { userRowById } from '../account/me.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { viewerOf } from '../viewer.ts';

/** Loopback only unless INTERNAL_NETWORKS says otherwise. */
export const DEFAULT_INTERNAL_NETWORKS = ['127.0.0.0/8', '::1/128'];

/** A BlockList of CIDRs ("10.0.0.0/8", "fd00::/8") or single addresses; throws on a malformed entry. */
export function internalNetworks(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`INTERNAL_NETWORKS: "${entry}" is not an IP address or CIDR`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
      throw new Error(`INTERNAL_NETWORKS: "${entry}" has a bad prefix length`);
    }
    list.addSubnet(address, bits, type);
  }
  return list;
}

export function isInternalIp(list: BlockList, ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return list.check(mapped[1]!, 'ipv4');
  return list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

const STARTED = Date.now();

export function debugRoutes(app: FastifyInstance, deps: V3Deps): void {
  const internal = deps.internalNetworks ?? internalNetworks(DEFAULT_INTERNAL_NETWORKS);
  app.get('/debug/', async (request, reply) => {
    const viewer = viewerOf(request);
    const row = viewer.userId === null ? undefined : await userRowById(deps, viewer.userId);
    const fromInside = isInternalIp(internal, request.ip);
    const employee = row?.isEmployee ?? false;
    if (!fromInside && !employee) {
      throw new V3Error(403, 'forbidden', 'Debug information is only shown to employees and the internal network.');
    }
    reply.header('cache-control', 'no-store');
    return ok({
      client_ip: request.ip,
      internal_ip: fromInside,
      viewer_id: viewer.userId === null ? null : String(viewer.userId),
      username: row?.username ?? null,
      is_employee: employee,
      limited_login: viewer.limited ?? false,
      request_id: request.id,
      hostname: os.hostname(),
      pid: process.pid,
      node_version: process.version,
      uptime_seconds: Math.floor((Date.now() - STARTED) / 1000),
    });
  });
}

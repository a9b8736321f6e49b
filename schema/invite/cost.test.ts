/**
 * The cost rule (../cost.ts) counts the group-board connections (issue 15): Board.collaborators,
 * Board.invites and Viewer.boardInvites by their `first` (20 when left out), and Board.inviteCodes
 * by its maxListSize. A nested query over the bound is refused before it runs; one under it runs.
 */
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { nodeCount } from '../cost.ts';
import { getSchema } from '../index.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { cast } from '../testing/boards.ts';
import { INVITE_CODE_LIST_MAX } from './invite.ts';

const count = (query: string) => nodeCount(getSchema(), parse(query), {});
const pins = (n: number) => `pins(first: ${n}) { edges { node { id } } }`;

describe('the cost rule counts the group-board connections', () => {
  it.each([
    ['Viewer.boardInvites', (n: number) => `{ viewer { boardInvites(first: ${n}) { edges { node { board { ${pins(100)} } } } } } }`],
    ['Board.invites', (n: number) => `{ board(id: "1") { invites(first: ${n}) { edges { node { board { ${pins(100)} } } } } } }`],
    ['Board.collaborators', (n: number) => `{ board(id: "1") { collaborators(first: ${n}) { edges { node { user { savedPins(first: 100) { edges { node { id } } } } } } } } }`],
  ])('%s(first: n) × 100 nested nodes: n × 101', (_name, query) => {
    expect(count(query(100))).toBe(100 * 101);
    expect(count(query(99))).toBe(99 * 101);
    expect(count(query(100))).toBeGreaterThan(DEFAULT_LIMITS.maxNodes);
    expect(count(query(99))).toBeLessThanOrEqual(DEFAULT_LIMITS.maxNodes);
  });

  it('counts 20 for a connection asked without first, and the largest page for first: null', () => {
    expect(count(`{ viewer { boardInvites { edges { node { id } } } } }`)).toBe(20);
    expect(count(`{ board(id: "1") { collaborators { edges { node { acceptedAt } } } invites { edges { node { id } } } } }`)).toBe(40);
    expect(nodeCount(getSchema(), parse(`query($n: Int) { viewer { boardInvites(first: $n) { edges { node { id } } } } }`), { n: null })).toBe(100);
  });

  it('multiplies what each invite code holds by its maxListSize', () => {
    expect(INVITE_CODE_LIST_MAX).toBe(100);
    const codes = (extra: string) => `{ board(id: "1") { inviteCodes { code inviter { savedPins(first: 100) { edges { node { id } } } } } ${extra} } }`;
    expect(count(codes(''))).toBe(DEFAULT_LIMITS.maxNodes);
    expect(count(codes(pins(1)))).toBe(DEFAULT_LIMITS.maxNodes + 1);
    expect(count(`{ board(id: "1") { inviteCodes { code url channel } } }`)).toBe(0);
  });
});

describe.each(backends())('a too-large group-board query through the server on $name', (backend) => {
  const env = useTestServer(backend);

  it('is refused with QUERY_TOO_COSTLY before it runs; the same query one page smaller runs', async () => {
    const people = await cast(env(), 'ict');
    const query = (n: number) => `{ viewer { boardInvites(first: ${n}) { edges { node { board { ${pins(100)} } } } } } }`;
    const refused = await people.owner.browser.gql(query(100));
    expect(refused.result.errors?.map((e) => (e as { extensions?: { code?: string } }).extensions?.code)).toEqual(['QUERY_TOO_COSTLY']);
    expect(refused.result.data ?? null).toBeNull();
    const runs = await people.owner.browser.gql(query(99));
    expect(runs.result.errors).toBeUndefined();
  });
});

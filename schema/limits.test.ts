/**
 * The API's limits as a client meets them: each one at its default bound passes and one over is
 * refused before anything runs, with its stable code; every operation the client compiles passes;
 * and the attack queries that once stopped the server are answered at once while /healthz answers.
 */
import { GraphQLError, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, Kind, parse, type GraphQLInputType, type OperationDefinitionNode, type TypeNode } from 'graphql';
import { typeFromAST, validate, specifiedRules } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../server/db/client.ts';
import { counterValue, startTestServer, type TestServer } from '../server/testing/server.ts';
import { backends } from '../server/testing/storage.ts';
import { nodeCount } from './cost.ts';
import { getSchema } from './index.ts';
import { DEFAULT_LIMITS, parseWithTokenLimit, shapeRules } from './limits.ts';
import { clientOperations } from './persisted.ts';

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

const codes = (answer: Answer) => (answer.body.errors ?? []).map((e) => e.extensions?.code);

/** `{ viewer { isBot isBot … } }`: 5 tokens plus one a field. */
const tokens = (n: number) => `{ viewer { ${'isBot '.repeat(n - 5)}} }`;
/** A valid selection `depth` fields deep: user → boards → edges → node → owner → boards … → __typename. */
function deep(depth: number): string {
  const chain = ['boards(first: 1)', 'edges', 'node', 'owner'];
  let inner = '__typename';
  for (let level = depth - 1; level >= 2; level--) inner = `${chain[(level - 2) % chain.length]} { ${inner} }`;
  return `{ user(username: "nobody") { ${inner} } }`;
}
const aliases = (n: number) => `{ viewer { ${Array.from({ length: n }, (_, i) => `a${i}: isBot`).join(' ')} } }`;
const rootFields = (n: number) => `{ ${'__typename '.repeat(n)}}`;
const directives = (n: number) => `{ viewer { ${'isBot @include(if: true) '.repeat(n)}} }`;

/** The three shapes that stopped the server before these limits. */
const NESTED_CONNECTIONS = `{ homefeed(first: 100) { edges { node { board { pins(first: 100) { edges { node { board { pins(first: 100) { edges { node { id } } } } } } } } } } } }`;
function depthTwentyChain(): string {
  let inner = 'id';
  for (let i = 0; i < 20; i++) inner = `board { pins(first: 100) { edges { node { ${inner} } } } }`;
  return `{ homefeed(first: 100) { edges { node { ${inner} } } } }`;
}
const THOUSAND_ALIASES = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: homefeed(first: 100) { edges { node { id } } }`).join(' ')} }`;

describe('GraphQL limits', () => {
  const [pglite] = backends();
  let storage: Storage;
  let server: TestServer;
  beforeAll(async () => {
    storage = await pglite!.open();
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server.close();
    await storage.close();
  });

  async function post(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Answer['body'];
    return { status: response.status, body };
  }

  const bounds: [string, string, (n: number) => string, number][] = [
    ['depth', 'QUERY_TOO_DEEP', deep, DEFAULT_LIMITS.maxDepth],
    ['aliases', 'TOO_MANY_ALIASES', aliases, DEFAULT_LIMITS.maxAliases],
    ['root fields', 'TOO_MANY_ROOT_FIELDS', rootFields, DEFAULT_LIMITS.maxRootFields],
    ['directives', 'TOO_MANY_DIRECTIVES', directives, DEFAULT_LIMITS.maxDirectives],
  ];
  for (const [name, code, make, bound] of bounds) {
    it(`${name}: ${bound} runs, ${bound + 1} is refused with ${code}`, async () => {
      const atBound = await post(make(bound));
      expect(atBound.body.errors).toBeUndefined();
      expect(atBound.body.data).toBeTruthy();
      const over = await post(make(bound + 1));
      expect(codes(over)).toContain(code);
      expect(over.body.data ?? null).toBeNull();
      expect(over.body.errors?.[0]?.message).toMatch(String(bound));
    });
  }

  it(`tokens: a document of ${DEFAULT_LIMITS.maxTokens} is read, one of ${DEFAULT_LIMITS.maxTokens + 1} is refused with TOO_MANY_TOKENS`, async () => {
    // graphql-js itself refuses thousands of repeats of one field, so at the bound the parser is asked directly.
    expect(parseWithTokenLimit(DEFAULT_LIMITS.maxTokens)(tokens(DEFAULT_LIMITS.maxTokens)).kind).toBe(Kind.DOCUMENT);
    const over = await post(tokens(DEFAULT_LIMITS.maxTokens + 1));
    expect(codes(over)).toEqual(['TOO_MANY_TOKENS']);
    expect(over.body.errors?.[0]?.message).toBe(`A document may have at most ${DEFAULT_LIMITS.maxTokens} tokens.`);
  });

  it('takes other bounds from its configuration: tokens at 19 run, at 20 are refused', async () => {
    const configured = await startTestServer(storage, { graphqlLimits: { maxTokens: 19 } });
    try {
      const fields = ['darkMode', 'email', 'gender', 'hasQuickSaveBoard', 'isAuthenticated', 'isBot', 'isEmployee', 'isLimitedLogin', 'isPartner', 'isSocialBot', 'saveBehavior', 'storedSaveBehavior', 'unauthSavePinId', 'useCase'];
      const send = (query: string) =>
        fetch(`${configured.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }).then(
          async (r) => (await r.json()) as Answer['body'],
        );
      const atBound = await send(`{ viewer { ${fields.join(' ')} } }`);
      expect(atBound.errors).toBeUndefined();
      expect(atBound.data?.viewer).toMatchObject({ isAuthenticated: false, isBot: false });
      const over = await send(`{ viewer { ${fields.join(' ')} __typename } }`);
      expect(over.errors?.map((e) => e.extensions?.code)).toEqual(['TOO_MANY_TOKENS']);
    } finally {
      await configured.close();
    }
  });

  describe('the node limit (first/last multiplied along each path)', () => {
    // 100 boards + 100 × 99 pins = 10,000 possible nodes; pins(first: 100) makes it 10,100.
    const nested = (inner: number) =>
      `query($name: String!) { user(username: $name) { boards(first: 100) { edges { node { pins(first: ${inner}) { edges { node { id } } } } } } } }`;

    it(`runs an operation of exactly ${DEFAULT_LIMITS.maxNodes} possible nodes and refuses one more page`, async () => {
      const atBound = await post(nested(99), { name: 'nobody' });
      expect(atBound.body.errors).toBeUndefined();
      expect(atBound.body.data).toEqual({ user: null });
      const over = await post(nested(100), { name: 'nobody' });
      expect(codes(over)).toEqual(['QUERY_TOO_COSTLY']);
      expect(over.body.errors?.[0]?.message).toMatch(/up to 10100 nodes; the limit is 10000/);
    });

    it('counts page sizes given as variables, in fragments and inline fragments', async () => {
      const query = `query($n: Int!, $m: Int!) { user(username: "nobody") { ...Boards } }
        fragment Boards on User { boards(first: $n) { edges { node { ... on Board { pins(first: $m) { edges { cursor } } } } } } }`;
      expect((await post(query, { n: 100, m: 99 })).body.errors).toBeUndefined();
      expect(codes(await post(query, { n: 100, m: 100 }))).toEqual(['QUERY_TOO_COSTLY']);
    });

    it('counts related pins (More to explore) nested in related pins', () => {
      const doc = (inner: number) => parse(`{ pin(id: "1") { related(first: 100) { edges { node { related(first: ${inner}) { edges { node { id } } } } } } } }`);
      expect(nodeCount(getSchema(), doc(99), {})).toBe(100 + 100 * 99);
      expect(nodeCount(getSchema(), doc(100), {})).toBeGreaterThan(DEFAULT_LIMITS.maxNodes);
    });

    it('counts searchTypeahead by its first (1 to 10), so it cannot multiply nested connections unseen', () => {
      const doc = (first: number, inner: number) =>
        parse(`{ searchTypeahead(query: "a", first: ${first}) { users { boards(first: ${inner}) { edges { node { id } } } } boards { id } } }`);
      expect(nodeCount(getSchema(), doc(10, 100), {})).toBe(10 * (1 + 100));
      expect(nodeCount(getSchema(), doc(1, 100), {})).toBe(1 + 100);
    });

    it('counts search by its first, times the connections its results hold: 99 pins a board run, 100 are refused', async () => {
      // Two searches of 50 boards, each board's pins(first: n): 2 × 50 × (1 + n) possible nodes.
      const twoSearches = (inner: number) => {
        const one = (alias: string) =>
          `${alias}: search(query: "cake", scope: BOARDS, first: 50) { edges { node { ... on Board { pins(first: ${inner}) { edges { node { id } } } } } } }`;
        return `{ ${one('a')} ${one('b')} }`;
      };
      expect(nodeCount(getSchema(), parse(twoSearches(99)), {})).toBe(DEFAULT_LIMITS.maxNodes);
      expect(codes(await post(twoSearches(100)))).toEqual(['QUERY_TOO_COSTLY']);
      // At the bound it runs (v3 search answers, or the field is null with its own error: not a refusal).
      expect(codes(await post(twoSearches(99)))).not.toContain('QUERY_TOO_COSTLY');
    });

    it('counts the ids given to nodes, and nodes takes at most 100', async () => {
      const schema = getSchema();
      const doc = (n: number) => parse(`{ nodes(ids: [${Array.from({ length: n }, (_, i) => `"id${i}"`).join(',')}]) { id } }`);
      expect(nodeCount(schema, doc(3), {})).toBe(3);
      expect(nodeCount(schema, parse('query($ids: [ID!]!) { nodes(ids: $ids) { id } }'), { ids: ['a', 'b'] })).toBe(2);
      // Counted once per document and variables: the same document with other variables counts again.
      const byIds = parse('query($ids: [ID!]!) { nodes(ids: $ids) { id } }');
      expect([nodeCount(schema, byIds, { ids: ['a'] }), nodeCount(schema, byIds, { ids: ['a', 'b', 'c'] }), nodeCount(schema, byIds, { ids: ['a'] })]).toEqual([1, 3, 1]);
      const ids = (n: number) => Array.from({ length: n }, (_, i) => Buffer.from(`Pin:${i + 1}`).toString('base64'));
      const ok = await post('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ids(100) });
      expect(ok.body.errors).toBeUndefined();
      expect(ok.body.data?.nodes).toHaveLength(100);
      const over = await post('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ids(101) });
      expect(codes(over)).toEqual(['BAD_USER_INPUT']);
      expect(over.body.errors?.[0]?.message).toBe('nodes takes at most 100 ids; got 101');
    });

    it('reads `last` like `first` (a connection added later counts without being named)', () => {
      // No field takes `last` today; the estimator reads the argument wherever it appears.
      const schema = getSchema();
      expect(nodeCount(schema, parse('{ homefeed(first: 7) { edges { node { board { pins(first: 3) { edges { cursor } } } } } } }'), {})).toBe(7 + 7 * 3);
    });
  });

  it('refuses the attack queries before anything runs (no v3 call) while /healthz keeps answering', async () => {
    const attacks = [NESTED_CONNECTIONS, depthTwentyChain(), THOUSAND_ALIASES];
    await post('{ __typename }'); // the server's first request pays for warming up, not an attack
    const v3CallsBefore = await counterValue(server.metrics, 'v3_client_requests_total');
    // /healthz is asked over and over while the attacks go in, one after another (each is timed alone).
    let attacking = true;
    const statuses: number[] = [];
    const health = (async () => {
      while (attacking) statuses.push((await fetch(`${server.url}/healthz`)).status);
    })();
    const answers: Answer[] = [];
    try {
      for (const query of attacks) for (let i = 0; i < 2; i += 1) answers.push(await post(query));
    } finally {
      attacking = false;
      await health;
    }
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(answers.map(codes)).toEqual([
      ['QUERY_TOO_COSTLY'],
      ['QUERY_TOO_COSTLY'],
      ['QUERY_TOO_DEEP'],
      ['QUERY_TOO_DEEP'],
      ['TOO_MANY_TOKENS'],
      ['TOO_MANY_TOKENS'],
    ]);
    for (const answer of answers) expect(answer.body.data ?? null).toBeNull();
    // Refused at validation: not one call reached v3. (How fast that is, bench/ measures; a timed test
    // only measured how loaded the CI machine was.)
    expect(await counterValue(server.metrics, 'v3_client_requests_total')).toBe(v3CallsBefore);
  });

  describe('every operation the client compiles', () => {
    const schema = getSchema();
    const operations = clientOperations();

    /** The largest values the client sends: page sizes at the 100 maximum, a minimal valid input object. */
    function worstCase(type: GraphQLInputType): unknown {
      if (isNonNullType(type)) return worstCase(type.ofType);
      if (isListType(type)) return [worstCase(type.ofType)];
      // Variables carry an enum's name (SignupStep GENDER), not its internal value ('gender').
      if (isEnumType(type)) return type.getValues()[0]?.name;
      if (isInputObjectType(type)) {
        const value: Record<string, unknown> = {};
        for (const field of Object.values(type.getFields())) if (isNonNullType(field.type)) value[field.name] = worstCase(field.type);
        return value;
      }
      if (isScalarType(type)) return { Int: 100, Float: 1, Boolean: true, Date: '2026-01-01', DateTime: '2026-01-01T00:00:00Z' }[type.name] ?? '1';
      return null;
    }

    it('are all persisted (the client sends ids)', () => {
      expect(operations.length).toBeGreaterThan(30);
      expect(operations.map((o) => o.name)).toEqual(expect.arrayContaining(['routes_HomeQuery', 'HomeFeedPaginationQuery', 'routes_PinQuery']));
    });

    for (const operation of operations) {
      it(`${operation.name} passes every limit`, () => {
        const document = parseWithTokenLimit(DEFAULT_LIMITS.maxTokens)(operation.text);
        expect(validate(schema, document, [...specifiedRules, ...shapeRules(DEFAULT_LIMITS)]).map((e: GraphQLError) => e.message)).toEqual([]);
        const definition = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
        const variables: Record<string, unknown> = {};
        for (const v of definition?.variableDefinitions ?? []) {
          const type = typeFromAST(schema, v.type as TypeNode & { kind: Kind.NAMED_TYPE }) as GraphQLInputType;
          variables[v.variable.name.value] = worstCase(type);
        }
        expect(nodeCount(schema, document, variables)).toBeLessThanOrEqual(DEFAULT_LIMITS.maxNodes / 50);
      });
    }
  });
});

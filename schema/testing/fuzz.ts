/**
 * Random GraphQL operations generated from the schema, for the API fuzz test: random root fields
 * (queries, and now and then mutations), random argument values that are mostly of the right type
 * and sometimes hostile (huge pages, junk ids, long strings, wrong types), random selections down to
 * a random depth, fragments on abstract types, and now and then aliases. Deterministic per seed.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { cyrb128, Sfc32 } from '../../server/util/random.ts';

export interface FuzzOperation {
  query: string;
  variables: Record<string, unknown>;
}

const INTS = [0, 1, 2, 5, 10, 25, 50, 100, 101, 1000, -1, 2147483647, -2147483648];
const FLOATS = [0, 1.5, -3.25, 1e300];
const STRINGS = [
  '',
  'a',
  'pin',
  'Quick Saves',
  '-end-',
  'o:W251bGwsMF0',
  'x'.repeat(2000),
  'ünïcödé 🎉 𝔘',
  "'; drop table users; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '1',
  '99999999999999999999',
  'demo',
  '\u0000\u0007\t\n',
];

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export class OperationFuzzer {
  private readonly rng: Sfc32;
  private readonly nodeTypes: string[];

  constructor(
    private readonly schema: GraphQLSchema,
    seed: string,
  ) {
    this.rng = new Sfc32(cyrb128(seed), 12);
    const node = schema.getType('Node');
    this.nodeTypes = node && isInterfaceType(node) ? schema.getPossibleTypes(node).map((t) => t.name) : [];
  }

  next(): FuzzOperation {
    const mutation = this.schema.getMutationType();
    const root = mutation && this.rng.chance(0.15) ? mutation : this.schema.getQueryType();
    if (!root) throw new Error('schema has no Query type');
    const maxDepth = this.rng.int(2, 12);
    const body = this.selection(root, 0, maxDepth, this.rng.int(1, 3));
    const keyword = root === mutation ? 'mutation' : 'query';
    return { query: `${keyword} Fuzz ${body}`, variables: {} };
  }

  private selection(type: GraphQLObjectType, depth: number, maxDepth: number, count: number): string {
    const fields = Object.values(type.getFields());
    const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type)));
    const chosen: string[] = [];
    const pool = depth >= maxDepth ? leaves : fields;
    if (pool.length === 0) return '{ __typename }';
    const taken = new Set<string>();
    for (let i = 0; i < count; i++) {
      const field = this.rng.pick(pool);
      const alias = taken.has(field.name) || this.rng.chance(0.05) ? `a${i}_${field.name}: ` : '';
      taken.add(field.name);
      chosen.push(alias + this.field(field, depth, maxDepth));
    }
    return `{ ${chosen.join(' ')} }`;
  }

  private field(field: GraphQLField<unknown, unknown>, depth: number, maxDepth: number): string {
    const args = this.args(field.args);
    const named = getNamedType(field.type);
    return `${field.name}${args}${this.subselection(named, depth + 1, maxDepth)}`;
  }

  private subselection(named: GraphQLNamedType, depth: number, maxDepth: number): string {
    if (isLeafType(named)) return '';
    if (isObjectType(named)) return ` ${this.selection(named, depth, maxDepth, this.rng.int(1, 4))}`;
    if (isInterfaceType(named) || isUnionType(named)) {
      const possible = this.schema.getPossibleTypes(named);
      const target = this.rng.pick(possible);
      return ` { __typename ... on ${target.name} ${this.selection(target, depth, maxDepth, this.rng.int(1, 3))} }`;
    }
    return ' { __typename }';
  }

  private args(args: readonly GraphQLArgument[]): string {
    const parts: string[] = [];
    for (const arg of args) {
      if (!isNonNullType(arg.type) && !this.rng.chance(0.4)) continue;
      parts.push(`${arg.name}: ${this.value(arg.type, arg.name, 0)}`);
    }
    return parts.length > 0 ? `(${parts.join(', ')})` : '';
  }

  /** A GraphQL literal for `type`, now and then of the wrong type. */
  private value(type: GraphQLInputType, name: string, depth: number, nullable = true): string {
    if (depth === 0 && this.rng.chance(0.03)) return this.rng.pick(['"wrong"', '42', 'null', '[]', '{}', 'true']);
    if (isNonNullType(type)) return this.value(type.ofType, name, depth, false);
    if (nullable && this.rng.chance(0.05)) return 'null';
    if (isListType(type)) {
      const length = this.rng.chance(0.05) ? this.rng.int(100, 300) : this.rng.int(0, 3);
      return `[${Array.from({ length }, () => this.value(type.ofType, name, depth + 1)).join(', ')}]`;
    }
    if (isEnumType(type)) return this.rng.pick(type.getValues()).name;
    if (isInputObjectType(type)) {
      if (depth > 4) return '{}';
      const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) || this.rng.chance(0.5));
      return `{ ${fields.map((f) => `${f.name}: ${this.value(f.type, f.name, depth + 1)}`).join(', ')} }`;
    }
    if (isScalarType(type)) return this.scalar(type.name, name);
    return 'null';
  }

  private scalar(scalar: string, name: string): string {
    switch (scalar) {
      case 'Int':
        return String(this.rng.pick(INTS));
      case 'Float':
        return String(this.rng.pick(FLOATS));
      case 'Boolean':
        return this.rng.chance(0.5) ? 'true' : 'false';
      case 'ID':
        return JSON.stringify(this.id());
      case 'DateTime':
        return JSON.stringify(this.rng.pick(['2026-01-01T00:00:00Z', 'yesterday', '']));
      case 'JSON':
        return JSON.stringify(this.rng.pick(['{}', '{"a":1}', '[1,2]', 'not json']));
      default:
        return JSON.stringify(/id$/i.test(name) && this.rng.chance(0.5) ? String(this.rng.int(1, 2000)) : this.rng.pick(STRINGS));
    }
  }

  /** A global id of a Node type and a plausible or absurd number, or junk. */
  private id(): string {
    if (this.nodeTypes.length === 0 || this.rng.chance(0.2)) return this.rng.pick(['', 'garbage', '1', base64('Nope:1'), base64('Pin:')]);
    const number = this.rng.pick([String(this.rng.int(1, 1500)), '0', '-1', '1e5', '99999999999999999999']);
    return base64(`${this.rng.pick(this.nodeTypes)}:${number}`);
  }
}

/**
 * The public API's limits, in one place: what a single GraphQL request may ask for and how long it
 * may take. Every limit is answered before execution as a GraphQL error with a stable code, never a
 * hang. The defaults leave headroom over the most expensive operation the first-party client sends
 * (the test in limits.test.ts runs every one of them) and stop the attack shapes far below harm.
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, Kind, type DocumentNode, type SelectionNode, type ValidationContext, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface GraphQLLimits {
  /** Deepest field nesting (fragments flattened). */
  maxDepth: number;
  /** Aliases in one document. */
  maxAliases: number;
  /** Fields at the root of one operation. */
  maxRootFields: number;
  /** Lexical tokens in one document (bounds parsing before anything else runs). */
  maxTokens: number;
  /** Directives in one document. */
  maxDirectives: number;
  /** GitHub's node limit: the most nodes the connections of one operation could return. */
  maxNodes: number;
  /** Cost points (see costPoints) one token or one client IP may spend an hour. */
  rateLimitPoints: number;
  /** How long one request may run; v3 calls still open then are aborted. */
  deadlineMs: number;
  /** How long one v3 call may take (a GET is tried again once if the deadline allows). */
  v3TimeoutMs: number;
}

export const DEFAULT_LIMITS: Readonly<GraphQLLimits> = Object.freeze({
  maxDepth: 15,
  maxAliases: 30,
  maxRootFields: 20,
  maxTokens: 5000,
  maxDirectives: 50,
  maxNodes: 10_000,
  rateLimitPoints: 5000,
  deadlineMs: 8000,
  v3TimeoutMs: 3000,
});

export const DEFAULT_DEADLINE_MS = DEFAULT_LIMITS.deadlineMs;

/** Stable error codes of the limits (extensions.code), also listed in the README. */
export const LIMIT_CODES = {
  depth: 'QUERY_TOO_DEEP',
  aliases: 'TOO_MANY_ALIASES',
  rootFields: 'TOO_MANY_ROOT_FIELDS',
  tokens: 'TOO_MANY_TOKENS',
  directives: 'TOO_MANY_DIRECTIVES',
  nodes: 'QUERY_TOO_COSTLY',
  rateLimited: 'RATE_LIMITED',
} as const;

export const limitError = (code: string, message: string, extra: Record<string, unknown> = {}): GraphQLError =>
  new GraphQLError(message, { extensions: { code, ...extra } });

/** Armor's rules report through onReject; this re-reports with our message and code instead of throwing. */
function armored(code: string, message: (found: string) => string) {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const found = /found (\d+)/.exec(error.message)?.[1] ?? 'more';
        context?.reportError(limitError(code, message(found)));
      },
    ],
  };
}

/** At most `max` fields at the root of each operation (fragments at the root counted through). */
export function maxRootFieldsRule(max: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      let count = 0;
      const seen = new Set<string>();
      const walk = (selections: readonly SelectionNode[]): void => {
        for (const selection of selections) {
          if (selection.kind === Kind.FIELD) count += 1;
          else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet.selections);
          else {
            const name = selection.name.value;
            if (seen.has(name)) continue;
            seen.add(name);
            const fragment = context.getFragment(name);
            if (fragment) walk(fragment.selectionSet.selections);
          }
        }
      };
      walk(operation.selectionSet.selections);
      if (count > max) {
        context.reportError(limitError(LIMIT_CODES.rootFields, `An operation may select at most ${max} root fields; this one selects ${count}.`));
      }
    },
  });
}

/** The validation rules for the shape limits (independent of variables, so Yoga may cache them). */
export function shapeRules(limits: GraphQLLimits): ValidationRule[] {
  return [
    maxDepthRule({
      n: limits.maxDepth,
      flattenFragments: true,
      ignoreIntrospection: true,
      ...armored(LIMIT_CODES.depth, (found) => `Queries may nest at most ${limits.maxDepth} levels deep; this one nests ${found}.`),
    }),
    maxAliasesRule({
      n: limits.maxAliases,
      ...armored(LIMIT_CODES.aliases, (found) => `A document may use at most ${limits.maxAliases} aliases; this one uses ${found}.`),
    }),
    maxDirectivesRule({
      n: limits.maxDirectives,
      ...armored(LIMIT_CODES.directives, (found) => `A document may use at most ${limits.maxDirectives} directives; this one uses ${found}.`),
    }),
    maxRootFieldsRule(limits.maxRootFields),
  ];
}

/** Parses with a token budget: a huge document is refused while it is read, before any work on it. */
export function parseWithTokenLimit(maxTokens: number) {
  return (source: string | { body: string }): DocumentNode => {
    const text = typeof source === 'string' ? source : source.body;
    let over: number | undefined;
    const parser = new MaxTokensParserWLexer(text, {
      n: maxTokens,
      exposeLimits: true,
      propagateOnRejection: true,
      onReject: [
        () => {
          over = maxTokens + 1;
        },
      ],
    });
    try {
      return parser.parseDocument();
    } catch (error) {
      if (over !== undefined) throw limitError(LIMIT_CODES.tokens, `A document may have at most ${maxTokens} tokens.`);
      throw error;
    }
  };
}

/** The shape limits as a Yoga plugin: the token budget at parse, the other rules at validation. */
export function shapeLimitsPlugin(limits: GraphQLLimits): Plugin {
  const parse = parseWithTokenLimit(limits.maxTokens);
  const rules = shapeRules(limits);
  return {
    onParse({ setParseFn }) {
      setParseFn(parse as Parameters<typeof setParseFn>[0]);
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}

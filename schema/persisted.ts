/**
 * Persisted operations: relay-compiler writes every operation the client compiles into
 * schema/persisted-operations.json (id = SHA-256 of the text), and the client sends only
 * `{"documentId": id, "variables": …}`. /graphql looks the id up here. Other programs may still
 * send whole documents (the public API) unless GRAPHQL_PERSISTED_ONLY is set; either way the
 * operation then meets the same limits as any other.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';

export const PERSISTED_OPERATIONS_FILE = fileURLToPath(new URL('./persisted-operations.json', import.meta.url));

export const PERSISTED_CODES = {
  notFound: 'PERSISTED_QUERY_NOT_FOUND',
  only: 'PERSISTED_QUERY_ONLY',
  missing: 'BAD_REQUEST',
} as const;

/** The id → text map, read at start and read again when an unknown id arrives after the file changed (relay-compiler --watch). */
export class PersistedOperations {
  private operations = new Map<string, string>();
  private modified = -1;

  constructor(private readonly file: string = PERSISTED_OPERATIONS_FILE) {
    this.load();
  }

  private load(): void {
    let modified: number;
    try {
      modified = statSync(this.file).mtimeMs;
    } catch {
      return; // no map: nothing is persisted
    }
    if (modified === this.modified) return;
    const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, unknown>;
    this.operations = new Map(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    this.modified = modified;
  }

  get(id: string): string | null {
    const text = this.operations.get(id);
    if (text !== undefined) return text;
    this.load();
    return this.operations.get(id) ?? null;
  }

  /** Every persisted operation, with the name it declares. */
  all(): { id: string; name: string; text: string }[] {
    return [...this.operations].map(([id, text]) => ({ id, text, name: /\b(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1] ?? 'anonymous' }));
  }
}

/** Every operation the client compiles (what `npm run relay` wrote). */
export const clientOperations = (): { id: string; name: string; text: string }[] => new PersistedOperations().all();

/** The id a request names: `documentId` (GraphQL over HTTP's persisted documents), or Apollo's persistedQuery hash. */
function operationIdOf(params: GraphQLParams): string | null {
  const documentId = (params as GraphQLParams & { documentId?: unknown }).documentId;
  if (typeof documentId === 'string' && documentId !== '') return documentId;
  const hash = (params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
  return typeof hash === 'string' ? hash : null;
}

export function persistedOperationsPlugin(options: { store: PersistedOperations; persistedOnly: boolean }): Plugin {
  const { store } = options;
  return usePersistedOperations({
    allowArbitraryOperations: !options.persistedOnly,
    extractPersistedOperationId: operationIdOf,
    getPersistedOperation: (id) => store.get(id),
    customErrors: {
      notFound: { message: 'No persisted operation has that documentId.', extensions: { code: PERSISTED_CODES.notFound, http: { status: 400 } } },
      persistedQueryOnly: {
        message: 'This server runs only persisted operations: send {"documentId": …} instead of a query.',
        extensions: { code: PERSISTED_CODES.only, http: { status: 400 } },
      },
      keyNotFound: () =>
        createGraphQLError(
          options.persistedOnly ? 'Send a persisted operation as {"documentId": …}.' : 'Send a GraphQL document as "query", or a persisted operation as "documentId".',
          { extensions: { code: PERSISTED_CODES.missing, http: { status: 400 } } },
        ),
    },
  });
}

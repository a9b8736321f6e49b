/** What a personal access token may do: read (every GET), or read and write (write implies read). */
export const ACCESS_SCOPES = ['read', 'write'] as const;
export type AccessScope = (typeof ACCESS_SCOPES)[number];

export const isAccessScope = (value: unknown): value is AccessScope => ACCESS_SCOPES.some((scope) => scope === value);

/** The stored form: 'read' always, 'write' when asked for (write implies read), in ACCESS_SCOPES order. */
export function withImpliedScopes(scopes: readonly AccessScope[]): AccessScope[] {
  return scopes.includes('write') ? ['read', 'write'] : ['read'];
}

/** Methods that change something: the CSRF check guards them, and a token needs the write scope for them. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

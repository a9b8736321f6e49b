/**
 * What each advertiser page's chunk exports (./adRoutes.tsx): its route query and its route component,
 * which gets the query's data, the address's query string and a retry.
 */
import type { ComponentType } from 'react';
import type { GraphQLTaggedNode } from 'relay-runtime';

export interface AdRouteProps<TData = never> {
  readonly data: TData;
  /** The address's query string (?pin=, ?next=, ?tab=), as found parsed it. */
  readonly query: Readonly<Record<string, unknown>>;
  readonly onRetry: (() => void) | null;
}

export interface AdChunk {
  readonly Query: GraphQLTaggedNode;
  readonly Route: ComponentType<never>;
}

/** A `?name=` value when it is a non-empty string. */
export const queryText = (query: Readonly<Record<string, unknown>>, name: string): string | null => {
  const value = query[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

import type { Page } from '@playwright/test';

/**
 * A v3 call from the page, as the app makes one (same origin, the session cookie, the browser's fetch
 * metadata): the answer's data, or an error naming the path, the status and v3's message.
 */
export async function v3Send<T = { id: string }>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: Record<string, unknown>): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
      const json = (await response.json()) as { resource_response: { data: unknown; error: { message: string } | null } };
      if (!response.ok || json.resource_response.error) throw new Error(`${method} ${path}: ${response.status} ${json.resource_response.error?.message ?? ''}`);
      return json.resource_response.data as T;
    },
    { method, path, body },
  );
}

/** A v3 POST from the page: see v3Send. */
export const v3Post = (page: Page, path: string, body: Record<string, unknown>): Promise<{ id: string }> => v3Send(page, 'POST', path, body);

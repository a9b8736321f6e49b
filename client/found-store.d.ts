// found exports createFarceStore (found/esm/index.js) but its index.d.ts does not declare it.
import type { Middleware, Protocol } from 'farce';
import type { RouteConfig, Store } from 'found';

declare module 'found' {
  export function createFarceStore(options: { historyProtocol: Protocol; historyMiddlewares?: Middleware[]; routeConfig: RouteConfig }): Store;
}

/**
 * Whether the page is rendering from the server's markup: on the server, and in the browser from
 * the hydrating render until it is committed (client/main.tsx). Components whose first render
 * differs when they mount in the browser (the pin grid's lead) ask.
 */
let hydrating = false;

export const isHydrating = (): boolean => hydrating || typeof window === 'undefined';

export function setHydrating(value: boolean): void {
  hydrating = value;
}

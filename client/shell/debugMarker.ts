/** Whether the address asks for the debug box: any query key starting with `deb_` (platform §2). */
export function wantsDebugBox(query: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(query).some((key) => key.startsWith('deb_'));
}

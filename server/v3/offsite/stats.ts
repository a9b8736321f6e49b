/**
 * Client statistics (issue 18; pin-card §8, platform §4): POST /v3/stats/ {name, tag} counts one in
 * corkboard_client_stats_total{name, tag}. Only the names and tags below are taken — anything else is
 * a 400 — so a client cannot grow the metric's series.
 */
export const CLIENT_STATS: Readonly<Record<string, readonly string[]>> = {
  /** The outbound link check's result (the server's redirect_status), or 'error' when the call failed. */
  offsite_check: ['safe', 'blocked', 'suspicious', 'porn', 'error'],
  /** A click on a link whose href was empty or only a hash: nothing opened. */
  offsite_empty_href: ['logged'],
};

export type StatProblem = { param: 'name' | 'tag'; message: string };

/** Why {name, tag} is not a statistic the server counts, or null when it is. */
export function statProblem(name: unknown, tag: unknown): StatProblem | null {
  if (typeof name !== 'string' || !Object.hasOwn(CLIENT_STATS, name)) {
    return { param: 'name', message: `name must be one of ${Object.keys(CLIENT_STATS).join(', ')}.` };
  }
  const tags = CLIENT_STATS[name]!;
  if (typeof tag !== 'string' || !tags.includes(tag)) return { param: 'tag', message: `tag of ${name} must be one of ${tags.join(', ')}.` };
  return null;
}

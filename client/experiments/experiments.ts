import { createContext, useContext } from 'react';

/**
 * The experiments the UI knows (pin-card §5, §6, §9; platform §6): name → groups, first = default.
 * The server (server/v3/experiment/) assigns each viewer a stable group and honours the
 * forced_experiments cookie; the app shell provides the groups through ExperimentsContext.
 */
export const EXPERIMENTS = {
  /** Ad label on promoted pins: 'Promoted' (default), 'Ad' or 'Sponsored'. */
  web_ad_label: ['promoted', 'ad', 'sponsored'],
  /** The pin card footer: shown (default) or hidden by experiment. */
  web_pin_footer: ['enabled', 'hidden'],
  /** Logged-out hover overlay: the plain save control (default) or the red 'Save' upsell button. */
  web_unauth_red_save: ['control', 'enabled'],
  /** Logged-out mobile shopping pins: 1-line footer clamp when enabled. */
  web_unauth_shopping_one_line: ['control', 'enabled'],
  /** Reactions disabled for signed-in viewers when enabled. */
  web_reactions_disabled: ['control', 'enabled'],
  /** platform §2: the vertical navigation (width 72) instead of the header's Home and Create. */
  web_vertical_nav: ['control', 'enabled'],
  /** platform §4, pin-card §7: the invite landing looks the sender up by REST (control) or by GraphQL v3GetInviteCodeQuery. */
  web_invite_lookup_graphql: ['control', 'enabled'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type ExperimentName = keyof typeof EXPERIMENTS;
export type ExperimentGroup<N extends ExperimentName> = (typeof EXPERIMENTS)[N][number];

/** name → group, as the server assigned them; missing names fall back to the default group. */
export type ExperimentGroups = Readonly<Partial<Record<string, string>>>;

export const ExperimentsContext = createContext<ExperimentGroups>({});

/** This viewer's group in `name` (the default group when the server named none or an unknown one). */
export function experimentGroup<N extends ExperimentName>(groups: ExperimentGroups, name: N): ExperimentGroup<N> {
  const known: readonly string[] = EXPERIMENTS[name];
  const group = groups[name];
  return (group !== undefined && known.includes(group) ? group : known[0]) as ExperimentGroup<N>;
}

export function useExperimentGroup<N extends ExperimentName>(name: N): ExperimentGroup<N> {
  return experimentGroup(useContext(ExperimentsContext), name);
}

/**
 * The experiments v3 assigns (pin-card §5, §6, §9; platform §6, §9): name → groups, the first group
 * being the default (what bots and unknown names get). Must name the same experiments and groups,
 * in the same order, as client/experiments/experiments.ts (a test checks that they agree).
 */
export const EXPERIMENT_REGISTRY = {
  web_ad_label: ['promoted', 'ad', 'sponsored'],
  web_pin_footer: ['enabled', 'hidden'],
  web_unauth_red_save: ['control', 'enabled'],
  web_unauth_shopping_one_line: ['control', 'enabled'],
  web_reactions_disabled: ['control', 'enabled'],
  web_vertical_nav: ['control', 'enabled'],
  web_invite_lookup_graphql: ['control', 'enabled'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type ExperimentName = keyof typeof EXPERIMENT_REGISTRY;

/**
 * How viewers are spread over each experiment's groups, in percent, in the registry's group order
 * (each row sums to 100). A group at 0 is reached only by forcing it (forced_experiments). Variants
 * that take something away from people (a hidden footer, disabled reactions) start at 0; harmless
 * display variants are split.
 */
export const EXPERIMENT_ALLOCATION: { readonly [N in ExperimentName]: readonly number[] } = {
  web_ad_label: [34, 33, 33],
  web_pin_footer: [100, 0],
  web_unauth_red_save: [50, 50],
  web_unauth_shopping_one_line: [50, 50],
  web_reactions_disabled: [100, 0],
  web_vertical_nav: [50, 50],
  web_invite_lookup_graphql: [50, 50],
};

export const EXPERIMENT_NAMES = Object.keys(EXPERIMENT_REGISTRY) as ExperimentName[];

export function isExperimentName(name: string): name is ExperimentName {
  return Object.hasOwn(EXPERIMENT_REGISTRY, name);
}

export function groupsOf(name: ExperimentName): readonly string[] {
  return EXPERIMENT_REGISTRY[name];
}

/**
 * Budgets and pacing (issue 19). Spend accrues per impression (server/v3/event/stats.ts) in
 * ad_daily_stats.spend_micros per ad and UTC day; a campaign's spend is the sum over its ads.
 *
 * - Daily budget: today's spend below the budget, and paced evenly over the UTC day: by a moment of the
 *   day the campaign may have spent the share of the day gone by, plus one hour's share (so a new day,
 *   or a campaign started late in the day, serves at once).
 * - Lifetime budget: all days' spend below the budget. With an end time the remaining budget is spread
 *   over the days left (today's share paced like a daily budget); without one it is spent as fast as
 *   the ads are served.
 */
export const DAY_MS = 86_400_000;
/** The head start of even pacing: one hour's share of a day's budget. */
export const PACING_SLACK = 1 / 24;

export interface CampaignBudget {
  dailyBudgetMicros: number | null;
  lifetimeBudgetMicros: number | null;
  endTime: Date | null;
}

export interface CampaignSpend {
  /** Spend of the current UTC day. */
  today: number;
  /** Spend of all days, today included. */
  total: number;
}

/** The UTC day of `now`, YYYY-MM-DD (ad_daily_stats.day). */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

const startOfDay = (now: Date): number => Math.floor(now.getTime() / DAY_MS) * DAY_MS;

/** How much of today's `budget` may be spent by `now`: the day's elapsed share plus the slack. */
export function pacedAllowance(budget: number, now: Date): number {
  const elapsed = (now.getTime() - startOfDay(now)) / DAY_MS;
  return budget * Math.min(1, elapsed + PACING_SLACK);
}

/** Today's budget of the campaign (null: no daily limit today, only the lifetime one). */
export function todaysBudget(campaign: CampaignBudget, spend: CampaignSpend, now: Date): number | null {
  if (campaign.dailyBudgetMicros !== null) return campaign.dailyBudgetMicros;
  if (campaign.lifetimeBudgetMicros === null || campaign.endTime === null) return null;
  const remainingAtDayStart = campaign.lifetimeBudgetMicros - (spend.total - spend.today);
  const daysLeft = Math.max(1, Math.ceil((campaign.endTime.getTime() - startOfDay(now)) / DAY_MS));
  return remainingAtDayStart / daysLeft;
}

/** Whether the campaign may serve one more impression now. */
export function withinBudget(campaign: CampaignBudget, spend: CampaignSpend, now: Date): boolean {
  if (campaign.lifetimeBudgetMicros !== null && spend.total >= campaign.lifetimeBudgetMicros) return false;
  const today = todaysBudget(campaign, spend, now);
  if (today === null) return true;
  if (spend.today >= today) return false;
  return spend.today < pacedAllowance(today, now);
}

export const OBJECTIVES = ['AWARENESS', 'CONSIDERATION', 'VIDEO_VIEW', 'WEB_CONVERSION', 'CATALOG_SALES'] as const;
export const AD_STATUSES = ['ACTIVE', 'PAUSED', 'ARCHIVED'] as const;
export const AGE_BUCKETS = ['18-24', '25-34', '35-44', '45-49', '50-54', '55-64', '65+'] as const;
export const TARGET_GENDERS = ['female', 'male', 'unknown'] as const;
export const TARGET_DEVICES = ['web', 'web_mobile'] as const;
/** 0-based positions in each page of a feed where an ad may go (home, search, related). */
export const AD_SLOTS = [3, 11, 19] as const;
export const MICROS_PER_UNIT = 1_000_000;
export const MIN_BID_MICROS = 100_000;            // $0.10 CPM
export const MIN_DAILY_BUDGET_MICROS = 1_000_000; // $1 a day
export const MAX_PAGE_SIZE = 50;

/** The signed-in user's own view of themselves: the public detail plus private fields. */
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { V3Error } from '../envelope.ts';
import type { V3User } from '../types.ts';
import { ownDetail } from '../user/load.ts';
import type { Viewer } from '../viewer.ts';
import { onboardingStepOf, type OnboardingStep } from './validate.ts';

export interface V3Me extends V3User {
  email: string | null;
  save_behavior: number;
  dark_mode: boolean;
  is_employee: boolean;
  is_partner: boolean;
  /** The business name given at /business/convert (issue 19); null for personal accounts. */
  business_name: string | null;
  secret_board_count: number;
  /** Sign-up answers (platform §2 steps Gender and UseCase); null when skipped. */
  gender: string | null;
  use_case: string | null;
  /** The sign-up step to resume at (POST /v3/users/me/onboarding/), or null once finished or skipped. */
  onboarding_step: OnboardingStep | null;
  /** A limited-login session (opened from an emailed log-in link): gated writes need the password first. */
  is_limited_login: boolean;
}

export function unauthenticated(): V3Error {
  return new V3Error(401, 'unauthenticated', 'You need to log in first.');
}

export async function meOf(deps: V3Deps, row: UserRow, limited = false): Promise<V3Me> {
  const { user, secretBoardCount } = await ownDetail(deps, row);
  return {
    ...user,
    email: row.email,
    save_behavior: row.saveBehavior,
    dark_mode: row.darkMode,
    is_employee: row.isEmployee,
    is_partner: row.isPartner,
    business_name: row.businessName,
    secret_board_count: secretBoardCount,
    gender: row.gender,
    use_case: row.useCase,
    onboarding_step: onboardingStepOf(row),
    is_limited_login: limited,
  };
}

export async function userRowById(deps: V3Deps, id: number): Promise<UserRow | undefined> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The session user's row; 401 when logged out. */
export async function requireMe(deps: V3Deps, viewer: Viewer): Promise<UserRow> {
  if (viewer.userId === null) throw unauthenticated();
  const row = await userRowById(deps, viewer.userId);
  if (!row) throw unauthenticated();
  return row;
}

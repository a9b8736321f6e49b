import { createContext, useContext } from 'react';
import type { ViewerKind } from '../account/gate';
import type { OnboardingStepValue } from '../account/onboardingSteps';

/** Who is looking, for display rules that depend on the viewer (pin-card §6, platform §1). */
export interface ViewerInfo {
  readonly kind: ViewerKind;
  /** The signed-in user's v3 id (entityId), or null. Pin owner: pinner id equals this. */
  readonly userId: string | null;
  readonly username: string | null;
  readonly isBot: boolean;
  readonly isPartner: boolean;
  readonly isEmployee: boolean;
  /** The sign-up step a member still has to finish or skip (client/account/onboardingSteps.ts); absent or null: none. */
  readonly onboardingStep?: OnboardingStepValue | null;
}

export const LOGGED_OUT: ViewerInfo = Object.freeze({ kind: 'anonymous', userId: null, username: null, isBot: false, isPartner: false, isEmployee: false });

/** Provided once by the app shell from the viewer query; tests provide their own. */
export const ViewerContext = createContext<ViewerInfo>(LOGGED_OUT);

export function useViewer(): ViewerInfo {
  return useContext(ViewerContext);
}

import type { ReactNode } from 'react';
import Redirect from '../shell/Redirect';
import { useViewer } from '../viewer/ViewerContext';
import { allowedDuringOnboarding, onboardingPath } from './onboardingSteps';

/**
 * A member who has not finished or skipped the sign-up steps is sent back to the step they are on,
 * wherever they land (a reload, a new log-in, a typed address); once done, never again. Limited-login
 * viewers (an emailed link) are left alone: the steps would first ask for their password.
 */
export default function OnboardingGate({ pathname, children }: { readonly pathname: string; readonly children?: ReactNode }) {
  const viewer = useViewer();
  if (viewer.kind === 'member' && viewer.onboardingStep && !allowedDuringOnboarding(pathname)) {
    return <Redirect to={onboardingPath(viewer.onboardingStep)} />;
  }
  return <>{children}</>;
}

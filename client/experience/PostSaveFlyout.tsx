import { useMemo } from 'react';
import ExperienceView from './ExperienceView';
import { placementOf } from './placement';
import type { PostSaveAnswer } from './postSaveSignal';
import { useExperience } from './useExperience';

/** The experience a save brought (web_post_save: the first-save education flyout, by the save toast). */
export default function PostSaveFlyout({ answer }: { readonly answer: PostSaveAnswer }) {
  const initial = useMemo(() => placementOf(answer), [answer]);
  return <ExperienceView experience={useExperience(answer.placementId, { initial })} />;
}

import { lazy, Suspense, useEffect, useState } from 'react';
import QuietBoundary from '../shell/QuietBoundary';
import { onPostSave, type PostSaveAnswer } from './postSaveSignal';

const PostSaveFlyout = lazy(() => import('./PostSaveFlyout'));

/** Mounted once in the shell: the post-save experience (the first-save education), its code loaded when one comes. */
export default function PostSaveHost() {
  const [answer, setAnswer] = useState<PostSaveAnswer | null>(null);
  useEffect(() => {
    onPostSave(setAnswer);
    return () => onPostSave(null);
  }, []);
  return answer ? (
    <QuietBoundary>
      <Suspense fallback={null}>
        <PostSaveFlyout answer={answer} />
      </Suspense>
    </QuietBoundary>
  ) : null;
}

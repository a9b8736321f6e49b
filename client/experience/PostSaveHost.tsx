import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import QuietBoundary from '../shell/QuietBoundary';
import { onPostSave, type PostSaveAnswer } from './postSaveSignal';

const PostSaveFlyout = lazy(() => import('./PostSaveFlyout'));

/**
 * Mounted once, in the header's account menu (a member's, on every page; a lazy chunk, not the first
 * script): the post-save experience (the first-save education), in a portal on the body so the
 * header's stacking does not hold it, its code loaded when one comes.
 */
export default function PostSaveHost() {
  const [answer, setAnswer] = useState<PostSaveAnswer | null>(null);
  useEffect(() => {
    onPostSave(setAnswer);
    return () => onPostSave(null);
  }, []);
  return answer
    ? createPortal(
        <QuietBoundary>
          <Suspense fallback={null}>
            <PostSaveFlyout answer={answer} />
          </Suspense>
        </QuietBoundary>,
        document.body,
      )
    : null;
}

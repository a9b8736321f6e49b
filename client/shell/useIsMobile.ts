import { useEffect, useState } from 'react';

/** Spec platform: a viewport under 576 px is mobile. */
export const MOBILE_MAX_WIDTH = 575;
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function matches(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/** True while the viewport is narrower than 576 px; follows resizes. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return mobile;
}

export default useIsMobile;

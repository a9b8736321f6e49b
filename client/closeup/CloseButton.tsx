import { useRouter } from 'found';
import { Box, IconButton } from 'gestalt';
import { useCallback, useEffect } from 'react';

/**
 * An open dialog, menu or popover handles Escape itself; the closeup only closes when none is open.
 * A hidden one does not count: the header's search keeps its (empty, hidden) suggestion list.
 */
export function overlayOpen(): boolean {
  return [...document.querySelectorAll('[role="dialog"], [role="menu"], [role="listbox"]')].some((overlay) => overlay.closest('[hidden]') === null);
}

function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Leaves the closeup: back to where the visitor came from within the site (the feed, with its
 * place kept), else to the home feed when the closeup was the first page of the visit.
 */
export function useCloseCloseup(): () => void {
  const { match, router } = useRouter();
  const index = (match.location as { index?: number }).index ?? 0;
  return useCallback(() => {
    if (index > 0) router.go(-1);
    else router.push('/');
  }, [index, router]);
}

/** The closeup's back control (desktop) and Escape, which does the same. */
export default function CloseButton() {
  const close = useCloseCloseup();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || typing(event.target) || overlayOpen()) return;
      close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close]);
  return (
    <Box display="none" mdDisplay="block" position="absolute" top left marginTop={6} marginStart={4}>
      <IconButton accessibilityLabel="Back" icon="arrow-back" size="lg" bgColor="white" onClick={() => close()} />
    </Box>
  );
}

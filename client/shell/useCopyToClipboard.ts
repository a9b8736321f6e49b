import { useCallback, useMemo, useState } from 'react';

/** idle; copied (say so); failed (the clipboard refused or is missing: offer the text to copy by hand). */
export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard and remembers how that went, for a confirmation or a fallback. */
export function useCopyToClipboard(): { readonly state: CopyState; readonly copy: (text: string) => Promise<void>; readonly reset: () => void } {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch (_error) {
      setState('failed');
    }
  }, []);
  const reset = useCallback(() => setState('idle'), []);
  return useMemo(() => ({ state, copy, reset }), [state, copy, reset]);
}

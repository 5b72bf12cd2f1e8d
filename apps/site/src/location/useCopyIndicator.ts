import { useCallback, useEffect, useRef, useState } from 'react';
import { LOCATION_TOOL_TEXTS } from './locationTexts';

/** SI-247: the copied indicator resets after 2 s. */
export const COPY_RESET_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard; `state` is "copied" for 2 s, or "failed" with its message. */
export function useCopyIndicator(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        if (!clipboard) throw new Error('no clipboard');
        await clipboard.writeText(text);
        setState('copied');
        timer.current = setTimeout(() => setState('idle'), COPY_RESET_MS);
      } catch {
        setState('failed');
      }
    },
    [clipboard],
  );
  return { state, copy, failure: state === 'failed' ? LOCATION_TOOL_TEXTS.copyFailed : null };
}

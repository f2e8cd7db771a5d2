import { useCallback, useEffect, useRef, useState } from 'react';
import { DIALOG } from '../../../domain/rules/constants.ts';

/**
 * The attempted-closing state of a persistent modal: `flash()` turns it on for `durationMs` (100 ms by default, spec
 * section 9); a new attempt restarts the count.
 */
export function useAttemptedCloseFlash(durationMs: number = DIALOG.persistentFlashMs): [boolean, () => void] {
  const [flashing, setFlashing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );
  const flash = useCallback(() => {
    window.clearTimeout(timer.current);
    setFlashing(true);
    timer.current = window.setTimeout(() => {
      setFlashing(false);
    }, durationMs);
  }, [durationMs]);
  return [flashing, flash];
}

import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { PrerenderingContext } from './prerendering.ts';

/** The mark the document carries (`<html data-app-drawn>`) once the app draws the page and answers its controls. */
export const APP_DRAWN_MARK = 'appDrawn';

/**
 * The tree as React first draws it. Hydrating a page the build drew, the first draw is the prerendered one, controls
 * unseen, so React adopts the markup as it is; right after, the controls show, in a transition: React draws that second
 * pass over the whole step in slices, where a synchronous one was a single long task on a phone. Either way the
 * document is marked once the page answers.
 */
export function FirstDraw({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [prerendering, setPrerendering] = useState(hydrating);
  useEffect(() => {
    if (prerendering) {
      startTransition(() => {
        setPrerendering(false);
      });
    } else {
      document.documentElement.dataset[APP_DRAWN_MARK] = '';
    }
  }, [prerendering]);
  return <PrerenderingContext value={prerendering}>{children}</PrerenderingContext>;
}

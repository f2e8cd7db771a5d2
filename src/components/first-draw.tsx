import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { PrerenderingContext } from './prerendering.ts';

/** The mark the document carries (`<html data-app-drawn>`) once the app draws the page and answers its controls. */
export const APP_DRAWN_MARK = 'appDrawn';

const unchanging = () => () => undefined;

/**
 * The tree as React first draws it. Hydrating a page the build drew, the first draw is the prerendered one, controls
 * unseen (React reads the server's snapshot while it hydrates), so React adopts the markup as it is; right after, the
 * controls show. Either way the document is marked once the page answers.
 */
export function FirstDraw({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const prerendering = useSyncExternalStore(
    unchanging,
    () => false,
    () => hydrating,
  );
  useEffect(() => {
    if (!prerendering) document.documentElement.dataset[APP_DRAWN_MARK] = '';
  }, [prerendering]);
  return <PrerenderingContext value={prerendering}>{children}</PrerenderingContext>;
}

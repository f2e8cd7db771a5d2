import { startTransition, StrictMode, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_MARKS } from '../domain/page-storage.ts';
import { FirstDraw } from './components/first-draw.tsx';
import { nextTask } from './next-task.ts';

/**
 * The page the build drew (server/plugins/spa-shells.ts), when the browser shows it as drawn: not when the head's
 * script marked it hidden (a browser that was signed in, a wizard tab that resumes its own step).
 */
function shownDrawnPage(root: HTMLElement): HTMLElement | null {
  const marks = document.documentElement.dataset;
  if (marks[PAGE_MARKS.signedIn] !== undefined || marks[PAGE_MARKS.wizardResumed] !== undefined) return null;
  return root.querySelector<HTMLElement>(':scope > .hw-prerendered');
}

/**
 * Renders one of main.tsx's trees into #root in separate turns of the main thread rather than one long one: React's
 * code runs with this module, then the theme (whose creation alone is a long step on a phone), then a public tree's
 * texts (i18next over its Italian files) with `loadTexts`, then the tree's own modules (MUI's components) with
 * `loadTree`, and the first render is a transition, which React draws in slices, yielding between them. Every stage's
 * chunks are asked for together (build/tree-sources.ts): with the page, or once it has painted for a page the build
 * drew (src/main.tsx), so the stages cost no extra round trip. That page is hydrated: React adopts its elements instead
 * of drawing new ones, so the phone neither builds the page twice nor paints its largest element again.
 */
export async function mount(loadTree: () => Promise<ReactElement>, loadTexts?: () => Promise<unknown>): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  await nextTask();
  await import('./theme.ts');
  await nextTask();
  if (loadTexts) {
    await loadTexts();
    await nextTask();
  }
  const tree = await loadTree();
  await nextTask();
  const drawn = shownDrawnPage(root);
  const app = (
    <StrictMode>
      <FirstDraw hydrating={drawn !== null}>{tree}</FirstDraw>
    </StrictMode>
  );
  startTransition(() => {
    if (drawn) hydrateRoot(drawn, app);
    else createRoot(root).render(app);
  });
}

import { startTransition, StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/** Resolves in a task of its own: what follows runs after the browser has had its turn (input, paint). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Renders one of main.tsx's trees into #root in separate turns of the main thread rather than one long one: React's
 * code runs with this module, then the theme (whose creation alone is a long step on a phone), then the tree's own
 * modules (MUI's components, the texts) with `loadTree`, and the first render is a transition, which React draws in
 * slices, yielding between them. The server preloads every stage's chunks with the page (build/tree-sources.ts), so
 * the stages cost no extra round trip.
 */
export async function mount(loadTree: () => Promise<ReactElement>): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  await nextTask();
  await import('./theme.ts');
  await nextTask();
  const tree = await loadTree();
  await nextTask();
  startTransition(() => {
    createRoot(root).render(<StrictMode>{tree}</StrictMode>);
  });
}

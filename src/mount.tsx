import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders one of main.tsx's trees into #root. */
export function mount(tree: ReactElement): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(<StrictMode>{tree}</StrictMode>);
}

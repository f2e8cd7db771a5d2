import type { PageTree } from '../domain/auth/page-trees.ts';

/**
 * The sources of each tree's stages: the chunk src/main.tsx imports, with React, and the tree's own modules, which it
 * loads as a second step (src/mount.tsx).
 */
export const treeSources: Readonly<Record<PageTree, readonly string[]>> = {
  wizard: ['src/wizard/wizard-main.tsx', 'src/wizard/wizard-app.tsx'],
  welcome: ['src/pages/welcome/welcome-main.tsx', 'src/pages/welcome/welcome-app.tsx'],
  portal: ['src/portal-main.tsx', 'src/App.tsx'],
};

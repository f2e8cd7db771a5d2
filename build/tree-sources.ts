import type { PageTree } from '../domain/auth/page-trees.ts';

/**
 * The sources of each tree's stages (src/mount.tsx): the chunk src/main.tsx imports, with React, the theme, a public
 * tree's texts, and the tree's own modules. tests/web/first-load.test.ts holds the lists to what those files import.
 */
export const treeSources: Readonly<Record<PageTree, readonly string[]>> = {
  wizard: ['src/wizard/wizard-main.tsx', 'src/theme.ts', 'src/wizard/wizard-texts.ts', 'src/wizard/wizard-app.tsx'],
  welcome: [
    'src/pages/welcome/welcome-main.tsx',
    'src/theme.ts',
    'src/pages/welcome/welcome-texts.ts',
    'src/pages/welcome/welcome-app.tsx',
  ],
  portal: ['src/portal-main.tsx', 'src/theme.ts', 'src/App.tsx'],
};

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPrerenderedPage, prerenderedDirOf, type PrerenderedPage } from '../../build/prerender-pages.ts';
import { brandColors, brandFont } from '../../domain/brand.ts';
import type { PageTree } from '../../domain/auth/page-trees.ts';
import { PAGE_MARKS, SIGNED_IN_HINT_KEY, WIZARD_STORAGE_KEY } from '../../domain/page-storage.ts';
import { serverText } from '../i18n/server-texts.ts';
import { escapeHtml } from '../http/escape-html.ts';

/**
 * What a tree's page carries before its modules run: a style for the head, markup for #root, and optionally a script
 * the head runs first (allowed by its hash, `shellScriptHashes`); `drawn` when the markup is the whole first screen.
 */
export type PageShell = {
  style: string;
  markup: string;
  script?: string;
  drawn?: boolean;
  /** The drawn page's emotion rules and their names, which the browser's emotion cache adopts as its own. */
  emotion?: { names: readonly string[]; css: string };
};

/** A script of the page's head that marks the document (`data-<mark>`) when `condition` holds or storage is refused. */
const markWhen = (condition: string, mark: string): string =>
  `try{if(${condition})throw 0}catch(e){document.documentElement.dataset.${mark}=''}`;

/**
 * The welcome page is sent drawn to every browser that asks for / or /welcome, but one that was signed in gets the
 * portal (src/main.tsx; a refused storage counts as signed in there too): the head's script marks it before the first
 * paint, and the drawn page stays hidden while the portal loads.
 */
const signedInMark = markWhen(`localStorage.getItem(${JSON.stringify(SIGNED_IN_HINT_KEY)})==='1'`, PAGE_MARKS.signedIn);

/** A tab that holds the wizard's answers opens on its own step: the first step sent drawn stays hidden meanwhile. */
const wizardResumedMark = markWhen(
  `sessionStorage.getItem(${JSON.stringify(WIZARD_STORAGE_KEY)})!==null`,
  PAGE_MARKS.wizardResumed,
);

/** The hashes of the shells' scripts, for the Content-Security-Policy (server/plugins/security.ts). */
export const shellScriptHashes = [signedInMark, wizardResumedMark].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/** EnergySavingsLeafOutlined of @mui/icons-material, the icon of the wizard's brand bar. */
const LEAF_PATHS = [
  'M12 3c-4.8 0-9 3.86-9 9 0 2.12.74 4.07 1.97 5.61L3 19.59 4.41 21l1.97-1.97C7.93 20.26 9.88 21 12 21c2.3 0 4.61-.88 6.36-2.64C20.12 16.61 21 14.3 21 12V3zm7 9c0 1.87-.73 3.63-2.05 4.95S13.87 19 12 19c-3.86 0-7-3.14-7-7 0-1.9.74-3.68 2.1-4.99C8.42 5.71 10.16 5 12 5h7z',
  'm8.46 12.63 4.05.4-2.44 3.33c-.11.16-.1.38.04.52.15.15.4.16.56.01l5.16-4.63c.33-.3.15-.85-.3-.89l-4.05-.4 2.44-3.33c.11-.16.1-.38-.04-.52-.15-.15-.4-.16-.56-.01l-5.16 4.63c-.32.3-.14.85.3.89',
];

/**
 * The wizard's brand bar as src/wizard/wizard-layout.tsx draws it (MUI's AppBar and Toolbar with the theme: 56 px
 * high on a phone, 48 in landscape, 64 from 600 px; the body's colour and margin of CssBaseline), so a phone on a slow
 * network paints it with the page, not after 150 kB of script; React then draws the same bar in its place, and
 * tests/e2e/wizard-shell.spec.ts checks that nothing moves.
 */
function wizardShell(): PageShell {
  const style = [
    `body{margin:0;background:${brandColors.background}}`,
    `.hw-shell{display:flex;flex-direction:column;box-sizing:border-box;background:${brandColors.primary};color:#fff;border-bottom:3px solid ${brandColors.secondary};font:16px/1.6 ${brandFont}}`,
    '.hw-shell>div{display:flex;align-items:center;min-height:56px;padding:0 16px}',
    '@media (orientation:landscape){.hw-shell>div{min-height:48px}}',
    '@media (min-width:600px){.hw-shell>div{min-height:64px;padding:0 24px}}',
    `.hw-shell svg{width:25.714px;height:25.714px;flex-shrink:0;margin-right:8px;fill:${brandColors.secondary}}`,
    '.hw-shell a{color:inherit;text-decoration:none;font-weight:700;font-size:1.125rem;line-height:1.6}',
    '.hw-shell p{margin:0 0 0 auto;font-size:.9375rem;line-height:1.55;opacity:.9}',
  ].join('');
  const icon = `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${LEAF_PATHS.map((d) => `<path d="${d}"/>`).join('')}</svg>`;
  const markup = `<header class="hw-shell"><div>${icon}<a href="/welcome">${escapeHtml(serverText('brand.name'))}</a><p>${escapeHtml(serverText('wizard.header'))}</p></div></header>`;
  return { style, markup };
}

/** A page the build drew (build/prerender-pages.ts), if this build has it. */
function prerenderedPage(distDir: string, tree: PageTree): PrerenderedPage | null {
  const file = join(prerenderedDirOf(distDir), `${tree}.json`);
  if (!existsSync(file)) return null;
  const page: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return isPrerenderedPage(page) ? page : null;
}

/**
 * A page the build drew, in a wrapper that draws no box of its own, with `script` marking the browsers for which
 * `hidden` (a selector within it) must not show.
 */
function drawnShell(distDir: string, tree: PageTree, script: string, hidden: string): PageShell | null {
  const page = prerenderedPage(distDir, tree);
  if (!page) return null;
  return {
    emotion: { names: page.styleNames, css: page.style },
    style: `.hw-prerendered{display:contents}${hidden}{visibility:hidden}`,
    markup: `<div class="hw-prerendered">${page.markup}</div>`,
    script,
    drawn: true,
  };
}

/**
 * The shell of each tree: the wizard's brand bar (its first step is sent drawn at /wizard itself: `wizardStartShell`);
 * the welcome page as the build drew it, the same for every visitor; none for the portal, whose first screen depends
 * on the browser's session.
 */
export function shellOf(tree: PageTree, distDir: string): PageShell | null {
  if (tree === 'wizard') return wizardShell();
  return tree === 'welcome'
    ? drawnShell(distDir, 'welcome', signedInMark, 'html[data-signed-in] .hw-prerendered')
    : null;
}

/**
 * /wizard's page: the first step as the build drew it, its step hidden in a tab that resumes its own; else the brand
 * bar.
 */
export function wizardStartShell(distDir: string): PageShell {
  return (
    drawnShell(distDir, 'wizard', wizardResumedMark, 'html[data-wizard-resumed] .hw-prerendered main') ?? wizardShell()
  );
}

/**
 * index.html with the shell's styles in the head and its markup in #root, which React adopts (a drawn page:
 * src/mount.tsx) or replaces on its first render.
 */
export function withShell(html: string, shell: PageShell | null): string {
  if (!shell) return html;
  const script = shell.script ? `<script>${shell.script}</script>` : '';
  // @emotion/cache reads `data-emotion="<key> <name>..."` on the page's styles as rules it has inserted already.
  const emotion = shell.emotion
    ? `<style data-emotion="css ${shell.emotion.names.join(' ')}">${shell.emotion.css}</style>`
    : '';
  return html
    .replace('</head>', `${emotion}<style>${shell.style}</style>${script}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${shell.markup}</div>`);
}

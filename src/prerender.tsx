import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PrerenderingContext } from './components/prerendering.ts';
import { WelcomeApp } from './pages/welcome/welcome-app.tsx';
import { WizardApp } from './wizard/wizard-app.tsx';
import type { PrerenderedPage } from '../build/prerender-pages.ts';

/**
 * A tree drawn to markup with the styles it used, its script-only parts unseen (src/components/prerendering.ts).
 * Emotion's cache keeps the same key as the browser's (`css`), so the class names are the ones the browser's first
 * render gives, and `compat` collects the rules, by name, instead of writing them inline.
 */
function prerender(tree: ReactElement): PrerenderedPage {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const markup = renderToString(
    <PrerenderingContext value>
      <CacheProvider value={cache}>{tree}</CacheProvider>
    </PrerenderingContext>,
  );
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { style: rules.map(([, css]) => css).join(''), styleNames: rules.map(([name]) => name), markup };
}

/**
 * The public pages whose first draw is the same for every visitor (the wizard's is its first step, at /wizard), drawn
 * when the SPA is built (build/prerender-pages.ts) so a phone paints them with the page; React then hydrates them,
 * adopting their elements (src/mount.tsx).
 */
export function prerenderedPages(): Record<string, PrerenderedPage> {
  return { welcome: prerender(<WelcomeApp />), wizard: prerender(<WizardApp pathname="/wizard" />) };
}

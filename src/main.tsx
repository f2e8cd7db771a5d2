import { pageTreeOf } from '../domain/auth/page-trees.ts';
import { wasSignedIn } from './providers/signed-in-hint.ts';

/**
 * Three trees, each loaded as its own chunk, so a public page never loads the portal's code: the public energy wizard
 * (/wizard...), the welcome page for a visitor (a browser that was signed in gets the portal, which sends it home),
 * and the portal. This entry holds no React: the chosen tree's chunks, React included, download side by side.
 */
const { pathname } = window.location;
const tree = pageTreeOf(pathname, wasSignedIn());

/**
 * Runs `start` once the browser has painted what the server sent. The wizard's page arrives with its brand bar drawn
 * (server/plugins/spa-shells.ts): on a fast line its preloaded modules would otherwise run before that first paint and
 * hold it back.
 */
function afterFirstPaint(start: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(start, 0);
  });
}

if (tree === 'wizard') {
  afterFirstPaint(() => void import('./wizard/wizard-main.tsx'));
} else if (tree === 'welcome') {
  // The root sends a visitor to the welcome page (domain/auth/navigation.ts): here without loading the portal first.
  if (pathname === '/') window.history.replaceState(null, '', '/welcome?mode=guest');
  void import('./pages/welcome/welcome-main.tsx');
} else {
  void import('./portal-main.tsx');
}

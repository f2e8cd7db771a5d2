import { DEFERRED_CHUNKS_META, pageTreeOf } from '../domain/auth/page-trees.ts';
import { nextTask } from './next-task.ts';
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

/**
 * The chunks of this tree that a page sent with its first screen drawn lists instead of preloading them ahead of its
 * paint (server/plugins/spa-preloads.ts), or none.
 */
function deferredChunks(): string[] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${DEFERRED_CHUNKS_META}"]`);
  return meta?.dataset.tree === tree ? meta.content.split(' ').filter(Boolean) : [];
}
const deferred = deferredChunks();

/**
 * Chunks asked for in one turn of the main thread: on a phone four times slower than this machine, a turn of four
 * took 43 to 49 ms, near a long task (50 ms), and thirty at once would be one while the page shows.
 */
const PRELOADS_PER_TURN = 2;

/** Preloads `files` a few per turn, yielding between turns, and resolves once all are asked for. */
async function preloadInTurns(files: readonly string[]): Promise<void> {
  for (let first = 0; first < files.length; first += PRELOADS_PER_TURN) {
    for (const file of files.slice(first, first + PRELOADS_PER_TURN)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
    await nextTask();
  }
}

/**
 * Loads the tree at once, or once the browser has painted what the server sent (`afterPaint`), after asking for the
 * chunks a page sent drawn lists (the tree's import then finds them asked for already).
 */
function start(load: () => void, afterPaint: boolean): void {
  if (!afterPaint) {
    load();
    return;
  }
  afterFirstPaint(() => {
    void preloadInTurns(deferred).then(load);
  });
}

if (tree === 'wizard') {
  start(() => void import('./wizard/wizard-main.tsx'), true);
} else if (tree === 'welcome') {
  // The root sends a visitor to the welcome page (domain/auth/navigation.ts): here without loading the portal first.
  if (pathname === '/') window.history.replaceState(null, '', '/welcome?mode=guest');
  start(() => void import('./pages/welcome/welcome-main.tsx'), deferred.length > 0);
} else {
  void import('./portal-main.tsx');
}

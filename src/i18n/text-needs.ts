/**
 * Which portal namespaces the modules loaded so far draw their texts from. Each module of the SPA tells it as it loads
 * (the build adds the call: build/text-namespaces.ts); the portal's i18next loads them (`loadTextsWith`), and a screen
 * waits for what its own modules asked (`textsAskedSoFar`) before it draws. It imports nothing, so a module shared with
 * the public pages carries no part of the portal's i18next.
 */

type LoadTexts = (namespaces: string[]) => Promise<unknown>;

let load: LoadTexts | null = null;
const asked = new Set<string>();
const waiting = new Set<string>();
const loading = new Set<Promise<unknown>>();

const track = (namespaces: string[]): void => {
  if (!load || namespaces.length === 0) return;
  const loaded = load(namespaces);
  loading.add(loaded);
  void loaded.finally(() => {
    loading.delete(loaded);
  });
};

/** A module draws texts of these namespaces: they are loaded now, or once the portal's i18next is there. */
export function needTexts(namespaces: readonly string[]): void {
  const fresh = namespaces.filter((name) => !asked.has(name));
  for (const name of fresh) asked.add(name);
  if (load) track(fresh);
  else for (const name of fresh) waiting.add(name);
}

/** The portal's i18next loads what is asked, starting with what was asked before it was there. */
export function loadTextsWith(loader: LoadTexts): void {
  load = loader;
  track([...waiting]);
  waiting.clear();
}

/** Settles once every namespace asked so far is in (or has failed, which i18next reports on its own). */
export function textsAskedSoFar(): Promise<void> {
  return Promise.allSettled([...loading]).then(() => undefined);
}

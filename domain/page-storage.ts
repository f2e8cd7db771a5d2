/**
 * What the SPA keeps in the browser's storage that the pages the server sends read too, in a script of their head
 * before the first paint (server/plugins/spa-shells.ts).
 */

/**
 * localStorage: this browser was signed in when the portal last knew (src/providers/signed-in-hint.ts); main.tsx then
 * opens the portal rather than the welcome page, and the welcome page sent drawn stays hidden.
 */
export const SIGNED_IN_HINT_KEY = 'happyway.signedIn';

/**
 * sessionStorage: the wizard's answers and step in this tab (src/wizard/wizard-storage.ts); a tab that has them opens
 * on its own step, so the first step sent drawn stays hidden.
 */
export const WIZARD_STORAGE_KEY = 'happyway.wizard.v1';

/**
 * The marks (`<html data-…>`) the head's script sets from the keys above: a drawn page so marked stays hidden, and
 * src/mount.tsx draws its own tree in its place instead of hydrating it.
 */
export const PAGE_MARKS = { signedIn: 'signedIn', wizardResumed: 'wizardResumed' } as const;

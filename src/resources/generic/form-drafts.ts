/**
 * Where the forms keep their drafts (sessionStorage, this tab only) and the portal's start-time rule over them; the
 * hook that fills a form from its draft is src/resources/generic/use-form-draft.ts, loaded with the forms.
 */

/** The draft kept under this key, if it is one. */
export const readDraft = (key: string): Record<string, unknown> | null => {
  const saved = sessionStorage.getItem(key);
  if (saved === null) return null;
  try {
    const parsed: unknown = JSON.parse(saved);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const DRAFT_PREFIX = 'happyway.draft.';

/** The storage key of a form's draft: one per user, resource and record (or new record), in this tab only. */
export const formDraftKey = (userId: string, resource: string, recordId: string | undefined): string =>
  `${DRAFT_PREFIX}${userId}.${resource}.${recordId ?? 'new'}`;

/** How the page was loaded (the Navigation Timing entry's type: 'navigate', 'reload', 'back_forward'). */
export const pageLoadType = (): string =>
  performance.getEntriesByType('navigation').map((entry) => (entry as PerformanceNavigationTiming).type)[0] ??
  'navigate';

/**
 * At the portal's start: only a reload brings back what a form held before it. A page left any other way (another
 * address typed, a link out, "Esci" on the browser's warning) was left without saving, so its drafts are dropped and
 * the form opens again as saved.
 */
export function forgetDraftsUnlessReloaded(loadType: string): void {
  if (loadType === 'reload') return;
  const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
  for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
}

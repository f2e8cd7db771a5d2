import { useCallback, useEffect, useRef, useState } from 'react';
import { useWarnAboutChange } from '@refinedev/core';
import type { FieldValues, UseFormSetValue, UseFormWatch } from 'react-hook-form';

const readDraft = (key: string): Record<string, unknown> | null => {
  const saved = sessionStorage.getItem(key);
  if (saved === null) return null;
  try {
    const parsed: unknown = JSON.parse(saved);
    return typeof parsed === 'object' && parsed !== null ? parsed as Record<string, unknown> : null;
  } catch {
    return null;
  }
};

const DRAFT_PREFIX = 'happyway.draft.';

/** The storage key of a form's draft: one per user, resource and record (or new record), in this tab only. */
export const formDraftKey = (userId: string, resource: string, recordId: string | undefined): string =>
  `${DRAFT_PREFIX}${userId}.${resource}.${recordId ?? 'new'}`;

/** How the page was loaded (the Navigation Timing entry's type: 'navigate', 'reload', 'back_forward'). */
export const pageLoadType = (): string => performance.getEntriesByType('navigation').map((entry) => (entry as PerformanceNavigationTiming).type)[0] ?? 'navigate';

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

interface FormDraftOptions<T extends FieldValues> {
  watch: UseFormWatch<T>;
  setValue: UseFormSetValue<T>;
  /** The form holds its starting values (an edited record has loaded): the draft goes on top of them. */
  ready: boolean;
}

type FieldName<T extends FieldValues> = Parameters<UseFormSetValue<T>>[0];

/**
 * What is typed in a form survives a reload (sessionStorage, like the registration): every change is kept, the draft
 * comes back over the loaded values, `restored` says so (the form shows it, with `discard` to go back to the saved
 * values), and the unsaved-changes warning is on again. Leaving the form inside the portal discards the draft (the
 * unsaved-changes warning asked first), so a reopened form shows the record as saved. `clear` after a save or a cancel.
 */
export function useFormDraft<T extends FieldValues>(key: string, { watch, setValue, ready }: FormDraftOptions<T>) {
  const { setWarnWhen } = useWarnAboutChange();
  const restoredOnce = useRef(false);
  /** The draft left by the visit before the reload, read as the form opens. */
  const [draftAtOpen] = useState(() => readDraft(key));
  const [discarded, setDiscarded] = useState(false);
  /** The values the draft covered, as the form had them before it came back (what `discard` puts back). */
  const saved = useRef<Record<string, unknown>>({});
  useEffect(() => {
    if (!ready) return undefined;
    if (!restoredOnce.current) {
      restoredOnce.current = true;
      if (draftAtOpen) {
        const before: Record<string, unknown> = { ...watch() };
        saved.current = Object.fromEntries(Object.keys(draftAtOpen).map((name) => [name, before[name]]));
        for (const [name, value] of Object.entries(draftAtOpen)) setValue(name as FieldName<T>, value as never, { shouldDirty: true });
        setWarnWhen(true);
      }
    }
    const subscription = watch((values, { type }) => {
      if (type === 'change') sessionStorage.setItem(key, JSON.stringify(values));
    });
    return () => { subscription.unsubscribe(); };
  }, [ready, key, watch, setValue, setWarnWhen, draftAtOpen]);
  // Unmounted by a navigation inside the portal, never by a reload: what was left unsaved is discarded.
  useEffect(() => () => { sessionStorage.removeItem(key); }, [key]);
  const clear = useCallback(() => { sessionStorage.removeItem(key); }, [key]);
  const discard = useCallback(() => {
    for (const [name, value] of Object.entries(saved.current)) setValue(name as FieldName<T>, value as never, { shouldDirty: false });
    sessionStorage.removeItem(key);
    setDiscarded(true);
    setWarnWhen(false);
  }, [key, setValue, setWarnWhen]);
  return { clear, restored: draftAtOpen !== null && !discarded, discard };
}

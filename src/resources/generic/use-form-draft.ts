import { useCallback, useEffect, useRef, useState } from 'react';
import { useWarnAboutChange } from '@refinedev/core';
import type { FieldValues, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { readDraft } from './form-drafts.ts';

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
        for (const [name, value] of Object.entries(draftAtOpen))
          setValue(name as FieldName<T>, value as never, { shouldDirty: true });
        setWarnWhen(true);
      }
    }
    const subscription = watch((values, { type }) => {
      if (type === 'change') sessionStorage.setItem(key, JSON.stringify(values));
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [ready, key, watch, setValue, setWarnWhen, draftAtOpen]);
  // Unmounted by a navigation inside the portal, never by a reload: what was left unsaved is discarded.
  useEffect(
    () => () => {
      sessionStorage.removeItem(key);
    },
    [key],
  );
  const clear = useCallback(() => {
    sessionStorage.removeItem(key);
  }, [key]);
  const discard = useCallback(() => {
    for (const [name, value] of Object.entries(saved.current))
      setValue(name as FieldName<T>, value as never, { shouldDirty: false });
    sessionStorage.removeItem(key);
    setDiscarded(true);
    setWarnWhen(false);
  }, [key, setValue, setWarnWhen]);
  return { clear, restored: draftAtOpen !== null && !discarded, discard };
}

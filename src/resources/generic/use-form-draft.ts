import { useEffect, useRef } from 'react';
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

/** The storage key of a form's draft: one per user, resource and record (or new record), in this tab only. */
export const formDraftKey = (userId: string, resource: string, recordId: string | undefined): string =>
  `happyway.draft.${userId}.${resource}.${recordId ?? 'new'}`;

interface FormDraftOptions<T extends FieldValues> {
  watch: UseFormWatch<T>;
  setValue: UseFormSetValue<T>;
  /** The form holds its starting values (an edited record has loaded): the draft goes on top of them. */
  ready: boolean;
}

/**
 * What is typed in a form survives a reload (sessionStorage, like the registration): every change is kept, the draft
 * comes back over the loaded values, and the unsaved-changes warning is on again. `clear` after a save or a cancel.
 */
export function useFormDraft<T extends FieldValues>(key: string, { watch, setValue, ready }: FormDraftOptions<T>) {
  const { setWarnWhen } = useWarnAboutChange();
  const restored = useRef(false);
  useEffect(() => {
    if (!ready) return undefined;
    if (!restored.current) {
      restored.current = true;
      const draft = readDraft(key);
      if (draft) {
        for (const [name, value] of Object.entries(draft)) setValue(name as Parameters<UseFormSetValue<T>>[0], value as never, { shouldDirty: true });
        setWarnWhen(true);
      }
    }
    const subscription = watch((values, { type }) => {
      if (type === 'change') sessionStorage.setItem(key, JSON.stringify(values));
    });
    return () => { subscription.unsubscribe(); };
  }, [ready, key, watch, setValue, setWarnWhen]);
  return { clear: () => { sessionStorage.removeItem(key); } };
}

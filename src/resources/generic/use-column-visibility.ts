import { useState } from 'react';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';

const storageKey = (listKey: string) => `happyway.columns.${listKey}`;

function stored(listKey: string): GridColumnVisibilityModel {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(listKey)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

/**
 * Which columns of a list are shown: the user's choice, kept in this browser per list (a column missing from it is
 * shown), until a saved view sets another.
 */
export function useColumnVisibility(listKey: string) {
  const [model, setModel] = useState<GridColumnVisibilityModel>(() => stored(listKey));
  const change = (next: GridColumnVisibilityModel) => {
    setModel(next);
    window.localStorage.setItem(storageKey(listKey), JSON.stringify(next));
  };
  /** The visible columns among `fields`, or null when every one is (the list's own columns). */
  const visibleOf = (fields: readonly string[]): string[] | null =>
    fields.every((field) => model[field] !== false) ? null : fields.filter((field) => model[field] !== false);
  /** Shows exactly `visible` among `fields` (every one when null). */
  const show = (fields: readonly string[], visible: readonly string[] | null) => {
    change(Object.fromEntries(fields.map((field) => [field, visible === null || visible.includes(field)])));
  };
  return { model, change, visibleOf, show };
}

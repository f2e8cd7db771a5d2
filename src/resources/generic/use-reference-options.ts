import { useEffect, useState } from 'react';
import type { ReferenceOptionsEndpoint } from '../../../domain/api/references.ts';
import type { ReferenceOption } from '../../../domain/schemas/reference-options.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

export type { ReferenceOption };

/** How many choices one search asks for. */
export const REFERENCE_SEARCH_LIMIT = 20;
/** How long the picker waits after the last key before it asks the server. */
export const REFERENCE_SEARCH_DEBOUNCE_MS = 300;

/** `text`, once it has not changed for `delay` ms. */
function useDebounced(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(text);
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [text, delay]);
  return settled;
}

export interface ReferenceSearch {
  /** The endpoint serving the choices (`referenceOptionsEndpoint`). */
  path: ReferenceOptionsEndpoint;
  /** The values of the fields it depends on, sent as query parameters. */
  parameters: Record<string, string>;
  /** What the user typed. */
  text: string;
  /** Search only while the list is open. */
  open: boolean;
  /** The current values, labelled through `?ids=`. */
  ids: readonly string[];
}

/**
 * A reference field's choices, searched on the server (`?q=&limit=`, debounced, only while the list is open) and the
 * labels of its current values (`?ids=`): never every row. The choices shown always answer the text in the field:
 * while what was typed is not yet asked for, the list says it is loading rather than offer the previous text's rows,
 * which the answer would replace under the pointer.
 */
export function useReferenceOptions({ path, parameters, text, open, ids }: ReferenceSearch) {
  const typed = text.trim();
  const q = useDebounced(typed, REFERENCE_SEARCH_DEBOUNCE_MS);
  const search = useApiQuery(path, { query: { ...parameters, q, limit: REFERENCE_SEARCH_LIMIT } }, { enabled: open });
  const sortedIds = [...ids].sort().join(',');
  const current = useApiQuery(path, { query: { ...parameters, ids: sortedIds } }, { enabled: sortedIds !== '' });
  const asked = q === typed;
  return {
    options: asked ? (search.data?.data ?? []) : [],
    chosen: current.data?.data ?? [],
    loading: open && (search.isFetching || !asked),
    failed: search.isError || current.isError,
  };
}

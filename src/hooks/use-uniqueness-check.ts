import { useEffect, useState } from 'react';
import type { UniquenessRequest, UniquenessResult } from '../../domain/schemas/uniqueness.ts';
import { httpClient } from '../providers/http-client.ts';

const debounceMs = 400;

/**
 * Asks the server (POST /profile/validate) whether an e-mail or phone is free, 400 ms after the user stops typing.
 * Answers the spec's message ('Email già in uso', 'Numero di telefono non valido') or null; `enabled` false skips it.
 */
export function useUniquenessCheck(type: UniquenessRequest['type'], value: string, excluding: string | undefined, enabled: boolean): string | null {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    setMessage(null);
    if (!enabled || !value.trim()) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const body: UniquenessRequest = { type, value, ...(excluding && { excluding }) };
      httpClient.post<UniquenessResult>('/profile/validate', body, { signal: controller.signal })
        .then(({ data }) => {
          setMessage(data.valid ? null : (data.message ?? null));
        })
        .catch(() => undefined);
    }, debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [type, value, excluding, enabled]);
  return message;
}

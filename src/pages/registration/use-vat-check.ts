import { useEffect, useState } from 'react';
import { isValidVat } from '../../../domain/rules/vat.ts';
import type { UniquenessResult } from '../../../domain/schemas/uniqueness.ts';
import { httpClient } from '../../providers/http-client.ts';

const debounceMs = 400;

/**
 * Asks GET /profile/organization/checkvat/{vat} whether a well-formed VAT number is still free, 400 ms after the user
 * stops typing; answers the server's message ('Partita IVA già registrata') or null.
 */
export function useVatCheck(vat: string): string | null {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    setMessage(null);
    const value = vat.trim();
    if (!isValidVat(value)) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      httpClient.get<UniquenessResult>(`/profile/organization/checkvat/${value}`, { signal: controller.signal })
        .then(({ data }) => { setMessage(data.valid ? null : (data.message ?? null)); })
        .catch(() => undefined);
    }, debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [vat]);
  return message;
}

import { profileApi } from '../../domain/api/profile.ts';
import type { UniquenessRequest } from '../../domain/schemas/uniqueness.ts';
import { useServerCheck } from './use-server-check.ts';

/**
 * Asks the server (POST /profile/validate) whether an e-mail or phone is free, 400 ms after the user stops typing.
 * Answers the spec's message ('Email già in uso', 'Numero di telefono non valido') or null; `enabled` false skips it.
 */
export function useUniquenessCheck(
  type: UniquenessRequest['type'],
  value: string,
  excluding: string | undefined,
  enabled: boolean,
): string | null {
  const body: UniquenessRequest = { type, value, ...(excluding && { excluding }) };
  return useServerCheck(enabled && value.trim() ? { endpoint: profileApi.checkUniqueness, body } : null);
}

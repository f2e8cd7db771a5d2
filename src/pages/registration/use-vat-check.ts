import { organizationsApi } from '../../../domain/api/organizations.ts';
import { isValidVat } from '../../../domain/rules/vat.ts';
import { useServerCheck } from '../../hooks/use-server-check.ts';

/**
 * Asks GET /profile/organization/checkvat/{vat} whether a well-formed VAT number is still free, 400 ms after the user
 * stops typing; answers the server's message ('Partita IVA già registrata') or null.
 */
export function useVatCheck(vat: string): string | null {
  const value = vat.trim();
  return useServerCheck(
    isValidVat(value) ? { endpoint: organizationsApi.checkVat, request: { params: { vat: value } } } : null,
  );
}

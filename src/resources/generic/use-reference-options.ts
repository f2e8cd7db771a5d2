import type { ReferenceOption } from '../../../domain/schemas/reference-options.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

export type { ReferenceOption };

/** The most choices a picker loads (the server's maximum). */
const CHOICES_LIMIT = 50;

/** The choices of a `reference` field at its options path (`referenceOptionsPath`), cached by path; none without a path. */
export function useReferenceOptions(optionsPath: string | undefined, parameters: Record<string, string> = {}) {
  const path = optionsPath ? `${optionsPath}?${new URLSearchParams({ ...parameters, limit: String(CHOICES_LIMIT) }).toString()}` : '';
  const query = useApiQuery<{ data: ReferenceOption[] }>(path, { enabled: path !== '' });
  return { options: query.data?.data ?? [], loading: query.isLoading, failed: query.isError };
}

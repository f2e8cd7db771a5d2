import type { FieldDeclaration } from '../../../domain/resources/declaration.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

/** One choice of a `reference` field, as its `optionsPath` answers it. */
export interface ReferenceOption {
  id: string;
  label: string;
}

/** The choices of a `reference` field (none for other kinds), loaded once and cached by path. */
export function useReferenceOptions(field: FieldDeclaration) {
  const path = field.reference?.optionsPath ?? '';
  const query = useApiQuery<{ data: ReferenceOption[] }>(path, { enabled: path !== '' });
  return { options: query.data?.data ?? [], loading: query.isLoading, failed: query.isError };
}

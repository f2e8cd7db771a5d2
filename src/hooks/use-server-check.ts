import type { UniquenessResult } from '../../domain/schemas/uniqueness.ts';
import { useApiCheck, type ApiCheck } from './use-api.ts';

/**
 * A uniqueness check the server answers with a UniquenessResult, asked 400 ms after the input stops changing: the
 * server's message when the value is refused, else null (also while asking, or when the check itself failed).
 */
export function useServerCheck(check: ApiCheck | null): string | null {
  const answer = useApiCheck<UniquenessResult>(check);
  return answer.state === 'answered' && !answer.data.valid ? (answer.data.message ?? null) : null;
}

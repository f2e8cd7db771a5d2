import type { Endpoint, HttpMethod } from '../../domain/api/endpoint.ts';
import type { UniquenessResult } from '../../domain/schemas/uniqueness.ts';
import { useApiCheck, type ApiCheck } from './use-api.ts';

/** An endpoint that answers whether a value is free (the e-mail, phone and VAT number checks). */
type UniquenessCheck = Endpoint<HttpMethod, string, unknown, unknown, UniquenessResult>;

/**
 * A uniqueness check the server answers with a UniquenessResult, asked 400 ms after the input stops changing: the
 * server's message when the value is refused, else null (also while asking, or when the check itself failed).
 */
export function useServerCheck<E extends UniquenessCheck>(check: ApiCheck<E> | null): string | null {
  const answer = useApiCheck(check);
  return answer.state === 'answered' && !answer.data.valid ? (answer.data.message ?? null) : null;
}

import type { EnergyEstimate } from '../../domain/energy/estimate-types.ts';
import type { ApiError } from '../../domain/rules/api-error-body.ts';
import type { AnswersInput } from './wizard-draft.ts';

/** The wizard's two public calls, with plain fetch: the wizard does not load the admin app's HTTP client. */

export type ComuneOption = { name: string; displayName: string; province: string; zone: string; degreeDays: number };

export type EstimateOutcome =
  | { ok: true; estimate: EnergyEstimate }
  | { ok: false; kind: 'invalid'; errors: { path: string; message: string }[] }
  | { ok: false; kind: 'failed'; status: number };

function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && 'statusCode' in body && 'message' in body;
}

export async function requestEstimate(answers: AnswersInput, signal?: AbortSignal): Promise<EstimateOutcome> {
  const response = await fetch('/api/evaluator/energy/estimate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(answers),
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, estimate: body as EnergyEstimate };
  if (response.status === 400 && isApiError(body) && body.errors) return { ok: false, kind: 'invalid', errors: body.errors };
  return { ok: false, kind: 'failed', status: response.status };
}

export async function searchComuni(query: string, signal?: AbortSignal): Promise<ComuneOption[]> {
  const params = new URLSearchParams({ q: query, limit: '10' });
  const response = await fetch(`/api/evaluator/comuni?${params.toString()}`, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) return [];
  return (await response.json()) as ComuneOption[];
}

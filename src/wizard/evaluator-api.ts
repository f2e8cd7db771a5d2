import { API_BASE } from '../../domain/api/base.ts';
import { urlOf, type AnswerOf } from '../../domain/api/endpoint.ts';
import { publicApi } from '../../domain/api/public.ts';
import type { ApiError } from '../../domain/rules/api-error-body.ts';
import type { AnswersInput } from './wizard-draft.ts';

/** The wizard's two public calls, with plain fetch: the wizard does not load the admin app's HTTP client. */

export type ComuneOption = AnswerOf<typeof publicApi.comuni>[number];

export type EstimateOutcome =
  | { ok: true; estimate: AnswerOf<typeof publicApi.estimate> }
  | { ok: false; kind: 'invalid'; errors: { path: string; message: string }[] }
  | { ok: false; kind: 'failed'; status: number };

function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && 'statusCode' in body && 'message' in body;
}

export async function requestEstimate(answers: AnswersInput, signal?: AbortSignal): Promise<EstimateOutcome> {
  const response = await fetch(`${API_BASE}${urlOf(publicApi.estimate)}`, {
    method: publicApi.estimate.method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(answers),
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, estimate: body as AnswerOf<typeof publicApi.estimate> };
  if (response.status === 400 && isApiError(body) && body.errors)
    return { ok: false, kind: 'invalid', errors: body.errors };
  return { ok: false, kind: 'failed', status: response.status };
}

export async function searchComuni(query: string, signal?: AbortSignal): Promise<ComuneOption[]> {
  const response = await fetch(`${API_BASE}${urlOf(publicApi.comuni, { query: { q: query, limit: 10 } })}`, {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) return [];
  return (await response.json()) as ComuneOption[];
}

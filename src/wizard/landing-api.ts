import { API_BASE } from '../../domain/api/base.ts';
import { urlOf, type AnswerOf } from '../../domain/api/endpoint.ts';
import { publicApi } from '../../domain/api/public.ts';
import type { ApiError } from '../../domain/rules/api-error-body.ts';
import type { AnswersInput } from './wizard-draft.ts';

/** The handoff's public calls (spec section 7, landing contact), with plain fetch like the estimate. */

export type ContactInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  privacyAccepted: boolean;
};

export type HandoffOutcome =
  | { ok: true; created: AnswerOf<typeof publicApi.submitContact> }
  | { ok: false; kind: 'invalid'; errors: { path: string; message: string }[] }
  | { ok: false; kind: 'failed'; status: number };

export type Lookup<T> = { ok: true; value: T } | { ok: false; status: number; message: string | null };

function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && 'statusCode' in body && 'message' in body;
}

const json = { 'content-type': 'application/json', accept: 'application/json' };

export async function sendHandoff(
  answers: AnswersInput,
  contact: ContactInput,
  networkCode: string | null,
): Promise<HandoffOutcome> {
  const response = await fetch(`${API_BASE}${urlOf(publicApi.submitContact)}`, {
    method: publicApi.submitContact.method,
    headers: json,
    body: JSON.stringify({ answers, ...contact, ...(networkCode && { networkCode }) }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, created: body as AnswerOf<typeof publicApi.submitContact> };
  if (response.status === 400 && isApiError(body) && body.errors)
    return { ok: false, kind: 'invalid', errors: body.errors };
  return { ok: false, kind: 'failed', status: response.status };
}

async function lookup<T>(url: string, signal: AbortSignal): Promise<Lookup<T>> {
  const response = await fetch(`${API_BASE}${url}`, { headers: { accept: 'application/json' }, signal });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: body as T };
  return { ok: false, status: response.status, message: isApiError(body) ? body.message : null };
}

export const fetchLandingResult = (token: string, signal: AbortSignal) =>
  lookup<AnswerOf<typeof publicApi.savedResult>>(urlOf(publicApi.savedResult, { params: { token } }), signal);

/** Whether a contact from this province (through this network's link) would reach a Local Manager. */
export const fetchCoverage = (province: string, networkCode: string | null, signal: AbortSignal) =>
  lookup<AnswerOf<typeof publicApi.coverage>>(
    urlOf(publicApi.coverage, { query: { province, networkCode: networkCode ?? undefined } }),
    signal,
  );

export const fetchLandingNetwork = (code: string, signal: AbortSignal) =>
  lookup<AnswerOf<typeof publicApi.landingNetwork>>(urlOf(publicApi.landingNetwork, { params: { code } }), signal);

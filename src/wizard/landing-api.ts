import type { ApiError } from '../../domain/rules/api-error-body.ts';
import type { LandingContactCreated, LandingNetwork, LandingResult } from '../../domain/schemas/landing-contacts.ts';
import type { AnswersInput } from './wizard-draft.ts';

/** The handoff's public calls (spec section 7, landing contact), with plain fetch like the estimate. */

export type ContactInput = { firstName: string; lastName: string; email: string; phone: string; privacyAccepted: boolean };

export type HandoffOutcome =
  | { ok: true; created: LandingContactCreated }
  | { ok: false; kind: 'invalid'; errors: { path: string; message: string }[] }
  | { ok: false; kind: 'failed'; status: number };

export type Lookup<T> = { ok: true; value: T } | { ok: false; status: number; message: string | null };

function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && 'statusCode' in body && 'message' in body;
}

const json = { 'content-type': 'application/json', accept: 'application/json' };

export async function sendHandoff(answers: AnswersInput, contact: ContactInput, networkCode: string | null): Promise<HandoffOutcome> {
  const response = await fetch('/api/profile/landingcontact/', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ answers, ...contact, ...(networkCode && { networkCode }) }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, created: body as LandingContactCreated };
  if (response.status === 400 && isApiError(body) && body.errors) return { ok: false, kind: 'invalid', errors: body.errors };
  return { ok: false, kind: 'failed', status: response.status };
}

async function lookup<T>(path: string, signal: AbortSignal): Promise<Lookup<T>> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: body as T };
  return { ok: false, status: response.status, message: isApiError(body) ? body.message : null };
}

export const fetchLandingResult = (token: string, signal: AbortSignal) =>
  lookup<LandingResult>(`/api/profile/landingcontact/token/${encodeURIComponent(token)}`, signal);

/** Whether a contact from this province (through this network's link) would reach a Local Manager. */
export const fetchCoverage = (province: string, networkCode: string | null, signal: AbortSignal) =>
  lookup<{ covered: boolean }>(
    `/api/profile/landingcontact/coverage?province=${encodeURIComponent(province)}${networkCode ? `&networkCode=${encodeURIComponent(networkCode)}` : ''}`,
    signal,
  );

export const fetchLandingNetwork = (code: string, signal: AbortSignal) =>
  lookup<LandingNetwork>(`/api/profile/landingcontact/network/${encodeURIComponent(code)}`, signal);

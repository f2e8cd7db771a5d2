import { useCallback, useEffect, useState } from 'react';
import type { DataStep, RegistrationFlow } from '../../../domain/registration/flows.ts';

/** What one step's form holds, as typed (strings, booleans, lists): the schemas turn it into the request. */
export type StepValues = Record<string, unknown>;

/** The invitation behind the link, as the token lookup answered it. */
export interface InvitationPrefill {
  email: string;
  networkCode: string;
  networkName: string;
}

export interface RegistrationDraft {
  /** The invitation token of the link; null for a registration with a network code. */
  token: string | null;
  /** The step the user is on; null before the first one, 'done' once registered. */
  position: DataStep | 'done' | null;
  values: Partial<Record<DataStep, StepValues>>;
  invitation: InvitationPrefill | null;
  /** The name of the network the code joins, once checked. */
  networkName: string | null;
  /** The e-mail the finished registration used (the thank-you step shows it). */
  registeredEmail: string | null;
}

/** Never kept in the browser's storage: the user types them again after a reload. */
const secretFields = ['password', 'confirmPassword'] as const;

const storageKey = (flow: RegistrationFlow) => `happyway.registration.${flow}`;

const emptyDraft = (token: string | null): RegistrationDraft => ({
  token,
  position: null,
  values: {},
  invitation: null,
  networkName: null,
  registeredEmail: null,
});

function withoutSecrets(draft: RegistrationDraft): RegistrationDraft {
  const user = draft.values.user;
  if (!user) return draft;
  const kept = Object.fromEntries(
    Object.entries(user).filter(([key]) => !(secretFields as readonly string[]).includes(key)),
  );
  return { ...draft, values: { ...draft.values, user: kept } };
}

/** The draft kept for this flow in sessionStorage, if it belongs to the same link (the same token, or none). */
function restore(flow: RegistrationFlow, token: string | null): RegistrationDraft {
  const raw = window.sessionStorage.getItem(storageKey(flow));
  if (!raw) return emptyDraft(token);
  try {
    const draft = JSON.parse(raw) as RegistrationDraft;
    return draft.token === token ? draft : emptyDraft(token);
  } catch {
    return emptyDraft(token);
  }
}

/**
 * Everything typed in a registration flow, kept across back and forward and across a reload of the page
 * (sessionStorage, one tab), except the password and its confirmation, which live only in memory.
 */
export function useRegistrationDraft(flow: RegistrationFlow, token: string | null) {
  const [draft, setDraft] = useState<RegistrationDraft>(() => restore(flow, token));
  /** The user data came back from storage, so the password typed before the reload is gone. */
  const [restoredUser] = useState(() => draft.values.user !== undefined);

  useEffect(() => {
    window.sessionStorage.setItem(storageKey(flow), JSON.stringify(withoutSecrets(draft)));
  }, [flow, draft]);

  /** Keeps a step's values (in memory with the password fields; the stored copy leaves them out). */
  const saveStep = useCallback((step: DataStep, values: StepValues) => {
    setDraft((current) => ({ ...current, values: { ...current.values, [step]: values } }));
  }, []);

  const passwordForgotten = restoredUser && !draft.values.user?.password;
  return { draft, update: setDraft, saveStep, passwordForgotten };
}

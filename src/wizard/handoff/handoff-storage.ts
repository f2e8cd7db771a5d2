import { z } from 'zod';
import type { Assignee } from '../../../domain/schemas/landing-contacts.ts';

/**
 * Remembers, for this tab, that these answers were already handed over: a refresh shows the thanks, not the form again.
 */
export const HANDOFF_STORAGE_KEY = 'happyway.wizard.handoff.v1';

export type SentHandoff = { answers: string; firstName: string; email: string; localManager: Assignee | null };

const sentSchema = z.object({
  answers: z.string(),
  firstName: z.string(),
  email: z.string(),
  localManager: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** The handoff already sent for exactly these answers, if any. */
export function sentHandoffFor(answers: string): SentHandoff | null {
  try {
    const parsed = sentSchema.safeParse(JSON.parse(storage()?.getItem(HANDOFF_STORAGE_KEY) ?? 'null'));
    return parsed.success && parsed.data.answers === answers ? parsed.data : null;
  } catch {
    return null;
  }
}

export function rememberHandoff(sent: SentHandoff): void {
  try {
    storage()?.setItem(HANDOFF_STORAGE_KEY, JSON.stringify(sent));
  } catch {
    // Private browsing or a full quota: a refresh then shows the form again.
  }
}

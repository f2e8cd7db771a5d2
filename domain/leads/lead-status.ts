import { defineWorkflow, movesFrom, transitionBetween } from '../workflow/workflow.ts';

/**
 * The life of a lead (a home-owner's landing contact) in the Local Manager's hands: New when the wizard hands it over,
 * Contacted once the Local Manager has called or written, Closed when it is done. Only these steps are allowed.
 */
export const LEAD_STATUSES = ['New', 'Contacted', 'Closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Status names as the server's messages and e-mails say them (the SPA's twin is `leads.status` in locales). */
export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  New: 'Nuovo',
  Contacted: 'Contattato',
  Closed: 'Chiuso',
};

export const leadTransitionRefused = (from: LeadStatus, to: LeadStatus): string =>
  `Il contatto è «${LEAD_STATUS_LABELS[from]}» e non può passare a «${LEAD_STATUS_LABELS[to]}».`;

/** The lead workflow: whoever sees a lead (the leads' visibility) moves it one step on; no history is kept. */
export const leadWorkflow = defineWorkflow<LeadStatus, never>({
  statuses: LEAD_STATUSES,
  labels: LEAD_STATUS_LABELS,
  transitions: [
    { from: 'New', to: 'Contacted', via: 'status' },
    { from: 'Contacted', to: 'Closed', via: 'status' },
  ],
  refusals: { notAllowed: leadTransitionRefused },
});

export const canChangeLeadStatus = (from: LeadStatus, to: LeadStatus): boolean =>
  transitionBetween(leadWorkflow, from, to) !== undefined;

/** The one status a lead may move to next, or undefined when it is closed. */
export const nextLeadStatus = (from: LeadStatus): LeadStatus | undefined => movesFrom(leadWorkflow, from, [])[0]?.to;

export const isLeadStatus = (value: string): value is LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value);

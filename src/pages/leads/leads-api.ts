import type { LeadStatus } from '../../../domain/leads/lead-status.ts';
import type { Lead, LeadList } from '../../../domain/schemas/landing-contacts.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

const LEADS_PATH = '/profile/landingcontact';

export const leadsPath = ({ page, limit, status }: { page: number; limit: number; status?: LeadStatus | undefined }) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit), ...(status && { status }) });
  return `${LEADS_PATH}?${query.toString()}`;
};

/** One page of the leads the caller may see (a Local Manager's own, all of them for back office). */
export const useLeads = (query: Parameters<typeof leadsPath>[0]) => useApiQuery<LeadList>(leadsPath(query));

/** Where a lead's status is moved (`PUT` with `{ status }`). */
export const leadStatusPath = (lead: Pick<Lead, 'id'>): string => `${LEADS_PATH}/${lead.id}/status`;

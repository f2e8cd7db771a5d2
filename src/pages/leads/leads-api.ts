import { useMutation } from '@tanstack/react-query';
import type { LeadStatus } from '../../../domain/leads/lead-status.ts';
import type { Lead, LeadList } from '../../../domain/schemas/landing-contacts.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { useInvalidateApi } from '../../hooks/use-invalidate-api.ts';
import { httpClient } from '../../providers/http-client.ts';

const LEADS_PATH = '/profile/landingcontact';

export const leadsPath = ({ page, limit, status }: { page: number; limit: number; status?: LeadStatus | undefined }) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit), ...(status && { status }) });
  return `${LEADS_PATH}?${query.toString()}`;
};

/** One page of the leads the caller may see (a Local Manager's own, all of them for back office). */
export const useLeads = (query: Parameters<typeof leadsPath>[0]) => useApiQuery<LeadList>(leadsPath(query));

/** Moves a lead to its next status; every leads list on screen (lists, counts, dashboard) is fetched again. */
export function useLeadStatusChange() {
  const invalidate = useInvalidateApi();
  return useMutation({
    mutationFn: async ({ lead, status }: { lead: Lead; status: LeadStatus }) =>
      (await httpClient.put<Lead>(`${LEADS_PATH}/${lead.id}/status`, { status })).data,
    onSuccess: () => invalidate(LEADS_PATH),
  });
}

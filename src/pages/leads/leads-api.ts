import type { RequestOf } from '../../../domain/api/endpoint.ts';
import { leadsApi } from '../../../domain/api/leads.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

/** One page of the leads the caller may see (a Local Manager's own, all of them for back office). */
export const useLeads = (query: RequestOf<typeof leadsApi.list>['query']) => useApiQuery(leadsApi.list, { query });

import type { z } from 'zod';
import { constructionSiteApi } from '../../../domain/api/condominiums.ts';
import { resourceEndpoints } from '../../../domain/api/resources.ts';
import { condominiumsResource } from '../../../domain/resources/condominiums.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

export type CondominiumRecord = z.infer<typeof condominiumsResource.record>;

/**
 * The generated calls of the condominiums (domain/resources/condominiums.ts): the detail, the create of a project's.
 */
export const condominiumEndpoints = resourceEndpoints(condominiumsResource);

/** The condominium with its buildings and stairs (spec: `GET /happyway/condominiums/{id}?projections`). */
export const useCondominium = (id: string) =>
  useApiQuery(condominiumEndpoints.detail, { params: { id }, query: { projections: 'buildings' } });
export const useSite = (id: string) => useApiQuery(constructionSiteApi.site, { params: { id } });
export const useValidation = (id: string) => useApiQuery(constructionSiteApi.validation, { params: { id } });

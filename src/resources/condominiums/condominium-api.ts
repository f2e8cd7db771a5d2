import type { z } from 'zod';
import type { SiteView, ValidationResult } from '../../../domain/construction-site/schemas.ts';
import type { condominiumsResource } from '../../../domain/resources/condominiums.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

export type CondominiumRecord = z.infer<typeof condominiumsResource.record>;

export const condominiumPath = (id: string) => `/happyway/condominiums/${id}`;
export const sitePath = (id: string) => `/happyway/cantiere/condominiums/${id}`;

/** The condominium with its buildings and stairs (spec: `GET /happyway/condominiums/{id}?projections`). */
export const useCondominium = (id: string) => useApiQuery<CondominiumRecord>(`${condominiumPath(id)}?projections=buildings`);
export const useSite = (id: string) => useApiQuery<SiteView>(sitePath(id));
export const useValidation = (id: string) => useApiQuery<ValidationResult>(`${sitePath(id)}/bt-results`);

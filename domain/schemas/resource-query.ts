import { z } from 'zod';

/**
 * The query of a resource's list, its CSV export and its reference choices, as sent: each parameter once or repeated;
 * the declaration parses it (server/crud/list-query.ts, server/crud/references.ts).
 */
export const resourceQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/**
 * A single read's `?extend=`; the spec's `?projections=` (condominiums, section 7) is the same parameter under its
 * name.
 */
export const resourceReadQuerySchema = z.object({ extend: z.string().optional(), projections: z.string().optional() });

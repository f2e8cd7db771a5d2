import { z } from 'zod';

/** The one answer of every paged list: `{ data, total, page, limit }` (DESIGN.md, conventions of the API). */
export const pagedListSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });

const PAGE_INVALID = 'La pagina deve essere un numero intero maggiore di zero';

/** The `page` and `limit` of a paged list's query: `limit` from 1 to `maxLimit`, `defaultLimit` when absent. */
export function pageQueryShape(defaultLimit: number, maxLimit: number) {
  const limitInvalid = `Il limite deve essere un numero intero tra 1 e ${String(maxLimit)}`;
  return {
    page: z.coerce
      .number({ error: PAGE_INVALID })
      .int({ error: PAGE_INVALID })
      .min(1, { error: PAGE_INVALID })
      .default(1),
    limit: z.coerce
      .number({ error: limitInvalid })
      .int({ error: limitInvalid })
      .min(1, { error: limitInvalid })
      .max(maxLimit, { error: limitInvalid })
      .default(defaultLimit),
  };
}

/** A query that refuses any parameter it does not name, in Italian. */
export const strictQuery = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Parametro non riconosciuto: ${issue.keys.join(', ')}`
        : 'Parametri non validi',
  });

/** One page of a list as the API answers it. */
export interface PagedList<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

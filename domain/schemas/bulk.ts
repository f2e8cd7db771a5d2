import { z } from 'zod';
import { formatNumber } from '../format.ts';
import { textOf } from '../rules/text.ts';

/** The most rows one bulk action or selection export takes. */
export const BULK_MAX_ROWS = 5000;

export const BULK_TOO_MANY = `Seleziona al massimo ${formatNumber(BULK_MAX_ROWS)} righe per volta.`;
export const BULK_EMPTY = 'Nessuna riga selezionata.';
export const BULK_STATUS_INVALID = 'Stato non valido.';

/**
 * Which rows: the ids ticked on the list's pages, or every row matching the list's query (its filters, search and
 * order, as the list sends them, without page and limit): "tutti i 1.240 risultati".
 */
export const bulkSelectionSchema = z.union([
  z.object({
    ids: z
      .array(z.uuid({ error: 'Identificativo non valido' }))
      .min(1, { error: BULK_EMPTY })
      .max(BULK_MAX_ROWS, { error: BULK_TOO_MANY }),
  }),
  z.object({ query: z.record(z.string().max(100), textOf('Filtro', 200)) }),
]);
export type BulkSelection = z.infer<typeof bulkSelectionSchema>;

/** POST <list path>/bulk: one call for every selected row; each row goes through the same rules as alone. */
export const bulkActionSchema = z.object({
  action: z.enum(['delete', 'status']),
  /** The target status of `status` (one of the declaration's `bulkStatus` field options). */
  status: textOf('Stato', 100, { error: BULK_STATUS_INVALID }).optional(),
  selection: bulkSelectionSchema,
});
export type BulkAction = z.infer<typeof bulkActionSchema>;

/**
 * What happened: the rows done and, for each refused row, its title, its network's name (null when the resource has no
 * network, or the row is for every network), so equal titles of two networks are told apart, and why.
 */
export const bulkResultSchema = z.object({
  done: z.array(z.uuid()),
  refused: z.array(z.object({ id: z.uuid(), title: z.string(), network: z.string().nullable(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** POST <list path>/bulk/export.csv: the selected rows as the list's CSV. */
export const bulkExportSchema = z.object({ selection: bulkSelectionSchema });

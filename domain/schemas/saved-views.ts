import { z } from 'zod';
import { requiredTextOf, textOf } from '../rules/text.ts';

/** What a saved view restores on its list: filters (with the search `q`), sort, visible columns and page size. */
export const savedViewStateSchema = z.object({
  filters: z.record(z.string().max(100), textOf('Filtro', 200)),
  sort: z.object({ field: z.string().max(100), order: z.enum(['asc', 'desc']) }).nullable(),
  /** The visible columns' fields, in order; null: the list's own columns. */
  columns: z.array(z.string().max(100)).max(50).nullable(),
  pageSize: z.number().int().min(1).max(100),
});
export type SavedViewState = z.infer<typeof savedViewStateSchema>;

const name = requiredTextOf('Nome', 80);

/** A saved view as the API answers it; `owned` says whether the caller may rename, share or delete it. */
export const savedViewSchema = z.object({
  id: z.uuid(),
  listKey: z.string(),
  name: z.string(),
  state: savedViewStateSchema,
  shared: z.boolean(),
  owned: z.boolean(),
  ownerName: z.string(),
  createdAt: z.iso.datetime(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** POST /happyway/saved-views: a view of the caller's, private unless `shared`. */
export const savedViewInputSchema = z.object({
  listKey: z.string().trim().min(1).max(100),
  name,
  state: savedViewStateSchema,
  shared: z.boolean().default(false),
});
export type SavedViewInput = z.input<typeof savedViewInputSchema>;

/** PUT /happyway/saved-views/{id}: rename, share or unshare, or save the list's current state over it. */
export const savedViewUpdateSchema = z.object({
  name: name.optional(),
  shared: z.boolean().optional(),
  state: savedViewStateSchema.optional(),
});

/** GET /happyway/saved-views?listKey=: the caller's own views of one list. */
export const savedViewListQuerySchema = z.object({ listKey: z.string().trim().min(1).max(100) });
export const savedViewListSchema = z.object({ data: z.array(savedViewSchema) });

import type { z } from 'zod';
import type {
  savedViewInputSchema,
  savedViewListQuerySchema,
  savedViewListSchema,
  savedViewSchema,
  savedViewUpdateSchema,
} from '../schemas/saved-views.ts';
import { endpoint } from './endpoint.ts';

type SavedView = z.output<typeof savedViewSchema>;

/** The saved views of the lists (issue 21): each user's own, private unless shared. */
export const savedViewsApi = {
  /** The caller's own views of one list. */
  list: endpoint<z.output<typeof savedViewListSchema>, z.input<typeof savedViewListQuerySchema>>()(
    'GET',
    '/happyway/saved-views',
  ),
  /** A view of the caller's, or a shared one whose link they have. */
  detail: endpoint<SavedView>()('GET', '/happyway/saved-views/:id'),
  /** Saves the list's current state as a view of the caller's. */
  create: endpoint<SavedView, undefined, z.input<typeof savedViewInputSchema>>()('POST', '/happyway/saved-views'),
  /** Renames, shares or unshares a view, or saves the list's current state over it. */
  update: endpoint<SavedView, undefined, z.input<typeof savedViewUpdateSchema>>()('PUT', '/happyway/saved-views/:id'),
  /** Deletes a view of the caller's. */
  remove: endpoint<null>()('DELETE', '/happyway/saved-views/:id'),
};

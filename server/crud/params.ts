import { z } from 'zod';
import { ID_INVALID } from '../../domain/rules/messages.ts';

/** A row id in a path. */
export const rowId = z.uuid({ error: ID_INVALID });

/** The `/:id` of a row's routes. */
export const idParams = z.object({ id: rowId });

import { z } from 'zod';
import type { ApiError } from '../rules/api-error-body.ts';

export type { ApiError } from '../rules/api-error-body.ts';

/** The error body of every API failure, as the routes declare it (DESIGN.md, conventions of the API). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
}) satisfies z.ZodType<ApiError>;

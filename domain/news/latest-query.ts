import { z } from 'zod';
import { NEWS_LATEST_MAX } from './latest.ts';

/** The latest posts' query: how many, at most NEWS_LATEST_MAX (5 when not said). */
export const newsLatestQuery = z.object({
  limit: z.coerce.number<number>().int().min(1).max(NEWS_LATEST_MAX).default(5),
});

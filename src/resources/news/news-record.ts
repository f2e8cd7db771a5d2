import type { z } from 'zod';
import type { newsPosts } from '../../../domain/resources/news.ts';

/** A news post as the API answers it. */
export type NewsRecord = z.infer<typeof newsPosts.record>;

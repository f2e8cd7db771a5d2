import type { z } from 'zod';
import type { newsLatestQuery } from '../news/latest-query.ts';
import type { newsPosts } from '../resources/news.ts';
import { endpoint } from './endpoint.ts';

/** A news post as the API answers it, with its author, image and whether the caller may edit it. */
export type NewsRecord = z.output<typeof newsPosts.record>;

export const newsApi = {
  /** The posts published now for the caller's network and Active roles, newest first. */
  latest: endpoint<{ data: NewsRecord[] }, z.input<typeof newsLatestQuery>>()('GET', '/happyway/news/latest'),
};

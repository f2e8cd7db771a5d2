import type { Database } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import { notifyPublishedNews } from './news-notices.ts';

/** Every five minutes: the news posts whose publication time came notify their audience, once. */
export const newsPublicationNotices = (db: Database): JobDefinition => ({
  name: 'news.publish',
  cron: '*/5 * * * *',
  async run() {
    await db.transaction((tx) => notifyPublishedNews(tx, new Date()));
  },
});

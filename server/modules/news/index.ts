import { desc, eq, inArray } from 'drizzle-orm';
import { newsApi } from '../../../domain/api/news.ts';
import { newsLatestQuery } from '../../../domain/news/latest-query.ts';
import { NEWS_MESSAGES, newsPosts as newsResource } from '../../../domain/resources/news.ts';
import { defineUnit, type StoredOf } from '../../crud/unit.ts';
import type { Database } from '../../db/client.ts';
import { newsPosts, profiles } from '../../db/schema/index.ts';
import type { FileServices } from '../../files/file-services.ts';
import { serve } from '../../http/serve.ts';
import { callerOf, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { withReferenceLabels } from '../../crud/references.ts';
import { toRecord } from '../../crud/store.ts';
import { newsImageUrls } from './news-images.ts';
import { notifyPublishedNews } from './news-notices.ts';
import { newsPublicationNotices } from './news-publication.ts';
import { isNewsPostVisible, mayWriteNewsPost, newsVisibility, publishedFor, writesFor } from './news-visibility.ts';
import { z } from 'zod';
import { fullNameOf } from '../../db/profile-name.ts';

type Stored = StoredOf<typeof newsResource>;

const refuseOtherNetwork = (caller: Caller, networkId: string | null) => {
  if (!writesFor(caller, networkId)) throw new HttpError(403, NEWS_MESSAGES.otherNetwork);
};

/** A hub head writes for their own network whatever the form sent; back office for the one chosen, or every network. */
const networkOf = (caller: Caller, networkId: string | null): string | null => {
  const network = writesFor(caller, networkId) ? networkId : caller.networkId;
  refuseOtherNetwork(caller, network);
  return network;
};

async function decorate(db: Database, files: FileServices, caller: Caller, rows: Stored[]) {
  const ids = rows.map((row) => row.id);
  const authors =
    ids.length === 0
      ? []
      : await db
          .select({ id: newsPosts.id, name: fullNameOf<string | null>() })
          .from(newsPosts)
          .leftJoin(profiles, eq(profiles.id, newsPosts.authorId))
          .where(inArray(newsPosts.id, ids));
  const names = new Map(authors.map((author) => [author.id, author.name]));
  const images = await newsImageUrls(db, files, ids, new Date());
  return rows.map((row) => ({
    ...row,
    authorName: names.get(row.id) ?? null,
    imageUrl: images.get(row.id) ?? null,
    editable: writesFor(caller, row.networkId),
  }));
}

const storedColumns = {
  id: newsPosts.id,
  title: newsPosts.title,
  body: newsPosts.body,
  link: newsPosts.link,
  networkId: newsPosts.networkId,
  audienceRoles: newsPosts.audienceRoles,
  publishAt: newsPosts.publishAt,
  expiresAt: newsPosts.expiresAt,
  createdAt: newsPosts.createdAt,
};
const storedOf = (row: Record<string, unknown>): Stored => toRecord(row) as Stored;

/**
 * News posts (domain/resources/news.ts): back office writes every network's, a hub head their own; each reader sees
 * the posts published for their network and Active roles. A post published on save notifies its audience in the
 * write's transaction; one published later is notified by the `news.publish` job. Whoever sees a post reads its
 * files (the cover), whoever may write it adds them.
 */
export const newsUnit = defineUnit({
  declaration: newsResource,
  table: newsPosts,
  visibility: newsVisibility,
  attachments: {
    NewsPost: {
      record: { table: newsPosts, id: newsPosts.id },
      canRead: isNewsPostVisible,
      canWrite: mayWriteNewsPost,
      notFound: 'Notizia non trovata',
    },
  },
  jobs: ({ db }) => [newsPublicationNotices(db)],
  behaviour: {
    prepareCreate: ({ caller }, input) => ({
      networkId: networkOf(caller, input.networkId),
      authorId: caller.profileId,
      publishAt: input.publishAt === null ? new Date() : new Date(input.publishAt),
    }),
    requireEditor: ({ caller }, current) => {
      refuseOtherNetwork(caller, current.networkId);
    },
    prepareUpdate({ caller }, current, input) {
      return {
        networkId: networkOf(caller, input.networkId),
        publishAt: new Date(input.publishAt ?? current.publishAt),
        updatedAt: new Date(),
      };
    },
    async afterCreate({ db }, row) {
      await notifyPublishedNews(db, new Date(), row.id);
    },
    decorate: ({ db, files, caller }, rows) => decorate(db, files, caller, rows),
    routes(app, { db, files, references }) {
      serve(app, newsApi.latest, {
        schema: {
          tags: [newsResource.name],
          querystring: newsLatestQuery,
          response: { 200: z.object({ data: z.array(newsResource.record) }) },
        },
        handler: async (request) => {
          const caller = callerOf(request);
          const { limit } = request.query;
          const rows = await db
            .select(storedColumns)
            .from(newsPosts)
            .where(publishedFor(caller, new Date()))
            .orderBy(desc(newsPosts.publishAt), desc(newsPosts.id))
            .limit(limit);
          const labelled = await withReferenceLabels(
            db,
            newsResource,
            references,
            await decorate(db, files, caller, rows.map(storedOf)),
          );
          // The networks' source fills `networkName` in each row.
          return { data: labelled.map((row) => ({ networkName: null, ...row })) };
        },
      });
    },
  },
});

import { attachmentRulesOf } from '../../server/crud/contributions.ts';
import { serverRegistry } from '../../server/modules/units.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepositoryObjectCreated, RepositoryObjectList } from '../../domain/files/repository-objects.ts';
import { projects, repositoryObjects } from '../../server/db/schema/index.ts';
import { createFileServices, type FileServices } from '../../server/files/file-services.ts';
import {
  ABANDONED_UPLOAD_AFTER_MINUTES,
  sweepAbandonedUploads,
} from '../../server/modules/repository-objects/abandoned-uploads.ts';
import { demoNetworkId, profileIdOf } from './support/network-fixtures.ts';
import { startS3Server, type TestS3Server } from './support/s3-server.ts';
import { sessionBook } from './support/session.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/**
 * With S3 the browser PUTs straight to the bucket, where a presigned URL cannot be withdrawn: bytes that arrive for a
 * record deleted meanwhile are found and removed, never counted as the record's file (issue 34, case 6).
 */
describe('uploads to S3 for a record that is gone', () => {
  let s3: TestS3Server;
  let ctx: TestApp;
  let files: FileServices;
  let people: ReturnType<typeof sessionBook>;

  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await createTestApp('pglite', {
      S3_ENDPOINT: s3.config.endpoint ?? '',
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    files = await createFileServices(ctx.database.db, ctx.config);
    people = sessionBook(ctx.app);
    await people.add('designer@demo.example', 'backoffice@demo.example');
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    await s3.close();
  });

  const designerProject = async (name: string) => {
    const [row] = await ctx.database.db
      .insert(projects)
      .values({
        name,
        type: 'Renovation',
        status: 'Draft',
        assigneeId: await profileIdOf(ctx.database.db, 'designer@demo.example'),
        networkId: await demoNetworkId(ctx.database.db),
      })
      .returning({ id: projects.id });
    return row?.id ?? '';
  };
  /** The metadata, then the bytes straight to the bucket through the presigned URL, as the browser sends them. */
  const upload = async (projectId: string, beforeBytes: () => Promise<void> = () => Promise.resolve()) => {
    const created = await people.of('designer@demo.example').post('/happyway/repository-objects', {
      name: 'relazione.pdf',
      meta: { category: 'attachment' },
      entity_id: projectId,
      entityType: 'Project',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { object, uploadUrl } = created.json<RepositoryObjectCreated>();
    expect(uploadUrl.startsWith(`${s3.config.endpoint ?? ''}/${s3.config.bucket}/`)).toBe(true);
    await beforeBytes();
    expect(
      (await fetch(uploadUrl, { method: 'PUT', body: pdf, headers: { 'content-type': 'application/pdf' } })).status,
    ).toBe(200);
    const [row] = await ctx.database.db
      .select({ storageKey: repositoryObjects.storageKey })
      .from(repositoryObjects)
      .where(eq(repositoryObjects.id, object.id));
    return { id: object.id, storageKey: row?.storageKey ?? '' };
  };
  const afterTheWait = () => new Date(Date.now() + (ABANDONED_UPLOAD_AFTER_MINUTES + 1) * 60_000);

  it("removes the bytes sent after the project was deleted, with their metadata, and keeps a live project's file", async () => {
    const goneProject = await designerProject('Progetto eliminato durante il caricamento');
    const gone = await upload(goneProject, async () => {
      expect((await people.of('backoffice@demo.example').delete(`/happyway/projects/${goneProject}`)).statusCode).toBe(
        204,
      );
    });
    const liveProject = await designerProject('Progetto che resta');
    const kept = await upload(liveProject);
    // The bucket holds both: S3 took the bytes of the deleted project's URL, which it cannot know is withdrawn.
    expect(await files.store.head(gone.storageKey)).not.toBeNull();

    await sweepAbandonedUploads(ctx.database.db, files, attachmentRulesOf(serverRegistry), afterTheWait());
    expect(await files.store.head(gone.storageKey)).toBeNull();
    expect(await ctx.database.db.$count(repositoryObjects, eq(repositoryObjects.id, gone.id))).toBe(0);
    expect(await files.store.head(kept.storageKey)).not.toBeNull();
    const listed = await people
      .of('designer@demo.example')
      .get(`/happyway/repository-objects?entity_id=${liveProject}&entityType=Project`);
    expect(listed.json<RepositoryObjectList>().data.map((entry) => [entry.id, entry.uploadedAt !== null])).toEqual([
      [kept.id, true],
    ]);
  });
});

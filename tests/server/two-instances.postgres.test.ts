import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepositoryObjectCreated, RepositoryObjectList } from '../../domain/files/repository-objects.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../server/db/scratch-database.ts';
import { createJobQueue, type JobQueue } from '../../server/jobs/job-queue.ts';
import { apartmentTypes } from '../../server/db/schema/index.ts';
import { profileIdOf } from './support/network-fixtures.ts';
import { loginThroughIssuer } from './support/oidc-login.ts';
import { startS3Server, type TestS3Server } from './support/s3-server.ts';
import { createTestAppOn, type TestApp } from './support/test-app.ts';

/** Only run with PostgreSQL: vite.config.ts leaves `*.postgres.test.ts` out without TEST_DATABASE_URL. */
const baseUrl = process.env.TEST_DATABASE_URL ?? '';
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** Two app instances on one PostgreSQL and one S3 bucket, as two nodes behind a load balancer. */
describe('two app instances on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let s3: TestS3Server;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl, 'happyway_nodes');
    s3 = await startS3Server();
    const environment = {
      S3_ENDPOINT: s3.config.endpoint ?? '',
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10',
    };
    one = await createTestAppOn(scratch.url, environment);
    two = await createTestAppOn(scratch.url, environment);
  }, 60_000);
  afterAll(async () => {
    await one.close();
    await two.close();
    await scratch.drop();
    await s3.close();
  });

  it('downloads through the second instance a file uploaded through the first, the bytes going straight to the bucket', async () => {
    const token = (await loginThroughIssuer(one.app, 'designer@demo.example', 'Demo-2026!')).tokens?.access_token ?? '';
    const headers = { authorization: `Bearer ${token}` };
    const owner = await profileIdOf(one.database.db, 'designer@demo.example');
    const created = await one.app.inject({
      method: 'POST',
      url: '/api/happyway/repository-objects',
      headers,
      payload: {
        name: 'Relazione.pdf',
        meta: {},
        entity_id: owner,
        entityType: 'Profile',
        contentType: 'application/pdf',
        size: pdf.length,
      },
    });
    expect(created.statusCode).toBe(201);
    const { object, uploadUrl } = created.json<RepositoryObjectCreated>();
    expect(uploadUrl.startsWith(`${s3.config.endpoint ?? ''}/${s3.config.bucket}/`)).toBe(true);
    expect(
      (await fetch(uploadUrl, { method: 'PUT', body: pdf, headers: { 'content-type': 'application/pdf' } })).status,
    ).toBe(200);

    const listed = await two.app.inject({
      method: 'GET',
      url: `/api/happyway/repository-objects?entity_id=${owner}&entityType=Profile`,
      headers,
    });
    expect(listed.json<RepositoryObjectList>().data.map((entry) => [entry.id, entry.uploadedAt !== null])).toEqual([
      [object.id, true],
    ]);
    const link = await two.app.inject({
      method: 'GET',
      url: `/api/happyway/repository-objects/${object.id}/download`,
      headers,
    });
    const download = await fetch(link.json<{ url: string }>().url);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="Relazione.pdf"; filename*=UTF-8\'\'Relazione.pdf',
    );
  });

  it('makes one row of the same create sent with one Idempotency-Key to both instances at once, and both answer it', async () => {
    const token =
      (await loginThroughIssuer(one.app, 'backoffice@demo.example', 'Demo-2026!')).tokens?.access_token ?? '';
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'due-nodi-una-chiave-01' };
    const payload = { name: 'Tipologia su due nodi', typology: 'loft' };
    const answers = await Promise.all(
      [one, two].map((node) =>
        node.app.inject({ method: 'POST', url: '/api/happyway/apartmenttype', headers, payload }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json<{ id: string }>().id).toBe(answers[1]?.json<{ id: string }>().id);
    const [row] = await one.database.db
      .select({ value: count() })
      .from(apartmentTypes)
      .where(eq(apartmentTypes.name, payload.name));
    expect(row?.value).toBe(1);
  });

  it('runs a job enqueued on both instances once', async () => {
    const runs: string[] = [];
    const queues: JobQueue[] = [one, two].map((node) => createJobQueue(node.database, { onError: () => undefined }));
    const definition = (node: string) => ({
      name: 'test.once',
      run: () => {
        runs.push(node);
        return Promise.resolve();
      },
    });
    await queues[0]?.start([definition('one')]);
    await queues[1]?.start([definition('two')]);
    const ids = [
      await queues[0]?.enqueue('test.once', {}, { key: 'nightly' }),
      await queues[1]?.enqueue('test.once', {}, { key: 'nightly' }),
    ];
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    for (let waited = 0; waited < 10_000 && (await queues[0]?.pending('test.once')) !== 0; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs).toHaveLength(1);
    await Promise.all(queues.map((queue) => queue.stop(1_000)));
  });

  it('locks an account after five wrong passwords made on both instances, and limits an address across both', async () => {
    const attempt = (node: TestApp, password: string, email = 'specialist@demo.example') =>
      loginThroughIssuer(node.app, email, password);
    const statuses: number[] = [];
    for (const node of [one, two, one, two]) statuses.push((await attempt(node, 'sbagliata')).submitted.statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const fifth = await attempt(two, 'sbagliata');
    expect(fifth.submitted.statusCode).toBe(429);
    expect(fifth.submitted.body).toContain('Troppi tentativi non riusciti');
    expect((await attempt(one, 'Demo-2026!')).submitted.statusCode).toBe(429);

    // Eight attempts from this address so far (one login in each of the first two tests): two more pass, the eleventh
    // is refused.
    expect((await attempt(one, 'Demo-2026!', 'hubhead@demo.example')).tokens).not.toBeNull();
    expect((await attempt(two, 'Demo-2026!', 'backoffice@demo.example')).tokens).not.toBeNull();
    const limited = await attempt(one, 'Demo-2026!', 'finaluser@demo.example');
    expect(limited.submitted.statusCode).toBe(429);
    expect(limited.tokens).toBeNull();
  });
});

import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  RepositoryObject,
  RepositoryObjectCreated,
  RepositoryObjectList,
} from '../../domain/files/repository-objects.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/files/upload-rules.ts';
import { createSignedFileUrls, fileUrlSecret } from '../../server/files/signed-urls.ts';
import { organizations, profiles, projects, repositoryObjects } from '../../server/db/schema/index.ts';
import { sessions, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

const api = '/happyway/repository-objects';
const path = `/api${api}`;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

describe.each(testDrivers)('repository objects API on %s', (driver) => {
  let ctx: TestApp;
  type User = 'designer' | 'hubhead' | 'backoffice' | 'specialist';
  let people: Record<User, Session>;
  let designerId: string;
  let specialistId: string;
  let visibleProject: string;
  let hiddenProject: string;

  const profileIdOf = async (email: string) =>
    (await ctx.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email)))[0]?.id ?? '';
  const insertProject = async (name: string, values: Partial<typeof projects.$inferInsert>) =>
    (
      await ctx.database.db
        .insert(projects)
        .values({ name, type: 'Renovation', status: 'Draft', ...values })
        .returning({ id: projects.id })
    )[0]?.id ?? '';

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = await sessions(ctx.app, {
      designer: 'designer@demo.example',
      hubhead: 'hubhead@demo.example',
      backoffice: 'backoffice@demo.example',
      specialist: 'specialist@demo.example',
    });
    designerId = await profileIdOf('designer@demo.example');
    specialistId = await profileIdOf('specialist@demo.example');
    const [designer] = await ctx.database.db
      .select({ networkId: profiles.networkId })
      .from(profiles)
      .where(eq(profiles.id, designerId));
    visibleProject = await insertProject('Condominio Via Verdi', {
      assigneeId: designerId,
      networkId: designer?.networkId ?? null,
    });
    hiddenProject = await insertProject('Villa fuori rete', {});
  });
  afterAll(async () => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.delete(repositoryObjects);
    rmSync(ctx.config.filesDir, { recursive: true, force: true });
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Relazione tecnica è «finale».pdf',
    meta: { category: 'attachment' },
    entity_id: visibleProject,
    entityType: 'Project',
    contentType: 'application/pdf',
    size: pdf.length,
    ...overrides,
  });
  const create = (payload: Record<string, unknown> = body(), user: User = 'designer') =>
    people[user].call('POST', api, payload);
  const created = async (payload?: Record<string, unknown>, user?: User) => {
    const response = await create(payload, user);
    expect(response.statusCode).toBe(201);
    return response.json<RepositoryObjectCreated>();
  };
  /** The path and query of a signed URL (inject speaks to the app, not to the public origin). */
  const local = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  const putBytes = (url: string, payload: Buffer | Readable = pdf, contentType = 'application/pdf') =>
    ctx.app.inject({ method: 'PUT', url: local(url), headers: { 'content-type': contentType }, payload });
  const list = (entityId = visibleProject, user: User = 'designer', entityType = 'Project') =>
    people[user].call('GET', `${api}?entity_id=${entityId}&entityType=${entityType}`);
  const listed = async (entityId?: string, user?: User) =>
    (await list(entityId, user)).json<RepositoryObjectList>().data;
  const uploaded = async (payload?: Record<string, unknown>, user?: User) => {
    const { object, uploadUrl } = await created(payload, user);
    expect((await putBytes(uploadUrl, pdf, object.contentType)).statusCode).toBe(204);
    return object;
  };
  const storedFiles = () => {
    const root = ctx.config.filesDir;
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  };

  it('uploads a PDF through the signed URL, lists it and downloads the same bytes', async () => {
    const { object, uploadUrl, expiresAt } = await created();
    expect(object).toMatchObject({
      name: 'Relazione tecnica è «finale».pdf',
      meta: { category: 'attachment' },
      entityId: visibleProject,
      entityType: 'Project',
      contentType: 'application/pdf',
      size: pdf.length,
      uploadedBy: { id: designerId, name: 'Marco Rossi' },
      uploadedAt: null,
    });
    expect(uploadUrl).toMatch(
      new RegExp(`^http://localhost:3000/api/files/${object.id}/content\\?expires=\\d+&signature=[\\w-]{43}$`),
    );
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await listed()).toEqual([]);

    expect((await putBytes(uploadUrl)).statusCode).toBe(204);
    const [item] = await listed();
    expect(item).toMatchObject({
      id: object.id,
      name: object.name,
      size: pdf.length,
      uploadedBy: { name: 'Marco Rossi' },
    });
    expect(item?.uploadedAt).not.toBeNull();

    const link = await people.designer.call('GET', `${api}/${object.id}/download`);
    expect(link.statusCode).toBe(200);
    const { url } = link.json<{ url: string; expiresAt: string }>();
    const download = await ctx.app.inject({ method: 'GET', url: local(url) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="Relazione tecnica _ _finale_.pdf"; filename*=UTF-8\'\'Relazione%20tecnica%20%C3%A8%20%C2%ABfinale%C2%BB.pdf',
    );
    expect(storedFiles()).toHaveLength(1);
  });

  it('serves a byte range of the content with 206, and 416 past the end', async () => {
    const object = await uploaded();
    const { url } = (await people.designer.call('GET', `${api}/${object.id}/download`)).json<{ url: string }>();
    const part = await ctx.app.inject({ method: 'GET', url: local(url), headers: { range: 'bytes=1-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-4/${String(pdf.length)}`);
    expect(part.headers['content-length']).toBe('4');
    expect(part.body).toBe('PDF-');
    const tail = await ctx.app.inject({ method: 'GET', url: local(url), headers: { range: 'bytes=-6' } });
    expect(tail.body).toBe('%%EOF\n');
    const beyond = await ctx.app.inject({
      method: 'GET',
      url: local(url),
      headers: { range: `bytes=${String(pdf.length)}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.json<{ message: string }>().message).toBe('La parte del file richiesta non esiste');
  });

  it("lets the hub head of the project's network and back office list it, and filters by category", async () => {
    const verification = await uploaded(body({ name: 'Collaudo.pdf', meta: { category: 'verification' } }));
    await uploaded();
    expect((await listed(visibleProject, 'hubhead')).length).toBe(2);
    expect((await listed(visibleProject, 'backoffice')).length).toBe(2);
    const filtered = await people.designer.call(
      'GET',
      `${api}?entity_id=${visibleProject}&entityType=Project&category=verification`,
    );
    expect(filtered.json<RepositoryObjectList>().data.map((item) => item.id)).toEqual([verification.id]);
  });

  it('refuses a file over 25 MB at the POST and writes nothing', async () => {
    const response = await create(body({ size: MAX_UPLOAD_BYTES + 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Il file supera la dimensione massima consentita (25 MB)',
      errors: [{ path: 'size' }],
    });
    expect(await ctx.database.db.select().from(repositoryObjects)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a type of file that is not allowed, or a type that does not match the name', async () => {
    for (const overrides of [
      { name: 'setup.exe', contentType: 'application/x-msdownload' },
      { name: 'relazione.pdf', contentType: 'text/html' },
      { name: 'foto.png', contentType: 'application/pdf' },
    ]) {
      const response = await create(body(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Tipo di file non consentito',
        errors: [{ path: 'contentType', message: 'Tipo di file non consentito' }],
      });
    }
    expect(await ctx.database.db.select().from(repositoryObjects)).toEqual([]);
  });

  it('accepts a DWG declared with its canonical type and a P7M', async () => {
    await uploaded(body({ name: 'pianta.DWG', contentType: 'image/vnd.dwg', size: pdf.length }));
    const { object, uploadUrl } = await created(
      body({ name: 'contratto.pdf.p7m', contentType: 'application/pkcs7-mime' }),
    );
    expect((await putBytes(uploadUrl, pdf, 'application/pkcs7-mime')).statusCode).toBe(204);
    expect((await listed()).map((item) => item.id)).toContain(object.id);
  });

  it('refuses malformed bodies and an unknown entity type with the field list', async () => {
    const unknown = await create(body({ entityType: 'Opportunity' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: [{ path: 'entityType', message: 'Tipo di elemento non valido' }] });
    const badId = await create(body({ entity_id: 'not-a-uuid' }));
    expect(badId.json()).toMatchObject({
      errors: [{ path: 'entity_id', message: "Identificativo dell'elemento non valido" }],
    });
    expect((await create(body({ size: 'tanto' }))).statusCode).toBe(400);
    expect((await list(visibleProject, 'designer', 'Opportunity')).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(repositoryObjects)).toEqual([]);
  });

  it('refuses a tampered signature, a URL of another object, an expired URL and a GET signature used for the PUT', async () => {
    const { object, uploadUrl } = await created();
    const other = await created();
    const tampered = new URL(uploadUrl);
    const signature = tampered.searchParams.get('signature') ?? '';
    tampered.searchParams.set('signature', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    const extended = new URL(uploadUrl);
    extended.searchParams.set('expires', String(Number(extended.searchParams.get('expires')) + 3600));
    const otherObject = uploadUrl.replace(object.id, other.object.id);
    const urls = createSignedFileUrls(await fileUrlSecret(ctx.database.db, undefined), ctx.config.publicUrl);
    const expired = urls.sign('PUT', object.id, new Date(Date.now() - 16 * 60_000), 15 * 60).url;
    const getSigned = urls.sign('GET', object.id, new Date(), 300).url;
    for (const url of [
      tampered.toString(),
      extended.toString(),
      otherObject,
      expired,
      getSigned,
      uploadUrl.split('?')[0] ?? '',
    ]) {
      const response = await putBytes(url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Link non valido o scaduto' });
    }
    expect(storedFiles()).toEqual([]);
    expect((await putBytes(uploadUrl)).statusCode).toBe(204);
    const forged = await ctx.app.inject({ method: 'GET', url: local(uploadUrl) });
    expect(forged.statusCode).toBe(403);
  });

  it('refuses a second PUT to the same URL', async () => {
    const { uploadUrl } = await created();
    expect((await putBytes(uploadUrl)).statusCode).toBe(204);
    const again = await putBytes(
      uploadUrl,
      Buffer.from('%PDF-1.7 altro contenuto lungo uguale?'.padEnd(pdf.length, '.')),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Il file è già stato caricato' });
    expect(storedFiles()).toHaveLength(1);
  });

  it('refuses more bytes than declared, with or without a length, keeping nothing; the URL then still works', async () => {
    const { object, uploadUrl } = await created();
    const tooMany = Buffer.concat([pdf, Buffer.from('di troppo')]);
    const declared = await putBytes(uploadUrl, tooMany);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ message: 'Il file inviato supera la dimensione dichiarata' });
    const streamed = await putBytes(uploadUrl, Readable.from([pdf, Buffer.from('di troppo')]));
    expect(streamed.statusCode).toBe(413);
    expect(storedFiles()).toEqual([]);
    const [row] = await ctx.database.db.select().from(repositoryObjects).where(eq(repositoryObjects.id, object.id));
    expect(row?.uploadedAt).toBeNull();
    expect((await putBytes(uploadUrl)).statusCode).toBe(204);
  });

  it('refuses fewer bytes than declared and a content type other than the declared one', async () => {
    const { uploadUrl } = await created();
    const short = await putBytes(uploadUrl, pdf.subarray(0, 10));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Il file inviato è incompleto: riprova il caricamento' });
    const wrongType = await putBytes(uploadUrl, pdf, 'image/png');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ message: 'Il tipo del file inviato non corrisponde a quello dichiarato' });
    expect(storedFiles()).toEqual([]);
    expect(await listed()).toEqual([]);
  });

  it('answers 404 to a designer who lists, uploads to or downloads from a project they cannot see', async () => {
    const listing = await list(hiddenProject);
    expect(listing.statusCode).toBe(404);
    expect(listing.json()).toMatchObject({ message: 'Progetto non trovato' });
    const upload = await create(body({ entity_id: hiddenProject }));
    expect(upload.statusCode).toBe(404);
    expect(upload.json()).toMatchObject({ message: 'Progetto non trovato' });
    const theirs = await uploaded(body({ entity_id: hiddenProject }), 'backoffice');
    for (const [method, url] of [
      ['GET', `${api}/${theirs.id}/download`],
      ['DELETE', `${api}/${theirs.id}`],
    ] as const) {
      const response = await people.designer.call(method, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Documento non trovato' });
    }
    const rename = await people.designer.call('PUT', `${api}/${theirs.id}`, { name: 'mio.pdf' });
    expect(rename.statusCode).toBe(404);
    expect((await list(hiddenProject, 'hubhead')).statusCode).toBe(404);
    expect((await listed(hiddenProject, 'backoffice')).map((item) => item.id)).toEqual([theirs.id]);
  });

  it('renames a file keeping its type and replaces its metadata', async () => {
    const object = await uploaded();
    const renamed = await people.designer.call('PUT', `${api}/${object.id}`, {
      name: 'Relazione v2.pdf',
      meta: { category: 'verification' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<RepositoryObject>()).toMatchObject({
      id: object.id,
      name: 'Relazione v2.pdf',
      meta: { category: 'verification' },
    });
    const wrongType = await people.designer.call('PUT', `${api}/${object.id}`, { name: 'Relazione.docx' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ message: 'Tipo di file non consentito' });
    const empty = await people.designer.call('PUT', `${api}/${object.id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('lets the uploader or back office delete a file with its bytes, and nobody else', async () => {
    const object = await uploaded();
    const byHubHead = await people.hubhead.call('DELETE', `${api}/${object.id}`);
    expect(byHubHead.statusCode).toBe(403);
    expect(storedFiles()).toHaveLength(1);
    expect((await people.designer.call('DELETE', `${api}/${object.id}`)).statusCode).toBe(204);
    expect(storedFiles()).toEqual([]);
    expect(await listed()).toEqual([]);
    const second = await uploaded();
    expect((await people.backoffice.call('DELETE', `${api}/${second.id}`)).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(repositoryObjects)).toEqual([]);
  });

  it('keeps profile files to their owner, readable by back office and by who sees the profile in a directory', async () => {
    const cv = await uploaded(
      body({ name: 'CV.pdf', entityType: 'Profile', entity_id: designerId, meta: { category: 'cv' } }),
    );
    const byBackOffice = await people.backoffice.call('GET', `${api}?entity_id=${designerId}&entityType=Profile`);
    expect(byBackOffice.json<RepositoryObjectList>().data.map((item) => item.id)).toEqual([cv.id]);
    // A specialist sees every professional in /professional, so their CV too; a designer sees no other profile's files.
    expect(
      (await list(designerId, 'specialist', 'Profile')).json<RepositoryObjectList>().data.map((item) => item.id),
    ).toEqual([cv.id]);
    expect((await list(specialistId, 'designer', 'Profile')).statusCode).toBe(404);
    expect((await create(body({ entityType: 'Profile', entity_id: specialistId }))).statusCode).toBe(404);
    const onTheirProfile = await create(body({ entityType: 'Profile', entity_id: designerId }), 'backoffice');
    expect(onTheirProfile.statusCode).toBe(403);
  });

  it('keeps organisation files to the members of the organisation', async () => {
    const [member] = await ctx.database.db
      .select({ organizationId: profiles.organizationId })
      .from(profiles)
      .where(eq(profiles.id, designerId));
    const organizationId = member?.organizationId ?? '';
    const [other] = await ctx.database.db
      .insert(organizations)
      .values({ name: 'Altra S.r.l.' })
      .returning({ id: organizations.id });
    await uploaded(body({ name: 'Visura.pdf', entityType: 'Organization', entity_id: organizationId }));
    expect((await list(organizationId, 'specialist', 'Organization')).json<RepositoryObjectList>().data).toHaveLength(
      1,
    );
    const outsider = await create(body({ entityType: 'Organization', entity_id: other?.id ?? '' }));
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toMatchObject({ message: 'Organizzazione non trovata' });
  });

  it('asks for a bearer token on the API but not on the signed content URLs', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: path, payload: body() })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${path}?entity_id=${visibleProject}&entityType=Project` }))
        .statusCode,
    ).toBe(401);
  });
});

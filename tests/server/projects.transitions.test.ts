import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetails, ProjectTransitionResult } from '../../domain/projects/schemas.ts';
import { notifications, projects, projectStatusChanges, repositoryObjects } from '../../server/db/schema/index.ts';
import { demoNetworkId, profileIdOf } from './support/network-fixtures.ts';
import {
  apiCallers,
  demoProjectPeople,
  type ApiCaller,
  giveProjectRole,
  insertProject,
} from './support/project-fixtures.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface ErrorBody {
  statusCode: number;
  message: string;
}

const people = demoProjectPeople;
type Who = keyof typeof people;

describe.each(testDrivers)('project status workflow on %s', (driver) => {
  let ctx: TestApp;
  let call: ApiCaller;
  let networkId = '';
  const profile: Partial<Record<Who, string>> = {};

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    networkId = await demoNetworkId(ctx.database.db);
    for (const who of Object.keys(people) as Who[]) profile[who] = await profileIdOf(ctx.database.db, people[who]);
    call = await apiCallers(ctx, people);
  });
  afterAll(async () => ctx.close());

  const newProject = async (name: string, status: 'Draft' | 'Submitted' | 'InProgress' | 'Completed' = 'Draft') => {
    const id = await insertProject(ctx.database.db, { name, networkId, assigneeId: profile.designer, status });
    await giveProjectRole(ctx.database.db, id, profile.specialist ?? '', 'coach');
    return id;
  };
  const move = (who: Who, id: string, status: string, query = '') =>
    call(who, 'PUT', `/happyway/projects/${id}/status/${status}${query}`);
  const statusOf = async (id: string) =>
    (await ctx.database.db.select({ status: projects.status }).from(projects).where(eq(projects.id, id)))[0]?.status;
  const historyCount = async (id: string) =>
    (
      await ctx.database.db
        .select({ value: count() })
        .from(projectStatusChanges)
        .where(eq(projectStatusChanges.projectId, id))
    )[0]?.value ?? 0;
  const noticesAbout = async (id: string) =>
    (
      await ctx.database.db
        .select({ profileId: notifications.profileId })
        .from(notifications)
        .where(and(eq(notifications.kind, 'project.status'), eq(notifications.link, `/projects/show/${id}`)))
    )
      .map((row) => row.profileId)
      .sort();
  const addDocument = (id: string, category: string, uploaded = true) =>
    ctx.database.db.insert(repositoryObjects).values({
      entityType: 'Project',
      entityId: id,
      name: `${category}.pdf`,
      meta: { category },
      contentType: 'application/pdf',
      size: 10,
      storageKey: `ab/${crypto.randomUUID()}`,
      uploadedBy: profile.designer,
      uploadedAt: uploaded ? new Date() : null,
    });

  it('walks every legal move of the table, recording who, when, from and to', async () => {
    const id = await newProject('Percorso completo');
    const steps: [Who, string][] = [
      ['hubhead', 'Submitted'],
      ['backoffice', 'Draft'],
      ['backoffice', 'Submitted'],
      ['hubhead', 'InProgress'],
      ['designer', 'Completed'],
      ['backoffice', 'InProgress'],
      ['backoffice', 'Completed'],
    ];
    for (const [who, status] of steps) {
      const before = Date.now();
      const response = await move(who, id, status);
      expect(response.statusCode, `${who} -> ${status}`).toBe(200);
      const result = response.json<ProjectTransitionResult>();
      expect(result.project.status).toBe(status);
      expect(result.change).toMatchObject({ toStatus: status, changedBy: { id: profile[who] } });
      expect(Date.parse(result.change.changedAt)).toBeGreaterThanOrEqual(before - 1000);
    }
    await addDocument(id, 'verification');
    const confirmed = await call('backoffice', 'PUT', `/happyway/projects/${id}/confirmcmc`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<ProjectTransitionResult>().change).toMatchObject({
      fromStatus: 'Completed',
      toStatus: 'Verified',
      changedBy: { name: 'Luca Conti' },
    });
    const details = (
      await call('designer', 'GET', `/happyway/projects/${id}/details?projections=history`)
    ).json<ProjectDetails>();
    expect(details.history?.map((change) => [change.fromStatus, change.toStatus, change.changedBy?.name])).toEqual([
      ['Draft', 'Submitted', 'Giulia Ferri'],
      ['Submitted', 'Draft', 'Luca Conti'],
      ['Draft', 'Submitted', 'Luca Conti'],
      ['Submitted', 'InProgress', 'Giulia Ferri'],
      ['InProgress', 'Completed', 'Marco Rossi'],
      ['Completed', 'InProgress', 'Luca Conti'],
      ['InProgress', 'Completed', 'Luca Conti'],
      ['Completed', 'Verified', 'Luca Conti'],
    ]);
    expect(details.allowedTransitions).toEqual([]);
    expect(details.permissions.edit).toBe(false);
  });

  it('answers a status move repeated with its Idempotency-Key as the first time, and moves once', async () => {
    const id = await newProject('Invio ripetuto');
    const key = { 'idempotency-key': 'invio-ripetuto-0001' };
    const first = await call('hubhead', 'PUT', `/happyway/projects/${id}/status/Submitted`, undefined, key);
    const again = await call('hubhead', 'PUT', `/happyway/projects/${id}/status/Submitted`, undefined, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await historyCount(id)).toBe(1);
    const unkeyed = await move('hubhead', id, 'Submitted');
    expect(unkeyed.json<ErrorBody>()).toMatchObject({ statusCode: 409 });
  });

  it('lets back office cancel from every status that is not final', async () => {
    for (const status of ['Draft', 'Submitted', 'InProgress', 'Completed'] as const) {
      const id = await newProject(`Da annullare ${status}`, status);
      const response = await move('backoffice', id, 'Cancelled');
      expect(response.statusCode, status).toBe(200);
      expect(await statusOf(id)).toBe('Cancelled');
      const again = await move('backoffice', id, 'Draft');
      expect(again.json<ErrorBody>()).toMatchObject({
        statusCode: 409,
        message: 'Transizione di stato non consentita: da Annullato a Bozza',
      });
    }
  });

  it('refuses an illegal move with 409 and changes nothing', async () => {
    const id = await newProject('Mossa illegale', 'Completed');
    const rowsBefore = await historyCount(id);
    const response = await move('backoffice', id, 'Draft');
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().message).toBe('Transizione di stato non consentita: da Completato a Bozza');
    expect(await statusOf(id)).toBe('Completed');
    expect(await historyCount(id)).toBe(rowsBefore);
    expect(await noticesAbout(id)).toEqual([]);
    const same = await move('backoffice', id, 'Completed');
    expect(same.json<ErrorBody>()).toMatchObject({ statusCode: 409, message: 'Il progetto è già in questo stato' });
    const verifiedByStatusCall = await move('backoffice', id, 'Verified');
    expect(verifiedByStatusCall.json<ErrorBody>()).toMatchObject({
      statusCode: 409,
      message: 'Un progetto completato diventa verificato solo con la conferma CMC',
    });
    expect((await move('backoffice', id, 'Archived')).statusCode).toBe(400);
    expect(await statusOf(id)).toBe('Completed');
  });

  it('refuses a legal move to whoever the table does not name, with 403', async () => {
    const id = await newProject('Mossa non autorizzata');
    const designer = await move('designer', id, 'Submitted');
    expect(designer.json<ErrorBody>()).toMatchObject({
      statusCode: 403,
      message: 'Non sei autorizzato a portare il progetto da Bozza a Inviato',
    });
    const specialist = await move('specialist', id, 'Submitted');
    expect(specialist.statusCode).toBe(403);
    expect((await move('hubhead', id, 'Submitted')).statusCode).toBe(200);
    expect((await move('hubhead', id, 'Draft')).statusCode).toBe(403);
    expect((await move('hubhead', id, 'Cancelled')).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('Submitted');
    expect(await historyCount(id)).toBe(1);
  });

  it('confirms cmc only with an uploaded verification document, and only for back office', async () => {
    const id = await newProject('Conferma CMC', 'Completed');
    const confirm = (who: Who) => call(who, 'PUT', `/happyway/projects/${id}/confirmcmc`);
    expect((await confirm('backoffice')).json<ErrorBody>()).toMatchObject({
      statusCode: 409,
      message: 'Carica almeno un documento di verifica di fine progetto prima della conferma',
    });
    await addDocument(id, 'attachment');
    await addDocument(id, 'verification', false);
    expect((await confirm('backoffice')).statusCode).toBe(409);
    await addDocument(id, 'verification');
    expect((await confirm('hubhead')).json<ErrorBody>()).toMatchObject({
      statusCode: 403,
      message: 'Non sei autorizzato a portare il progetto da Completato a Verificato',
    });
    expect(await statusOf(id)).toBe('Completed');
    const details = (
      await call('backoffice', 'GET', `/happyway/projects/${id}/details?projections=stats`)
    ).json<ProjectDetails>();
    expect(details.allowedTransitions).toEqual([
      { to: 'Verified', via: 'confirmcmc' },
      { to: 'InProgress', via: 'status' },
      { to: 'Cancelled', via: 'status' },
    ]);
    expect(details.stats).toMatchObject({ files: 2, verificationFiles: 1, people: 1 });
    expect((await confirm('backoffice')).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('Verified');
    const notStarted = await newProject('Conferma troppo presto', 'InProgress');
    const early = await call('backoffice', 'PUT', `/happyway/projects/${notStarted}/confirmcmc`);
    expect(early.json<ErrorBody>()).toMatchObject({
      statusCode: 409,
      message: 'Transizione di stato non consentita: da In corso a Verificato',
    });
  });

  it("notifies the project's people but not the one who moved it, unless skipNotification is set", async () => {
    const id = await newProject('Notifiche');
    const submitted = await move('hubhead', id, 'Submitted');
    expect(submitted.json<ProjectTransitionResult>().notified).toBe(2);
    expect(await noticesAbout(id)).toEqual([profile.designer, profile.specialist].sort());
    const silent = await move('hubhead', id, 'InProgress', '?skipNotification=true');
    expect(silent.statusCode).toBe(200);
    expect(silent.json<ProjectTransitionResult>().notified).toBe(0);
    expect(await noticesAbout(id)).toHaveLength(2);
    expect(await historyCount(id)).toBe(2);
    const completed = await move('designer', id, 'Completed', '?skipNotification=false');
    expect(completed.json<ProjectTransitionResult>().notified).toBe(2);
    expect((await noticesAbout(id)).filter((profileId) => profileId === profile.hubhead)).toHaveLength(1);
    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, profile.hubhead ?? ''), eq(notifications.link, `/projects/show/${id}`)));
    expect(notice).toMatchObject({
      title: 'Progetto completato',
      body: 'Il progetto «Notifiche» è passato da In corso a Completato.',
    });
    const bad = await move('backoffice', id, 'InProgress', '?skipNotification=yes');
    expect(bad.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('Completed');
  });
});

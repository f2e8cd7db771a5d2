import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../domain/api/base.ts';
import { repositoryObjectsApi } from '../../domain/api/repository-objects.ts';
import { trainingsApi } from '../../domain/api/trainings.ts';
import { TRAINING_MESSAGES } from '../../domain/training/catalogue.ts';
import { attachmentRulesOf, referenceSourcesOf } from '../../server/crud/contributions.ts';
import { referenceFieldsOf } from '../../server/crud/references.ts';
import type { ServerModule } from '../../server/crud/module.ts';
import { skills } from '../../server/db/schema/index.ts';
import { createFileServices } from '../../server/files/file-services.ts';
import { appJobs } from '../../server/app-jobs.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { serverRegistry, serverUnits } from '../../server/modules/units.ts';
import { entityTypesThePortalNames } from './support/portal-entity-types.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const withoutReference = (name: string): ServerModule[] =>
  serverRegistry.map((contributor) => {
    if (!contributor.references || !(name in contributor.references)) return contributor;
    const others = Object.fromEntries(Object.entries(contributor.references).filter(([key]) => key !== name));
    return { ...contributor, references: others };
  });

const secondSkillsSource: ServerModule = {
  references: { skills: { table: skills, id: skills.id, label: sql<string>`${skills.name}` } },
};

describe('what the registry’s modules add to the shared services', () => {
  it('gives every source the declarations’ reference fields name, and a rule for every entity the portal files under', () => {
    const named = serverUnits.flatMap(({ declaration }) =>
      referenceFieldsOf(declaration).map(({ reference }) => reference.source),
    );
    expect(Object.keys(referenceSourcesOf(serverRegistry)).sort()).toEqual([...new Set(named)].sort());
    const rules = attachmentRulesOf(serverRegistry);
    const portal = entityTypesThePortalNames();
    expect(portal).toEqual(expect.arrayContaining(['Project', 'Lesson', 'Condominium', 'NewsPost', 'Profile']));
    expect(portal.filter((type) => !Object.hasOwn(rules, type))).toEqual([]);
  });

  it('stops the startup when no module gives a reference source', () => {
    expect(() => referenceSourcesOf(withoutReference('designers'))).toThrow(
      'Every reference source needs exactly one server module (server/modules/units.ts): designers (no module gives it)',
    );
  });

  it('stops the startup when two modules give the same reference source', () => {
    expect(() => referenceSourcesOf([...serverRegistry, secondSkillsSource])).toThrow('skills (2 modules give it)');
  });

  it('stops the startup when a module gives a source no declaration’s field names', () => {
    // Only the projects' declaration picks an apartment type.
    const withoutProjects = serverRegistry.filter(
      (contributor) => !('declaration' in contributor) || contributor.declaration.name !== 'projects',
    );
    expect(() => referenceSourcesOf(withoutProjects)).toThrow("apartmentTypes (no declaration's field names it)");
  });

  it('stops the startup when two modules give the rule of one entity type', () => {
    const twiceProfile: ServerModule = { attachments: { Profile: attachmentRulesOf(serverRegistry).Profile } };
    expect(() => attachmentRulesOf([...serverRegistry, twiceProfile])).toThrow(
      'Every entity type with files needs exactly one server module (server/modules/units.ts): Profile (2 modules give it)',
    );
  });
});

describe('the app built from the registry', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(async () => ctx.close());

  it('runs every scheduled job of the modules beside the platform’s, each name once', async () => {
    const { db } = ctx.database;
    const jobs = appJobs(
      {
        db,
        files: await createFileServices(db, ctx.config),
        attachments: attachmentRulesOf(serverRegistry),
        transport: createMailer(ctx.config),
        mailer: createMailer(ctx.config),
        config: ctx.config,
        log: ctx.app.log,
      },
      serverRegistry,
    );
    const names = jobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'mail.send',
        'mail.failed',
        'files.sweep-abandoned-uploads',
        'files.sweep-orphaned-files',
        'subscriptions.expiry-notices',
        'invitations.expiry-notices',
        'news.publish',
        'rate-limits.prune',
        'ended-sessions.prune',
        'idempotency-keys.prune',
      ]),
    );
  });

  it('serves a module’s public route to anyone and its signed-in routes only with a session', async () => {
    const certificate = await ctx.app.inject({
      method: 'GET',
      url: `${API_BASE}${trainingsApi.verifyCertificate.path.replace(':code', 'NESSUNO')}`,
    });
    expect(certificate.json()).toMatchObject({ statusCode: 404, message: TRAINING_MESSAGES.certificateNotFound });
    const files = await ctx.app.inject({ method: 'GET', url: `${API_BASE}${repositoryObjectsApi.list.path}` });
    expect(files.statusCode).toBe(401);
  });
});

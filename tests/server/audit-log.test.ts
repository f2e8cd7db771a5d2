import { count, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartmentTypes as apartmentTypeResource } from '../../domain/resources/apartment-types.ts';
import type { AuditTrail } from '../../server/audit/audit-trail.ts';
import { attachmentRulesOf, referenceSourcesOf } from '../../server/crud/contributions.ts';
import { registerResource } from '../../server/crud/register-resource.ts';
import { defineUnit, type ServerUnit } from '../../server/crud/unit.ts';
import { apartmentTypes, auditEntries } from '../../server/db/schema/index.ts';
import { createFileServices } from '../../server/files/file-services.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { auditTrail } from '../../server/audit/audit-trail.ts';
import { serverRegistry } from '../../server/modules/units.ts';
import { profileIdOf } from './support/network-fixtures.ts';
import { sessionBook } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface Entry {
  action: string;
  actor: { name: string } | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}

const backoffice = 'backoffice@demo.example';
const designer = 'designer@demo.example';
const path = '/happyway/apartmenttype';

describe.each(testDrivers)('the audit log of the generated writes on %s', (driver) => {
  let ctx: TestApp;
  let people: ReturnType<typeof sessionBook>;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = sessionBook(ctx.app);
    await people.add(backoffice, designer);
  });
  afterAll(async () => ctx.close());

  it('writes who changed which field and when, and shows the record timeline newest first to who may edit it', async () => {
    const created = await people
      .of(backoffice)
      .post(path, { name: 'Audit loft', typology: 'loft', typicalAreaSqm: 60 });
    const id = created.json<{ id: string }>().id;
    await people
      .of(backoffice)
      .put(`${path}/${id}`, { name: 'Audit loft grande', typology: 'loft', typicalAreaSqm: 90 });
    expect((await people.of(designer).get(`${path}/${id}/timeline`)).statusCode).toBe(403);
    const timeline = await people.of(backoffice).get(`${path}/${id}/timeline`);
    expect(timeline.statusCode).toBe(200);
    const entries = timeline.json<{ data: Entry[] }>().data;
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({
      actor: { name: 'Luca Conti' },
      changes: { name: { from: 'Audit loft', to: 'Audit loft grande' }, typicalAreaSqm: { from: 60, to: 90 } },
    });
    expect(Object.keys(entries[0]?.changes ?? {})).toEqual(['name', 'typicalAreaSqm']);
    expect(entries[1]?.changes.typology).toEqual({ from: null, to: 'loft' });

    await people.of(backoffice).delete(`${path}/${id}`);
    const rows = await ctx.database.db.select().from(auditEntries).where(eq(auditEntries.recordId, id));
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
    expect((await people.of(backoffice).get(`${path}/${id}/timeline`)).statusCode).toBe(404);
  });

  describe('in the write transaction', () => {
    let app: FastifyInstance;
    const failures = { afterAudit: false, audit: false };
    beforeAll(async () => {
      const db = ctx.database.db;
      const actor = await profileIdOf(db, backoffice);
      const failingTrail: AuditTrail = {
        ...auditTrail,
        async record(tx, entry) {
          await auditTrail.record(tx, entry);
          if (failures.audit) throw new Error('audit store refused the entry');
        },
      };
      const unit: ServerUnit = defineUnit({
        declaration: apartmentTypeResource,
        table: apartmentTypes,
        behaviour: {
          afterCreate() {
            return failures.afterAudit
              ? Promise.reject(new Error('the write failed after its audit entry'))
              : Promise.resolve();
          },
        },
      });
      app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      app.decorateRequest('caller', null);
      app.addHook('onRequest', async (request) => {
        request.caller = {
          subject: 'test',
          profileId: actor,
          email: backoffice,
          networkId: null,
          roles: [{ roleId: 300, roleName: 'BackofficeUser', status: 'Active', page: '' }],
        };
      });
      await registerResource(app, {
        db,
        mailer: createMailer(ctx.config),
        files: await createFileServices(db, ctx.config),
        config: ctx.config,
        audit: failingTrail,
        clock: () => new Date(),
        unit,
        references: referenceSourcesOf(serverRegistry),
        attachments: attachmentRulesOf(serverRegistry),
      });
      await app.ready();
    });
    afterAll(async () => app.close());

    const typesNamed = async (name: string) =>
      (await ctx.database.db.select({ value: count() }).from(apartmentTypes).where(eq(apartmentTypes.name, name)))[0]
        ?.value;
    const auditCount = async () => (await ctx.database.db.select({ value: count() }).from(auditEntries))[0]?.value;

    it('keeps neither the row nor its audit entry when the write fails after the audit insert', async () => {
      failures.afterAudit = true;
      const before = await auditCount();
      const response = await app.inject({
        method: 'POST',
        url: path,
        payload: { name: 'Fallita dopo audit', typology: 'loft' },
      });
      failures.afterAudit = false;
      expect(response.statusCode).toBe(500);
      expect(await typesNamed('Fallita dopo audit')).toBe(0);
      expect(await auditCount()).toBe(before);
    });

    it('keeps neither when the audit entry fails', async () => {
      failures.audit = true;
      const before = await auditCount();
      const response = await app.inject({
        method: 'POST',
        url: path,
        payload: { name: 'Audit fallito', typology: 'loft' },
      });
      failures.audit = false;
      expect(response.statusCode).toBe(500);
      expect(await typesNamed('Audit fallito')).toBe(0);
      expect(await auditCount()).toBe(before);
    });

    it('commits both when nothing fails', async () => {
      const before = await auditCount();
      const response = await app.inject({
        method: 'POST',
        url: path,
        payload: { name: 'Audit riuscito', typology: 'loft' },
      });
      expect(response.statusCode).toBe(201);
      expect(await typesNamed('Audit riuscito')).toBe(1);
      expect(await auditCount()).toBe((before ?? 0) + 1);
    });
  });
});

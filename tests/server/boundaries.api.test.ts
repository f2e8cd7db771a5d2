import { attachmentRulesOf } from '../../server/crud/contributions.ts';
import { serverRegistry } from '../../server/modules/units.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISER_ONLY } from '../../domain/appointments/rules.ts';
import { appRoles } from '../../domain/auth/roles.ts';
import { CONFINEMENT_REFUSED } from '../../domain/auth/status-confinement.ts';
import { CROSS_NETWORK_MOVE_REFUSED } from '../../domain/network/network-policy.ts';
import { CREATOR_ONLY } from '../../domain/opportunities/transitions.ts';
import { INVITATION_REQUIRED } from '../../domain/registration/flows.ts';
import { NEWS_MESSAGES } from '../../domain/resources/news.ts';
import type { ReferenceOption } from '../../domain/schemas/reference-options.ts';
import { REPOSITORY_OBJECT_MESSAGES, type RepositoryObjectCreated } from '../../domain/files/repository-objects.ts';
import { createFileServices } from '../../server/files/file-services.ts';
import { sweepOrphanedFiles } from '../../server/modules/repository-objects/orphaned-files.ts';
import { CERTIFICATE_CHECK_RATE_LIMIT } from '../../server/modules/trainings/certificate-verification.routes.ts';
import {
  accounts,
  appointments,
  networks,
  newsPosts,
  opportunities,
  organizations,
  profiles,
  projects,
  repositoryObjects,
  userRoles,
} from '../../server/db/schema/index.ts';
import { demoNetworkId, insertMember, profileIdOf } from './support/network-fixtures.ts';
import { lastMailTo, mailSettled, registrationLinkIn } from './support/outbox.ts';
import { registrationBody } from './support/registration-fixtures.ts';
import { sessionBook } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';
import { insertLesson, insertModule } from './support/training-fixtures.ts';

interface MemberRow {
  id: string;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string | null;
  roles: { roleName: string; status: string; statusReason: string | null }[];
}

/** Issue 34's cases as the attacker tried them: each is refused and changes nothing. */
describe.each(testDrivers)('network, registration, status and privacy boundaries on %s', (driver) => {
  let ctx: TestApp;
  let people: ReturnType<typeof sessionBook>;
  let demoId = '';
  let adriaId = '';
  let address = 0;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = sessionBook(ctx.app);
    await people.add(
      'hubhead@demo.example',
      'backoffice@demo.example',
      'designer@demo.example',
      'pendinghub@demo.example',
      'waiting@demo.example',
      'suspended@demo.example',
      'specialist@demo.example',
    );
    demoId = await demoNetworkId(ctx.database.db);
    const [adria] = await ctx.database.db
      .select({ id: networks.id })
      .from(networks)
      .where(eq(networks.code, 'ADRIA2026'));
    adriaId = adria?.id ?? '';
  }, 120_000);
  afterAll(async () => ctx.close());

  const as = (email: string) => people.of(email);
  const register = (body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/profile/profile/register',
      payload: body,
      remoteAddress: `10.3.4.${String((address += 1))}`,
    });
  const greco = async () => {
    const { db } = ctx.database;
    const [person] = await db
      .select({ id: profiles.id, networkId: profiles.networkId, organizationId: profiles.organizationId })
      .from(profiles)
      .where(and(eq(profiles.firstName, 'Chiara'), eq(profiles.lastName, 'Greco')));
    if (!person) throw new Error('no Chiara Greco');
    const roles = await db
      .select({ roleId: userRoles.roleId, status: userRoles.status })
      .from(userRoles)
      .where(eq(userRoles.profileId, person.id));
    return { ...person, roles };
  };

  describe("1. a hub head cannot pull another network's people into their own", () => {
    it("refuses to add Rete Adriatica's Greco Periti to the demo network, and Chiara Greco stays where she was, Active", async () => {
      const before = await greco();
      expect(before).toMatchObject({ networkId: adriaId, roles: [{ roleId: appRoles.Designer, status: 'Active' }] });
      const response = await as('hubhead@demo.example').post(`/profile/network/${demoId}/members`, {
        organization_id: before.organizationId,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: CROSS_NETWORK_MOVE_REFUSED });
      expect(await greco()).toEqual(before);
      const approve = await as('hubhead@demo.example').put(`/profile/network/${adriaId}/members/${before.id}/approve`);
      expect(approve.statusCode).toBe(404);
      const read = await as('hubhead@demo.example').get(`/profile/v2/network/${adriaId}/members/${before.id}`);
      expect(read.statusCode).toBe(404);
    });

    it("offers the hub head's organisation picker no organisation of another network, and back office all of them", async () => {
      const picker = (email: string) =>
        as(email).get(`/profile/network/${demoId}/members/options/organization?q=Greco&limit=50`);
      const hubChoices = (await picker('hubhead@demo.example'))
        .json<{ data: ReferenceOption[] }>()
        .data.map((option) => option.label);
      expect(hubChoices).not.toContain('Greco Periti');
      const backOfficeChoices = (await picker('backoffice@demo.example'))
        .json<{ data: ReferenceOption[] }>()
        .data.map((option) => option.label);
      expect(backOfficeChoices).toContain('Greco Periti');
      const everyHubChoice = (
        await as('hubhead@demo.example').get(`/profile/network/${demoId}/members/options/organization?limit=50`)
      )
        .json<{ data: ReferenceOption[] }>()
        .data.map((option) => option.id);
      const { db } = ctx.database;
      const foreign = await db
        .selectDistinct({ id: profiles.organizationId })
        .from(profiles)
        .where(eq(profiles.networkId, adriaId));
      expect(everyHubChoice.filter((id) => foreign.some((row) => row.id === id))).toEqual([]);
    });

    it('refuses a specialist and a designer to manage members at all', async () => {
      const { organizationId } = await greco();
      for (const email of ['specialist@demo.example', 'designer@demo.example']) {
        expect(
          (await as(email).post(`/profile/network/${demoId}/members`, { organization_id: organizationId })).statusCode,
        ).toBe(403);
      }
      expect((await greco()).networkId).toBe(adriaId);
    });
  });

  describe("2. nobody becomes a hub head without back office's invitation", () => {
    it('refuses the district-manager flow with a network code alone, creating no account', async () => {
      const response = await register(
        registrationBody('district-manager', {
          email: 'finto.capo@example.it',
          phone: '3350001001',
          vatNumber: '01357924685',
          networkCode: 'ADRIA2026',
        }),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: INVITATION_REQUIRED,
        errors: [{ path: 'token', message: INVITATION_REQUIRED }],
      });
      expect(await ctx.database.db.$count(accounts, eq(accounts.email, 'finto.capo@example.it'))).toBe(0);
      expect(await ctx.database.db.$count(profiles, eq(profiles.email, 'finto.capo@example.it'))).toBe(0);
    });

    it('refuses the local-manager flow with a network code alone; the designer flow stays open to it', async () => {
      const manager = await register(
        registrationBody('local-manager', {
          email: 'finto.locale@example.it',
          phone: '3350001002',
          vatNumber: '01234567897',
        }),
      );
      expect(manager.statusCode).toBe(403);
      expect(await ctx.database.db.$count(profiles, eq(profiles.email, 'finto.locale@example.it'))).toBe(0);
    });

    it("registers a hub head with back office's invitation for that e-mail, and only with that e-mail", async () => {
      const sent = await as('backoffice@demo.example').post('/happyway/invitations', {
        networkId: adriaId,
        role: 'HubHead',
        emails: ['nuovo.capo@example.it'],
      });
      expect(sent.statusCode, sent.body).toBe(201);
      await mailSettled(ctx.app);
      const link =
        registrationLinkIn((await lastMailTo(ctx.config.mail.outboxDir, 'nuovo.capo@example.it'))?.text ?? '') ?? '';
      const token = new URL(link).searchParams.get('token') ?? '';
      const values = { phone: '3350001003', vatNumber: '02468135799', networkCode: 'ADRIA2026', token };
      const otherEmail = await register(
        registrationBody('district-manager', { ...values, email: 'intruso@example.it' }),
      );
      expect(otherEmail.statusCode).toBe(400);
      const invited = await register(
        registrationBody('district-manager', { ...values, email: 'nuovo.capo@example.it' }),
      );
      expect(invited.statusCode, invited.body).toBe(201);
      expect(invited.json()).toMatchObject({ roleName: 'HubHead', status: 'Waiting' });
    });

    it("leaves a waiting hub head's approval to back office: the network's hub head cannot approve or reject it", async () => {
      const { db } = ctx.database;
      const waitingHead = await insertMember(db, demoId, 'capo.in.attesa@example.it', 'HubHead', 'Waiting');
      const statusOf = async () =>
        (await db.select({ status: userRoles.status }).from(userRoles).where(eq(userRoles.profileId, waitingHead)))[0]
          ?.status;
      expect(
        (await as('hubhead@demo.example').put(`/profile/network/${demoId}/members/${waitingHead}/approve`)).statusCode,
      ).toBe(409);
      expect(
        (
          await as('hubhead@demo.example').put(`/profile/network/${demoId}/members/${waitingHead}/reject`, {
            reason: 'Non richiesto',
          })
        ).statusCode,
      ).toBe(409);
      expect(await statusOf()).toBe('Waiting');
      expect(
        (await as('backoffice@demo.example').put(`/profile/network/${demoId}/members/${waitingHead}/approve`))
          .statusCode,
      ).toBe(204);
      expect(await statusOf()).toBe('Active');
    });

    it("lists to a hub head only whom they may decide: a waiting hub head of their network is on back office's list, not theirs", async () => {
      const waitingHead = await insertMember(
        ctx.database.db,
        demoId,
        'capo.da.decidere@example.it',
        'HubHead',
        'Waiting',
      );
      const waitingDesigner = await insertMember(
        ctx.database.db,
        demoId,
        'progettista.da.decidere@example.it',
        'Designer',
        'Waiting',
      );
      const listed = async (email: string) => {
        const response = await as(email).get('/profile/networks/to-approve?q=da.decidere&limit=100');
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ data: { profileId: string }[] }>().data.map((member) => member.profileId);
      };
      expect(await listed('hubhead@demo.example')).toEqual([waitingDesigner]);
      expect((await listed('backoffice@demo.example')).sort()).toEqual([waitingHead, waitingDesigner].sort());
    });
  });

  describe('3. a role that is not Active gets only what its status allows', () => {
    it('gives a Pending hub head the checkout routes and refuses the member list and the professionals directory', async () => {
      const pending = as('pendinghub@demo.example');
      for (const url of [
        `/profile/network/${demoId}/members`,
        `/profile/v2/network/${demoId}/members`,
        '/profile/professionals',
        '/happyway/trainings',
        '/profile/network',
      ]) {
        const response = await pending.get(url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ message: CONFINEMENT_REFUSED.pending });
      }
      for (const url of [
        '/profile/init',
        '/profile/details',
        '/subscription/templates',
        '/subscription/subscriptions/mine',
        '/notification/notification',
      ]) {
        expect((await pending.get(url)).statusCode, url).toBe(200);
      }
    });

    it('gives a Waiting and a Suspended member only their session and status page, refusing the rest', async () => {
      for (const [email, confinement] of [
        ['waiting@demo.example', 'waiting'],
        ['suspended@demo.example', 'suspended'],
      ] as const) {
        const member = as(email);
        expect((await member.get('/profile/init')).statusCode).toBe(200);
        expect((await member.get('/profile/network/membership')).statusCode).toBe(200);
        for (const url of [
          '/profile/network',
          '/happyway/trainings',
          '/subscription/templates',
          `/profile/v2/network/${demoId}/members`,
        ]) {
          const response = await member.get(url);
          expect(response.statusCode, `${email} ${url}`).toBe(403);
          expect(response.json()).toMatchObject({ message: CONFINEMENT_REFUSED[confinement] });
        }
      }
    });
  });

  describe('4. members see what a colleague may see', () => {
    it("gives a designer their network's Active colleagues with name and roles, no e-mail, phone or account state", async () => {
      const page = (await as('designer@demo.example').get(`/profile/v2/network/${demoId}/members?limit=100`)).json<{
        data: MemberRow[];
      }>();
      expect(page.data.length).toBeGreaterThan(3);
      for (const member of page.data) {
        expect(member.email).toBeUndefined();
        expect(member.phone).toBeUndefined();
        expect(member.roles.length).toBeGreaterThan(0);
        for (const role of member.roles) expect(role).toMatchObject({ status: 'Active', statusReason: null });
        expect(member.roles.map((role) => role.roleName)).not.toContain('FinalUser');
        expect(member.roles.map((role) => role.roleName)).not.toContain('BackofficeUser');
      }
      const ids = page.data.map((member) => member.id);
      for (const email of [
        'pendinghub@demo.example',
        'suspended@demo.example',
        'waiting@demo.example',
        'finaluser@demo.example',
        'backoffice@demo.example',
      ]) {
        expect(ids).not.toContain(await profileIdOf(ctx.database.db, email));
      }
      const search = (
        await as('designer@demo.example').get(`/profile/v2/network/${demoId}/members?q=demo.example`)
      ).json<{ data: MemberRow[] }>();
      expect(search.data).toEqual([]);
      const suspended = await as('designer@demo.example').get(
        `/profile/v2/network/${demoId}/members/${await profileIdOf(ctx.database.db, 'suspended@demo.example')}`,
      );
      expect(suspended.statusCode).toBe(404);
    });

    it('gives the hub head who manages the network every member with e-mail and account state', async () => {
      const page = (await as('hubhead@demo.example').get(`/profile/v2/network/${demoId}/members?limit=100`)).json<{
        data: MemberRow[];
      }>();
      const suspended = page.data.find((member) => member.email === 'suspended@demo.example');
      expect(suspended?.roles).toEqual([expect.objectContaining({ roleName: 'Designer', status: 'Suspended' })]);
    });

    it("refuses a learner a training module's timeline; back office reads it", async () => {
      const moduleId = await insertModule(ctx.database.db, { title: 'Modulo con storia', roles: ['Designer'] });
      await insertLesson(ctx.database.db, moduleId, 1, 'Prima lezione');
      expect((await as('designer@demo.example').get(`/happyway/trainings/${moduleId}`)).statusCode).toBe(200);
      expect((await as('designer@demo.example').get(`/happyway/trainings/${moduleId}/timeline`)).statusCode).toBe(403);
      expect((await as('backoffice@demo.example').get(`/happyway/trainings/${moduleId}/timeline`)).statusCode).toBe(
        200,
      );
    });

    const timelineStatus = async (email: string, path: string) => {
      const record = await as(email).get(path);
      expect(record.statusCode, `${email} sees ${path}`).toBe(200);
      const timeline = await as(email).get(`${path}/timeline`);
      return {
        status: timeline.statusCode,
        message: timeline.statusCode === 200 ? null : timeline.json<{ message: string }>().message,
      };
    };

    it("refuses a participant an appointment's timeline; its organiser reads it", async () => {
      const [meeting] = await ctx.database.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.title, 'Riunione di rete'));
      const path = `/happyway/appointments/${meeting?.id ?? ''}`;
      expect(await timelineStatus('designer@demo.example', path)).toEqual({ status: 403, message: ORGANISER_ONLY });
      expect(await timelineStatus('specialist@demo.example', path)).toEqual({ status: 403, message: ORGANISER_ONLY });
      expect(await timelineStatus('hubhead@demo.example', path)).toEqual({ status: 200, message: null });
    });

    it("refuses the hub head who sees a designer's opportunity its timeline; its creator reads it", async () => {
      const [draft] = await ctx.database.db
        .select({ id: opportunities.id })
        .from(opportunities)
        .where(eq(opportunities.title, 'Riqualificazione energetica Condominio Via Po 12'));
      const path = `/happyway/opportunities/${draft?.id ?? ''}`;
      expect(await timelineStatus('hubhead@demo.example', path)).toEqual({ status: 403, message: CREATOR_ONLY });
      expect(await timelineStatus('designer@demo.example', path)).toEqual({ status: 200, message: null });
    });

    it('refuses a hub head the timeline of a post for every network they read; back office, who writes it, reads it', async () => {
      const [post] = await ctx.database.db
        .select({ id: newsPosts.id })
        .from(newsPosts)
        .where(eq(newsPosts.title, 'Incontro dei capohub: calendario del trimestre'));
      const path = `/happyway/news/${post?.id ?? ''}`;
      expect(await timelineStatus('hubhead@demo.example', path)).toEqual({
        status: 403,
        message: NEWS_MESSAGES.otherNetwork,
      });
      expect(await timelineStatus('backoffice@demo.example', path)).toEqual({ status: 200, message: null });
    });
  });

  describe('6. uploads live and die with their record; certificate checks are limited', () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const designerProject = async (name: string) => {
      const designerId = await profileIdOf(ctx.database.db, 'designer@demo.example');
      const [row] = await ctx.database.db
        .insert(projects)
        .values({ name, type: 'Renovation', status: 'Draft', assigneeId: designerId, networkId: demoId })
        .returning({ id: projects.id });
      return row?.id ?? '';
    };
    const metadata = (projectId: string) =>
      as('designer@demo.example').post('/happyway/repository-objects', {
        name: 'relazione.pdf',
        meta: { category: 'attachment' },
        entity_id: projectId,
        entityType: 'Project',
        contentType: 'application/pdf',
        size: pdf.length,
      });
    const putBytes = (uploadUrl: string) => {
      const url = new URL(uploadUrl);
      return ctx.app.inject({
        method: 'PUT',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/pdf' },
        payload: pdf,
      });
    };

    it('refuses the upload URL of a project deleted after the URL was given, keeping neither the file nor its metadata', async () => {
      const projectId = await designerProject('Progetto da eliminare');
      const created = await metadata(projectId);
      expect(created.statusCode, created.body).toBe(201);
      const { object, uploadUrl } = created.json<RepositoryObjectCreated>();
      const [row] = await ctx.database.db
        .select({ storageKey: repositoryObjects.storageKey })
        .from(repositoryObjects)
        .where(eq(repositoryObjects.id, object.id));
      expect((await as('backoffice@demo.example').delete(`/happyway/projects/${projectId}`)).statusCode).toBe(204);
      const late = await putBytes(uploadUrl);
      expect(late.statusCode).toBe(410);
      expect(late.json()).toMatchObject({ message: REPOSITORY_OBJECT_MESSAGES.recordGone });
      expect(await ctx.database.db.$count(repositoryObjects, eq(repositoryObjects.id, object.id))).toBe(0);
      expect(
        await (await createFileServices(ctx.database.db, ctx.config)).store.head(row?.storageKey ?? ''),
      ).toBeNull();
    });

    it('removes with the scheduled sweep the files of records deleted without them, and keeps those of live records', async () => {
      const moduleId = await insertModule(ctx.database.db, { title: 'Modulo con dispense', roles: ['Designer'] });
      const gone = await insertLesson(ctx.database.db, moduleId, 1, 'Lezione eliminata');
      const live = await insertLesson(ctx.database.db, moduleId, 2, 'Lezione che resta');
      const upload = async (lessonId: string) => {
        const created = await as('backoffice@demo.example').post('/happyway/repository-objects', {
          name: 'dispensa.pdf',
          meta: { category: 'attachment' },
          entity_id: lessonId,
          entityType: 'Lesson',
          contentType: 'application/pdf',
          size: pdf.length,
        });
        expect(created.statusCode, created.body).toBe(201);
        const { object, uploadUrl } = created.json<RepositoryObjectCreated>();
        expect((await putBytes(uploadUrl)).statusCode).toBe(204);
        const [row] = await ctx.database.db
          .select({ storageKey: repositoryObjects.storageKey })
          .from(repositoryObjects)
          .where(eq(repositoryObjects.id, object.id));
        return { id: object.id, storageKey: row?.storageKey ?? '' };
      };
      const orphan = await upload(gone);
      const kept = await upload(live);
      expect((await as('backoffice@demo.example').delete(`/happyway/lessons/${gone}`)).statusCode).toBe(204);
      const files = await createFileServices(ctx.database.db, ctx.config);
      expect(await files.store.head(orphan.storageKey)).not.toBeNull();
      expect(
        await sweepOrphanedFiles(ctx.database.db, files, attachmentRulesOf(serverRegistry), new Date()),
      ).toBeGreaterThanOrEqual(1);
      expect(await ctx.database.db.$count(repositoryObjects, eq(repositoryObjects.id, orphan.id))).toBe(0);
      expect(await files.store.head(orphan.storageKey)).toBeNull();
      expect(await ctx.database.db.$count(repositoryObjects, eq(repositoryObjects.id, kept.id))).toBe(1);
      expect(await files.store.head(kept.storageKey)).not.toBeNull();
    });

    it('limits the public certificate check, so codes cannot be tried in bulk', async () => {
      let status = 0;
      for (let attempt = 0; attempt <= CERTIFICATE_CHECK_RATE_LIMIT.max && status !== 429; attempt += 1) {
        status = (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/happyway/trainings/certificates/AAAA-BBBB-${String(1000 + attempt)}`,
            remoteAddress: '10.9.9.9',
          })
        ).statusCode;
      }
      expect(status).toBe(429);
      const other = await ctx.app.inject({
        method: 'GET',
        url: '/api/happyway/trainings/certificates/AAAA-BBBB-CCCC',
        remoteAddress: '10.9.9.10',
      });
      expect(other.statusCode).toBe(404);
    });
  });

  it('keeps an organisation id that does not exist a 404 for back office', async () => {
    const response = await as('backoffice@demo.example').post(`/profile/network/${demoId}/members`, {
      organization_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(await ctx.database.db.$count(organizations)).toBeGreaterThan(0);
  });
});

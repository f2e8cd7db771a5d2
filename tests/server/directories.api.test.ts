import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, organizations, profiles, projects, userRoles } from '../../server/db/schema/index.ts';
import { demoNetworkId, insertMember, profileIdOf } from './support/network-fixtures.ts';
import { lastMailTo, mailSettled, registrationLinkIn } from './support/outbox.ts';
import { sessionBook } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface Row {
  id: string;
  firstName: string;
  lastName: string;
  networkName: string | null;
  [key: string]: unknown;
}
interface Page {
  data: Row[];
  total: number;
}

const hub = 'hubhead@demo.example';
const backoffice = 'backoffice@demo.example';
const specialist = 'specialist@demo.example';
const designer = 'designer@demo.example';
const personal = ['email', 'phone', 'fiscalCode', 'address'];
const personalKeysOf = (row: Row | undefined) => personal.filter((key) => row !== undefined && key in row);

describe.each(testDrivers)('directories and networks on %s', (driver) => {
  let ctx: TestApp;
  let people: ReturnType<typeof sessionBook>;
  let demoId: string;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = sessionBook(ctx.app);
    await people.add(hub, backoffice, specialist, designer);
    demoId = await demoNetworkId(ctx.database.db);
  });
  afterAll(async () => ctx.close());

  const list = async (email: string, url: string) => {
    const response = await people.of(email).get(url);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };

  it('gives each role of /professional the personal fields of the matrix, and nothing else, in the answer', async () => {
    const ofHub = await list(hub, '/profile/professionals?limit=100');
    expect(ofHub.data.every((row) => row.networkName === 'Rete Demo HappyWay')).toBe(true);
    expect(personalKeysOf(ofHub.data.find((row) => row.lastName === 'Bianchi'))).toEqual(['email', 'phone']);
    const ofBackoffice = await list(backoffice, '/profile/professionals?limit=100');
    expect(personalKeysOf(ofBackoffice.data.find((row) => row.lastName === 'Bianchi'))).toEqual(personal);
    expect(ofBackoffice.data.some((row) => row.networkName === 'Rete Adriatica')).toBe(true);
    const ofSpecialist = await list(specialist, '/profile/professionals?limit=100');
    expect(ofSpecialist.total).toBe(ofBackoffice.total);
    expect(personalKeysOf(ofSpecialist.data.find((row) => row.lastName === 'Bianchi'))).toEqual(['email', 'phone']);
    const forbidden = await people.of(designer).get('/profile/professionals');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: 'Operazione non consentita per il tuo ruolo.' });
  });

  it('searches and filters the professionals on the server: name, category, skill, province, role', async () => {
    expect((await list(backoffice, '/profile/professionals?q=giulia%20bian')).data.map((row) => row.lastName)).toEqual([
      'Bianchi',
    ]);
    const architects = await list(backoffice, '/profile/professionals?professionalCategory=Architect&province=to');
    expect(architects.data.map((row) => row.lastName)).toEqual(['Bianchi']);
    const giulia = architects.data[0];
    const skillIds = giulia?.skillId as string[];
    const bySkill = await list(backoffice, `/profile/professionals?skillId=${skillIds[0] ?? ''}&role=Designer`);
    expect(bySkill.data.map((row) => row.lastName)).toContain('Bianchi');
    expect(
      (await list(backoffice, '/profile/professionals?role=HWDesigner')).data.map((row) => row.lastName),
    ).toContain('Russo');
    expect(
      (await list(backoffice, '/profile/professionals?role=HWDesigner')).data.map((row) => row.lastName),
    ).not.toContain('Bianchi');
    const wrong = await people.of(backoffice).get('/profile/professionals?role=Pilot&colour=red');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errors: [
        { path: 'role', message: 'Valore non ammesso: Pilot' },
        { path: 'colour', message: 'Parametro non riconosciuto: colour' },
      ],
    });
    const csv = await people.of(hub).get('/profile/professionals/export.csv?province=TO');
    expect(csv.body).toContain('Bianchi');
    expect(csv.body).toContain('Colombo');
    expect(csv.body).not.toContain('Ferrari');
  });

  it('opens a professional with the studio, the CV and tax code only as the matrix allows', async () => {
    const giulia = await profileIdOf(ctx.database.db, 'giulia.bianchi@demo.example');
    const ofHub = (await people.of(hub).get(`/profile/professionals/${giulia}?extend=studio`)).json<
      Row & { studio: { organization: Record<string, unknown>; designerProfile: Record<string, unknown> } }
    >();
    expect(ofHub.studio.organization).toMatchObject({ name: 'Studio Bianchi Architetti', city: 'Torino' });
    expect('address' in ofHub.studio.organization).toBe(false);
    expect('taxCode' in ofHub.studio.designerProfile).toBe(false);
    const adria = await profileIdOf(ctx.database.db, 'sara.ricci@demo.example');
    expect((await people.of(hub).get(`/profile/professionals/${adria}`)).statusCode).toBe(404);
  });

  it('lists the specialists to back office only, and the agora only with the opt-in, without personal data', async () => {
    const specialists = await list(backoffice, '/profile/specialists');
    expect(specialists.data.map((row) => row.lastName)).toEqual(expect.arrayContaining(['Conti', 'Gallo']));
    expect((await people.of(hub).get('/profile/specialists')).statusCode).toBe(403);
    const agora = await list(designer, '/profile/agora-professionals?limit=100');
    const names = agora.data.map((row) => row.lastName);
    expect(names).toEqual(expect.arrayContaining(['Bianchi', 'Ricci', 'Marino', 'Fontana']));
    expect(names).not.toContain('Russo');
    expect(names).not.toContain('Greco');
    expect(agora.data.every((row) => personalKeysOf(row).length === 0)).toBe(true);
    expect((await list(designer, '/profile/agora-professionals?q=ricci@demo')).total).toBe(0);
    expect((await people.of(hub).get('/profile/agora-professionals')).statusCode).toBe(403);
  });

  it('notifies a professional of the agora who is asked for contact, and refuses one without the opt-in', async () => {
    const sara = await profileIdOf(ctx.database.db, 'sara.ricci@demo.example');
    const asked = await people
      .of(designer)
      .post(`/profile/agora-professionals/${sara}/contact`, { message: 'Vorrei collaborare su un condominio' });
    expect(asked.statusCode).toBe(204);
    const [notice] = await ctx.database.db.select().from(notifications).where(eq(notifications.profileId, sara));
    expect(notice?.body).toContain('Vorrei collaborare su un condominio');
    expect(notice?.body).toContain('designer@demo.example');
    const chiara = await profileIdOf(ctx.database.db, 'chiara.greco@demo.example');
    expect(
      (await people.of(designer).post(`/profile/agora-professionals/${chiara}/contact`, { message: 'Buongiorno' }))
        .statusCode,
    ).toBe(404);
    const empty = await people.of(designer).post(`/profile/agora-professionals/${sara}/contact`, { message: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errors: [{ path: 'message', message: 'Scrivi un messaggio per il professionista' }],
    });
  });

  it('lets back office create a network and invite its hub head; each role sees only its networks', async () => {
    const created = await people.of(backoffice).post('/happyway/v2/networks', {
      name: 'Rete Lombarda',
      code: 'lomb2026',
      type: 'ControlManager',
      hubHeadEmail: 'Nuovo.Capo@Example.it',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'LOMB2026',
      type: 'ControlManager',
      membersCount: 0,
      hubHeadName: null,
    });
    await mailSettled(ctx.app);
    const mail = await lastMailTo(ctx.config.mail.outboxDir, 'nuovo.capo@example.it');
    expect(registrationLinkIn(mail?.text ?? '')).toContain('/registrazione/district-manager?token=');
    const duplicate = await people
      .of(backoffice)
      .post('/happyway/v2/networks', { name: 'Altra', code: 'LOMB2026', hubHeadEmail: 'altro@example.it' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: 'Codice rete già in uso' });
    const malformed = await people
      .of(backoffice)
      .post('/happyway/v2/networks', { name: '', code: 'x', hubHeadEmail: 'non-una-mail' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ errors: { path: string; message: string }[] }>().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Il campo Nome è richiesto' },
        { path: 'hubHeadEmail', message: 'Email non valida' },
      ]),
    );
    const registered = await people
      .of(backoffice)
      .post('/happyway/v2/networks', { name: 'Rete Capo', code: 'CAPO2026', hubHeadEmail: 'HubHead@Demo.Example' });
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toMatchObject({
      errors: [{ path: 'hubHeadEmail', message: 'Email già in uso: hubhead@demo.example' }],
    });
    expect((await list(backoffice, '/happyway/v2/networks?q=CAPO2026')).total).toBe(0);
    const untyped = await people.of(backoffice).post('/happyway/v2/networks', {
      name: 'Rete Tipo',
      code: 'TIPO2026',
      type: null,
      hubHeadEmail: 'tipo@example.it',
    });
    expect(untyped.json()).toMatchObject({ errors: [{ path: 'type', message: 'Il campo Tipo è richiesto' }] });
    expect(
      (
        await people
          .of(hub)
          .post('/happyway/v2/networks', { name: 'X', code: 'XXXX2026', hubHeadEmail: 'x@example.it' })
      ).statusCode,
    ).toBe(403);
    expect((await list(hub, '/happyway/v2/networks')).data.map((row) => row.id)).toEqual([demoId]);
    expect((await list(designer, '/happyway/v2/networks')).data.map((row) => row.id)).toEqual([demoId]);
    expect((await list(backoffice, '/happyway/v2/networks')).total).toBeGreaterThanOrEqual(3);
    const ofHub = (await people.of(hub).get(`/happyway/v2/networks/${demoId}?extend=hubHead`)).json<{
      hubHead: Record<string, unknown>;
      editable: boolean;
    }>();
    expect(ofHub.editable).toBe(true);
    expect(ofHub.hubHead).toMatchObject({ email: 'hubhead@demo.example' });
    expect('certifiedEmail' in ofHub.hubHead).toBe(false);
    const ofBackoffice = (await people.of(backoffice).get(`/happyway/v2/networks/${demoId}?extend=hubHead`)).json<{
      hubHead: Record<string, unknown>;
    }>();
    expect('certifiedEmail' in ofBackoffice.hubHead).toBe(true);
    const other = (await list(backoffice, '/happyway/v2/networks?q=LOMB')).data[0];
    expect(
      (await people.of(hub).put(`/happyway/v2/networks/${other?.id ?? ''}`, { name: 'Mia', code: 'LOMB2026' }))
        .statusCode,
    ).toBe(404);
    const edited = await people.of(hub).put(`/happyway/v2/networks/${demoId}`, {
      name: 'Rete Demo HappyWay',
      code: 'DEMO2026',
      type: 'ControlManager',
      description: 'Aggiornata',
    });
    expect(edited.json()).toMatchObject({ description: 'Aggiornata', type: 'HappyWay' });
  });

  it('adds the people of an organisation to a network waiting for approval, approves them, and removes a member with their projects stated', async () => {
    const db = ctx.database.db;
    const [organization] = await db
      .insert(organizations)
      .values({ name: 'Studio Nuovo', province: 'TO' })
      .returning({ id: organizations.id });
    const newcomer = await insertMember(
      db,
      (await list(backoffice, '/happyway/v2/networks?q=ADRIA')).data[0]?.id ?? '',
      'nuovo.membro@example.it',
      'Designer',
      'Active',
    );
    await db
      .update(profiles)
      .set({ organizationId: organization?.id ?? null })
      .where(eq(profiles.id, newcomer));
    const added = await people
      .of(backoffice)
      .post(`/profile/network/${demoId}/members`, { organization_id: organization?.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ added: [{ profileId: newcomer }] });
    const [role] = await db.select().from(userRoles).where(eq(userRoles.profileId, newcomer));
    expect(role?.status).toBe('Waiting');
    expect(
      (await people.of(backoffice).post(`/profile/network/${demoId}/members`, { organization_id: organization?.id }))
        .statusCode,
    ).toBe(409);
    expect(
      (await people.of(backoffice).post(`/profile/network/${demoId}/members`, { organization_id: 'nope' })).json(),
    ).toMatchObject({ errors: [{ path: 'organization_id', message: 'Organizzazione non valida' }] });
    expect((await people.of(hub).put(`/profile/network/${demoId}/members/${newcomer}/approve`)).statusCode).toBe(204);
    const designerId = await profileIdOf(db, designer);
    const [assigned] = await db.select({ id: projects.id }).from(projects).where(eq(projects.assigneeId, designerId));
    const impact = (await people.of(hub).get(`/profile/network/${demoId}/members/${designerId}/removal`)).json<{
      assignedProjects: number;
    }>();
    expect(impact.assignedProjects).toBeGreaterThan(0);
    expect((await people.of(designer).delete(`/profile/network/${demoId}/members/${newcomer}`)).statusCode).toBe(403);
    const removed = await people.of(hub).delete(`/profile/network/${demoId}/members/${newcomer}`);
    expect(removed.json()).toEqual({ assignedProjects: 0, projectRoles: 0 });
    const [gone] = await db.select({ networkId: profiles.networkId }).from(profiles).where(eq(profiles.id, newcomer));
    expect(gone?.networkId).toBeNull();
    expect(assigned).toBeDefined();
  });

  it('shows the members of the own network by the matrix to a designer, without contacts, and hides other networks', async () => {
    const members = await list(designer, `/profile/v2/network/${demoId}/members?limit=100`);
    expect(personalKeysOf(members.data.find((row) => row.lastName === 'Bianchi'))).toEqual([]);
    const adria = (await list(backoffice, '/happyway/v2/networks?q=ADRIA')).data[0]?.id ?? '';
    expect((await people.of(designer).get(`/profile/v2/network/${adria}/members`)).statusCode).toBe(404);
  });

  it('accepts a waiting designer and suspends an account with a reason, notice and e-mail, back office only', async () => {
    const db = ctx.database.db;
    const waiting = await profileIdOf(db, 'waiting@demo.example');
    expect((await people.of(specialist).put(`/profile/profile/${waiting}/accept-designer`)).statusCode).toBe(403);
    expect((await people.of(backoffice).put(`/profile/profile/${waiting}/accept-designer`)).statusCode).toBe(204);
    const accounts = await list(backoffice, '/profile/bo-professionals?roleStatus=Waiting&limit=100');
    expect(accounts.data.map((row) => row.id)).not.toContain(waiting);
    const noReason = await people.of(backoffice).put(`/profile/profile/${waiting}/suspend`, { reason: '' });
    expect(noReason.json()).toMatchObject({
      errors: [{ path: 'reason', message: 'Indica il motivo della sospensione' }],
    });
    expect(
      (await people.of(backoffice).put(`/profile/profile/${waiting}/suspend`, { reason: 'Documenti non validi' }))
        .statusCode,
    ).toBe(204);
    const [role] = await db.select().from(userRoles).where(eq(userRoles.profileId, waiting));
    expect(role).toMatchObject({ status: 'Suspended', statusReason: 'Documenti non validi' });
    await mailSettled(ctx.app);
    const mail = await lastMailTo(ctx.config.mail.outboxDir, 'waiting@demo.example');
    expect(mail?.subject).toBe('Il tuo profilo HappyWay è stato sospeso');
    expect(mail?.text).toContain('Motivo: Documenti non validi');
    expect(
      (
        await people
          .of(backoffice)
          .put('/profile/profile/00000000-0000-4000-8000-000000000000/suspend', { reason: 'Prova' })
      ).statusCode,
    ).toBe(404);
    const suspended = await list(backoffice, '/profile/bo-professionals?roleStatus=Suspended&limit=100');
    expect(suspended.data.find((row) => row.id === waiting)).toMatchObject({
      enabled: true,
      roles: [{ roleName: 'Designer', status: 'Suspended' }],
    });
  });

  it('associates a professional to a project of the network through the project roles call; the professional then sees it', async () => {
    const db = ctx.database.db;
    const designerId = await profileIdOf(db, designer);
    const options = (await people.of(hub).get('/profile/professionals/options/projectId?limit=50')).json<{
      data: { id: string; label: string }[];
    }>();
    const hidden = [];
    for (const option of options.data) {
      if ((await people.of(designer).get(`/happyway/projects/${option.id}`)).statusCode === 404) hidden.push(option.id);
    }
    const projectId = hidden[0] ?? '';
    expect(projectId).not.toBe('');
    const [project] = await db
      .select({ networkId: projects.networkId })
      .from(projects)
      .where(eq(projects.id, projectId));
    expect(project?.networkId).toBe(demoId);
    const assigned = await people
      .of(hub)
      .post(`/happyway/projects/${projectId}/roles`, { profileId: designerId, role: 'designer' });
    expect(assigned.statusCode).toBe(201);
    expect((await people.of(designer).get(`/happyway/projects/${projectId}`)).statusCode).toBe(200);
    const adriaProject = await people.of(backoffice).get('/profile/professionals/options/projectId?limit=50');
    expect(adriaProject.json<{ data: unknown[] }>().data.length).toBeGreaterThan(options.data.length);
    expect((await people.of(designer).get('/profile/professionals/options/projectId')).statusCode).toBe(403);
  });
});

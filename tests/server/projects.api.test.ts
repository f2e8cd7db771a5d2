import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetails, ProjectRecord, ProjectRoleEntry } from '../../domain/projects/schemas.ts';
import { notifications, projects, projectStatusChanges, repositoryObjects } from '../../server/db/schema/index.ts';
import { demoNetworkId, insertMember, insertNetwork, profileIdOf } from './support/network-fixtures.ts';
import { apiCallers, demoProjectPeople, type ApiCaller, insertProject } from './support/project-fixtures.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: { path: string; message: string }[];
}
interface Page {
  data: ProjectRecord[];
  total: number;
}

const people = demoProjectPeople;
type Who = keyof typeof people;

describe.each(testDrivers)('project API on %s', (driver) => {
  let ctx: TestApp;
  let call: ApiCaller;
  let networkId = '';
  let otherNetworkId = '';
  let otherDesignerId = '';
  let foreignDesignerId = '';
  const profile: Partial<Record<Who, string>> = {};

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const { db } = ctx.database;
    networkId = await demoNetworkId(db);
    otherNetworkId = await insertNetwork(db, 'OVEST2026', 'Rete Ovest');
    otherDesignerId = await insertMember(db, networkId, 'secondo.progettista@test.example', 'Designer', 'Active');
    foreignDesignerId = await insertMember(db, otherNetworkId, 'progettista.ovest@test.example', 'Designer', 'Active');
    for (const who of Object.keys(people) as Who[]) profile[who] = await profileIdOf(db, people[who]);
    call = await apiCallers(ctx, people);
  });
  afterAll(async () => ctx.close());

  const projectCount = async () => (await ctx.database.db.select({ value: count() }).from(projects))[0]?.value ?? 0;
  const valid = () => ({
    name: 'Condominio Via Tasso 4',
    description: 'Cappotto e infissi',
    type: 'Condominium',
    networkId,
    assigneeId: profile.designer,
    professionalCategory: 'Engineer',
    amount: 15_000_050,
    financing: 10_000_000,
    receivedAt: '2026-03-02',
  });

  it('creates a project in Draft with its first history entry and tells the assignee', async () => {
    const response = await call('backoffice', 'POST', '/project/project', valid());
    expect(response.statusCode).toBe(201);
    const created = response.json<ProjectRecord>();
    expect(created).toMatchObject({
      name: 'Condominio Via Tasso 4',
      status: 'Draft',
      networkName: 'Rete Demo HappyWay',
      assigneeName: 'Marco Rossi',
      amount: 15_000_050,
      financing: 10_000_000,
      receivedAt: '2026-03-02T00:00:00.000Z',
      createdBy: profile.backoffice,
      parentId: null,
      condominiumId: null,
    });
    const history = await ctx.database.db
      .select()
      .from(projectStatusChanges)
      .where(eq(projectStatusChanges.projectId, created.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'Draft', changedBy: profile.backoffice }]);
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.profileId, profile.designer ?? ''),
          eq(notifications.kind, 'project.assigned'),
          eq(notifications.link, `/projects/show/${created.id}`),
        ),
      );
    expect(notices).toMatchObject([
      { title: 'Nuovo progetto assegnato', body: 'Ti è stato assegnato il progetto «Condominio Via Tasso 4».' },
    ]);
    const designerSees = (await call('designer', 'GET', '/happyway/projects?q=Tasso')).json<Page>();
    expect(designerSees.data.map((project) => project.id)).toEqual([created.id]);
  });

  it("creates through the spec's POST /project/project, in the hub head's own network only", async () => {
    const withoutNetwork: Record<string, unknown> = valid();
    delete withoutNetwork.networkId;
    const own = await call('hubhead', 'POST', '/project/project', { ...withoutNetwork, name: 'Progetto del capo hub' });
    expect(own.statusCode).toBe(201);
    expect(own.json<ProjectRecord>()).toMatchObject({ networkId, status: 'Draft', createdBy: profile.hubhead });
    const ownId = own.json<ProjectRecord>().id;
    expect(
      await ctx.database.db
        .select({ value: count() })
        .from(projectStatusChanges)
        .where(eq(projectStatusChanges.projectId, ownId)),
    ).toEqual([{ value: 1 }]);
    const before = await projectCount();
    const foreign = await call('hubhead', 'POST', '/project/project', { ...valid(), networkId: otherNetworkId });
    expect(foreign.json<ErrorBody>()).toMatchObject({
      statusCode: 403,
      message: 'Puoi gestire solo i progetti della tua rete',
    });
    const outsider = await call('hubhead', 'POST', '/project/project', { ...valid(), assigneeId: foreignDesignerId });
    expect(outsider.json<ErrorBody>().errors).toEqual([
      { path: 'assigneeId', message: 'Il professionista indicato non fa parte della tua rete' },
    ]);
    expect((await call('designer', 'POST', '/project/project', valid())).statusCode).toBe(403);
    expect((await call('specialist', 'POST', '/project/project', valid())).statusCode).toBe(403);
    const noNetwork = await call('backoffice', 'POST', '/project/project', withoutNetwork);
    expect(noNetwork.json<ErrorBody>().errors).toEqual([{ path: 'networkId', message: 'Il campo Rete è richiesto' }]);
    expect(await projectCount()).toBe(before);
  });

  it('refuses malformed bodies with 400 and Italian messages, writing nothing', async () => {
    const before = await projectCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Il campo Nome è richiesto'],
      [{ name: 'x'.repeat(201) }, 'name', 'Il campo Nome non può contenere più di 200 caratteri'],
      [{ type: 'Villa' }, 'type', 'Tipo di progetto non valido'],
      [{ type: null }, 'type', 'Il campo Tipo è richiesto'],
      [{ amount: -1 }, 'amount', 'Il valore deve essere maggiore o uguale a 0'],
      [{ amount: '10,123' }, 'amount', 'Il campo Importo può avere al massimo due decimali'],
      [{ amount: 'mille' }, 'amount', 'Il campo Importo deve essere un importo in euro'],
      [{ financing: 15_000_051 }, 'financing', "Il finanziamento non può superare l'importo del progetto"],
      [{ professionalCategory: 'Astronaut' }, 'professionalCategory', 'Categoria professionale non valida'],
      [{ receivedAt: '02/03/2026' }, 'receivedAt', 'Data di ricezione non valida: scrivila come GG/MM/AAAA'],
      [{ networkId: 'rete' }, 'networkId', 'Rete non valida'],
      [{ apartmentTypeId: 'attico' }, 'apartmentTypeId', 'Tipologia di appartamento non valida'],
      [
        { apartmentTypeId: '30000000-0000-4000-8000-000000000009' },
        'apartmentTypeId',
        'La tipologia di appartamento indicata non esiste',
      ],
    ];
    for (const [change, path, message] of cases) {
      const response = await call('backoffice', 'POST', '/project/project', { ...valid(), ...change });
      expect(response.statusCode, path).toBe(400);
      expect(response.json<ErrorBody>().errors, path).toContainEqual({ path, message });
    }
    const notDesigner = await call('backoffice', 'POST', '/project/project', {
      ...valid(),
      assigneeId: profile.specialist,
    });
    expect(notDesigner.json<ErrorBody>()).toMatchObject({
      statusCode: 400,
      errors: [{ path: 'assigneeId', message: 'Il professionista indicato non è un progettista attivo' }],
    });
    const missing = await call('backoffice', 'POST', '/project/project', {});
    expect(missing.json<ErrorBody>().errors).toEqual(
      expect.arrayContaining([{ path: 'name', message: 'Il campo Nome è richiesto' }]),
    );
    expect(await projectCount()).toBe(before);
  });

  it('lets the designer change only the descriptive fields of their own project', async () => {
    const id = await insertProject(ctx.database.db, {
      name: 'Progetto da modificare',
      networkId,
      assigneeId: profile.designer,
      status: 'InProgress',
      amount: 1000,
      financing: 500,
    });
    const current = (await call('designer', 'GET', `/happyway/projects/${id}`)).json<ProjectRecord>();
    const body = {
      name: current.name,
      description: 'Nuova descrizione',
      type: current.type,
      networkId: current.networkId,
      assigneeId: current.assigneeId,
      professionalCategory: 'Architect',
      amount: current.amount,
      financing: current.financing,
      receivedAt: '2026-01-15',
      status: 'Verified',
    };
    const saved = await call('designer', 'PUT', `/happyway/projects/${id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ProjectRecord>()).toMatchObject({
      description: 'Nuova descrizione',
      professionalCategory: 'Architect',
      status: 'InProgress',
      receivedAt: '2026-01-15T00:00:00.000Z',
    });
    const money = await call('designer', 'PUT', `/happyway/projects/${id}`, { ...body, amount: 2000 });
    expect(money.json<ErrorBody>()).toMatchObject({
      statusCode: 403,
      errors: [
        {
          path: 'amount',
          message:
            'Puoi modificare solo nome, descrizione, categoria professionale, tipologia di appartamento e data di ricezione dei tuoi progetti',
        },
      ],
    });
    const reassign = await call('designer', 'PUT', `/happyway/projects/${id}`, {
      ...body,
      assigneeId: otherDesignerId,
    });
    expect(reassign.statusCode).toBe(403);
    expect((await call('designer', 'GET', `/happyway/projects/${id}`)).json<ProjectRecord>()).toMatchObject({
      amount: 1000,
      assigneeId: profile.designer,
    });
    const colleague = await insertProject(ctx.database.db, {
      name: 'Progetto di un collega',
      networkId,
      assigneeId: otherDesignerId,
      status: 'InProgress',
    });
    expect((await call('designer', 'PUT', `/happyway/projects/${colleague}`, body)).statusCode).toBe(404);
    expect((await call('specialist', 'PUT', `/happyway/projects/${id}`, body)).statusCode).toBe(403);
  });

  it('names an apartment type of the catalogue: its label, the list filter, the choices, and the designer may change it', async () => {
    const createType = async (name: string) => {
      const response = await call('backoffice', 'POST', '/happyway/apartmenttype', {
        name,
        typology: 'attic',
        typicalAreaSqm: 95,
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const attic = await createType('Attico con terrazza');
    const loft = await createType('Loft su due livelli');
    const options = await call('designer', 'GET', '/happyway/projects/options/apartmentTypeId');
    expect(options.statusCode).toBe(200);
    const choices = options.json<{ data: { id: string; label: string }[] }>().data;
    expect(choices).toEqual(
      expect.arrayContaining([
        { id: attic, label: 'Attico con terrazza' },
        { id: loft, label: 'Loft su due livelli' },
      ]),
    );
    expect(choices.map((choice) => choice.label)).toEqual(
      expect.arrayContaining(['Bilocale', 'Trilocale', 'Villetta a schiera', 'Attico']),
    );
    expect(choices.map((choice) => choice.label)).toEqual(
      [...choices.map((choice) => choice.label)].sort((a, b) => a.localeCompare(b, 'it')),
    );
    expect((await call('designer', 'GET', '/happyway/projects/options/apartmentTypeId?colour=x')).statusCode).toBe(400);

    const created = await call('backoffice', 'POST', '/project/project', {
      ...valid(),
      name: 'Abitazione con attico',
      type: 'Home',
      apartmentTypeId: attic,
    });
    expect(created.statusCode).toBe(201);
    const project = created.json<ProjectRecord>();
    expect(project).toMatchObject({ apartmentTypeId: attic, apartmentTypeName: 'Attico con terrazza' });
    expect(
      (await call('designer', 'GET', `/happyway/projects/${project.id}`)).json<ProjectRecord>().apartmentTypeName,
    ).toBe('Attico con terrazza');
    const filtered = (await call('backoffice', 'GET', `/happyway/projects?apartmentTypeId=${attic}`)).json<Page>();
    expect(filtered).toMatchObject({ total: 1, data: [{ id: project.id, apartmentTypeName: 'Attico con terrazza' }] });

    const body = {
      name: project.name,
      description: project.description,
      type: project.type,
      networkId: project.networkId,
      assigneeId: project.assigneeId,
      professionalCategory: project.professionalCategory,
      amount: project.amount,
      financing: project.financing,
      receivedAt: '2026-03-02',
    };
    const edited = await call('designer', 'PUT', `/happyway/projects/${project.id}`, {
      ...body,
      apartmentTypeId: loft,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ProjectRecord>()).toMatchObject({
      apartmentTypeId: loft,
      apartmentTypeName: 'Loft su due livelli',
    });
    expect((await call('backoffice', 'GET', `/happyway/projects?apartmentTypeId=${attic}`)).json<Page>().total).toBe(0);
    const unknown = await call('designer', 'PUT', `/happyway/projects/${project.id}`, {
      ...body,
      apartmentTypeId: '30000000-0000-4000-8000-000000000009',
    });
    expect(unknown.json<ErrorBody>()).toMatchObject({
      statusCode: 400,
      errors: [{ path: 'apartmentTypeId', message: 'La tipologia di appartamento indicata non esiste' }],
    });
    expect(
      (await call('designer', 'GET', `/happyway/projects/${project.id}`)).json<ProjectRecord>().apartmentTypeId,
    ).toBe(loft);
    const homes = (await call('backoffice', 'GET', '/happyway/projects?type=Home&limit=100')).json<Page>().data;
    expect(homes.filter((home) => home.apartmentTypeName === 'Bilocale').length).toBeGreaterThan(0);
  });

  it('lets the hub head reassign within the network, telling the new assignee, and closes final projects to edits', async () => {
    const id = await insertProject(ctx.database.db, {
      name: 'Progetto da riassegnare',
      networkId,
      assigneeId: profile.designer,
      status: 'Submitted',
    });
    const body = { ...valid(), name: 'Progetto da riassegnare', assigneeId: otherDesignerId };
    const saved = await call('hubhead', 'PUT', `/happyway/projects/${id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ProjectRecord>()).toMatchObject({
      assigneeId: otherDesignerId,
      assigneeName: 'Ospite secondo.progettista',
    });
    const notice = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, otherDesignerId), eq(notifications.kind, 'project.assigned')));
    expect(notice).toHaveLength(1);
    expect((await call('designer', 'GET', `/happyway/projects/${id}`)).statusCode).toBe(404);
    const moved = await call('hubhead', 'PUT', `/happyway/projects/${id}`, { ...body, networkId: otherNetworkId });
    expect(moved.statusCode).toBe(403);
    const verified = await insertProject(ctx.database.db, {
      name: 'Progetto verificato',
      networkId,
      status: 'Verified',
    });
    const closed = await call('backoffice', 'PUT', `/happyway/projects/${verified}`, { ...valid(), name: 'Cambio' });
    expect(closed.json<ErrorBody>()).toMatchObject({
      statusCode: 409,
      message: 'Un progetto verificato o annullato non può essere modificato',
    });
  });

  it('manages the people on a project: roles, tutor, coach and network coach', async () => {
    const id = await insertProject(ctx.database.db, {
      name: 'Progetto con persone',
      networkId,
      assigneeId: profile.designer,
      status: 'InProgress',
    });
    const roles = async (who: Who = 'backoffice') =>
      (await call(who, 'GET', `/happyway/projects/${id}/roles`)).json<{ data: ProjectRoleEntry[] }>().data;
    expect((await call('specialist', 'GET', `/happyway/projects/${id}`)).statusCode).toBe(404);
    const given = await call('hubhead', 'POST', `/happyway/projects/${id}/roles`, {
      profileId: profile.specialist,
      role: 'coach',
    });
    expect(given.statusCode).toBe(201);
    expect(given.json<ProjectRoleEntry>()).toMatchObject({
      profileId: profile.specialist,
      name: 'Sara Bianchi',
      role: 'coach',
      roleLabel: 'Coach',
      assignedBy: { name: 'Giulia Ferri' },
    });
    expect((await call('specialist', 'GET', `/happyway/projects/${id}`)).statusCode).toBe(200);
    const twice = await call('hubhead', 'POST', `/happyway/projects/${id}/roles`, {
      profileId: profile.specialist,
      role: 'coach',
    });
    expect(twice.json<ErrorBody>()).toMatchObject({
      statusCode: 409,
      message: 'La persona ha già questo ruolo sul progetto',
    });
    const badRole = await call('hubhead', 'POST', `/happyway/projects/${id}/roles`, {
      profileId: profile.specialist,
      role: 'king',
    });
    expect(badRole.json<ErrorBody>().errors).toEqual([{ path: 'role', message: 'Ruolo non valido' }]);
    const outsider = await call('hubhead', 'POST', `/happyway/projects/${id}/roles`, {
      profileId: foreignDesignerId,
      role: 'designer',
    });
    expect(outsider.json<ErrorBody>()).toMatchObject({
      statusCode: 400,
      message: 'La persona indicata non può ricevere ruoli su questo progetto',
    });
    expect(
      (
        await call('designer', 'POST', `/happyway/projects/${id}/roles`, {
          profileId: profile.specialist,
          role: 'manager',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('specialist', 'PUT', `/happyway/projects/${id}/tutor`, { profileId: profile.specialist })).statusCode,
    ).toBe(403);

    expect(
      (await call('backoffice', 'PUT', `/happyway/projects/${id}/tutor`, { profileId: profile.hubhead })).statusCode,
    ).toBe(200);
    const tutor = await call('backoffice', 'PUT', `/happyway/projects/${id}/tutor`, { profileId: profile.specialist });
    expect(
      tutor
        .json<{ data: ProjectRoleEntry[] }>()
        .data.filter((entry) => entry.role === 'personalassistant')
        .map((entry) => entry.name),
    ).toEqual(['Sara Bianchi']);
    await call('backoffice', 'PUT', `/happyway/projects/${id}/coach`, { profileId: profile.hubhead });
    await call('backoffice', 'PUT', `/happyway/projects/${id}/networkcoach`, { profileId: foreignDesignerId });
    expect((await roles()).map((entry) => `${entry.role}:${entry.name}`).sort()).toEqual([
      'coach:Giulia Ferri',
      'ntwmanager:Ospite progettista.ovest',
      'personalassistant:Sara Bianchi',
    ]);
    expect(
      (await call('backoffice', 'PUT', `/happyway/projects/${id}/coach`, { profileId: 'nessuno' })).statusCode,
    ).toBe(400);

    const removed = await call(
      'hubhead',
      'DELETE',
      `/happyway/projects/${id}/roles/${profile.specialist ?? ''}/personalassistant`,
    );
    expect(removed.statusCode).toBe(204);
    expect(
      (
        await call('hubhead', 'DELETE', `/happyway/projects/${id}/roles/${profile.specialist ?? ''}/personalassistant`)
      ).json<ErrorBody>(),
    ).toMatchObject({ statusCode: 404, message: 'La persona non ha questo ruolo sul progetto' });
    expect((await call('specialist', 'GET', `/happyway/projects/${id}`)).statusCode).toBe(404);
    const details = (
      await call('designer', 'GET', `/happyway/projects/${id}/details?projections=roles`)
    ).json<ProjectDetails>();
    expect(details.roles?.map((entry) => entry.roleLabel).sort()).toEqual(['Coach', 'Super gestore']);
  });

  it('deletes documents through the project and projects with their documents, for back office only', async () => {
    const { db } = ctx.database;
    const id = await insertProject(db, {
      name: 'Progetto da eliminare',
      networkId,
      assigneeId: profile.designer,
      status: 'InProgress',
    });
    const other = await insertProject(db, {
      name: 'Altro progetto',
      networkId,
      assigneeId: profile.designer,
      status: 'InProgress',
    });
    const document = async (projectId: string, uploadedBy: string | undefined) => {
      const [row] = await db
        .insert(repositoryObjects)
        .values({
          entityType: 'Project',
          entityId: projectId,
          name: 'relazione.pdf',
          meta: { category: 'attachment' },
          contentType: 'application/pdf',
          size: 10,
          storageKey: `cd/${crypto.randomUUID()}`,
          uploadedBy,
          uploadedAt: new Date(),
        })
        .returning({ id: repositoryObjects.id });
      return row?.id ?? '';
    };
    const byHub = await document(id, profile.hubhead);
    const mine = await document(id, profile.designer);
    const elsewhere = await document(other, profile.designer);
    expect((await call('designer', 'DELETE', `/happyway/projects/${id}/documents/${elsewhere}`)).statusCode).toBe(404);
    expect((await call('designer', 'DELETE', `/happyway/projects/${id}/documents/${byHub}`)).statusCode).toBe(403);
    expect((await call('designer', 'DELETE', `/happyway/projects/${id}/documents/${mine}`)).statusCode).toBe(204);
    const details = (
      await call('designer', 'GET', `/happyway/projects/${id}/details?projections=files`)
    ).json<ProjectDetails>();
    expect(details.files?.map((file) => file.id)).toEqual([byHub]);

    const child = await insertProject(db, { name: 'Figlio', networkId, parentId: id, type: 'TechValidation' });
    expect((await call('hubhead', 'DELETE', `/happyway/projects/${id}`)).statusCode).toBe(403);
    expect((await call('backoffice', 'DELETE', `/happyway/projects/${id}`)).json<ErrorBody>()).toMatchObject({
      statusCode: 409,
      message: 'Il progetto ha progetti collegati (servizio bancario): eliminali prima',
    });
    expect((await call('backoffice', 'DELETE', `/happyway/projects/${child}`)).statusCode).toBe(204);
    expect((await call('backoffice', 'DELETE', `/happyway/projects/${id}`)).statusCode).toBe(204);
    expect((await call('backoffice', 'GET', `/happyway/projects/${id}`)).statusCode).toBe(404);
    expect(
      await db.select({ id: repositoryObjects.id }).from(repositoryObjects).where(eq(repositoryObjects.entityId, id)),
    ).toEqual([]);
  });

  it("answers details with the projections asked for, and the demo designer's bank-service project with its child", async () => {
    const bad = await call(
      'designer',
      'GET',
      '/happyway/projects/00000000-0000-4000-8000-000000000000/details?projections=roles,budget',
    );
    expect(bad.json<ErrorBody>()).toMatchObject({
      statusCode: 400,
      errors: [{ path: 'projections', message: 'Proiezione non valida: usa roles, files, history, stats o children' }],
    });
    const bank = (
      await call(
        'designer',
        'GET',
        '/happyway/projects?type=TechValidation&q=Via%20Manzoni&order=name:asc',
        undefined,
        { 'X-AppRole': '103' },
      )
    ).json<Page>();
    expect(bank.data.map((project) => project.name)).toEqual([
      'Perizia integrativa - Condominio Via Manzoni 8',
      'Validazione tecnica mutuo - Condominio Via Manzoni 8',
    ]);
    const parent = bank.data.find((project) => project.parentId === null);
    const details = (
      await call('designer', 'GET', `/happyway/projects/${parent?.id ?? ''}/details?projections=children,history,roles`)
    ).json<ProjectDetails>();
    expect(details.children?.map((project) => [project.name, project.status])).toEqual([
      ['Perizia integrativa - Condominio Via Manzoni 8', 'Submitted'],
    ]);
    expect(details.history?.map((change) => change.toStatus)).toEqual(['Draft', 'Submitted', 'InProgress']);
    expect(details.roles?.map((entry) => [entry.name, entry.role])).toEqual([['Sara Bianchi', 'personalassistant']]);
    expect(details).not.toHaveProperty('files');
  });
});

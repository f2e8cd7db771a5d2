import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectCounts, ProjectDetails, ProjectRecord } from '../../domain/projects/schemas.ts';
import type { ReferenceOption } from '../../domain/schemas/reference-options.ts';
import { demoNetworkId, insertNetwork, profileIdOf } from './support/network-fixtures.ts';
import {
  apiCallers,
  demoProjectPeople,
  type ApiCaller,
  giveProjectRole,
  insertLoginUser,
  insertProject,
} from './support/project-fixtures.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface Page {
  data: ProjectRecord[];
  total: number;
}

const people = {
  ...demoProjectPeople,
  otherDesigner: 'altro.progettista@test.example',
  otherHub: 'capo.est@test.example',
} as const;
type Who = keyof typeof people;

describe.each(testDrivers)('project visibility on %s', (driver) => {
  let ctx: TestApp;
  let call: ApiCaller;
  const ids: Record<'mine' | 'colleague' | 'eastWithRole' | 'eastAlone' | 'dual', string> = {
    mine: '',
    colleague: '',
    eastWithRole: '',
    eastAlone: '',
    dual: '',
  };
  let demoNetwork = '';
  let eastNetwork = '';

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const { db } = ctx.database;
    demoNetwork = await demoNetworkId(db);
    eastNetwork = await insertNetwork(db, 'EST2026', 'Rete Est');
    const otherDesignerId = await insertLoginUser(db, {
      email: people.otherDesigner,
      firstName: 'Piero',
      lastName: 'Altri',
      networkId: demoNetwork,
      roles: ['Designer'],
    });
    await insertLoginUser(db, {
      email: people.otherHub,
      firstName: 'Carla',
      lastName: 'Est',
      networkId: eastNetwork,
      roles: ['HubHead'],
    });
    ids.mine = await insertProject(db, {
      name: 'Matrice del progettista',
      networkId: demoNetwork,
      assigneeId: await profileIdOf(db, people.designer),
      status: 'InProgress',
      type: 'TechValidation',
    });
    ids.colleague = await insertProject(db, {
      name: 'Matrice del collega',
      networkId: demoNetwork,
      assigneeId: otherDesignerId,
      status: 'InProgress',
    });
    ids.eastWithRole = await insertProject(db, {
      name: 'Matrice est con ruolo',
      networkId: eastNetwork,
      status: 'Submitted',
      description: 'Nota; con "virgolette"',
    });
    ids.eastAlone = await insertProject(db, {
      name: 'Matrice est senza ruoli',
      networkId: eastNetwork,
      status: 'Draft',
    });
    await giveProjectRole(db, ids.eastWithRole, await profileIdOf(db, people.specialist), 'coach');
    // A hub head of the demo network who is also a designer, assigned a project of another network.
    const hubDesigner = await insertLoginUser(db, {
      email: 'capo.progettista@test.example',
      firstName: 'Ada',
      lastName: 'Doppia',
      networkId: demoNetwork,
      roles: ['HubHead', 'Designer'],
    });
    ids.dual = await insertProject(db, {
      name: 'Matrice doppio ruolo',
      networkId: eastNetwork,
      assigneeId: hubDesigner,
      type: 'TechValidation',
      status: 'Submitted',
    });
    call = await apiCallers(ctx, people);
  });
  afterAll(async () => ctx.close());

  const names = async (who: Who, query = '', headers: Record<string, string> = {}) => {
    const response = await call(who, 'GET', `/happyway/projects?q=Matrice&order=name:asc${query}`, undefined, headers);
    expect(response.statusCode).toBe(200);
    return response.json<Page>().data.map((project) => project.name);
  };

  const expected: Record<Who, (keyof typeof ids)[]> = {
    designer: ['mine'],
    otherDesigner: ['colleague'],
    hubhead: ['mine', 'colleague'],
    otherHub: ['eastWithRole', 'eastAlone', 'dual'],
    specialist: ['eastWithRole'],
    backoffice: ['mine', 'colleague', 'eastWithRole', 'eastAlone', 'dual'],
  };
  const nameOf: Record<keyof typeof ids, string> = {
    mine: 'Matrice del progettista',
    colleague: 'Matrice del collega',
    eastWithRole: 'Matrice est con ruolo',
    eastAlone: 'Matrice est senza ruoli',
    dual: 'Matrice doppio ruolo',
  };

  it('lists to each role only the projects it may see', async () => {
    for (const who of Object.keys(people) as Who[]) {
      expect((await names(who)).sort(), who).toEqual(expected[who].map((key) => nameOf[key]).sort());
    }
  });

  it('answers 404 for every id a caller may not see, on the record, the details, the roles and the status call', async () => {
    for (const who of Object.keys(people) as Who[]) {
      for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
        const visible = expected[who].includes(key);
        const record = await call(who, 'GET', `/happyway/projects/${ids[key]}`);
        expect(record.statusCode, `${who} ${key}`).toBe(visible ? 200 : 404);
        const details = await call(who, 'GET', `/happyway/projects/${ids[key]}/details?projections=roles,history`);
        expect(details.statusCode, `${who} ${key} details`).toBe(visible ? 200 : 404);
        if (!visible) {
          expect(details.json<{ message: string }>().message).toBe('Progetto non trovato');
          expect((await call(who, 'GET', `/happyway/projects/${ids[key]}/roles`)).statusCode).toBe(404);
          expect((await call(who, 'PUT', `/happyway/projects/${ids[key]}/status/Cancelled`)).statusCode).toBe(404);
        }
      }
    }
    const unknown = await call('backoffice', 'GET', '/happyway/projects/00000000-0000-4000-8000-000000000000/details');
    expect(unknown.statusCode).toBe(404);
  });

  it('narrows the list to one role with X-AppRole, as the bank-service check at startup does', async () => {
    const both = await apiCallers(ctx, { both: 'capo.progettista@test.example' });
    const list = async (headers: Record<string, string>) =>
      (await both('both', 'GET', '/happyway/projects?q=Matrice&type=TechValidation&order=name:asc', undefined, headers))
        .json<Page>()
        .data.map((project) => project.name);
    expect(await list({})).toEqual(['Matrice del progettista', 'Matrice doppio ruolo']);
    expect(await list({ 'X-AppRole': '103' })).toEqual(['Matrice doppio ruolo']);
    expect(await list({ 'X-AppRole': '200' })).toEqual(['Matrice del progettista']);
    expect(await names('designer', '&type=TechValidation', { 'X-AppRole': '103' })).toEqual([
      'Matrice del progettista',
    ]);
    expect(await names('designer', '', { 'X-AppRole': '200' })).toEqual([]);
    expect(await names('specialist', '', { 'X-AppRole': '101' })).toEqual(['Matrice est con ruolo']);
    expect(await names('backoffice', '', { 'X-AppRole': '103' })).toEqual([]);
    const stats = (
      await call('designer', 'GET', '/happyway/projects/stats?type=TechValidation', undefined, { 'X-AppRole': '103' })
    ).json<ProjectCounts>();
    expect(stats.byType.TechValidation).toBeGreaterThanOrEqual(1);
    const bad = await call('designer', 'GET', '/happyway/projects', undefined, { 'X-AppRole': 'designer' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Intestazione X-AppRole non valida');
  });

  it('exports as CSV only the rows the caller sees, with labels instead of ids', async () => {
    const hub = await call('hubhead', 'GET', '/happyway/projects/export.csv?q=Matrice&order=name:asc');
    expect(hub.statusCode).toBe(200);
    expect(hub.headers['content-type']).toContain('text/csv');
    const lines = hub.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nome;Tipo;Stato;Rete;Assegnato a;Categoria professionale;Tipologia di appartamento;Importo;Finanziamento;Creato il;Ricevuto il;Descrizione;Tutor',
    );
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual([
      'Matrice del collega',
      'Matrice del progettista',
    ]);
    expect(lines[2]).toContain(';Validazione tecnica (servizio bancario);In corso;Rete Demo HappyWay;Marco Rossi;');
    const specialist = await call('specialist', 'GET', '/happyway/projects/export.csv?q=Matrice');
    const rows = specialist.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Matrice est con ruolo;Condominio;Inviato;Rete Est;;');
    expect(rows[0]).toContain('"Nota; con ""virgolette"""');
  });

  it('counts by status only the projects the caller sees', async () => {
    const east = (await call('otherHub', 'GET', '/happyway/projects/stats')).json<ProjectCounts>();
    expect(east.total).toBe(3);
    expect(east.byStatus).toEqual({ Draft: 1, Submitted: 2, InProgress: 0, Completed: 0, Verified: 0, Cancelled: 0 });
    expect(east.byType).toEqual({ Condominium: 2, Home: 0, TechValidation: 1 });
    const all = (await call('backoffice', 'GET', '/happyway/projects/stats')).json<ProjectCounts>();
    expect(all.total).toBeGreaterThan(30);
    expect((await call('backoffice', 'GET', '/happyway/projects/stats?type=Villa')).statusCode).toBe(400);
  });

  it('asks for a login on every project call', async () => {
    for (const url of [
      '/happyway/projects',
      '/happyway/projects/stats',
      '/happyway/projects/options/networkId',
      `/happyway/projects/${ids.mine}/details`,
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api${url}` })).statusCode, url).toBe(401);
    }
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/happyway/projects/${ids.mine}/status/Completed` })).statusCode,
    ).toBe(401);
  });

  it('offers each caller only the networks and professionals they may choose', async () => {
    const labels = async (who: Who, path: string) => {
      const response = await call(who, 'GET', `/happyway/projects/options/${path}`);
      expect(response.statusCode, `${who} ${path}`).toBe(200);
      return response.json<{ data: ReferenceOption[] }>().data.map((option) => option.label);
    };
    expect(await labels('backoffice', 'networkId')).toEqual(['Rete Adriatica', 'Rete Demo HappyWay', 'Rete Est']);
    expect(await labels('hubhead', 'networkId')).toEqual(['Rete Demo HappyWay']);
    expect(await labels('otherHub', 'networkId')).toEqual(['Rete Est']);
    expect(await labels('specialist', 'networkId')).toEqual(expect.arrayContaining(['Rete Est']));
    // The demo network's designers, the directory's demo people among them, by last name.
    const demoNetworkDesigners = [
      'Piero Altri',
      'Giulia Bianchi',
      'Paolo Colombo',
      'Ada Doppia',
      'Marco Ferrari',
      'Chiara Longo',
      'Marco Rossi',
      'Elena Russo',
    ];
    expect(await labels('hubhead', 'assigneeId')).toEqual(demoNetworkDesigners);
    expect(await labels('hubhead', `assigneeId?networkId=${eastNetwork}`)).toEqual([]);
    expect(await labels('backoffice', `assigneeId?networkId=${demoNetwork}`)).toEqual(demoNetworkDesigners);
    expect(await labels('backoffice', 'assigneeId')).toEqual(
      expect.arrayContaining(['Laura Fontana', 'Giorgio Serra', 'Marco Rossi']),
    );
    expect(await labels('backoffice', 'assigneeId')).not.toContain('Anna Riva');
    expect(await labels('designer', 'assigneeId')).toEqual(['Marco Rossi']);
    expect((await call('backoffice', 'GET', '/happyway/projects/options/assigneeId?networkId=rete')).statusCode).toBe(
      400,
    );
    expect(await labels('designer', 'tutorId')).toEqual([]);
    expect(await labels('hubhead', 'tutorId?q=bianchi')).toEqual(['Giulia Bianchi', 'Sara Bianchi']);
    expect(await labels('otherHub', 'tutorId?q=rossi')).toEqual([]);
    const specialistId = await profileIdOf(ctx.database.db, people.specialist);
    const person = await call('hubhead', 'GET', `/happyway/projects/options/tutorId?ids=${specialistId}`);
    expect(person.json<{ data: ReferenceOption[] }>().data).toEqual([
      { id: specialistId, label: 'Sara Bianchi', hint: 'specialist@demo.example' },
    ]);
    const designerId = await profileIdOf(ctx.database.db, people.designer);
    expect(await labels('otherHub', `tutorId?ids=${designerId}`)).toEqual([]);
    expect(await labels('designer', `tutorId?ids=${specialistId}`)).toEqual([]);
  });

  it('shows a designer their own project with the moves and rights they have', async () => {
    const details = (await call('designer', 'GET', `/happyway/projects/${ids.mine}/details`)).json<ProjectDetails>();
    expect(details).toMatchObject({
      id: ids.mine,
      status: 'InProgress',
      networkName: 'Rete Demo HappyWay',
      assigneeName: 'Marco Rossi',
    });
    expect(details.allowedTransitions).toEqual([{ to: 'Completed', via: 'status' }]);
    expect(details.permissions).toEqual({
      edit: true,
      editAll: false,
      delete: false,
      managePeople: false,
      confirmCmc: false,
    });
    expect(details).not.toHaveProperty('roles');
  });
});

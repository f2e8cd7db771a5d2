import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRecord } from '../../domain/projects/schemas.ts';
import { referenceOptionsEndpoint } from '../../domain/api/references.ts';
import { formatDay } from '../../domain/format.ts';
import { appointments } from '../../domain/resources/appointments.ts';
import { projectsResource } from '../../domain/resources/projects.ts';
import type { ReferenceOption } from '../../domain/schemas/reference-options.ts';
import { demoNetworkId, profileIdOf } from './support/network-fixtures.ts';
import { insertProject } from './support/project-fixtures.ts';
import { sessions, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface ErrorBody {
  message: string;
  errors?: { path: string; message: string }[];
}

/**
 * The choices of every reference field at `<list path>/options/<field>`: searched, limited and labelled on the server.
 */
describe.each(testDrivers)('reference options on %s', (driver) => {
  let ctx: TestApp;
  let people: Record<'backoffice' | 'designer' | 'hubhead', Session>;
  const assignees = referenceOptionsEndpoint(projectsResource, 'assigneeId').path;
  const participants = referenceOptionsEndpoint(appointments, 'participants').path;
  const choices = async (who: Session, url: string) => {
    const response = await who.get(url);
    expect(response.statusCode, url).toBe(200);
    return response.json<{ data: ReferenceOption[] }>().data;
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = await sessions(ctx.app, {
      backoffice: 'backoffice@demo.example',
      designer: 'designer@demo.example',
      hubhead: 'hubhead@demo.example',
    });
  });
  afterAll(async () => ctx.close());

  it('searches the label case-insensitively, tells people apart by e-mail and answers at most the limit', async () => {
    expect(await choices(people.hubhead, `${assignees}?q=ROSSI`)).toEqual([
      {
        id: await profileIdOf(ctx.database.db, 'designer@demo.example'),
        label: 'Marco Rossi',
        hint: 'designer@demo.example',
      },
    ]);
    expect(await choices(people.backoffice, `${assignees}?limit=1`)).toHaveLength(1);
    expect(await choices(people.backoffice, `${assignees}?q=nessuno-si-chiama-cosi`)).toEqual([]);
  });

  it('labels exactly the ids asked for, among those the caller may choose', async () => {
    const designerId = await profileIdOf(ctx.database.db, 'designer@demo.example');
    const specialistId = await profileIdOf(ctx.database.db, 'specialist@demo.example');
    expect(
      (await choices(people.hubhead, `${assignees}?ids=${designerId},${specialistId}`)).map((option) => option.label),
    ).toEqual(['Marco Rossi']);
  });

  it('narrows by the fields it depends on and refuses any other parameter or a bad value with 400', async () => {
    const network = await demoNetworkId(ctx.database.db);
    expect(
      (await choices(people.backoffice, `${assignees}?networkId=${network}&q=rossi`)).map((option) => option.label),
    ).toEqual(['Marco Rossi']);
    const refused = async (query: string) => {
      const response = await people.backoffice.get(`${assignees}?${query}`);
      expect(response.statusCode, query).toBe(400);
      return response.json<ErrorBody>().errors;
    };
    expect(await refused('colour=red')).toEqual([{ path: 'colour', message: 'Parametro non riconosciuto: colour' }]);
    expect(await refused('limit=51')).toEqual([
      { path: 'limit', message: 'Il limite deve essere un numero intero tra 1 e 50' },
    ]);
    expect(await refused('ids=mario')).toEqual([{ path: 'ids', message: 'Identificativi non validi' }]);
    expect(await refused('networkId=rete')).toEqual([
      { path: 'networkId', message: 'Il filtro deve essere un identificativo valido' },
    ]);
    expect((await people.backoffice.get(`${participants}?networkId=${network}`)).statusCode).toBe(400);
  });

  it('offers as participants only Active members, never a waiting one, the back-office admin or the caller; nor the admin as tutor', async () => {
    const everyone = (await choices(people.backoffice, `${participants}?limit=50`)).map((option) => option.label);
    expect(everyone).toEqual(expect.arrayContaining(['Giulia Ferri', 'Marco Rossi']));
    expect(everyone).not.toContain('Anna Riva');
    expect(everyone).not.toContain('Elena Galli');
    expect(everyone).not.toContain('Luca Conti');
    const tutorCandidates = (
      await choices(people.backoffice, `${referenceOptionsEndpoint(projectsResource, 'tutorId').path}?q=galli`)
    ).map((option) => option.label);
    expect(tutorCandidates).not.toContain('Elena Galli');
  });

  it('offers as tutor, coach or role holder only members who take a part: no final user, admin, waiting or suspended member', async () => {
    const candidates = referenceOptionsEndpoint(projectsResource, 'tutorId').path;
    const labels = (await choices(people.backoffice, `${candidates}?limit=50`)).map((option) => option.label);
    expect(labels).toEqual(expect.arrayContaining(['Luca Conti', 'Sara Bianchi', 'Giulia Ferri', 'Roberta Marino']));
    for (const name of ['Paolo Neri', 'Carla Fontana', 'Elena Galli', 'Anna Riva', 'Tommaso Greco', 'Davide Sala'])
      expect(labels).not.toContain(name);
    const invitable = (await choices(people.backoffice, `${participants}?limit=50`)).map((option) => option.label);
    for (const name of ['Paolo Neri', 'Carla Fontana', 'Tommaso Greco', 'Davide Sala'])
      expect(invitable).not.toContain(name);
    expect(await choices(people.designer, candidates)).toEqual([]);
  });

  it('refuses an ineligible tutor, coach or role holder with an Italian message, changing nothing', async () => {
    const { db } = ctx.database;
    const id = await insertProject(db, { name: 'Progetto senza intrusi', networkId: await demoNetworkId(db) });
    const refusal = { path: 'profileId', message: 'La persona indicata non può ricevere ruoli su questo progetto' };
    for (const email of ['finaluser@demo.example', 'backofficeadmin@demo.example', 'waiting@demo.example']) {
      const profileId = await profileIdOf(db, email);
      for (const response of [
        await people.backoffice.put(`/happyway/projects/${id}/tutor`, { profileId }),
        await people.backoffice.put(`/happyway/projects/${id}/coach`, { profileId }),
        await people.hubhead.post(`/happyway/projects/${id}/roles`, { profileId, role: 'coach' }),
      ]) {
        expect(response.statusCode, email).toBe(400);
        expect(response.json<ErrorBody>()).toMatchObject({ message: refusal.message, errors: [refusal] });
      }
    }
    expect((await people.backoffice.get(`/happyway/projects/${id}/roles`)).json<{ data: unknown[] }>().data).toEqual(
      [],
    );
  });

  it('tells apart two projects of the same name by network, designer and day of creation', async () => {
    const { db } = ctx.database;
    const network = await demoNetworkId(db);
    await insertProject(db, {
      name: 'Condominio Gemello',
      networkId: network,
      assigneeId: await profileIdOf(db, 'designer@demo.example'),
    });
    await insertProject(db, { name: 'Condominio Gemello', networkId: network });
    const twins = await choices(
      people.backoffice,
      `${referenceOptionsEndpoint(appointments, 'projectId').path}?q=gemello`,
    );
    expect(twins.map((option) => option.label)).toEqual(['Condominio Gemello', 'Condominio Gemello']);
    const day = formatDay(new Date());
    expect(twins.map((option) => option.hint).sort()).toEqual([
      `Rete Demo HappyWay · Marco Rossi · creato il ${day}`,
      `Rete Demo HappyWay · creato il ${day}`,
    ]);
  });

  it("names each project's tutor on its record", async () => {
    const { db } = ctx.database;
    const id = await insertProject(db, { name: 'Progetto con tutor', networkId: await demoNetworkId(db) });
    expect((await people.backoffice.get(`/happyway/projects/${id}`)).json<ProjectRecord>().tutorName).toBeNull();
    expect(
      (
        await people.backoffice.put(`/happyway/projects/${id}/tutor`, {
          profileId: await profileIdOf(db, 'specialist@demo.example'),
        })
      ).statusCode,
    ).toBe(200);
    const listed = (await people.backoffice.get('/happyway/projects?q=tutor')).json<{ data: ProjectRecord[] }>().data;
    expect(listed.map((project) => [project.name, project.tutorName])).toEqual([
      ['Progetto con tutor', 'Sara Bianchi'],
    ]);
  });
});

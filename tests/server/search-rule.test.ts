import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceOptionsEndpoint } from '../../domain/api/references.ts';
import { appointments } from '../../domain/resources/appointments.ts';
import { professionalDirectory } from '../../domain/resources/directories.ts';
import { projectsResource } from '../../domain/resources/projects.ts';
import type { ReferenceOption } from '../../domain/schemas/reference-options.ts';
import { demoNetworkId } from './support/network-fixtures.ts';
import { insertProject } from './support/project-fixtures.ts';
import { sessions, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

/**
 * The one search rule (server/crud/text-search.ts) of every picker and list: words in any order, best matches first.
 */
describe.each(testDrivers)('the search rule on %s', (driver) => {
  let ctx: TestApp;
  let people: Record<'backoffice' | 'hubhead', Session>;
  const projectChoices = referenceOptionsEndpoint(appointments, 'projectId').path;
  const labels = async (who: Session, url: string) => {
    const response = await who.get(url);
    expect(response.statusCode, url).toBe(200);
    return response.json<{ data: ReferenceOption[] }>().data.map((option) => option.label);
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = await sessions(ctx.app, { backoffice: 'backoffice@demo.example', hubhead: 'hubhead@demo.example' });
    const network = await demoNetworkId(ctx.database.db);
    for (const name of ['Manzoni', 'Manzoni Alessandro - Via Po 1', 'Casa Bianchi - Via Manzoni 3', 'Villa Manzonia']) {
      await insertProject(ctx.database.db, { name, networkId: network });
    }
  });
  afterAll(async () => ctx.close());

  it("ranks a picker's exact match, then prefix, then word starts, then contains, and a typo last", async () => {
    const found = await labels(people.backoffice, `${projectChoices}?q=manzoni&limit=50`);
    expect(found.slice(0, 2)).toEqual(['Manzoni', 'Manzoni Alessandro - Via Po 1']);
    const wordStarts = found.slice(2, found.indexOf('Villa Manzonia'));
    expect(wordStarts).toEqual(
      expect.arrayContaining([
        'Casa Bianchi - Via Manzoni 3',
        'Perizia integrativa - Condominio Via Manzoni 8',
        'Validazione tecnica mutuo - Condominio Via Manzoni 8',
      ]),
    );
    expect(found).not.toContain('Abitazione Barbieri - Via Mazzini 64');
    // A typo still finds the name, after what matches it exactly.
    expect((await labels(people.backoffice, `${projectChoices}?q=manzomi&limit=50`))[0]).toBe('Manzoni');
  });

  it('finds every word in any order, in pickers and in lists alike', async () => {
    const assignees = referenceOptionsEndpoint(projectsResource, 'assigneeId').path;
    expect(await labels(people.backoffice, `${assignees}?q=rossi%20marco`)).toEqual(['Marco Rossi']);
    const listed = (await people.backoffice.get('/happyway/projects?q=manzoni%20casa')).json<{
      data: { name: string }[];
    }>().data;
    expect(listed.map((project) => project.name)).toEqual(['Casa Bianchi - Via Manzoni 3']);
    const directory = (await people.hubhead.get(`${professionalDirectory.apiPath}?q=rossi%20marco`)).json<{
      data: { firstName: string; lastName: string }[];
    }>();
    expect(directory.data.map((person) => `${person.firstName} ${person.lastName}`)).toContain('Marco Rossi');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalDirectory } from '../../domain/resources/directories.ts';
import type { ReferenceOption } from '../../domain/schemas/reference-options.ts';
import { networks } from '../../server/db/schema/index.ts';
import { profileIdOf } from './support/network-fixtures.ts';
import { insertProject } from './support/project-fixtures.ts';
import { sessions, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

/**
 * "Associa a un progetto" (issue 31): "Manzoni" in the project picker lists the Manzoni projects first, a merely close
 * name of another network after them, and only the projects the caller may put a professional on.
 */
describe.each(testDrivers)('the project picker of "Associa a un progetto" on %s', (driver) => {
  let ctx: TestApp;
  let people: Record<'backoffice' | 'hubhead', Session>;
  const demoManzoni = [
    'Condominio Via Manzoni 8',
    'Perizia integrativa - Condominio Via Manzoni 8',
    'Validazione tecnica mutuo - Condominio Via Manzoni 8',
  ];
  const otherNetworkClose = 'Abitazione Barbieri - Via Mazzini 64';
  const otherNetworkManzoni = 'Casa Fontana - Via Manzoni 40';
  let closeId = '';
  let manzoniId = '';
  const options = async (who: Session, query: string) => {
    const response = await who.get(`${professionalDirectory.apiPath}/options/projectId?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: ReferenceOption[] }>().data;
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = await sessions(ctx.app, { backoffice: 'backoffice@demo.example', hubhead: 'hubhead@demo.example' });
    const [adria] = await ctx.database.db
      .select({ id: networks.id })
      .from(networks)
      .where(eq(networks.code, 'ADRIA2026'));
    if (!adria) throw new Error('no Rete Adriatica');
    closeId = await insertProject(ctx.database.db, { name: otherNetworkClose, networkId: adria.id });
    manzoniId = await insertProject(ctx.database.db, { name: otherNetworkManzoni, networkId: adria.id });
  });
  afterAll(async () => ctx.close());

  it("lists the hub head's three Manzoni projects and nothing of another network", async () => {
    const found = await options(people.hubhead, 'q=Manzoni&limit=20');
    expect(found.map((option) => option.label)).toEqual(demoManzoni);
    expect(found.every((option) => option.hint?.startsWith('Rete Demo HappyWay'))).toBe(true);
    // Out of reach however it is asked: by its own name or by id.
    expect((await options(people.hubhead, 'q=Mazzini%2064&limit=20')).map((option) => option.id)).not.toContain(
      closeId,
    );
    expect(await options(people.hubhead, `ids=${closeId},${manzoniId}`)).toEqual([]);
  });

  it("puts every Manzoni project before a merely close one for back office, who may pick any network's", async () => {
    const labels = (await options(people.backoffice, 'q=Manzoni&limit=50')).map((option) => option.label);
    const manzoni = labels.filter((label) => label.includes('Manzoni'));
    expect(manzoni).toEqual(expect.arrayContaining([...demoManzoni, otherNetworkManzoni]));
    expect(labels.slice(0, manzoni.length)).toEqual(manzoni);
    const close = labels.indexOf(otherNetworkClose);
    if (close !== -1) expect(close).toBeGreaterThanOrEqual(manzoni.length);
  });

  it('refuses to put a professional on a project of another network the hub head reached around the picker', async () => {
    const profileId = await profileIdOf(ctx.database.db, 'designer@demo.example');
    const response = await people.hubhead.post(`/happyway/projects/${manzoniId}/roles`, { profileId, role: 'coach' });
    expect(response.statusCode).toBe(404);
  });
});

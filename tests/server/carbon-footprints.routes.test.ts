import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../domain/format.ts';
import { carbonFootprints, networks, profiles, projects } from '../../server/db/schema/index.ts';
import { sessions, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';
import { pdfText } from './support/pdf-text.ts';

interface Footprint {
  id: string;
  name: string;
  projectId: string | null;
  projectName: string | null;
  authorName: string;
  totalKgCo2e: number;
  savedKgCo2ePerYear: number | null;
  paybackYears: number | null;
  result: { totalKgCo2e: number; lines: { source: string; quantity: number }[] };
}
interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: { path: string; message: string }[];
}

const computePath = '/consumption/functions/carbonfootprint';
const savePath = '/evaluator/carbon/footprint';

const condominium = {
  buildingKind: 'condominium',
  heatedAreaSqm: 1200,
  occupants: 30,
  dwellings: 12,
  consumption: [
    { source: 'naturalGas', entry: 'euro', amountCents: 1_046_700, centsPerUnit: 104.67 },
    { source: 'electricity', entry: 'units', quantity: 4000 },
  ],
};

describe.each(testDrivers)('carbon footprints on %s', (driver) => {
  let ctx: TestApp;
  let people: Record<'designer' | 'hubhead' | 'specialist' | 'backoffice' | 'finaluser', Session>;
  let networkProject = '';
  let otherProject = '';
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const { db } = ctx.database;
    const [demo] = await db.select().from(networks).where(eq(networks.code, 'DEMO2026'));
    const [other] = await db.insert(networks).values({ name: 'Rete Nord', code: 'NORD2026' }).returning();
    await db
      .update(profiles)
      .set({ networkId: other?.id ?? null })
      .where(eq(profiles.email, 'specialist@demo.example'));
    people = await sessions(ctx.app, {
      designer: 'designer@demo.example',
      hubhead: 'hubhead@demo.example',
      specialist: 'specialist@demo.example',
      backoffice: 'backoffice@demo.example',
      finaluser: 'finaluser@demo.example',
    });
    const [author] = await db.select().from(profiles).where(eq(profiles.email, 'designer@demo.example'));
    const [mine] = await db
      .insert(projects)
      .values({
        name: 'Condominio Carbonio',
        type: 'Standard',
        status: 'Draft',
        assigneeId: author?.id ?? null,
        networkId: demo?.id ?? null,
      })
      .returning();
    const [notMine] = await db
      .insert(projects)
      .values({ name: 'Condominio Nord', type: 'Standard', status: 'Draft', networkId: other?.id ?? null })
      .returning();
    networkProject = mine?.id ?? '';
    otherProject = notMine?.id ?? '';
  });
  afterAll(async () => ctx.close());

  type Person = keyof typeof people;
  const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    people[who].call(method, url, payload);
  /** A body that is not JSON at all. */
  const postRaw = (who: Person, url: string, body: string) =>
    people[who].post(url, body, { 'content-type': 'application/json' });
  const save = async (who: Person, body: object) => {
    const response = await call(who, 'POST', savePath, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Footprint>();
  };
  const rows = async () => (await ctx.database.db.select({ value: count() }).from(carbonFootprints))[0]?.value ?? 0;
  const fieldErrors = (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(400);
    return response.json<ErrorBody>().errors;
  };

  it('computes 1,000 Sm³ of gas (10,467.00 € at 104.67 c€/Sm³) and 4,000 kWh without saving anything', async () => {
    const response = await call('finaluser', 'POST', computePath, condominium);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ totalKgCo2e: number; perSqmKgCo2e: number; lines: { quantity: number }[] }>();
    expect(result.lines[0]?.quantity).toBeCloseTo(10_000, 6);
    expect(result.totalKgCo2e).toBeCloseTo(10_000 * 9.79 * 0.2013624 + 4000 * 0.257, 3);
    expect(result.perSqmKgCo2e).toBeCloseTo(result.totalKgCo2e / 1200, 6);
    expect(await rows()).toBe(0);
  });

  it('refuses negative use, an area of 0 and euro with no tariff with Italian messages on the fields', async () => {
    const errors = fieldErrors(
      await call('designer', 'POST', computePath, {
        ...condominium,
        heatedAreaSqm: 0,
        consumption: [
          { source: 'lpg', entry: 'units', quantity: -1 },
          { source: 'naturalGas', entry: 'euro', amountCents: 5000 },
        ],
      }),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'heatedAreaSqm', message: 'Il valore deve essere maggiore a 0' },
        { path: 'consumption.0.quantity', message: 'Il valore deve essere maggiore o uguale a 0' },
        { path: 'consumption.1.centsPerUnit', message: "Indica la tariffa per convertire l'importo in consumo" },
      ]),
    );
    const saving = fieldErrors(
      await call('designer', 'POST', savePath, { name: '', input: { ...condominium, occupants: 0 } }),
    );
    expect(saving).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Il campo Nome è richiesto' },
        { path: 'input.occupants', message: 'Il valore deve essere maggiore o uguale a 1' },
      ]),
    );
    expect((await postRaw('designer', savePath, '{"name":')).statusCode).toBe(400);
    expect((await call('designer', 'POST', savePath, [])).statusCode).toBe(400);
    expect(await rows()).toBe(0);
  });

  it('saves what the server computes, never the totals the client sends', async () => {
    const saved = await save('designer', {
      name: 'Condominio Aurora, stato di fatto',
      projectId: networkProject,
      totalKgCo2e: 1,
      input: {
        ...condominium,
        renovation: {
          measures: [{ type: 'heatPump', scop: 3.2, replacedEfficiencyPercent: 90 }],
          materials: [{ kind: 'material', material: 'steel', kg: 800 }],
        },
      },
      result: { totalKgCo2e: 1 },
    });
    const total = 10_000 * 9.79 * 0.2013624 + 4000 * 0.257;
    expect(saved).toMatchObject({
      name: 'Condominio Aurora, stato di fatto',
      projectName: 'Condominio Carbonio',
      authorName: 'Marco Rossi',
    });
    expect(saved.totalKgCo2e).toBe(Math.round(total));
    expect(saved.result.totalKgCo2e).toBeCloseTo(total, 3);
    const after = 4000 * 0.257 + ((97_900 * 0.9) / 3.2) * 0.257;
    expect(saved.savedKgCo2ePerYear).toBe(Math.round(total - after));
    expect(saved.paybackYears).toBe(Math.round(((800 * 1.55) / (total - after)) * 10) / 10);
  });

  it('shows a footprint to its author, the people of its project and back office; to anyone else it does not exist', async () => {
    const onProject = await save('designer', { name: 'Sul progetto', projectId: networkProject, input: condominium });
    const ownOnly = await save('designer', { name: 'Solo mia', input: condominium });
    const status = async (who: Person, id: string) => (await call(who, 'GET', `${savePath}/${id}`)).statusCode;
    expect(await status('designer', onProject.id)).toBe(200);
    expect(await status('hubhead', onProject.id)).toBe(200);
    expect(await status('backoffice', onProject.id)).toBe(200);
    expect(await status('specialist', onProject.id)).toBe(404);
    expect(await status('finaluser', onProject.id)).toBe(404);
    expect(await status('hubhead', ownOnly.id)).toBe(404);
    expect(await status('backoffice', ownOnly.id)).toBe(200);
    expect(await status('designer', '00000000-0000-4000-8000-000000000000')).toBe(404);
    expect(await status('designer', 'not-an-id')).toBe(400);

    const names = async (who: Person, query = '') =>
      (await call(who, 'GET', `${savePath}?limit=100${query}`))
        .json<{ data: Footprint[] }>()
        .data.map((row) => row.name);
    expect(await names('hubhead')).toContain('Sul progetto');
    expect(await names('hubhead')).not.toContain('Solo mia');
    expect(await names('specialist')).toEqual([]);
    expect(await names('designer', '&q=solo')).toEqual(['Solo mia']);
    expect(await names('designer', `&projectId=${networkProject}&buildingKind=condominium&q=progetto`)).toEqual([
      'Sul progetto',
    ]);
    expect((await call('designer', 'GET', `${savePath}?colour=green`)).statusCode).toBe(400);
    const csv = await call('hubhead', 'GET', `${savePath}/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Sul progetto');
    expect(csv.body).toContain('Condominio Carbonio');
    expect(csv.body).not.toContain('Solo mia');
  });

  it('lets only the author or back office delete a footprint', async () => {
    const saved = await save('designer', { name: 'Da eliminare', projectId: networkProject, input: condominium });
    expect((await call('hubhead', 'DELETE', `${savePath}/${saved.id}`)).statusCode).toBe(403);
    expect((await call('specialist', 'DELETE', `${savePath}/${saved.id}`)).statusCode).toBe(404);
    expect((await call('designer', 'DELETE', `${savePath}/${saved.id}`)).statusCode).toBe(204);
    expect((await call('designer', 'GET', `${savePath}/${saved.id}`)).statusCode).toBe(404);
  });

  it('refuses a project the caller does not see and a caller who is no professional', async () => {
    const before = await rows();
    expect(
      fieldErrors(
        await call('designer', 'POST', savePath, { name: 'Altrui', projectId: otherProject, input: condominium }),
      ),
    ).toEqual([{ path: 'projectId', message: 'Progetto non trovato' }]);
    expect((await call('finaluser', 'POST', savePath, { name: 'Mia', input: condominium })).statusCode).toBe(403);
    expect(await rows()).toBe(before);
  });

  it('offers only visible projects, searched on the server', async () => {
    const options = async (who: Person, q: string) =>
      (await call(who, 'GET', `${savePath}/options/projectId?q=${encodeURIComponent(q)}`)).json<{
        data: { id: string; label: string }[];
      }>().data;
    expect(await options('designer', 'carbon')).toEqual([
      {
        id: networkProject,
        label: 'Condominio Carbonio',
        hint: `Rete Demo HappyWay · Marco Rossi · creato il ${formatDay(new Date())}`,
      },
    ]);
    expect((await options('designer', 'Nord')).map((o) => o.id)).not.toContain(otherProject);
    expect((await options('backoffice', 'Nord')).map((o) => o.id)).toContain(otherProject);
    expect(await options('designer', '%')).toEqual([]);
  });

  it('gives the PDF report in Italian to whoever sees the footprint', async () => {
    const saved = await save('designer', { name: 'Report', projectId: networkProject, input: condominium });
    const response = await call('hubhead', 'GET', `${savePath}/${saved.id}/report.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // It is the building's energy footprint, and the report says so.
    const text = pdfText(response.rawPayload);
    expect(text).toContain("È l'impronta energetica dell'edificio");
    expect(text).toContain('Non comprende gli spostamenti in auto o in aereo');
    expect((await call('specialist', 'GET', `${savePath}/${saved.id}/report.pdf`)).statusCode).toBe(404);
  });

  it('shows in the report how Sm³ become kWh and then CO2, with each factor\'s source and no "da verificare"', async () => {
    const saved = await save('designer', {
      name: 'Report GPL',
      input: {
        ...condominium,
        consumption: [...condominium.consumption, { source: 'lpg', entry: 'units', quantity: 1000 }],
      },
    });
    const text = pdfText((await call('designer', 'GET', `${savePath}/${saved.id}/report.pdf`)).rawPayload).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(
      'Gas naturale: 10.000 Sm³ × 9,79 kWh/Sm³ = 97.900 kWh; 97.900 kWh × 0,2014 kg CO2/kWh = 19.713 kg CO2',
    );
    expect(text).toContain(
      'Sm³ in kWh: PCI 35,253 GJ/1000 Sm³, ISPRA, Tabella dei parametri standard nazionali (gas naturale), 2019',
    );
    expect(text).toContain('GPL: 1.000 L × 6,5 kWh/L = 6.500 kWh; 6.500 kWh × 0,23 kg CO2e/kWh = 1.495 kg CO2e');
    expect(text).toContain(
      'Energia elettrica dalla rete: 0,257 kg CO2/kWh (257 gCO2/kWh), ISPRA, Fattori di emissione',
    );
    expect(text).toContain('GPL: 0,23 kg CO2e/kWh (2,93936 kgCO2e/kg su 12,78 kWh/kg), DESNZ/DEFRA');
    expect(text).not.toContain('Energia elettrica dalla rete: 1');
    expect(text).not.toContain('da verificare');
    // Gas and electricity alone are CO2 only; with LPG the total is CO2e.
    expect(text).toMatch(/Emissioni annue: [\d.]+ kg CO2e/);
    const gasOnly = pdfText(
      (
        await call(
          'designer',
          'GET',
          `${savePath}/${(await save('designer', { name: 'Solo gas', input: condominium })).id}/report.pdf`,
        )
      ).rawPayload,
    );
    expect(gasOnly.replace(/\s+/g, ' ')).toMatch(/Emissioni annue: 20\.741 kg CO2(?!e)/);
    expect(gasOnly).not.toContain('CO2e/kWh');
  });

  it('lets only the author or back office edit a footprint, computing its figures again; says who may on the record', async () => {
    const saved = await save('designer', { name: 'Da modificare', projectId: networkProject, input: condominium });
    const read = async (who: Person) =>
      (await call(who, 'GET', `${savePath}/${saved.id}`)).json<Footprint & { editable: boolean }>();
    expect((await read('designer')).editable).toBe(true);
    expect((await read('hubhead')).editable).toBe(false);
    expect((await read('backoffice')).editable).toBe(true);
    const changed = {
      name: 'Modificata',
      projectId: null,
      input: { ...condominium, consumption: [{ source: 'electricity', entry: 'units', quantity: 1000 }] },
    };
    expect((await call('hubhead', 'PUT', `${savePath}/${saved.id}`, changed)).statusCode).toBe(403);
    expect((await call('specialist', 'PUT', `${savePath}/${saved.id}`, changed)).statusCode).toBe(404);
    expect((await call('finaluser', 'PUT', `${savePath}/${saved.id}`, changed)).statusCode).toBe(403);
    expect(
      fieldErrors(await call('designer', 'PUT', `${savePath}/${saved.id}`, { ...changed, projectId: otherProject })),
    ).toEqual([{ path: 'projectId', message: 'Progetto non trovato' }]);
    const updated = await call('designer', 'PUT', `${savePath}/${saved.id}`, { ...changed, totalKgCo2e: 1 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Footprint>()).toMatchObject({
      name: 'Modificata',
      projectId: null,
      totalKgCo2e: 257,
      authorName: 'Marco Rossi',
    });
    const byBackOffice = await call('backoffice', 'PUT', `${savePath}/${saved.id}`, {
      ...changed,
      name: 'Dal back office',
    });
    expect(byBackOffice.statusCode, byBackOffice.body).toBe(200);
    expect(byBackOffice.json<Footprint>().authorName).toBe('Marco Rossi');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Building,
  CondominiumRoleEntry,
  SiteView,
  Stair,
  ValidationResult,
} from '../../domain/construction-site/schemas.ts';
import type { RepositoryObjectCreated } from '../../domain/files/repository-objects.ts';
import { formatIsoDate, romeCalendarDate } from '../../domain/rules/calendar.ts';
import { condominiums, repositoryObjects } from '../../server/db/schema/index.ts';
import { configuredFileStore } from '../../server/files/file-services.ts';
import { demoNetworkId, insertNetwork } from './support/network-fixtures.ts';
import { apiCallers, demoProjectPeople, insertLoginUser, type ApiCaller } from './support/project-fixtures.ts';
import { pdfText } from './support/pdf-text.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface Condominium {
  id: string;
  name: string;
  fiscalCode: string;
  canEdit: boolean;
  networkName: string | null;
  buildings?: Building[];
}
interface Page {
  data: Condominium[];
  total: number;
}

const people = { ...demoProjectPeople, stranger: 'estraneo@test.example', otherHub: 'capo.nord@test.example' } as const;
type Who = keyof typeof people;
const DAY_MS = 86_400_000;
const romeDay = (offsetDays: number) => formatIsoDate(romeCalendarDate(new Date(Date.now() + offsetDays * DAY_MS)));
/** Money as `formatMoney` writes it: a no-break space before the euro sign. */
const euro = (text: string) => text.replace(/ €/g, '\u00a0€');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(testDrivers)('condominiums and their construction site on %s', (driver) => {
  let ctx: TestApp;
  let call: ApiCaller;
  let manzoni = '';
  let strangerId = '';

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const { db } = ctx.database;
    const demo = await demoNetworkId(db);
    strangerId = await insertLoginUser(db, {
      email: people.stranger,
      firstName: 'Sara',
      lastName: 'Estranei',
      networkId: demo,
      roles: ['Designer'],
    });
    await insertLoginUser(db, {
      email: people.otherHub,
      firstName: 'Nino',
      lastName: 'Nord',
      networkId: await insertNetwork(db, 'NORD2026', 'Rete Nord'),
      roles: ['HubHead'],
    });
    const [row] = await db
      .select({ id: condominiums.id })
      .from(condominiums)
      .where(eq(condominiums.fiscalCode, '97123456010'));
    manzoni = row?.id ?? '';
    call = await apiCallers(ctx, people);
  });
  afterAll(async () => ctx.close());

  const site = `/happyway/cantiere/condominiums`;
  const results = async (who: Who = 'designer') => {
    const response = await call(who, 'GET', `${site}/${manzoni}/bt-results`);
    expect(response.statusCode).toBe(200);
    return response.json<ValidationResult>();
  };
  const stage = (result: ValidationResult, title: string) => {
    const found = result.stages.find((item) => item.title === title);
    if (!found) throw new Error(`no stage ${title}`);
    return found;
  };
  const failures = (result: ValidationResult, title: string) =>
    stage(result, title).checks.flatMap((item) => item.reasons);
  const upload = async (category: string, name: string) => {
    const created = await call('designer', 'POST', '/happyway/repository-objects', {
      name,
      meta: { category },
      entity_id: manzoni,
      entityType: 'Condominium',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    expect(created.statusCode).toBe(201);
    const { uploadUrl } = created.json<RepositoryObjectCreated>();
    const url = new URL(uploadUrl);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(put.statusCode).toBe(204);
    return created.json<RepositoryObjectCreated>();
  };
  const storedObject = async (id: string) => {
    const [row] = await ctx.database.db.select().from(repositoryObjects).where(eq(repositoryObjects.id, id));
    return row;
  };

  it('shows the demo condominium to the people of its project, its hub head and back office, and is a 404 for anyone else', async () => {
    const expected: Record<Who, number> = {
      designer: 200,
      hubhead: 200,
      specialist: 200,
      backoffice: 200,
      stranger: 404,
      otherHub: 404,
    };
    for (const who of Object.keys(people) as Who[]) {
      const response = await call(who, 'GET', `/happyway/condominiums/${manzoni}?projections=buildings`);
      expect(response.statusCode, who).toBe(expected[who]);
      const list = (await call(who, 'GET', '/happyway/condominiums?q=Manzoni')).json<Page>();
      expect(list.total, who).toBe(expected[who] === 200 ? 1 : 0);
      for (const path of [
        `${site}/${manzoni}`,
        `${site}/${manzoni}/bt-results`,
        `${site}/${manzoni}/report-pdf`,
        `/property/condominium/${manzoni}/role`,
      ]) {
        expect((await call(who, 'GET', path)).statusCode, `${who} ${path}`).toBe(expected[who]);
      }
    }
    const record = (
      await call('designer', 'GET', `/happyway/condominiums/${manzoni}?projections=buildings`)
    ).json<Condominium>();
    expect(record).toMatchObject({
      name: 'Condominio Via Manzoni 8',
      fiscalCode: '97123456010',
      canEdit: true,
      networkName: 'Rete Demo HappyWay',
    });
    expect(
      record.buildings?.map((building) => [
        building.name,
        building.stairs.map((stair) => [stair.name, stair.units, stair.heatedAreaSqm]),
      ]),
    ).toEqual([['Edificio A', [['Scala A', 12, 960]]]]);
    expect((await call('specialist', 'GET', `/happyway/condominiums/${manzoni}`)).json<Condominium>().canEdit).toBe(
      false,
    );
  });

  it('lets only its editors change it: a specialist who sees it gets 403, an outsider 404, and nothing changes', async () => {
    const record = (
      await call('designer', 'GET', `/happyway/condominiums/${manzoni}?projections=buildings`)
    ).json<Condominium>();
    const building = record.buildings?.[0];
    if (!building) throw new Error('no building');
    const body = { name: 'Edificio A rinominato', apeClassBefore: 'F', apeClassAfter: 'C' };
    expect((await call('specialist', 'PUT', `/happyway/building/${building.id}`, body)).json()).toMatchObject({
      statusCode: 403,
      message: 'Non puoi modificare questo condominio',
    });
    expect((await call('stranger', 'PUT', `/happyway/building/${building.id}`, body)).json()).toMatchObject({
      statusCode: 404,
      message: 'Edificio non trovato',
    });
    expect(
      (await call('stranger', 'POST', `${site}/${manzoni}/sal`, { date: romeDay(-1), amount: 100 })).statusCode,
    ).toBe(404);
    expect(
      (await call('specialist', 'POST', `${site}/${manzoni}/sal`, { date: romeDay(-1), amount: 100 })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('otherHub', 'POST', '/happyway/stair', {
          buildingId: building.id,
          name: 'X',
          units: 1,
          floors: 1,
          heatedAreaSqm: 50,
          constructionYear: 1990,
          typology: 'apartment',
        })
      ).statusCode,
    ).toBe(404);
    const after = (
      await call('backoffice', 'GET', `/happyway/condominiums/${manzoni}?projections=buildings`)
    ).json<Condominium>();
    expect(after.buildings?.[0]?.name).toBe('Edificio A');
    expect((await call('backoffice', 'GET', `${site}/${manzoni}`)).json<SiteView>().progress).toEqual([]);
  });

  it('gives roles on a condominium as on projects: the hub head assigns, the person then sees it, a designer may not assign', async () => {
    const path = `/property/condominium/${manzoni}/role`;
    expect((await call('designer', 'POST', path, { profileId: strangerId, role: 'coach' })).json()).toMatchObject({
      statusCode: 403,
      message: 'Solo il back office e il capo hub della rete possono gestire i ruoli sul condominio',
    });
    const assigned = await call('hubhead', 'POST', path, { profileId: strangerId, role: 'coach' });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json<{ data: CondominiumRoleEntry[] }>().data).toEqual([
      expect.objectContaining({ name: 'Sara Estranei', role: 'coach', roleLabel: 'Coach' }),
    ]);
    expect((await call('hubhead', 'POST', path, { profileId: strangerId, role: 'coach' })).json()).toMatchObject({
      statusCode: 409,
      message: 'La persona ha già questo ruolo sul condominio',
    });
    expect((await call('stranger', 'GET', `/happyway/condominiums/${manzoni}`)).statusCode).toBe(200);
    expect((await call('hubhead', 'DELETE', `${path}/${strangerId}/coach`)).statusCode).toBe(204);
    expect((await call('stranger', 'GET', `/happyway/condominiums/${manzoni}`)).statusCode).toBe(404);
  });

  it('creates a condominium with the fiscal-code check and the geolocation address rules, and its creator holds a role on it', async () => {
    const body = {
      name: 'Condominio Aurora',
      fiscalCode: '97123456028',
      street: 'Via Po',
      houseNumber: '12',
      zip: '10123',
      city: 'Torino',
      nation: 'Italia',
      administratorName: 'Studio Verdi',
      administratorEmail: 'verdi@studio.example',
    };
    expect(
      (await call('designer', 'POST', '/happyway/condominiums', { ...body, fiscalCode: '97123456011' })).json(),
    ).toMatchObject({ statusCode: 400, errors: [{ path: 'fiscalCode', message: 'Il codice fiscale non è valido.' }] });
    expect(
      (await call('designer', 'POST', '/happyway/condominiums', { ...body, fiscalCode: '97123456010' })).json(),
    ).toMatchObject({
      statusCode: 400,
      errors: [{ path: 'fiscalCode', message: 'Codice fiscale del condominio già registrato' }],
    });
    const missing = (await call('designer', 'POST', '/happyway/condominiums', { ...body, street: ' ', zip: '' })).json<{
      errors: { path: string; message: string }[];
    }>();
    expect(missing.errors).toEqual(
      expect.arrayContaining([
        { path: 'street', message: 'La via è necessaria ai fini della geolocalizzazione' },
        { path: 'zip', message: 'Il CAP è necessario ai fini della geolocalizzazione' },
      ]),
    );
    expect((await call('specialist', 'POST', '/happyway/condominiums', body)).statusCode).toBe(403);
    const created = await call('designer', 'POST', '/happyway/condominiums', body);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<Condominium>();
    expect(
      (await call('designer', 'GET', `/property/condominium/${id}/role`))
        .json<{ data: CondominiumRoleEntry[] }>()
        .data.map((entry) => [entry.name, entry.role]),
    ).toEqual([['Marco Rossi', 'designer']]);
    expect((await call('hubhead', 'GET', `/happyway/condominiums/${id}`)).statusCode).toBe(200);
    expect((await call('stranger', 'GET', `/happyway/condominiums/${id}`)).statusCode).toBe(404);
    expect((await call('designer', 'GET', '/property/condominium/checkfiscalcode/97123456028')).json()).toEqual({
      valid: false,
      message: 'Codice fiscale del condominio già registrato',
    });
    expect(
      (
        await call('designer', 'PUT', `/happyway/condominiums/${id}`, { ...body, name: 'Condominio Aurora 2' })
      ).json<Condominium>().name,
    ).toBe('Condominio Aurora 2');
  });

  it('runs the checks stage by stage, records every SAL change with who and when, and keeps money exact', async () => {
    let result = await results();
    expect(result.passed).toBe(false);
    expect(failures(result, 'Ante operam')).toEqual([
      'Manca il documento «APE ante operam»',
      'Manca il documento «Relazione tecnica di progetto»',
      'Manca il documento «Documentazione fotografica»',
    ]);
    expect(result.stages.map((item) => item.title)).toEqual(['Ante operam', 'Fine lavori']);

    const building = await call('designer', 'POST', '/happyway/building', {
      condominiumId: manzoni,
      name: 'Edificio B',
      apeClassBefore: 'G',
      apeClassAfter: null,
    });
    expect(building.statusCode).toBe(201);
    const b = building.json<Building>();
    expect(failures(await results(), 'Ante operam')).toContain("L'Edificio B non ha scale");
    const stair = await call('designer', 'POST', '/happyway/stair', {
      buildingId: b.id,
      name: 'Scala B1',
      units: 8,
      floors: 4,
      heatedAreaSqm: 640,
      constructionYear: 1975,
      typology: 'apartment',
    });
    expect(stair.statusCode).toBe(201);
    const s = stair.json<Stair>();
    expect(failures(await results(), 'Ante operam')).toContain("Nessun lavoro con importo indicato per l'Edificio B");
    expect(
      (
        await call('designer', 'POST', `${site}/${manzoni}/works`, {
          buildingId: b.id,
          stairId: s.id,
          category: 'newWindows',
          description: 'Infissi',
          amount: 4_500_050,
        })
      ).statusCode,
    ).toBe(201);

    expect(
      (await call('designer', 'POST', `${site}/${manzoni}/sal`, { date: '2026-02-30', amount: 100 })).json(),
    ).toMatchObject({
      statusCode: 400,
      errors: [{ path: 'date', message: 'Il campo Data del SAL deve essere una data valida' }],
    });
    const added = await call('designer', 'POST', `${site}/${manzoni}/sal`, {
      date: romeDay(-2),
      amount: 12_345_678,
      note: 'Primo SAL',
    });
    expect(added.statusCode).toBe(201);
    const sal = added.json<SiteView>().progress[0];
    if (!sal) throw new Error('no SAL');
    expect(sal).toMatchObject({ number: 1, date: romeDay(-2), amount: 12_345_678 });
    const updated = await call('designer', 'PUT', `${site}/${manzoni}/sal/${sal.id}`, {
      date: romeDay(-1),
      amount: 10_000_001,
      note: null,
    });
    const history = updated.json<SiteView>().progress[0]?.history ?? [];
    expect(history.map((change) => [change.action, change.amount, change.date, change.changedBy?.name])).toEqual([
      ['updated', 10_000_001, romeDay(-1), 'Marco Rossi'],
      ['created', 12_345_678, romeDay(-2), 'Marco Rossi'],
    ]);

    result = await results();
    expect(
      stage(result, 'SAL 1')
        .checks.filter((item) => !item.passed)
        .map((item) => item.code),
    ).toEqual(['document.progressReport', 'document.photos']);
    await upload('bt:initial:apeBefore', 'APE ante operam.pdf');
    await upload('bt:initial:technicalReport', 'Relazione tecnica.pdf');
    await upload('bt:initial:photos', 'Foto facciate.pdf');
    await upload(`bt:${sal.id}:progressReport`, 'Relazione SAL 1.pdf');
    await upload(`bt:${sal.id}:photos`, 'Foto SAL 1.pdf');
    result = await results();
    expect(stage(result, 'Ante operam')).toMatchObject({ passed: true });
    expect(stage(result, 'SAL 1')).toMatchObject({ passed: true });
    expect(failures(result, 'Fine lavori')).toEqual(
      expect.arrayContaining([
        euro('I SAL certificano 100.000,01 € su 225.000,50 € di lavori'),
        "Classe APE post operam non indicata per l'Edificio B",
        'Manca il documento «APE post operam»',
      ]),
    );
    const energy = result.energy.find((item) => item.name === 'Edificio B');
    expect(energy).toMatchObject({ declaredBefore: 'G', declaredAfter: null, note: null });
    expect(energy?.estimatedBefore).toMatch(/^[A-G]$/);
    expect(energy?.estimatedAfter).toMatch(/^[A-G]$/);

    // A SAL the checks would fail is refused at entry with their reasons: in the future, before the works, beyond them.
    expect(
      (await call('designer', 'POST', `${site}/${manzoni}/sal`, { date: romeDay(3), amount: 20_000_000 })).json(),
    ).toMatchObject({
      statusCode: 400,
      errors: [
        { path: 'date', message: `La data del SAL (${romeDay(3).split('-').reverse().join('/')}) è nel futuro` },
        {
          path: 'amount',
          message: euro("L'importo cumulato dei SAL (300.000,01 €) supera l'importo dei lavori (225.000,50 €)"),
        },
      ],
    });
    expect(
      (await call('designer', 'POST', `${site}/${manzoni}/sal`, { date: '2019-04-01', amount: 100 })).json(),
    ).toMatchObject({
      statusCode: 400,
      errors: [
        {
          path: 'date',
          message: `La data del SAL precede l'inizio lavori (${romeDay(-21).split('-').reverse().join('/')})`,
        },
      ],
    });
    expect(
      (
        await call('designer', 'PUT', `${site}/${manzoni}/sal/${sal.id}`, {
          date: romeDay(-1),
          amount: 30_000_000,
          note: null,
        })
      ).json(),
    ).toMatchObject({
      statusCode: 400,
      errors: [
        {
          path: 'amount',
          message: euro("L'importo cumulato dei SAL (300.000,00 €) supera l'importo dei lavori (225.000,50 €)"),
        },
      ],
    });
    // SALs are numbered by date: one dated before SAL 1 becomes SAL 1.
    const earlier = await call('designer', 'POST', `${site}/${manzoni}/sal`, { date: romeDay(-5), amount: 5_000_000 });
    expect(earlier.statusCode).toBe(201);
    expect(earlier.json<SiteView>().progress.map((item) => [item.number, item.date])).toEqual([
      [1, romeDay(-5)],
      [2, romeDay(-1)],
    ]);
    const second = earlier.json<SiteView>().progress[0];
    expect(stage(await results(), 'SAL 2').checks.find((item) => item.code === 'progress.date')).toMatchObject({
      passed: true,
    });
    const secondReport = await upload(`bt:${second?.id ?? ''}:progressReport`, 'Relazione SAL 2.pdf');
    const secondKey = (await storedObject(secondReport.object.id))?.storageKey ?? '';
    expect(await configuredFileStore(ctx.config).head(secondKey)).not.toBeNull();
    expect((await call('designer', 'DELETE', `${site}/${manzoni}/sal/${second?.id ?? ''}`)).statusCode).toBe(204);
    expect((await results()).stages.map((item) => item.title)).toEqual(['Ante operam', 'SAL 1', 'Fine lavori']);
    // The deleted SAL's document goes with it, row and bytes; SAL 1 keeps its own.
    expect(await storedObject(secondReport.object.id)).toBeUndefined();
    expect(await configuredFileStore(ctx.config).head(secondKey)).toBeNull();
    expect(stage(await results(), 'SAL 1')).toMatchObject({ passed: true });
  });

  it('takes a stair whose heated area has decimals', async () => {
    const [building] =
      (await call('designer', 'GET', `/happyway/condominiums/${manzoni}?projections=buildings`)).json<Condominium>()
        .buildings ?? [];
    const created = await call('designer', 'POST', '/happyway/stair', {
      buildingId: building?.id,
      name: 'Scala decimale',
      units: 10,
      floors: 4,
      heatedAreaSqm: 1200.5,
      constructionYear: 1980,
      typology: 'apartment',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<Stair>().heatedAreaSqm).toBe(1200.5);
    expect((await call('designer', 'DELETE', `/happyway/stair/${created.json<Stair>().id}`)).statusCode).toBe(204);
  });

  it('answers the validation report as an Italian PDF for the designer and the hub head', async () => {
    for (const who of ['designer', 'hubhead'] as const) {
      const response = await call(who, 'GET', `${site}/${manzoni}/report-pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="validazione-tecnica-97123456010.pdf"',
      );
      const text = pdfText(response.rawPayload);
      for (const expected of [
        'Rapporto di validazione tecnica',
        'Condominio Via Manzoni 8',
        'Esito: validazione non superata',
        'Codice fiscale: 97123456010',
        'Indirizzo: Via Alessandro Manzoni 8, 20121 Milano (Italia)',
        'Amministratore: Studio Bianchi Amministrazioni (amministrazione@bianchi.example)',
        'Progetti: Validazione tecnica mutuo - Condominio Via Manzoni 8; Perizia integrativa - Condominio Via Manzoni 8',
        'Edificio A',
        'Edificio B',
        'Scala B1',
        '640 m²',
        'APE dichiarato: ante operam G, post operam —',
        'Impresa esecutrice: Edilnord Costruzioni S.r.l.',
        'Cappotto termico delle facciate',
        '180.000,00 €',
        '45.000,50 €',
        'Totale lavori: 225.000,50 €',
        '100.000,01 €',
        'Marco Rossi',
        'Ante operam: superata',
        'SAL 1: superata',
        'Fine lavori: non superata',
        'Documento APE ante operam: APE ante operam.pdf (caricato il',
        'Documento APE post operam: mancante',
        "Non superato - Miglioramento di almeno 2 classi energetiche Classe APE post operam non indicata per l'Edificio B",
      ])
        expect(text, who).toContain(expected);
      expect(text, who).not.toContain('Edificio «Edificio');
      expect(text.match(/Documento:? APE post operam/g)?.length, `${who}: each missing document once`).toBe(1);
      expect(text, who).not.toContain('Manca il documento');
      expect(text, who).toContain(
        "L'Edificio A dichiara un salto da F a C (3 classi), ma secondo la stima del motore energetico va da E a E (0 classi)",
      );
    }
  });
});

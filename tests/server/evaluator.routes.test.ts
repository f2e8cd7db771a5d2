import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILANO_FLAT } from '../domain/energy/fixtures.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

/** A 1970s flat in Torino, second of six floors, standard gas boiler, single glazing, no bills. */
const torinoFlat = {
  ...MILANO_FLAT,
  sqm: 80,
  windowsNumber: 6,
  address: { nation: 'Italia', city: 'Torino', zip: '10121', street: 'Via Roma', houseNumber: '10' },
};

type Estimate = {
  energyClass: string;
  co2KgYear: number;
  costEurYear: number;
  climateZone: string;
  degreeDays: number;
  carriers: unknown[];
  scenarios: { energyClass: string; savingEurYear: number }[];
  uncertainty: { notes: string[] };
};

describe.each(testDrivers)('evaluator routes on %s', (driver) => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
  });
  afterAll(async () => ctx.close());

  const estimate = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/evaluator/energy/estimate', payload });

  it('rates a 1970s Torino flat with a gas boiler and single glazing in class E to G, with CO2, cost and zone E', async () => {
    const response = await estimate(torinoFlat);
    expect(response.statusCode).toBe(200);
    const body = response.json<Estimate>();
    expect(['E', 'F', 'G']).toContain(body.energyClass);
    expect(body.co2KgYear).toBeGreaterThan(1000);
    expect(body.costEurYear).toBeGreaterThan(500);
    expect(body.climateZone).toBe('E');
    expect(body.degreeDays).toBe(2617);
    expect(body.carriers.length).toBeGreaterThan(0);
    expect(body.scenarios.length).toBeGreaterThanOrEqual(3);
    expect(body.uncertainty.notes.length).toBeGreaterThan(0);
  });

  it('rates the same flat with a heat pump and triple glazing in a better class', async () => {
    const before = (await estimate(torinoFlat)).json<Estimate>();
    const after = (await estimate({ ...torinoFlat, heatersType: 'heatPump', windowType: 'triple' })).json<Estimate>();
    expect(after.energyClass < before.energyClass).toBe(true);
    expect(after.co2KgYear).toBeLessThan(before.co2KgYear);
  });

  it('accepts the bills, the province and null bills', async () => {
    const response = await estimate({
      ...torinoFlat,
      gasCost: 1500,
      powerCost: null,
      address: { ...torinoFlat.address, province: 'TO' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a 0 m² home on 40 floors and an empty address with 400 and Italian messages per field', async () => {
    const response = await estimate({
      ...torinoFlat,
      sqm: 0,
      floors: 40,
      windowType: 'stained',
      address: { nation: '', city: ' ', zip: '', street: '', houseNumber: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { path: string; message: string }[] }>();
    expect(body.message).toBe('Dati non validi');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'sqm', message: 'La superficie deve essere di almeno 20 m²' },
        { path: 'floors', message: 'Il campo numero di piani non può superare 30' },
        { path: 'windowType', message: 'Seleziona il tipo di vetri delle finestre' },
        { path: 'address.nation', message: 'La nazione è necessaria ai fini della geolocalizzazione' },
        { path: 'address.city', message: 'La città è necessaria ai fini della geolocalizzazione' },
        { path: 'address.zip', message: 'Il CAP è necessario ai fini della geolocalizzazione' },
        { path: 'address.street', message: 'La via è necessaria ai fini della geolocalizzazione' },
        { path: 'address.houseNumber', message: 'Il numero civico è necessario ai fini della geolocalizzazione' },
      ]),
    );
  });

  it('refuses a missing field and a flat above the top floor, naming the field', async () => {
    const missing = await estimate({ ...torinoFlat, typology: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: [{ path: 'typology', message: "Seleziona la tipologia dell'immobile" }],
    });
    const tooHigh = await estimate({ ...torinoFlat, floor: 7 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toMatchObject({
      errors: [
        { path: 'floor', message: "Il piano dell'appartamento non può superare il numero di piani dell'edificio" },
      ],
    });
  });

  it('answers an unknown comune with 400 on address.city and the engine message', async () => {
    const response = await estimate({ ...torinoFlat, address: { ...torinoFlat.address, city: 'Paperopoli' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Dati non validi',
      errors: [
        { path: 'address.city', message: "Comune non trovato nell'elenco ufficiale: sceglilo tra quelli proposti" },
      ],
    });
  });

  it('answers an ambiguous comune with 400 on address.city until the province tells them apart', async () => {
    const castro = { ...torinoFlat, address: { ...torinoFlat.address, city: 'Castro' } };
    const ambiguous = await estimate(castro);
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json()).toMatchObject({
      errors: [{ path: 'address.city', message: 'Esistono più comuni con questo nome: indica anche la provincia' }],
    });
    const resolved = await estimate({ ...castro, address: { ...castro.address, province: 'LE', zip: '73030' } });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<Estimate>().climateZone).toBe('C');
  });

  it('finds Torino first when the autocomplete is asked for "tori", at most `limit` comuni', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/evaluator/comuni?q=tori&limit=5' });
    expect(response.statusCode).toBe(200);
    const comuni = response.json<{ displayName: string; province: string; zone: string; degreeDays: number }[]>();
    expect(comuni).toHaveLength(5);
    expect(comuni[0]).toMatchObject({ displayName: 'Torino', province: 'TO', zone: 'E', degreeDays: 2617 });
  });

  it('refuses an empty autocomplete query and a limit above 20', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/evaluator/comuni?q=%20' })).json()).toMatchObject({
      errors: [{ path: 'q', message: 'Indica il nome del comune' }],
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/evaluator/comuni?q=tor&limit=500' })).statusCode).toBe(
      400,
    );
  });

  it('documents both calls in the OpenAPI page', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/evaluator/energy/estimate', '/evaluator/comuni']));
  });

  it('limits the estimate to 30 calls a minute from one address (this test runs last: it spends the budget)', async () => {
    let status = 200;
    for (let call = 0; call < 31 && status !== 429; call += 1) status = (await estimate(torinoFlat)).statusCode;
    expect(status).toBe(429);
    expect((await estimate(torinoFlat)).json()).toMatchObject({
      statusCode: 429,
      message: 'Troppe richieste: riprova tra poco.',
    });
  });
});

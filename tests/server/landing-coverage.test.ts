import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

describe.each(testDrivers)('whether the contact form may promise a call, on %s', (driver) => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
  });
  afterAll(async () => ctx.close());

  const coverage = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/profile/landingcontact/coverage?${query}` });

  it("answers covered for the demo Local Manager's province (TO), in any case, and not for Bari", async () => {
    expect((await coverage('province=TO')).json()).toEqual({ covered: true });
    expect((await coverage('province=to')).json()).toEqual({ covered: true });
    expect((await coverage('province=BA')).json()).toEqual({ covered: false });
  });

  it("follows a network's landing link: any Active Local Manager of the network takes its leads", async () => {
    expect((await coverage('province=BA&networkCode=DEMO2026')).json()).toEqual({ covered: true });
    expect((await coverage('province=BA&networkCode=NESSUNA')).statusCode).toBe(404);
  });

  it('refuses a malformed province with an Italian message', async () => {
    const response = await coverage('province=Torino');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Sigla della provincia non valida');
  });
});

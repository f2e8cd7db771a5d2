import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

describe.each(testDrivers)('agreements on %s', (driver) => {
  let ctx: TestApp;
  let newTerms: Session;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    newTerms = await session(ctx.app, 'newterms@demo.example');
  });
  afterAll(async () => ctx.close());

  const init = async () => (await newTerms.get('/profile/init')).json<{ missingAgreements: string[] }>();
  const agreement = async (kind: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/profile/agreement/${kind}` })).json<{
      id: string;
      title: string;
    }>();

  it('serves the current privacy policy and terms to anyone, in Italian', async () => {
    expect((await agreement('privacy')).title).toBe('Informativa sul trattamento dei dati personali');
    expect((await agreement('terms')).title).toBe("Termini e condizioni d'uso del portale");
    const { id } = await agreement('privacy');
    const byId = await ctx.app.inject({ method: 'GET', url: `/api/profile/agreement/detail/${id}` });
    expect(byId.json()).toMatchObject({ id, kind: 'privacy', version: 1, required: true });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/agreement/unknown' })).statusCode).toBe(404);
  });

  it('lists the agreements a user has not accepted yet in init, and releases them one by one', async () => {
    expect((await init()).missingAgreements).toEqual(['privacy', 'terms']);
    const privacy = await agreement('privacy');
    const accepted = await newTerms.post(`/profile/agreement/subscribe/${privacy.id}`, { agreementId: privacy.id });
    expect(accepted.statusCode).toBe(204);
    expect((await init()).missingAgreements).toEqual(['terms']);
    const terms = await agreement('terms');
    await newTerms.post(`/profile/agreement/subscribe/${terms.id}`, { agreementId: terms.id });
    expect((await init()).missingAgreements).toEqual([]);
  });

  it('refuses an acceptance whose body names another agreement, or without a token', async () => {
    const privacy = await agreement('privacy');
    const terms = await agreement('terms');
    const mismatch = await newTerms.post(`/profile/agreement/subscribe/${privacy.id}`, { agreementId: terms.id });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ errors: [{ path: 'agreementId', message: 'Accordo non valido' }] });
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/profile/agreement/subscribe/${privacy.id}`,
      payload: { agreementId: privacy.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionTemplate } from '../../domain/schemas/subscriptions.ts';
import { sessionBook } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

describe.each(testDrivers)('subscriptions on %s', (driver) => {
  let ctx: TestApp;
  let people: ReturnType<typeof sessionBook>;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = sessionBook(ctx.app);
    await people.add(
      'pendinghub@demo.example',
      'backoffice@demo.example',
      'designer@demo.example',
      'hubhead@demo.example',
    );
  });
  afterAll(async () => ctx.close());

  const call = (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    people.of(email).call(method, url, payload);

  it('offers a pending hub head the hub head plan with net, VAT and total, and its conditions', async () => {
    const templates = (await call('pendinghub@demo.example', 'GET', '/subscription/templates')).json<
      SubscriptionTemplate[]
    >();
    expect(templates).toHaveLength(1);
    expect(templates[0]).toMatchObject({
      name: 'Capo hub · annuale',
      unitCostCents: 60_000,
      vatPercentage: 22,
      vatCents: 13_200,
      totalCents: 73_200,
      mandatory: true,
    });
    expect(templates[0]?.agreements.map((agreement) => agreement.title)).toEqual(['Condizioni di abbonamento']);
  });

  it('refuses a checkout without the conditions accepted, and one for a plan of another role', async () => {
    const [hub] = (await call('pendinghub@demo.example', 'GET', '/subscription/templates')).json<
      SubscriptionTemplate[]
    >();
    const [designerPlan] = (await call('designer@demo.example', 'GET', '/subscription/templates')).json<
      SubscriptionTemplate[]
    >();
    const unaccepted = await call('pendinghub@demo.example', 'POST', '/subscription/subscriptions', {
      templateId: hub?.id,
      acceptedAgreementIds: [],
    });
    expect(unaccepted.statusCode).toBe(400);
    expect(unaccepted.json()).toMatchObject({
      errors: [{ path: 'acceptedAgreementIds', message: 'Accetta i termini per continuare' }],
    });
    const otherRole = await call('pendinghub@demo.example', 'POST', '/subscription/subscriptions', {
      templateId: designerPlan?.id,
      acceptedAgreementIds: designerPlan?.agreements.map((a) => a.id),
    });
    expect(otherRole.statusCode).toBe(404);
  });

  it('keeps a checkout Pending with a bank transfer reference until back office confirms it, then activates the role', async () => {
    const [hub] = (await call('pendinghub@demo.example', 'GET', '/subscription/templates')).json<
      SubscriptionTemplate[]
    >();
    const created = await call('pendinghub@demo.example', 'POST', '/subscription/subscriptions', {
      templateId: hub?.id,
      acceptedAgreementIds: hub?.agreements.map((a) => a.id),
    });
    expect(created.statusCode).toBe(201);
    const subscription = created.json<Subscription>();
    expect(subscription).toMatchObject({ status: 'Pending', totalCents: 73_200, expirationDate: null });
    expect(subscription.bankTransfer.reference).toMatch(/^HW-[0-9A-F]{10}$/);
    const again = await call('pendinghub@demo.example', 'POST', '/subscription/subscriptions', {
      templateId: hub?.id,
      acceptedAgreementIds: hub?.agreements.map((a) => a.id),
    });
    expect(again.statusCode).toBe(409);

    expect(
      (await call('pendinghub@demo.example', 'PUT', `/subscription/subscriptions/${subscription.id}/confirm`))
        .statusCode,
    ).toBe(403);
    const pendingList = (
      await call('backoffice@demo.example', 'GET', '/subscription/subscriptions?status=Pending')
    ).json<Subscription[]>();
    expect(pendingList.map((row) => row.id)).toContain(subscription.id);

    const confirmed = await call(
      'backoffice@demo.example',
      'PUT',
      `/subscription/subscriptions/${subscription.id}/confirm`,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Subscription>().status).toBe('Confirmed');
    expect(confirmed.json<Subscription>().expirationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const init = (await call('pendinghub@demo.example', 'GET', '/profile/init')).json<{
      roles: { status: string }[];
      subscriptions: unknown[];
      mandatorySubscriptionRequired: boolean;
    }>();
    expect(init.roles).toEqual([{ roleId: 200, roleName: 'HubHead', status: 'Active', page: null }]);
    expect(init.subscriptions).toEqual([
      {
        status: 'Confirmed',
        entityType: 'Role',
        entity_id: 200,
        expirationDate: confirmed.json<Subscription>().expirationDate,
      },
    ]);
    expect(init.mandatorySubscriptionRequired).toBe(true);
    expect(
      (
        await call('backoffice@demo.example', 'PUT', `/subscription/subscriptions/${subscription.id}/reject`, {
          reason: 'ripensamento',
        })
      ).statusCode,
    ).toBe(409);
    const notices = (await call('pendinghub@demo.example', 'GET', '/notification/notification')).json<{
      data: { title: string; body: string }[];
    }>();
    expect(notices.data[0]).toMatchObject({ title: 'Abbonamento attivo' });
    expect(notices.data[0]?.body).toContain(subscription.bankTransfer.reference);
  });

  it('lets back office reject a request with a reason, which the subscriber then sees', async () => {
    const [plan] = (await call('designer@demo.example', 'GET', '/subscription/templates')).json<
      SubscriptionTemplate[]
    >();
    const created = (
      await call('designer@demo.example', 'POST', '/subscription/subscriptions', {
        templateId: plan?.id,
        acceptedAgreementIds: plan?.agreements.map((a) => a.id),
      })
    ).json<Subscription>();
    const blank = await call('backoffice@demo.example', 'PUT', `/subscription/subscriptions/${created.id}/reject`, {
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errors: [{ path: 'reason', message: 'Indica il motivo del rifiuto' }] });
    await call('backoffice@demo.example', 'PUT', `/subscription/subscriptions/${created.id}/reject`, {
      reason: 'Bonifico non ricevuto',
    });
    const mine = (await call('designer@demo.example', 'GET', '/subscription/subscriptions/mine')).json<
      Subscription[]
    >();
    expect(mine.find((row) => row.id === created.id)).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'Bonifico non ricevuto',
    });
    const notices = (await call('designer@demo.example', 'GET', '/notification/notification')).json<{
      data: { title: string; body: string }[];
    }>();
    expect(notices.data[0]).toMatchObject({ title: 'Richiesta di abbonamento rifiutata' });
    expect(notices.data[0]?.body).toContain('Bonifico non ricevuto');
  });

  it('keeps the back office list closed to everyone else', async () => {
    expect((await call('designer@demo.example', 'GET', '/subscription/subscriptions')).statusCode).toBe(403);
    expect((await call('hubhead@demo.example', 'GET', '/subscription/subscriptions?status=Maybe')).statusCode).toBe(
      400,
    );
  });

  it("answers the seeded hub head's init with a confirmed hub head subscription a year away", async () => {
    const init = (await call('hubhead@demo.example', 'GET', '/profile/init')).json<{
      subscriptions: { status: string; entity_id: number }[];
      payments: unknown[];
    }>();
    expect(init.subscriptions).toMatchObject([{ status: 'Confirmed', entity_id: 200 }]);
    expect(init.payments).toMatchObject([{ status: 'Confirmed', amount: '732.00' }]);
  });
});

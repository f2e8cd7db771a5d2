import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberList, WaitingMemberList } from '../../domain/schemas/network.ts';
import { demoNetworkId } from './support/network-fixtures.ts';
import { registrationBody } from './support/registration-fixtures.ts';
import { sessionBook } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

const registrantEmail = 'chiara.dettagli@example.it';

describe.each(testDrivers)("the registrant's details in the to-approve list on %s", (driver) => {
  let ctx: TestApp;
  let networkId: string;
  let people: ReturnType<typeof sessionBook>;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = sessionBook(ctx.app);
    await people.add(
      'hubhead@demo.example',
      'backoffice@demo.example',
      'designer@demo.example',
      'specialist@demo.example',
    );
    networkId = await demoNetworkId(ctx.database.db);
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/profile/register',
      remoteAddress: '10.0.9.1',
      payload: registrationBody('designer', { email: registrantEmail, phone: '3351112299', vatNumber: '09876543217' }),
    });
    expect(registered.statusCode, registered.body).toBe(201);
  });
  afterAll(async () => ctx.close());

  const get = (user: string, url: string) => people.of(`${user}@demo.example`).call('GET', url);

  it('shows the hub head and back office what the registrant entered: phone, company, VAT and tax code, city, category', async () => {
    for (const approver of ['hubhead', 'backoffice']) {
      const response = await get(approver, '/profile/networks/to-approve?q=dettagli');
      expect(response.statusCode).toBe(200);
      expect(response.json<WaitingMemberList>().data).toMatchObject([
        {
          email: registrantEmail,
          phone: '3351112299',
          details: {
            companyName: 'Studio Verdi Energia',
            vatNumber: '09876543217',
            fiscalCode: '09876543217',
            city: 'Roma',
            province: 'RM',
            professionalCategory: 'Architect',
          },
        },
      ]);
    }
  });

  it('keeps the details from a designer, a specialist and the members list', async () => {
    expect((await get('designer', '/profile/networks/to-approve')).statusCode).toBe(403);
    expect((await get('specialist', '/profile/networks/to-approve')).statusCode).toBe(403);
    const roster = await get('specialist', `/profile/network/${networkId}/members?q=dettagli`);
    expect(roster.statusCode).toBe(200);
    const [member] = roster.json<MemberList>().data;
    expect(member?.email).toBe(registrantEmail);
    expect(member).not.toHaveProperty('details');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INCENTIVE_RULES } from '../../domain/energy/incentives.ts';
import { SCENARIO_IDS } from '../../domain/energy/measures.ts';
import { MILANO_FLAT } from '../domain/energy/fixtures.ts';
import { sessionBook, type Method } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface Rule {
  id: string;
  name: string;
  measures: string[];
  mainHomeRatePercent: number;
  otherHomeRatePercent: number;
  certain: boolean;
  validFrom: string;
  validTo: string | null;
}
interface Page {
  data: Rule[];
  total: number;
}
interface ErrorBody {
  statusCode: number;
  errors?: { path: string; message: string }[];
}
type Scenario = {
  id: string;
  incentive: { name: string; rate: number; certain: boolean } | null;
  investmentEur: { min: number };
  netInvestmentEur: { min: number };
};

const backoffice = 'backoffice@demo.example';
const designer = 'designer@demo.example';
const path = '/happyway/incentiverule';

const rule = {
  name: 'Regola di prova',
  kind: 'taxDeduction',
  measures: [...SCENARIO_IDS],
  mainHomeRatePercent: 90,
  otherHomeRatePercent: 80,
  years: 10,
  maxSpendEur: null,
  validFrom: '2000-01-01',
  validTo: '2099-12-31',
  legalSource: 'Legge di prova, art. 1',
  certain: false,
  note: null,
};

describe.each(testDrivers)('incentive rules kept by back office on %s', (driver) => {
  let ctx: TestApp;
  let people: ReturnType<typeof sessionBook>;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = sessionBook(ctx.app);
    for (const email of [backoffice, designer]) await people.add(email);
  });
  afterAll(async () => ctx.close());

  const call = (email: string, method: Method, url: string, payload?: object) =>
    people.of(email).call(method, url, payload);
  const scenarios = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/evaluator/energy/estimate',
      payload: MILANO_FLAT,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ scenarios: Scenario[] }>().scenarios;
  };

  it('starts from the seeded default rules, which only back office sees', async () => {
    const page = (await call(backoffice, 'GET', `${path}?limit=100`)).json<Page>();
    expect(page.total).toBe(DEFAULT_INCENTIVE_RULES.length);
    expect(page.data.map((row) => row.name)).toContain('Conto Termico (GSE)');
    expect(page.data.find((row) => row.name === 'Conto Termico (GSE)')?.certain).toBe(false);
    expect((await call(designer, 'GET', path)).statusCode).toBe(403);
  });

  it('refuses a rule without measures or ending before it starts, with Italian messages', async () => {
    const response = await call(backoffice, 'POST', path, { ...rule, measures: [], validTo: '1999-12-31' });
    expect(response.statusCode).toBe(400);
    const messages = response.json<ErrorBody>().errors?.map((e) => e.message) ?? [];
    expect(messages).toContain('Scegli almeno un intervento a cui si applica');
  });

  it('applies a rule back office adds to every scenario card, and stops when it is deleted', async () => {
    const created = await call(backoffice, 'POST', path, rule);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<Rule>();
    const withRule = await scenarios();
    expect(withRule.length).toBeGreaterThan(0);
    for (const s of withRule) {
      expect(s.incentive).toMatchObject({ name: 'Regola di prova', rate: 0.9, certain: false });
      // Amounts are rounded to hundreds of euro.
      expect(Math.abs(s.netInvestmentEur.min - s.investmentEur.min * 0.1)).toBeLessThanOrEqual(100);
    }
    expect((await call(backoffice, 'DELETE', `${path}/${id}`)).statusCode).toBeLessThan(300);
    for (const s of await scenarios()) expect(s.incentive?.name ?? null).not.toBe('Regola di prova');
  });
});

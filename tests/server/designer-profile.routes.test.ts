import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerProfiles, skillCategories, skills } from '../../server/db/schema/index.ts';
import { session, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

const valid = {
  chamberOfCommerceNumber: 'mi-1234567',
  taxCode: 'rssmrc80a01l219o',
  professionalCategory: 'Architect',
  yearsOfExperience: '12',
  employeesNumber: 3,
  collaboratorsNumber: '',
  averageCostOfWork: 150_050,
};

describe.each(testDrivers)('designer profile and skills on %s', (driver) => {
  let ctx: TestApp;
  const people: Partial<Record<string, Session>> = {};
  let skillIds: string[];

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    for (const user of ['designer', 'specialist']) {
      people[user] = await session(ctx.app, `${user}@demo.example`);
    }
    const [category] = await ctx.database.db
      .insert(skillCategories)
      .values({ code: 'test-software', name: 'Software di prova' })
      .returning();
    const rows = await ctx.database.db
      .insert(skills)
      .values(['TestRevit', 'TestArcView'].map((code) => ({ categoryId: category?.id ?? '', code, name: code })))
      .returning();
    skillIds = rows.map(({ id }) => id).sort();
  });
  afterAll(async () => ctx.close());

  const call = (method: 'GET' | 'PUT', url: string, user = 'designer', payload?: object) =>
    people[user]?.call(method, url, payload) ?? Promise.reject(new Error(`${user} is not logged in`));

  it('answers an empty designer profile before the first save', async () => {
    const response = await call('GET', '/profile/profile/designer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      chamberOfCommerceNumber: null,
      taxCode: null,
      professionalCategory: null,
      yearsOfExperience: null,
      employeesNumber: null,
      collaboratorsNumber: null,
      averageCostOfWork: null,
      cv: null,
      updatedAt: null,
    });
  });

  it('saves the designer profile, normalised, with money in integer cents', async () => {
    const response = await call('PUT', '/profile/profile/designer', 'designer', valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      chamberOfCommerceNumber: 'MI-1234567',
      taxCode: 'RSSMRC80A01L219O',
      professionalCategory: 'Architect',
      yearsOfExperience: 12,
      employeesNumber: 3,
      collaboratorsNumber: null,
      averageCostOfWork: 150_050,
    });
    expect((await call('GET', '/profile/profile/designer')).json()).toMatchObject({
      averageCostOfWork: 150_050,
      professionalCategory: 'Architect',
    });
  });

  it.each([
    [
      'an unknown category',
      { professionalCategory: 'Astronaut' },
      'professionalCategory',
      'Categoria professionale non valida',
    ],
    [
      'no category',
      { professionalCategory: '' },
      'professionalCategory',
      'Il campo Categoria professionale è richiesto',
    ],
    [
      'negative years of experience',
      { yearsOfExperience: -1 },
      'yearsOfExperience',
      'Il valore deve essere maggiore o uguale a 0',
    ],
    [
      'too many employees',
      { employeesNumber: 10_001 },
      'employeesNumber',
      'Il valore deve essere inferiore o uguale a 10000',
    ],
    [
      'half a collaborator',
      { collaboratorsNumber: '1.5' },
      'collaboratorsNumber',
      'Il campo Numero di collaboratori deve essere un numero intero',
    ],
    [
      'a negative average cost',
      { averageCostOfWork: -1000 },
      'averageCostOfWork',
      'Il valore deve essere maggiore o uguale a 0',
    ],
    ['a wrong tax code', { taxCode: 'RSSMRC80A01L219A' }, 'taxCode', 'Il codice fiscale non è valido.'],
  ])('refuses %s with 400 and the Italian message, changing nothing', async (_case, change, path, message) => {
    const before = await ctx.database.db.select().from(designerProfiles);
    const response = await call('PUT', '/profile/profile/designer', 'designer', { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toContainEqual({ path, message });
    expect(await ctx.database.db.select().from(designerProfiles)).toEqual(before);
  });

  it('refuses the designer profile to a user who is not a designer with 403', async () => {
    expect((await call('GET', '/profile/profile/designer', 'specialist')).statusCode).toBe(403);
    const put = await call('PUT', '/profile/profile/designer', 'specialist', valid);
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({ message: 'Operazione non consentita per il tuo ruolo.' });
  });

  it('saves the chosen skills and the free text, and answers them back', async () => {
    expect((await call('GET', '/profile/profile/skills', 'specialist')).json()).toEqual({
      skillIds: [],
      skillDescription: null,
    });
    const saved = await call('PUT', '/profile/profile/skills', 'specialist', {
      skillIds: [...skillIds, skillIds[0]],
      skillDescription: '  Termografia  ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ skillIds, skillDescription: 'Termografia' });
    expect((await call('GET', '/profile/profile/skills', 'specialist')).json()).toEqual({
      skillIds,
      skillDescription: 'Termografia',
    });
    expect((await call('GET', '/profile/profile/skills', 'designer')).json()).toEqual({
      skillIds: [],
      skillDescription: null,
    });
  });

  it('refuses a skill outside the catalogue and a free text over 500 characters, changing nothing', async () => {
    const unknown = await call('PUT', '/profile/profile/skills', 'specialist', {
      skillIds: ['00000000-0000-4000-8000-000000000000'],
      skillDescription: null,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'skillIds', message: 'Competenza non valida' },
    ]);
    const long = await call('PUT', '/profile/profile/skills', 'specialist', {
      skillIds: [],
      skillDescription: 'x'.repeat(501),
    });
    expect(long.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'skillDescription', message: 'Il campo Altre competenze non può contenere più di 500 caratteri' },
    ]);
    expect((await call('GET', '/profile/profile/skills', 'specialist')).json()).toEqual({
      skillIds,
      skillDescription: 'Termografia',
    });
  });
});

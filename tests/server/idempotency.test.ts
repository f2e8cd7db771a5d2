import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '../../domain/rules/idempotency.ts';
import { apartmentTypes, buildings, condominiums } from '../../server/db/schema/index.ts';
import { sessions, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

const path = '/happyway/apartmenttype';

/** `Idempotency-Key` on creates and actions: a repeat gets the first answer and writes nothing. */
describe.each(testDrivers)('Idempotency-Key on %s', (driver) => {
  let ctx: TestApp;
  let people: Record<'backoffice' | 'admin' | 'designer', Session>;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = await sessions(ctx.app, {
      backoffice: 'backoffice@demo.example',
      admin: 'backofficeadmin@demo.example',
      designer: 'designer@demo.example',
    });
  });
  afterAll(async () => ctx.close());

  const named = async (name: string) =>
    (await ctx.database.db.select({ value: count() }).from(apartmentTypes).where(eq(apartmentTypes.name, name)))[0]
      ?.value ?? 0;
  const keyed = (key: string) => ({ 'idempotency-key': key });

  it('answers a repeated create with the first answer and writes one row', async () => {
    const body = { name: 'Trilocale idempotente', typology: 'loft' };
    const first = await people.backoffice.post(path, body, keyed('chiave-crea-0001'));
    expect(first.statusCode).toBe(201);
    const again = await people.backoffice.post(path, body, keyed('chiave-crea-0001'));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await named(body.name)).toBe(1);
  });

  it('writes again without a key, or with another key', async () => {
    const body = { name: 'Bilocale senza chiave', typology: 'attic' };
    expect((await people.backoffice.post(path, body)).statusCode).toBe(201);
    expect((await people.backoffice.post(path, body)).statusCode).toBe(201);
    expect((await people.backoffice.post(path, body, keyed('chiave-altra-0001'))).statusCode).toBe(201);
    expect(await named(body.name)).toBe(3);
  });

  it("keeps each caller's keys apart", async () => {
    const body = { name: 'Monolocale di due persone', typology: 'loft' };
    expect((await people.backoffice.post(path, body, keyed('chiave-condivisa-01'))).statusCode).toBe(201);
    const other = await people.admin.post(path, body, keyed('chiave-condivisa-01'));
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await named(body.name)).toBe(2);
  });

  it('refuses a key reused for another body, and a malformed key, changing nothing', async () => {
    expect(
      (await people.backoffice.post(path, { name: 'Attico primo', typology: 'attic' }, keyed('chiave-riusata-01')))
        .statusCode,
    ).toBe(201);
    const reused = await people.backoffice.post(
      path,
      { name: 'Attico secondo', typology: 'attic' },
      keyed('chiave-riusata-01'),
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ message: IDEMPOTENCY_MESSAGES.keyReused });
    expect(await named('Attico secondo')).toBe(0);

    const malformed = await people.backoffice.post(path, { name: 'Attico terzo', typology: 'attic' }, keyed('corta'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: IDEMPOTENCY_MESSAGES.keyInvalid });
    expect(await named('Attico terzo')).toBe(0);
  });

  it('lets the corrected retry of a refused request run with the same key', async () => {
    const refused = await people.backoffice.post(path, { name: '', typology: 'loft' }, keyed('chiave-corretta-01'));
    expect(refused.statusCode).toBe(400);
    const corrected = await people.backoffice.post(
      path,
      { name: 'Quadrilocale corretto', typology: 'loft' },
      keyed('chiave-corretta-01'),
    );
    expect(corrected.statusCode).toBe(201);
    expect(await named('Quadrilocale corretto')).toBe(1);
  });

  it('answers a repeated hand-written create (a building of a condominium) with the first answer', async () => {
    const { db } = ctx.database;
    const [manzoni] = await db
      .select({ id: condominiums.id })
      .from(condominiums)
      .where(eq(condominiums.name, 'Condominio Via Manzoni 8'));
    const body = { condominiumId: manzoni?.id, name: 'Edificio idempotente', apeClassBefore: 'F', apeClassAfter: null };
    const first = await people.designer.post('/happyway/building', body, keyed('chiave-edificio-01'));
    const again = await people.designer.post('/happyway/building', body, keyed('chiave-edificio-01'));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await db.select({ value: count() }).from(buildings).where(eq(buildings.name, body.name)))[0]?.value).toBe(
      1,
    );
  });
});

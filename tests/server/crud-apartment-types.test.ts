import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartmentTypes } from '../../domain/resources/apartment-types.ts';
import { whereOf } from '../../server/crud/conditions.ts';
import { parseListQuery } from '../../server/crud/list-query.ts';
import { resourceStore } from '../../server/crud/store.ts';
import { tableFor } from '../../server/crud/table-for.ts';
import { apartmentTypes as table } from '../../server/db/schema/index.ts';
import { demoNetworkId } from './support/network-fixtures.ts';
import { sessionBook, type Method } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface ApartmentType {
  id: string;
  name: string;
  description: string | null;
  typology: string;
  typicalAreaSqm: number | null;
  createdAt: string;
}
interface Page {
  data: ApartmentType[];
  total: number;
  page: number;
  limit: number;
}
interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: { path: string; message: string }[];
}

const backoffice = 'backoffice@demo.example';
const designer = 'designer@demo.example';
const path = '/happyway/apartmenttype';

describe.each(testDrivers)('generated CRUD of apartment types on %s', (driver) => {
  let ctx: TestApp;
  let people: ReturnType<typeof sessionBook>;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = sessionBook(ctx.app);
    for (const email of [backoffice, designer]) {
      await people.add(email);
    }
  });
  afterAll(async () => ctx.close());

  const call = (email: string, method: Method, url: string, payload?: object) =>
    people.of(email).call(method, url, payload);
  const create = async (body: object) => {
    const response = await call(backoffice, 'POST', path, body);
    expect(response.statusCode).toBe(201);
    return response.json<ApartmentType>();
  };
  const list = async (query: string) => (await call(designer, 'GET', `${path}?${query}`)).json<Page>();
  const rowCount = async () => (await ctx.database.db.select({ value: count() }).from(table))[0]?.value ?? 0;

  it('pages, orders, searches and filters as the declaration says', async () => {
    for (const [index, typology] of ['loft', 'attic', 'loft'].entries()) {
      await create({ name: `Lista ${String(index)} 50%_off`, typology, typicalAreaSqm: 40 + index * 10 });
    }
    await create({ name: 'Lista x 50 off', typology: 'loft', description: 'no wildcard match' });
    const all = await list('q=lista');
    expect(all).toMatchObject({ total: 4, page: 1, limit: 25 });
    expect(all.data.map((row) => row.name)).toEqual([
      'Lista 0 50%_off',
      'Lista 1 50%_off',
      'Lista 2 50%_off',
      'Lista x 50 off',
    ]);
    expect(all.data[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await list('q=50%25_off')).total).toBe(3);
    const second = await list('q=LISTA&page=2&limit=3&order=typicalAreaSqm:desc');
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.data.map((row) => row.name)).toEqual(['Lista x 50 off']);
    expect((await list('q=lista&order=typicalAreaSqm:desc&limit=1')).data[0]?.name).toBe('Lista 2 50%_off');
    const lofts = await list('q=lista&typology=loft');
    expect(lofts.total).toBe(3);
    expect(lofts.data.every((row) => row.typology === 'loft')).toBe(true);
  });

  it('answers 400 with Italian messages for unknown parameters, fields and bad values', async () => {
    const cases: [string, string, string][] = [
      ['color=red', 'color', 'Parametro non riconosciuto: color'],
      ['name=Loft', 'name', 'Filtro non ammesso sul campo: name'],
      ['order=description:asc', 'order', 'Campo non ordinabile: description'],
      ['order=name', 'order', 'Ordinamento non valido: usa campo:asc o campo:desc'],
      ['limit=0', 'limit', 'Il limite deve essere un numero intero tra 1 e 100'],
      ['limit=101', 'limit', 'Il limite deve essere un numero intero tra 1 e 100'],
      ['page=abc', 'page', 'La pagina deve essere un numero intero maggiore di zero'],
      ['typology=villa', 'typology', 'Valore non ammesso: villa'],
      ['typology=loft&typology=attic', 'typology', 'Il parametro typology va indicato una sola volta'],
    ];
    for (const [query, parameter, message] of cases) {
      const response = await call(designer, 'GET', `${path}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorBody>()).toMatchObject({
        statusCode: 400,
        message: 'Parametri non validi',
        errors: [{ path: parameter, message }],
      });
    }
  });

  it('lets every member list and read, and only back office create, edit and delete', async () => {
    const created = await create({ name: 'Matrice', typology: 'attic' });
    expect((await call(designer, 'GET', `${path}/${created.id}`)).json<ApartmentType>()).toEqual(created);
    const forbidden = [
      await call(designer, 'POST', path, { name: 'Del progettista', typology: 'loft' }),
      await call(designer, 'PUT', `${path}/${created.id}`, { name: 'Rinominata', typology: 'loft' }),
      await call(designer, 'DELETE', `${path}/${created.id}`),
      await call(designer, 'POST', path, { name: '' }),
    ];
    for (const response of forbidden) {
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().message).toBe('Operazione non consentita per il tuo ruolo.');
    }
    expect((await call(designer, 'GET', `${path}/${created.id}`)).json<ApartmentType>().name).toBe('Matrice');

    const updated = await call(backoffice, 'PUT', `${path}/${created.id}`, {
      name: 'Matrice rinominata',
      typology: 'loft',
      typicalAreaSqm: 80,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<ApartmentType>()).toMatchObject({
      id: created.id,
      name: 'Matrice rinominata',
      typology: 'loft',
      typicalAreaSqm: 80,
      createdAt: created.createdAt,
    });
    expect((await call(backoffice, 'DELETE', `${path}/${created.id}`)).statusCode).toBe(204);
    for (const [method, url] of [
      ['GET', `${path}/${created.id}`],
      ['PUT', `${path}/${created.id}`],
      ['DELETE', `${path}/${created.id}`],
    ] as const) {
      const gone = await call(backoffice, method, url, method === 'PUT' ? { name: 'X', typology: 'loft' } : undefined);
      expect(gone.statusCode).toBe(404);
      expect(gone.json<ErrorBody>().message).toBe('Elemento non trovato');
    }
    const badId = await call(designer, 'GET', `${path}/not-a-uuid`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json<ErrorBody>().errors).toEqual([{ path: 'id', message: 'Identificativo non valido' }]);
  });

  it('refuses to delete a type a project still names, with an Italian message, and deletes it once no project does', async () => {
    const used = await create({ name: 'In uso', typology: 'semiDetached', typicalAreaSqm: 120 });
    const project = {
      name: 'Abitazione bifamiliare',
      type: 'Home',
      networkId: await demoNetworkId(ctx.database.db),
      apartmentTypeId: used.id,
    };
    const created = await call(backoffice, 'POST', '/project/project', project);
    expect(created.statusCode).toBe(201);
    const projectId = created.json<{ id: string }>().id;

    const refused = await call(backoffice, 'DELETE', `${path}/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      statusCode: 409,
      message: 'Elemento in uso: non può essere eliminato.',
    });
    expect((await call(designer, 'GET', `${path}/${used.id}`)).json<ApartmentType>()).toEqual(used);

    const cleared = await call(backoffice, 'PUT', `/happyway/projects/${projectId}`, {
      ...project,
      apartmentTypeId: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect((await call(backoffice, 'DELETE', `${path}/${used.id}`)).statusCode).toBe(204);
    expect((await call(designer, 'GET', `${path}/${used.id}`)).statusCode).toBe(404);
  });

  it('refuses malformed bodies with Italian messages and writes nothing', async () => {
    const before = await rowCount();
    const missing = await call(backoffice, 'POST', path, { typology: 'loft' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().errors).toContainEqual({ path: 'name', message: 'Il campo Nome è richiesto' });
    const wrong = await call(backoffice, 'POST', path, {
      name: 'Sbagliata',
      typology: 'castle',
      typicalAreaSqm: 'grande',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().errors).toEqual(
      expect.arrayContaining([
        { path: 'typology', message: 'Tipologia non valida' },
        { path: 'typicalAreaSqm', message: 'La superficie deve essere un numero' },
      ]),
    );
    const small = await call(backoffice, 'POST', path, { name: 'Piccola', typology: 'loft', typicalAreaSqm: 5 });
    expect(small.json<ErrorBody>().errors).toEqual([
      { path: 'typicalAreaSqm', message: 'Il valore deve essere maggiore o uguale a 10' },
    ]);
    const existing = await create({ name: 'Da non toccare', typology: 'loft' });
    const badUpdate = await call(backoffice, 'PUT', `${path}/${existing.id}`, { name: ' ', typology: 'loft' });
    expect(badUpdate.statusCode).toBe(400);
    expect(await rowCount()).toBe(before + 1);
    expect((await call(designer, 'GET', `${path}/${existing.id}`)).json<ApartmentType>().name).toBe('Da non toccare');
  });

  it('exports every matching row as an Italian CSV, beyond the page size', async () => {
    for (let index = 0; index < 30; index += 1) {
      await create({
        name: `Export ${String(index).padStart(2, '0')}`,
        typology: index % 3 === 0 ? 'terraced' : 'detached',
        typicalAreaSqm: 100 + index,
        description: index === 0 ? 'Con "virgolette"; e punto e virgola' : null,
      });
    }
    expect((await list('q=export')).data).toHaveLength(25);
    const response = await call(designer, 'GET', `${path}/export.csv?q=export&order=name:asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="apartment-types-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(31);
    expect(lines[0]).toBe('Nome;Tipologia;Superficie tipica (m²);Descrizione;Creato il');
    const first = lines[1]?.split(';') ?? [];
    expect(first.slice(0, 3)).toEqual(['Export 00', 'Casa a schiera', '100']);
    expect(lines[1]).toContain('"Con ""virgolette""; e punto e virgola"');
    expect(lines[2]).toMatch(/^Export 01;Casa indipendente;101;;\d{2}\/\d{2}\/\d{4}$/);

    const filtered = await call(designer, 'GET', `${path}/export.csv?q=export&typology=terraced`);
    expect(filtered.body.slice(1).trimEnd().split('\r\n')).toHaveLength(11);
    expect((await call(designer, 'GET', `${path}/export.csv?q=export&page=2`)).statusCode).toBe(400);
    expect((await call(designer, 'GET', `${path}/export.csv?colour=red`)).statusCode).toBe(400);
  });

  it('reads the export in keyset batches that neither skip nor repeat a row, with nulls and ties', async () => {
    for (const [index, area] of [null, 50, 50, null, 70, 50, 90, null, 70, 50, 60, null].entries()) {
      await create({ name: `Lotto ${String(index % 4)}`, typology: 'loft', typicalAreaSqm: area });
    }
    const resource = tableFor(apartmentTypes, table);
    const store = resourceStore(ctx.database.db, resource);
    for (const order of ['typicalAreaSqm:asc', 'typicalAreaSqm:desc', 'createdAt:desc', 'name:asc', 'typology:desc']) {
      const query = parseListQuery(apartmentTypes, { q: 'lotto', order }, { paging: false });
      const where = whereOf(apartmentTypes, resource, query, undefined);
      const batched: unknown[] = [];
      for await (const batch of store.all(where, query.order, 5)) batched.push(...batch.map((row) => row.id));
      const paged = (await store.page(where, query.order, 1, 100)).rows.map((row) => row.id);
      expect(batched, order).toEqual(paged);
      expect(new Set(batched).size, order).toBe(12);
    }
  });

  it('documents the generated routes in the OpenAPI page under the resource tag', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([path, `${path}/{id}`, `${path}/export.csv`]));
    expect(Object.keys(doc.paths[`${path}/{id}`] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(doc.paths[path]?.post?.tags).toEqual(['apartment-types']);
  });
});

import { describe, expect, it } from 'vitest';
import { apartmentTypes } from '../../domain/resources/apartment-types.ts';
import type { FieldDeclaration, ResourceDeclaration } from '../../domain/resources/declaration.ts';
import { escapeLike } from '../../server/crud/conditions.ts';
import { csvCell, formatValue, type ResourceLabels } from '../../server/crud/csv.ts';
import { conflictOf, IN_USE_MESSAGE, postgresErrorCode } from '../../server/crud/db-errors.ts';
import { parseListQuery, type ListQuery } from '../../server/crud/list-query.ts';
import { tableFor } from '../../server/crud/table-for.ts';
import { apartmentTypes as apartmentTypesTable } from '../../server/db/schema/index.ts';
import { HttpError } from '../../server/http/http-error.ts';

const declaration: ResourceDeclaration = {
  ...apartmentTypes,
  fields: [
    ...apartmentTypes.fields,
    { name: 'price', kind: 'money', filter: true },
    { name: 'rooms', kind: 'number', filter: true },
    { name: 'active', kind: 'boolean', filter: true },
    { name: 'since', kind: 'date', filter: true },
    { name: 'code', kind: 'text', filter: true },
  ],
};

const issuesOf = (raw: Record<string, unknown>, options?: { paging?: boolean }) => {
  try {
    parseListQuery(declaration, raw, options);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('expected a 400');
};

describe('parseListQuery', () => {
  it('gives the defaults of the declaration', () => {
    expect(parseListQuery(declaration, {})).toEqual<ListQuery>({
      page: 1,
      limit: 25,
      order: { field: 'name', direction: 'asc' },
      q: null,
      filters: [],
      extend: [],
    });
  });

  it('reads page, limit, order, search and typed filters', () => {
    const query = parseListQuery(declaration, {
      page: '3',
      limit: '100',
      order: 'createdAt:desc',
      q: '  villa  ',
      typology: 'loft',
      price: '125050',
      rooms: '4',
      active: 'false',
      since: '2026-02-28',
      code: 'A-1',
    });
    expect(query).toMatchObject({ page: 3, limit: 100, order: { field: 'createdAt', direction: 'desc' }, q: 'villa' });
    expect(query.filters.map(({ field, value }) => [field.name, value])).toEqual([
      ['typology', 'loft'],
      ['price', '125050'],
      ['rooms', 4],
      ['active', false],
      ['since', '2026-02-28'],
      ['code', 'A-1'],
    ]);
    expect(parseListQuery(declaration, { q: '   ' }).q).toBeNull();
  });

  it.each([
    [{ page: '0' }, 'page', 'La pagina deve essere un numero intero maggiore di zero'],
    [{ page: '1.5' }, 'page', 'La pagina deve essere un numero intero maggiore di zero'],
    [{ page: '' }, 'page', 'La pagina deve essere un numero intero maggiore di zero'],
    [{ limit: '0' }, 'limit', 'Il limite deve essere un numero intero tra 1 e 100'],
    [{ limit: '101' }, 'limit', 'Il limite deve essere un numero intero tra 1 e 100'],
    [{ limit: '-5' }, 'limit', 'Il limite deve essere un numero intero tra 1 e 100'],
    [{ order: 'name:up' }, 'order', 'Ordinamento non valido: usa campo:asc o campo:desc'],
    [{ order: 'name' }, 'order', 'Ordinamento non valido: usa campo:asc o campo:desc'],
    [{ order: 'id:asc' }, 'order', 'Campo non ordinabile: id'],
    [{ order: 'description:asc' }, 'order', 'Campo non ordinabile: description'],
    [{ q: 'x'.repeat(201) }, 'q', 'La ricerca può contenere al massimo 200 caratteri'],
    [{ typology: 'villa' }, 'typology', 'Valore non ammesso: villa'],
    [{ typology: '' }, 'typology', 'Valore non ammesso: '],
    [{ price: '12,50' }, 'price', 'Il filtro deve essere un importo in centesimi (es. 125050)'],
    [{ rooms: 'tre' }, 'rooms', 'Il filtro deve essere un numero (es. 120 o 12.5)'],
    [{ active: 'yes' }, 'active', "Il filtro deve valere 'true' o 'false'"],
    [{ since: '28/02/2026' }, 'since', 'Il filtro deve essere una data nel formato AAAA-MM-GG'],
    [{ since: '2026-13-01' }, 'since', 'Il filtro deve essere una data nel formato AAAA-MM-GG'],
    [{ code: '' }, 'code', 'Valore del filtro non valido'],
    [{ name: 'Loft' }, 'name', 'Filtro non ammesso sul campo: name'],
    [{ colour: 'red' }, 'colour', 'Parametro non riconosciuto: colour'],
    [{ typology: ['loft', 'attic'] }, 'typology', 'Il parametro typology va indicato una sola volta'],
  ])('refuses %j', (raw, path, message) => {
    expect(issuesOf(raw)).toEqual({ status: 400, message: 'Parametri non validi', errors: [{ path, message }] });
  });

  it('lists every problem at once', () => {
    expect(issuesOf({ limit: '0', colour: 'red', order: 'x:asc' }).errors?.map((issue) => issue.path)).toEqual([
      'limit',
      'colour',
      'order',
    ]);
  });

  it('takes no paging for the export', () => {
    expect(issuesOf({ page: '1', limit: '10' }, { paging: false }).errors).toEqual([
      { path: 'page', message: "Parametro non previsto nell'esportazione: page" },
      { path: 'limit', message: "Parametro non previsto nell'esportazione: limit" },
    ]);
    expect(parseListQuery(declaration, { typology: 'loft' }, { paging: false }).filters).toHaveLength(1);
  });
});

describe('the pieces of the generated routes', () => {
  it('escapes LIKE wildcards so a search matches them literally', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it("reads the unit's table by field name and fails at startup on a field without a column", () => {
    expect(tableFor(apartmentTypes, apartmentTypesTable).selection).toHaveProperty('typicalAreaSqm');
    const extra: FieldDeclaration = { name: 'floor', kind: 'number' };
    expect(() =>
      tableFor({ ...apartmentTypes, fields: [...apartmentTypes.fields, extra] }, apartmentTypesTable),
    ).toThrow('has no column for floor');
  });

  it('keeps computed fields out of columns, sorting and filters', () => {
    const computed: FieldDeclaration = { name: 'inUse', kind: 'boolean', list: true };
    const withComputed = { ...apartmentTypes, fields: [...apartmentTypes.fields, computed], computed: ['inUse'] };
    expect(tableFor(withComputed, apartmentTypesTable).selection).not.toHaveProperty('inUse');
    expect(() =>
      tableFor(
        { ...withComputed, fields: [...apartmentTypes.fields, { ...computed, sortable: true }] },
        apartmentTypesTable,
      ),
    ).toThrow('computed fields cannot be sorted, filtered or searched: inUse');
    const period: FieldDeclaration = { name: 'name', kind: 'text', filter: 'range' };
    expect(() => tableFor({ ...apartmentTypes, fields: [period] }, apartmentTypesTable)).toThrow(
      'only date and dateTime fields filter by period: name',
    );
  });

  it('reads a period filter as two Rome days and refuses one that runs backwards', () => {
    const periodical: ResourceDeclaration = {
      ...apartmentTypes,
      fields: [...apartmentTypes.fields, { name: 'createdAt', kind: 'date', filter: 'range' }],
    };
    const query = parseListQuery(periodical, { createdAtFrom: '2026-01-01', createdAtTo: '2026-01-31' });
    expect(query.filters.map(({ field, value, bound }) => [field.name, value, bound])).toEqual([
      ['createdAt', '2026-01-01', 'from'],
      ['createdAt', '2026-01-31', 'to'],
    ]);
    const refused = (raw: Record<string, string>) => {
      try {
        parseListQuery(periodical, raw);
      } catch (error) {
        return error instanceof HttpError ? error.errors : error;
      }
      return [];
    };
    expect(refused({ createdAtFrom: '2026-02-01', createdAtTo: '2026-01-31' })).toEqual([
      { path: 'createdAtTo', message: 'La data finale non può precedere quella iniziale' },
    ]);
    expect(refused({ createdAtTo: '31/01/2026' })).toEqual([
      { path: 'createdAtTo', message: 'Il filtro deve essere una data nel formato AAAA-MM-GG' },
    ]);
    expect(refused({ createdAt: '2026-01-31' })).toEqual([
      { path: 'createdAt', message: 'Filtro non ammesso sul campo: createdAt' },
    ]);
  });

  it('maps a foreign-key violation on delete to 409 in Italian, also wrapped by drizzle', () => {
    const pgError = Object.assign(new Error('update or delete violates foreign key constraint'), { code: '23503' });
    const wrapped = new Error('Failed query: delete from ...', { cause: pgError });
    expect(postgresErrorCode(wrapped)).toBe('23503');
    const mapped = conflictOf(wrapped);
    expect(mapped).toBeInstanceOf(HttpError);
    expect(mapped).toMatchObject({ statusCode: 409, message: IN_USE_MESSAGE });
    expect(conflictOf(Object.assign(new Error('dup'), { code: '23505' }))).toMatchObject({ statusCode: 409 });
    const other = new Error('connection lost');
    expect(conflictOf(other)).toBe(other);
  });

  it('formats CSV cells the Italian way and quotes what needs it', () => {
    const labels: ResourceLabels = { fields: {}, values: { typology: { loft: 'Loft', attic: 'Mansarda' } } };
    const field = (kind: FieldDeclaration['kind'], name = 'x'): FieldDeclaration => ({ name, kind });
    expect(formatValue(field('number'), 1234.5, labels)).toBe('1234,5');
    expect(formatValue(field('money'), '123450', labels)).toBe('1234,50');
    expect(formatValue(field('money'), 123_456, labels)).toBe('1234,56');
    expect(formatValue(field('money'), -5, labels)).toBe('-0,05');
    expect(formatValue(field('money'), 99_999_999_999_999, labels)).toBe('999999999999,99');
    expect(formatValue(field('date'), new Date('2026-03-31T22:30:00Z'), labels)).toBe('01/04/2026');
    expect(formatValue(field('date'), '2026-02-05', labels)).toBe('05/02/2026');
    expect(formatValue(field('boolean'), true, labels)).toBe('Sì');
    expect(formatValue(field('enum', 'typology'), 'attic', labels)).toBe('Mansarda');
    expect(formatValue(field('text'), null, labels)).toBe('');
    expect(csvCell('semplice')).toBe('semplice');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dice "ciao"')).toBe('"dice ""ciao"""');
    expect(csvCell('riga\nnuova')).toBe('"riga\nnuova"');
    expect(csvCell('=SUM(A1)', true)).toBe("'=SUM(A1)");
  });
});

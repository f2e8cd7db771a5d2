import { describe, expect, it } from 'vitest';
import axios, { AxiosError, AxiosHeaders } from 'axios';
import { createDataProvider, listQuery, toRefineError } from '../../src/providers/data-provider.ts';
import { shouldRetryQuery } from '../../src/providers/query-retry.ts';
import { sortableFields } from '../../src/resources/generic/declaration-view.ts';
import { allDeclarations } from './support/declarations.ts';
import { adapterOf, apiAnswer, type FakeRequest } from './support/api-fakes.ts';

const failure = (status: number | undefined, data: unknown, code: string) => {
  const config = { method: 'get', url: '/x', headers: new AxiosHeaders() };
  const response = status === undefined ? undefined : { status, statusText: '', headers: {}, config, data };
  return new AxiosError(
    status ? `Request failed with status code ${String(status)}` : 'Network Error',
    code,
    config,
    {},
    response,
  );
};

/** An axios instance whose adapter notes each request's method and URL and answers an empty list. */
const recordingClient = (calls: string[], noted: (request: FakeRequest) => string) => {
  const http = axios.create();
  http.defaults.adapter = adapterOf((request) => {
    calls.push(noted(request));
    return apiAnswer(200, { data: [], total: 0 });
  });
  return http;
};

describe('list query of the data provider', () => {
  it('asks for page, limit, order and filters as the API convention says', () => {
    const query = listQuery({
      pagination: { currentPage: 3, pageSize: 20 },
      sorters: [{ field: 'createdAt', order: 'desc' }],
      filters: [
        { field: 'status', operator: 'eq', value: 'Draft' },
        { field: 'q', operator: 'contains', value: 'tetto' },
        { field: 'network', operator: 'eq', value: '' },
      ],
    });
    expect(query.toString()).toBe('page=3&limit=20&order=createdAt%3Adesc&status=Draft&q=tetto');
  });

  it('asks for the whole list when paging is off', () => {
    expect(listQuery({ pagination: { mode: 'off' } }).toString()).toBe('');
  });
});

describe('paths of the data provider', () => {
  it('lists on meta.listPath and reads and writes on meta.path, as appointments need', async () => {
    const calls: string[] = [];
    const http = recordingClient(calls, (request) => `${request.method} ${request.url}`);
    const provider = createDataProvider('/api', http);
    const meta = { path: '/happyway/appointments', listPath: '/agenda/appointment' };
    await provider.getList({ resource: 'appointment', meta, pagination: { currentPage: 2, pageSize: 25 } });
    await provider.getOne({ resource: 'appointment', id: 'a1', meta });
    await provider.update({ resource: 'appointment', id: 'a1', meta, variables: {} });
    await provider.getList({ resource: 'apartment-types', meta: { path: '/happyway/apartmenttype' } });
    expect(calls).toEqual([
      'get /agenda/appointment?page=2&limit=25',
      'get /happyway/appointments/a1',
      'put /happyway/appointments/a1',
      'get /happyway/apartmenttype?page=1&limit=25',
    ]);
  });
});

describe('sort of a generated list', () => {
  it("never sends a sort on a field the list's meta does not name sortable", async () => {
    const calls: string[] = [];
    const http = recordingClient(calls, (request) => request.url);
    const provider = createDataProvider('/api', http);
    const meta = { path: '/happyway/opportunity-register', sortable: ['title', 'submittedAt'] };
    await provider.getList({
      resource: 'opportunity-register',
      meta,
      sorters: [{ field: 'createdAt', order: 'desc' }],
    });
    await provider.getList({
      resource: 'opportunity-register',
      meta,
      sorters: [{ field: 'submittedAt', order: 'desc' }],
    });
    expect(calls).toEqual([
      '/happyway/opportunity-register?page=1&limit=25',
      '/happyway/opportunity-register?page=1&limit=25&order=submittedAt%3Adesc',
    ]);
  });

  it('sorts every declaration first on a field it declares sortable', () => {
    for (const declaration of allDeclarations) {
      expect(sortableFields(declaration), declaration.name).toContain(declaration.defaultSort.field);
    }
  });
});

describe('errors the data provider hands to refine', () => {
  it('says the connection failed in Italian when there is no answer', () => {
    expect(toRefineError(failure(undefined, undefined, 'ERR_NETWORK'))).toMatchObject({
      message: 'Errore nella connessione. Riprovare più tardi',
      statusCode: 0,
    });
  });

  it("keeps the server's Italian message and field errors for a refused request", () => {
    const error = toRefineError(
      failure(
        400,
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Dati non validi',
          errors: [{ path: 'phone', message: 'Numero di telefono non valido' }],
        },
        'ERR_BAD_REQUEST',
      ),
    );
    expect(error).toEqual({
      message: 'Dati non validi',
      statusCode: 400,
      errors: { phone: 'Numero di telefono non valido' },
    });
  });

  it('never shows a server error text for a 500, only the generic message', () => {
    expect(
      toRefineError(failure(500, { statusCode: 500, error: 'Internal', message: 'stack trace' }, 'ERR_BAD_RESPONSE'))
        .message,
    ).toBe('Si è verificato un errore!');
  });
});

describe('retries of every query', () => {
  it('shows a 4xx answer at once and tries again only a missing answer or a 5xx, three times at most', () => {
    expect(
      shouldRetryQuery(
        0,
        failure(404, { statusCode: 404, error: 'Not Found', message: 'Progetto non trovato' }, 'ERR_BAD_REQUEST'),
      ),
    ).toBe(false);
    expect(
      shouldRetryQuery(
        0,
        toRefineError(
          failure(404, { statusCode: 404, error: 'Not Found', message: 'Elemento non trovato' }, 'ERR_BAD_REQUEST'),
        ),
      ),
    ).toBe(false);
    expect(shouldRetryQuery(0, failure(403, undefined, 'ERR_BAD_REQUEST'))).toBe(false);
    expect(shouldRetryQuery(0, failure(undefined, undefined, 'ERR_NETWORK'))).toBe(true);
    expect(shouldRetryQuery(0, toRefineError(failure(undefined, undefined, 'ERR_NETWORK')))).toBe(true);
    expect(shouldRetryQuery(1, failure(503, undefined, 'ERR_BAD_RESPONSE'))).toBe(true);
    expect(shouldRetryQuery(3, failure(503, undefined, 'ERR_BAD_RESPONSE'))).toBe(false);
    expect(shouldRetryQuery(0, failure(undefined, undefined, 'ERR_CANCELED'))).toBe(false);
  });
});

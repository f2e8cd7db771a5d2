import type { BaseRecord, DataProvider, GetListParams, HttpError, MetaQuery } from '@refinedev/core';
import { errorInfoOf } from '../../domain/rules/transport-errors.ts';
import { APP_ROLE_HEADER } from '../../domain/settings.ts';
import { fieldErrorsOf, userMessageOf } from './api-errors.ts';
import type { HttpClient, HttpRequest } from './http.ts';

interface ListResponse {
  data: BaseRecord[];
  total: number;
}

/** `page`, `limit`, `order=field:dir` and equality filters, as the API's list convention says (DESIGN.md). */
export function listQuery({ pagination, sorters, filters }: Pick<GetListParams, 'pagination' | 'sorters' | 'filters'>): URLSearchParams {
  const query = new URLSearchParams();
  if (pagination?.mode !== 'off') {
    query.set('page', String(pagination?.currentPage ?? 1));
    query.set('limit', String(pagination?.pageSize ?? 25));
  }
  const sorter = sorters?.[0];
  if (sorter) query.set('order', `${sorter.field}:${sorter.order}`);
  for (const filter of filters ?? []) {
    if (!('field' in filter) || filter.value === undefined || filter.value === '' || filter.value === null) continue;
    query.set(filter.field, String(filter.value));
  }
  return query;
}

/** The sort a list may send: `meta.sortable` (the declaration's sortable fields) drops any other, so the server never refuses it. */
function allowedSorters(sorters: GetListParams['sorters'], meta?: MetaQuery): GetListParams['sorters'] {
  const sortable: unknown = meta?.sortable;
  if (!Array.isArray(sortable)) return sorters;
  return sorters?.filter((sorter) => sortable.includes(sorter.field));
}

/** The query of refine's custom call as URL parameters: its plain values, nothing nested. */
function queryParams(query: unknown): HttpRequest['params'] {
  if (typeof query !== 'object' || query === null) return {};
  const plain = Object.entries(query).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]));
  return Object.fromEntries(plain);
}

/** What refine shows for a failed call: the Italian message of the error catalogue and the fields the server named. */
export function toRefineError(error: unknown): HttpError {
  const errors = Object.fromEntries(fieldErrorsOf(error).map(({ path, message }) => [path, message]));
  return { message: userMessageOf(error), statusCode: errorInfoOf(error).status ?? 0, errors };
}

/**
 * refine's data provider over the one HTTP client; a resource's `meta.path` names its API path when it differs, and
 * `meta.listPath` where it lists when that differs again (appointments list under /agenda, write under /happyway),
 * `meta.createPath` where it creates (projects at the spec's /project/project);
 * `meta.appRole` makes a list speak as that one role (spec section 7, X-AppRole); `meta.sortable` lists the fields a
 * list may sort on (a sort on any other, from an old URL say, is not sent).
 */
export function createDataProvider(apiUrl: string, http: HttpClient): DataProvider {
  const pathOf = (resource: string, meta?: MetaQuery) => (typeof meta?.path === 'string' ? meta.path : `/${resource}`);
  const listPathOf = (resource: string, meta?: MetaQuery) => (typeof meta?.listPath === 'string' ? meta.listPath : pathOf(resource, meta));
  const one = async (request: Promise<{ data: BaseRecord }>) => {
    try {
      return { data: (await request).data as never };
    } catch (error) {
      throw toRefineError(error);
    }
  };
  return {
    getApiUrl: () => apiUrl,
    getList: async ({ resource, meta, sorters, ...params }) => {
      try {
        const headers = typeof meta?.appRole === 'number' ? { [APP_ROLE_HEADER]: String(meta.appRole) } : undefined;
        const { data } = await http.get<ListResponse>(`${listPathOf(resource, meta)}?${listQuery({ ...params, sorters: allowedSorters(sorters, meta) }).toString()}`, { headers });
        return { data: data.data as never[], total: data.total };
      } catch (error) {
        throw toRefineError(error);
      }
    },
    getOne: ({ resource, id, meta }) => one(http.get<BaseRecord>(`${pathOf(resource, meta)}/${String(id)}`)),
    create: ({ resource, variables, meta }) =>
      one(http.post<BaseRecord>(typeof meta?.createPath === 'string' ? meta.createPath : pathOf(resource, meta), variables)),
    update: ({ resource, id, variables, meta }) => one(http.put<BaseRecord>(`${pathOf(resource, meta)}/${String(id)}`, variables)),
    deleteOne: ({ resource, id, meta }) => one(http.delete<BaseRecord>(`${pathOf(resource, meta)}/${String(id)}`)),
    custom: ({ url, method, payload, query, headers }) =>
      one(http.request<BaseRecord>({ url, method, data: payload, params: queryParams(query), headers: headers ?? {} })),
  };
}

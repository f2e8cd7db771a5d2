import type { BaseRecord, DataProvider, GetListParams, MetaQuery } from '@refinedev/core';
import type { AxiosInstance } from 'axios';

interface ListResponse<T> {
  data: T[];
  total: number;
}

/** `page`, `limit`, `order=field:dir` and equality filters, as the API's list convention says (DESIGN.md). */
export function listQuery({ pagination, sorters, filters }: Pick<GetListParams, 'pagination' | 'sorters' | 'filters'>): URLSearchParams {
  const query = new URLSearchParams();
  const page = pagination?.currentPage ?? 1;
  const limit = pagination?.pageSize ?? 25;
  if (pagination?.mode !== 'off') {
    query.set('page', String(page));
    query.set('limit', String(limit));
  }
  const sorter = sorters?.[0];
  if (sorter) query.set('order', `${sorter.field}:${sorter.order}`);
  for (const filter of filters ?? []) {
    if (!('field' in filter) || filter.value === undefined || filter.value === '' || filter.value === null) continue;
    query.set(filter.field === 'q' ? 'q' : filter.field, String(filter.value));
  }
  return query;
}

/** refine's data provider over the one axios instance; a resource's `meta.path` names its API path when it differs. */
export function createDataProvider(apiUrl: string, http: AxiosInstance): DataProvider {
  const pathOf = (resource: string, meta?: MetaQuery) => (typeof meta?.path === 'string' ? meta.path : `/${resource}`);
  return {
    getApiUrl: () => apiUrl,
    getList: async <T extends BaseRecord>({ resource, meta, ...params }: GetListParams) => {
      const { data } = await http.get<ListResponse<T>>(`${pathOf(resource, meta)}?${listQuery(params).toString()}`);
      return { data: data.data, total: data.total };
    },
    getOne: async ({ resource, id, meta }) => ({ data: (await http.get(`${pathOf(resource, meta)}/${String(id)}`)).data }),
    create: async ({ resource, variables, meta }) => ({ data: (await http.post(pathOf(resource, meta), variables)).data }),
    update: async ({ resource, id, variables, meta }) =>
      ({ data: (await http.put(`${pathOf(resource, meta)}/${String(id)}`, variables)).data }),
    deleteOne: async ({ resource, id, meta }) => ({ data: (await http.delete(`${pathOf(resource, meta)}/${String(id)}`)).data }),
    custom: async ({ url, method, payload, query, headers }) => {
      const response = await http.request({ url, method, data: payload, params: query, headers });
      return { data: response.data };
    },
  };
}

import type { BaseRecord, DataProvider, GetListParams, HttpError as RefineHttpError, MetaQuery } from '@refinedev/core';
import simpleRestProvider from '@refinedev/simple-rest';
import type { AxiosInstance } from 'axios';
import { errorInfoOf } from '../../domain/rules/transport-errors.ts';
import { APP_ROLE_HEADER } from '../../domain/settings.ts';
import { fieldErrorsOf, userMessageOf } from './api-errors.ts';

interface ListResponse {
  data: BaseRecord[];
  total: number;
}

/** `page`, `limit`, `order=field:dir` and equality filters, as the API's list convention says (DESIGN.md). */
export function listQuery({
  pagination,
  sorters,
  filters,
}: Pick<GetListParams, 'pagination' | 'sorters' | 'filters'>): URLSearchParams {
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

/**
 * The sort a list may send: `meta.sortable` (the declaration's sortable fields) drops any other, so the server never
 * refuses it.
 */
function allowedSorters(sorters: GetListParams['sorters'], meta?: MetaQuery): GetListParams['sorters'] {
  const sortable: unknown = meta?.sortable;
  if (!Array.isArray(sortable)) return sorters;
  return sorters?.filter((sorter) => sortable.includes(sorter.field));
}

/** What refine shows for a failed call: the Italian message of the error catalogue and the fields the server named. */
export function toRefineError(error: unknown): RefineHttpError {
  const errors = Object.fromEntries(fieldErrorsOf(error).map(({ path, message }) => [path, message]));
  return { message: userMessageOf(error), statusCode: errorInfoOf(error).status ?? 0, errors };
}

const refineErrors = async <T>(call: Promise<T>): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    throw toRefineError(error);
  }
};

/**
 * A path below the API as simple-rest's `resource` (it builds `${apiUrl}/${resource}`, and the instance adds the base).
 */
const asResource = (path: string) => path.replace(/^\//, '');

/**
 * refine's data provider: @refinedev/simple-rest over the one axios instance, with our paths and our list convention.
 * A resource's `meta.path` names its API path when it differs from its name, `meta.listPath` where it lists when that
 * differs again (appointments list under /agenda, write under /happyway), `meta.createPath` where it creates (projects
 * at the spec's /project/project); `meta.appRole` makes a list speak as that one role (spec section 7, X-AppRole);
 * `meta.sortable` lists the fields a list may sort on (a sort on any other, from an old URL say, is not sent). Updates
 * are PUTs (simple-rest's default is PATCH); lists are `{ data, total }` pages (simple-rest reads `x-total-count`);
 * many records are read one by one (simple-rest's getMany asks `?id=` of a path none of ours serves).
 */
export function createDataProvider(apiUrl: string, http: AxiosInstance): DataProvider {
  const base = simpleRestProvider('', http);
  const pathOf = (resource: string, meta?: MetaQuery) => (typeof meta?.path === 'string' ? meta.path : `/${resource}`);
  const listPathOf = (resource: string, meta?: MetaQuery) =>
    typeof meta?.listPath === 'string' ? meta.listPath : pathOf(resource, meta);
  return {
    getApiUrl: () => apiUrl,
    getList: async ({ resource, meta, sorters, ...params }) => {
      const headers = typeof meta?.appRole === 'number' ? { [APP_ROLE_HEADER]: String(meta.appRole) } : undefined;
      const query = listQuery({ ...params, sorters: allowedSorters(sorters, meta) }).toString();
      const { data } = await refineErrors(
        http.get<ListResponse>(`${listPathOf(resource, meta)}${query ? `?${query}` : ''}`, { headers }),
      );
      return { data: data.data as never[], total: data.total };
    },
    getOne: (params) =>
      refineErrors(base.getOne({ ...params, resource: asResource(pathOf(params.resource, params.meta)) })),
    create: (params) =>
      refineErrors(
        base.create({
          ...params,
          resource: asResource(
            typeof params.meta?.createPath === 'string' ? params.meta.createPath : pathOf(params.resource, params.meta),
          ),
        }),
      ),
    update: (params) =>
      refineErrors(
        base.update({
          ...params,
          resource: asResource(pathOf(params.resource, params.meta)),
          meta: { method: 'put', ...params.meta },
        }),
      ),
    deleteOne: (params) =>
      refineErrors(base.deleteOne({ ...params, resource: asResource(pathOf(params.resource, params.meta)) })),
    custom: (params) => refineErrors(base.custom(params)),
  };
}

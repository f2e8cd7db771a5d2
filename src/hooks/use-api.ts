import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { asAppRole, httpClient } from '../providers/http-client.ts';
import { useInvalidateApi } from './use-invalidate-api.ts';

export interface ApiQueryOptions {
  enabled?: boolean;
  /** Ask as this one role (spec section 7, X-AppRole), cached apart from the same path asked with every role. */
  appRole?: number;
}

/** A GET on our API through the one axios client, cached by react-query under `['api', path]`. */
export function useApiQuery<T>(path: string, { enabled = true, appRole }: ApiQueryOptions = {}): UseQueryResult<T> {
  return useQuery({
    queryKey: appRole === undefined ? ['api', path] : ['api', path, { appRole }],
    queryFn: async () => (await httpClient.get<T>(path, appRole === undefined ? undefined : asAppRole(appRole))).data,
    enabled,
  });
}

/** A write on our API; on success every cached GET whose path starts with one of `refresh` is fetched again. */
export function useApiMutation<TResult>(method: 'post' | 'put' | 'delete', refresh: readonly string[] = []) {
  const invalidate = useInvalidateApi();
  return useMutation({
    mutationFn: async ({ path, body }: { path: string; body?: unknown }) =>
      (await httpClient.request<TResult>({ method, url: path, data: body })).data,
    onSuccess: () => invalidate(...refresh),
  });
}

import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { httpClient } from '../providers/http-client.ts';

/** A GET on our API through the one axios client, cached by react-query under the path. */
export function useApiQuery<T>(path: string, enabled = true): UseQueryResult<T> {
  return useQuery({ queryKey: ['api', path], queryFn: async () => (await httpClient.get<T>(path)).data, enabled });
}

/** A write on our API; on success the given GET paths are fetched again. */
export function useApiMutation<TResult>(method: 'post' | 'put' | 'delete', refresh: readonly string[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, body }: { path: string; body?: unknown }) =>
      (await httpClient.request<TResult>({ method, url: path, data: body })).data,
    onSuccess: async () => {
      await Promise.all(refresh.map((path) => queryClient.invalidateQueries({ queryKey: ['api', path] })));
    },
  });
}

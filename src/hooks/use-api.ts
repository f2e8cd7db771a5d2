import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { asAppRole, httpClient } from '../providers/http-client.ts';

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

/** A write's request: the path below /api, the body, and optionally the role it speaks as. */
export interface ApiWrite {
  path: string;
  body?: unknown;
  appRole?: number;
  /** The body's type when it is not JSON (an uploaded file sent as itself). */
  contentType?: string;
}

type WriteMethod = 'post' | 'put' | 'delete';

const send = async <TResult>(method: WriteMethod, { path, body, appRole, contentType }: ApiWrite): Promise<TResult> =>
  (await httpClient.request<TResult>({
    method, url: path, data: body, ...(appRole !== undefined && asAppRole(appRole)), ...(contentType !== undefined && { headers: { 'Content-Type': contentType } }),
  })).data;

/** The one place the caches are refreshed after a write: every query on screen (ours and refine's) is fetched again. */
export function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** A write on our API through the one axios client, with react-query's state (`isPending`, `error`). */
export function useApiMutation<TResult>(method: WriteMethod) {
  const onSuccess = useRefreshAfterWrite();
  return useMutation({ mutationFn: (write: ApiWrite) => send<TResult>(method, write), onSuccess });
}

/** The same write as a plain async call, for handlers that make one or several: `await write('put', path, body)`. */
export function useApiWrite() {
  const onSuccess = useRefreshAfterWrite();
  const { mutateAsync } = useMutation({ mutationFn: ({ method, ...write }: ApiWrite & { method: WriteMethod }) => send<unknown>(method, write), onSuccess });
  return (method: WriteMethod, path: string, body?: unknown) => mutateAsync({ method, path, body });
}

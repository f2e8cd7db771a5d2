import { useEffect, useState } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import axios, { type AxiosProgressEvent, type AxiosRequestConfig } from 'axios';
import type { PagedList } from '../../domain/schemas/paged-list.ts';
import { asAppRole, httpClient } from '../providers/http-client.ts';

/**
 * The one way the SPA calls our API (refine's generated screens aside, whose data provider uses the same client):
 * reads cached by react-query under `['api', path, …]`, writes that refresh every query on screen in one place, and the
 * reads a handler makes, downloads and uploads with progress.
 */

export interface ApiQueryOptions {
  enabled?: boolean;
  /** Ask as this one role (spec section 7, X-AppRole), cached apart from the same path asked with every role. */
  appRole?: number;
  /** Keep the answer through writes (a signed video URL: a new one would restart the player). */
  keep?: boolean;
}

type ReadOptions = Pick<AxiosRequestConfig, 'params' | 'headers' | 'signal'>;

const get = async <T>(path: string, options?: ReadOptions): Promise<T> => (await httpClient.get<T>(path, options)).data;
const roleConfig = (appRole: number | undefined) => (appRole === undefined ? undefined : asAppRole(appRole));

/** A GET on our API through the one client, cached by react-query under `['api', path]`. */
export function useApiQuery<T>(path: string, { enabled = true, appRole, keep = false }: ApiQueryOptions = {}): UseQueryResult<T> {
  return useQuery({
    queryKey: appRole === undefined ? ['api', path] : ['api', path, { appRole }],
    queryFn: () => get<T>(path, roleConfig(appRole)),
    enabled,
    ...(keep && { staleTime: Infinity, meta: { keep: true } }),
  });
}

/** One GET per path at once (the agreements a user has still to accept), each cached as `useApiQuery` caches it. */
export function useApiQueries<T>(paths: readonly string[]): UseQueryResult<T>[] {
  return useQueries({ queries: paths.map((path) => ({ queryKey: ['api', path], queryFn: () => get<T>(path) })) });
}

/** Every row of a paged list (`page` after `page` of `pageSize` until `total`): the calendar's appointments of a week. */
export function useApiListAll<T>(path: string, query: Record<string, string>, pageSize = 100): UseQueryResult<T[]> {
  return useQuery({
    queryKey: ['api', path, query],
    queryFn: async () => {
      const found: T[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await get<PagedList<T>>(path, { params: { ...query, page, limit: pageSize } });
        found.push(...answer.data);
        if (found.length >= answer.total || answer.data.length === 0) return found;
      }
    },
  });
}

/** A live check of what is being typed: a GET of `path`, or a POST of `body` to it (the server's validate endpoints). */
export interface ApiCheck {
  path: string;
  body?: unknown;
}

export type ApiCheckState<T> =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'answered'; data: T }
  | { state: 'failed'; error: unknown };

/** The value once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => { setSettled(value); }, delayMs);
    return () => { window.clearTimeout(timer); };
  }, [value, delayMs]);
  return settled;
}

/**
 * Asks the check `delayMs` after it stops changing (a question overtaken by typing is cancelled), cached as any read;
 * answers only about the check as it is now: 'checking' while the input is still moving. A null check asks nothing.
 */
export function useApiCheck<T>(check: ApiCheck | null, delayMs = 400): ApiCheckState<T> {
  const key = check === null ? null : JSON.stringify(check);
  const settledKey = useSettled(key, delayMs);
  const asked = settledKey !== null && settledKey === key ? (JSON.parse(settledKey) as ApiCheck) : null;
  const query = useQuery({
    queryKey: ['api', asked?.path, { check: asked?.body ?? null }],
    queryFn: async ({ signal }) => (asked?.body === undefined
      ? get<T>(asked?.path ?? '', { signal })
      : (await httpClient.post<T>(asked.path, asked.body, { signal })).data),
    enabled: asked !== null,
  });
  if (key === null) return { state: 'idle' };
  if (asked === null || query.isPending) return { state: 'checking' };
  return query.isError ? { state: 'failed', error: query.error } : { state: 'answered', data: query.data };
}

/** A GET asked by a handler rather than a render (a signed download URL, a module's figures before its delete): always fresh. */
export function useApiRead() {
  const queryClient = useQueryClient();
  return <T>(path: string): Promise<T> => queryClient.query({ queryKey: ['api', path], queryFn: () => get<T>(path), staleTime: 0 });
}

/** A write's request: the path below /api, the body, optionally the role it speaks as and the upload's progress in percent. */
export interface ApiWrite {
  path: string;
  body?: unknown;
  appRole?: number;
  onProgress?: (percent: number) => void;
  /** The body's type when it is not JSON (an uploaded file sent as itself). */
  contentType?: string;
}

type WriteMethod = 'post' | 'put' | 'delete';

const percentOf = (onProgress: (percent: number) => void, size?: number) => ({ loaded, total }: AxiosProgressEvent) => {
  const whole = total ?? size;
  onProgress(whole ? Math.round((100 * loaded) / whole) : 0);
};

const send = async <TResult>(method: WriteMethod, { path, body, appRole, onProgress, contentType }: ApiWrite): Promise<TResult> =>
  (await httpClient.request<TResult>({
    method, url: path, data: body,
    headers: { ...(appRole !== undefined && asAppRole(appRole).headers), ...(contentType !== undefined && { 'Content-Type': contentType }) },
    ...(onProgress && { onUploadProgress: percentOf(onProgress) }),
  })).data;

/** The one place the caches are refreshed after a write: every query on screen (ours and refine's) but the kept ones is fetched again. */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => query.meta?.keep !== true });
}

export interface ApiMutationOptions<TResult> {
  /** Refresh the caches only after the writes whose answer says so (default: after every write). */
  refreshWhen?: (result: TResult) => boolean;
}

/** A write on our API through the one client, with react-query's state (`isPending`, `error`). */
export function useApiMutation<TResult>(method: WriteMethod, { refreshWhen }: ApiMutationOptions<TResult> = {}) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (write: ApiWrite) => send<TResult>(method, write),
    onSuccess: (result: TResult) => (refreshWhen === undefined || refreshWhen(result) ? refresh() : undefined),
  });
}

/**
 * The same write as a plain async call, for handlers that make one or several: `await write('put', path, body)`; the
 * answer is the API's, typed by the caller. The caches are refreshed after each write.
 */
export function useApiWrite() {
  const refresh = useRefreshAfterWrite();
  return async <TResult = unknown>(method: WriteMethod, path: string, body?: unknown, onProgress?: (percent: number) => void): Promise<TResult> => {
    const result = await send<TResult>(method, { path, body, ...(onProgress && { onProgress }) });
    await refresh();
    return result;
  };
}

/**
 * A bare axios instance for the signed URLs of uploads: none of our API's interceptors, headers or token (the signature
 * is the authorisation), and no timeout (a large file on a slow line takes its time).
 */
export const signedUrlClient = axios.create();

/**
 * PUTs a file's bytes to the signed URL its metadata POST answered, with the declared content type and the progress in
 * percent; the caches are refreshed once the bytes are in.
 */
export function useSignedUpload() {
  const refresh = useRefreshAfterWrite();
  return async (uploadUrl: string, file: Blob, contentType: string, onProgress: (percent: number) => void): Promise<void> => {
    await signedUrlClient.put(uploadUrl, file, { headers: { 'Content-Type': contentType }, onUploadProgress: percentOf(onProgress, file.size) });
    await refresh();
  };
}

/**
 * The file name a Content-Disposition gives: its UTF-8 `filename*` (accents whole, "completamenti - Qualità.csv"),
 * else the plain `filename` (whose accents the server turned into "_").
 */
export function serverFileName(disposition: unknown): string | null {
  const text = String(disposition);
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(text)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/.exec(text)?.[1] ?? null;
}

/** A download that posts what it asks for (an export of a selection), with headers of its own (the app role). */
export interface PostedDownload {
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * Saves a file of our API (the bearer token goes with it) as `fileName`, or under the name the server gives; a GET,
 * or a POST of `posted.body` when the file answers a request. A refused download fails with the server's message (the
 * client reads it back from the bytes).
 */
export function useApiDownload() {
  return async (path: string, fileName?: string, posted?: PostedDownload): Promise<void> => {
    const response = posted
      ? await httpClient.post<ArrayBuffer>(path, posted.body, { responseType: 'arraybuffer', headers: posted.headers ?? {} })
      : await httpClient.get<ArrayBuffer>(path, { responseType: 'arraybuffer' });
    const href = URL.createObjectURL(new Blob([response.data], { type: String(response.headers['content-type'] ?? '') }));
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName ?? serverFileName(response.headers['content-disposition']) ?? path.split('/').pop() ?? 'download';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => { URL.revokeObjectURL(href); }, 1000);
  };
}

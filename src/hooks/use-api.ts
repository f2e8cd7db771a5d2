import { useEffect, useState } from 'react';
import {
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import axios, { type AxiosProgressEvent, type AxiosRequestConfig } from 'axios';
import {
  urlOf,
  type AnswerOf,
  type AnyEndpoint,
  type BodyOf,
  type NeedsNothing,
  type RequestOf,
} from '../../domain/api/endpoint.ts';
import type { PagedList } from '../../domain/schemas/paged-list.ts';
import { asAppRole, httpClient } from '../providers/http-client.ts';

/**
 * The one way the SPA calls our API (refine's generated screens aside, whose data provider uses the same client):
 * reads cached by react-query under `['api', url, …]`, writes that refresh every query on screen in one place, and the
 * reads a handler makes, downloads and uploads with progress. Every call names an endpoint of the contract
 * (domain/api) and fills in its request: the URL is built from it and the answer's type inferred from it.
 */

/** A call's endpoint with what it fills in, the request left out where the endpoint needs none. */
export type EndpointCall<E extends AnyEndpoint, TOptions> =
  NeedsNothing<E> extends true
    ? [request?: RequestOf<E>, options?: TOptions]
    : [request: RequestOf<E>, options?: TOptions];

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

/** A GET on our API through the one client, cached by react-query under `['api', url]`. */
export function useApiQuery<E extends AnyEndpoint>(
  target: E,
  ...[request, options]: EndpointCall<E, ApiQueryOptions>
): UseQueryResult<AnswerOf<E>> {
  const { enabled = true, appRole, keep = false } = options ?? {};
  const url = enabled ? urlOf(target, request) : '';
  return useQuery({
    queryKey: appRole === undefined ? ['api', url] : ['api', url, { appRole }],
    queryFn: () => get<AnswerOf<E>>(url, roleConfig(appRole)),
    enabled,
    ...(keep && { staleTime: Infinity, meta: { keep: true } }),
  });
}

/** One GET per request at once (the agreements a user has still to accept), each cached as `useApiQuery` caches it. */
export function useApiQueries<E extends AnyEndpoint>(
  target: E,
  requests: readonly RequestOf<E>[],
): UseQueryResult<AnswerOf<E>>[] {
  const urls = requests.map((request) => urlOf(target, request));
  return useQueries({ queries: urls.map((url) => ({ queryKey: ['api', url], queryFn: () => get<AnswerOf<E>>(url) })) });
}

type RowOf<E extends AnyEndpoint> = AnswerOf<E> extends PagedList<infer Row> ? Row : never;

/**
 * Every row of a paged list (`page` after `page` of `pageSize` until `total`): the calendar's appointments of a week.
 */
export function useApiListAll<E extends AnyEndpoint>(
  target: E,
  request: RequestOf<E>,
  pageSize = 100,
): UseQueryResult<RowOf<E>[]> {
  const { params, query = {} } = request as { params?: unknown; query?: Record<string, unknown> };
  const path = urlOf(target, { params } as RequestOf<E>);
  return useQuery({
    queryKey: ['api', path, query],
    queryFn: async () => {
      const found: RowOf<E>[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await get<PagedList<RowOf<E>>>(path, { params: { ...query, page, limit: pageSize } });
        found.push(...answer.data);
        if (found.length >= answer.total || answer.data.length === 0) return found;
      }
    },
  });
}

/**
 * A live check of what is being typed: a GET of the endpoint, or a POST of `body` to it (the server's validate
 * endpoints).
 */
export interface ApiCheck<E extends AnyEndpoint = AnyEndpoint> {
  endpoint: E;
  request?: RequestOf<E>;
  body?: BodyOf<E>;
}

export type ApiCheckState<T> =
  { state: 'idle' } | { state: 'checking' } | { state: 'answered'; data: T } | { state: 'failed'; error: unknown };

/** The value once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, delayMs]);
  return settled;
}

/**
 * Asks the check `delayMs` after it stops changing (a question overtaken by typing is cancelled), cached as any read;
 * answers only about the check as it is now: 'checking' while the input is still moving. A null check asks nothing.
 */
export function useApiCheck<E extends AnyEndpoint>(
  check: ApiCheck<E> | null,
  delayMs = 400,
): ApiCheckState<AnswerOf<E>> {
  const key =
    check === null
      ? null
      : JSON.stringify({
          path: urlOf(check.endpoint, check.request),
          ...(check.body !== undefined && { body: check.body as unknown }),
        });
  const settledKey = useSettled(key, delayMs);
  const asked =
    settledKey !== null && settledKey === key ? (JSON.parse(settledKey) as { path: string; body?: unknown }) : null;
  const query = useQuery({
    queryKey: ['api', asked?.path, { check: asked?.body ?? null }],
    queryFn: async ({ signal }) =>
      asked?.body === undefined
        ? get<AnswerOf<E>>(asked?.path ?? '', { signal })
        : (await httpClient.post<AnswerOf<E>>(asked.path, asked.body, { signal })).data,
    enabled: asked !== null,
  });
  if (key === null) return { state: 'idle' };
  if (asked === null || query.isPending) return { state: 'checking' };
  return query.isError ? { state: 'failed', error: query.error } : { state: 'answered', data: query.data };
}

/**
 * A GET asked by a handler rather than a render (a signed download URL, a module's figures before its delete): always
 * fresh.
 */
export function useApiRead() {
  const queryClient = useQueryClient();
  return <E extends AnyEndpoint>(target: E, ...[request]: EndpointCall<E, never>): Promise<AnswerOf<E>> => {
    const url = urlOf(target, request);
    return queryClient.query({ queryKey: ['api', url], queryFn: () => get<AnswerOf<E>>(url), staleTime: 0 });
  };
}

/**
 * How a write goes beyond its URL and body: the role it speaks as, the upload's progress in percent, a body not JSON.
 */
export interface WriteSettings {
  appRole?: number;
  onProgress?: (percent: number) => void;
  /** The body's type when it is not JSON (an uploaded file sent as itself). */
  contentType?: string;
}

/** A write of an endpoint: its path's segments and query, the body it takes, and the write's settings. */
export type EndpointWrite<E extends AnyEndpoint> = RequestOf<E> &
  WriteSettings &
  ([BodyOf<E>] extends [undefined] ? { body?: never } : { body: BodyOf<E> });

/** A write as it is sent: the URL below /api, the body and its settings. */
interface ApiWrite extends WriteSettings {
  path: string;
  body?: unknown;
}

const percentOf =
  (onProgress: (percent: number) => void, size?: number) =>
  ({ loaded, total }: AxiosProgressEvent) => {
    const whole = total ?? size;
    onProgress(whole ? Math.round((100 * loaded) / whole) : 0);
  };

const send = async <TResult>(
  method: string,
  { path, body, appRole, onProgress, contentType }: ApiWrite,
): Promise<TResult> =>
  (
    await httpClient.request<TResult>({
      method,
      url: path,
      data: body,
      headers: {
        ...(appRole !== undefined && asAppRole(appRole).headers),
        ...(contentType !== undefined && { 'Content-Type': contentType }),
      },
      ...(onProgress && { onUploadProgress: percentOf(onProgress) }),
    })
  ).data;

/** The method and URL of an endpoint's write, with the body and settings the call gave. */
const writeOf = (
  target: AnyEndpoint,
  { params, query, ...rest }: { params?: unknown; query?: unknown } & Omit<ApiWrite, 'path'>,
): ApiWrite => ({ path: urlOf(target, { params, query } as RequestOf<AnyEndpoint>), ...rest });

/**
 * The one place the caches are refreshed after a write: every query on screen (ours and refine's) but the kept ones is
 * fetched again.
 */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => query.meta?.keep !== true });
}

export interface ApiMutationOptions<TResult> {
  /** Refresh the caches only after the writes whose answer says so (default: after every write). */
  refreshWhen?: (result: TResult) => boolean;
  /**
   * Every write's answer, as it arrives. react-query's own `data` is the answer of the write called last, and none
   * while that one is on its way: for writes that overlap, whose answers may come in another order.
   */
  onAnswer?: (result: TResult) => void;
}

/** A write on our API through the one client, with react-query's state (`isPending`, `error`). */
export function useApiMutation<E extends AnyEndpoint>(
  target: E,
  { refreshWhen, onAnswer }: ApiMutationOptions<AnswerOf<E>> = {},
): UseMutationResult<AnswerOf<E>, Error, EndpointWrite<E>> {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (write: EndpointWrite<E>) =>
      send<AnswerOf<E>>(target.method, writeOf(target, write as Omit<ApiWrite, 'path'>)),
    onSuccess: (result: AnswerOf<E>) => {
      onAnswer?.(result);
      return refreshWhen === undefined || refreshWhen(result) ? refresh() : undefined;
    },
  });
}

type WriteCall<E extends AnyEndpoint> =
  object extends EndpointWrite<E> ? [write?: EndpointWrite<E>] : [write: EndpointWrite<E>];

/**
 * The same write as a plain async call, for handlers that make one or several: `await write(endpoint, { params, body
 * })`; the answer's type is the endpoint's. The caches are refreshed after each write.
 */
export function useApiWrite() {
  const refresh = useRefreshAfterWrite();
  return async <E extends AnyEndpoint>(target: E, ...[call]: WriteCall<E>): Promise<AnswerOf<E>> => {
    const result = await send<AnswerOf<E>>(target.method, writeOf(target, call ?? {}));
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
  return async (
    uploadUrl: string,
    file: Blob,
    contentType: string,
    onProgress: (percent: number) => void,
  ): Promise<void> => {
    await signedUrlClient.put(uploadUrl, file, {
      headers: { 'Content-Type': contentType },
      onUploadProgress: percentOf(onProgress, file.size),
    });
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

/** How a download is saved: under `fileName` (else the server's name), and what a POST endpoint's download posts. */
export interface DownloadSettings {
  fileName?: string;
  posted?: PostedDownload;
}

const saveBytes = (data: ArrayBuffer, type: string, fileName: string): void => {
  const href = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(href);
  }, 1000);
};

/**
 * Saves a file of our API (the bearer token goes with it) as `fileName`, or under the name the server gives: a GET, or
 * for a POST endpoint (an export of a selection) a POST of `posted.body`. A refused download fails with the server's
 * message (the client reads it back from the bytes).
 */
export function useApiDownload() {
  return async <E extends AnyEndpoint>(
    target: E,
    request: RequestOf<E>,
    { fileName, posted }: DownloadSettings = {},
  ): Promise<void> => {
    const path = urlOf(target, request);
    const response =
      target.method === 'POST'
        ? await httpClient.post<ArrayBuffer>(path, posted?.body, {
            responseType: 'arraybuffer',
            headers: posted?.headers ?? {},
          })
        : await httpClient.get<ArrayBuffer>(path, { responseType: 'arraybuffer' });
    const name =
      fileName ??
      serverFileName(response.headers['content-disposition']) ??
      path.split('?')[0]?.split('/').pop() ??
      'download';
    saveBytes(response.data, String(response.headers['content-type'] ?? ''), name);
  };
}

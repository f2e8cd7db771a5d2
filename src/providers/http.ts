import type { TransportErrorCode } from '../../domain/rules/transport-errors.ts';

/**
 * The SPA's HTTP client over XMLHttpRequest, which gives what `fetch` does not: the upload's progress. It fails as the
 * spec's catalogue expects (spec section 8 quotes axios's codes and messages, which this client keeps): a 4xx answer is
 * ERR_BAD_REQUEST and a 5xx ERR_BAD_RESPONSE with 'Request failed with status code {n}', no answer ERR_NETWORK
 * ('Network Error'), a request called off ERR_CANCELED ('canceled').
 */

export type HttpMethod = 'get' | 'head' | 'options' | 'post' | 'put' | 'patch' | 'delete';

export interface HttpRequest {
  method: HttpMethod;
  /** Below the client's base URL, or absolute (a signed upload URL). */
  url: string;
  params?: Readonly<Record<string, string | number | boolean>>;
  /** JSON unless it is a Blob, FormData or URLSearchParams, which go as they are. */
  data?: unknown;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal | undefined;
  responseType?: 'json' | 'blob';
  onUploadProgress?: (progress: { loaded: number; total: number | undefined }) => void;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  /** Lower-case names. */
  headers: Readonly<Record<string, string>>;
}

export class HttpError extends Error {
  readonly code: TransportErrorCode;
  readonly request: HttpRequest;
  readonly response: HttpResponse<unknown> | undefined;

  constructor(message: string, code: TransportErrorCode, request: HttpRequest, response?: HttpResponse<unknown>) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.request = request;
    this.response = response;
  }
}

/** Sends one request and answers whatever status came back; rejects only when no answer came (HttpError). */
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse<unknown>>;

const canceled = (request: HttpRequest) => new HttpError('canceled', 'ERR_CANCELED', request);

function responseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function parsedText(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const sentAsItIs = (data: unknown): data is Blob | FormData | URLSearchParams =>
  data instanceof Blob || data instanceof FormData || data instanceof URLSearchParams;

/** The browser's transport. */
export const xhrTransport: HttpTransport = (request) => new Promise((resolve, reject) => {
  if (request.signal?.aborted) {
    reject(canceled(request));
    return;
  }
  const xhr = new XMLHttpRequest();
  xhr.open(request.method.toUpperCase(), request.url);
  xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
  const headers = { ...request.headers };
  const { data } = request;
  const body = data === undefined ? null : sentAsItIs(data) ? data : JSON.stringify(data);
  if (typeof body === 'string' && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
  for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
  const { onUploadProgress } = request;
  if (onUploadProgress) {
    xhr.upload.onprogress = (event) => { onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined }); };
  }
  const stop = () => { xhr.abort(); };
  request.signal?.addEventListener('abort', stop, { once: true });
  const settle = () => { request.signal?.removeEventListener('abort', stop); };
  xhr.onload = () => {
    settle();
    const body: unknown = xhr.responseType === 'blob' ? xhr.response : parsedText(xhr.responseText);
    resolve({ data: body, status: xhr.status, headers: responseHeaders(xhr.getAllResponseHeaders()) });
  };
  xhr.onerror = () => { settle(); reject(new HttpError('Network Error', 'ERR_NETWORK', request)); };
  xhr.onabort = () => { settle(); reject(canceled(request)); };
  xhr.send(body);
});

export interface HttpClientOptions {
  baseUrl?: string;
  headers?: Readonly<Record<string, string>>;
  /** Runs before each request is sent; may throw to send nothing, or answer the request with more headers. */
  beforeSend?: (request: HttpRequest) => HttpRequest;
  /** May answer a failed request another way (a retry after a token refresh); otherwise rethrows the error. */
  onFailure?: (error: HttpError, retry: () => Promise<HttpResponse<unknown>>) => Promise<HttpResponse<unknown>>;
}

type Options = Omit<HttpRequest, 'method' | 'url' | 'data'>;

export interface HttpClient {
  /** What sends the request: the browser's XMLHttpRequest, or a test's stand-in for the server. */
  transport: HttpTransport;
  request: <T>(request: HttpRequest) => Promise<HttpResponse<T>>;
  get: <T>(url: string, options?: Options) => Promise<HttpResponse<T>>;
  delete: <T>(url: string, options?: Options) => Promise<HttpResponse<T>>;
  post: <T>(url: string, data?: unknown, options?: Options) => Promise<HttpResponse<T>>;
  put: <T>(url: string, data?: unknown, options?: Options) => Promise<HttpResponse<T>>;
}

function withParams(url: string, params: HttpRequest['params']): string {
  const entries = Object.entries(params ?? {});
  if (entries.length === 0) return url;
  const query = new URLSearchParams(entries.map(([name, value]) => [name, String(value)]));
  return `${url}${url.includes('?') ? '&' : '?'}${query.toString()}`;
}

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);

export function createHttpClient({ baseUrl = '', headers = {}, beforeSend, onFailure }: HttpClientOptions = {}): HttpClient {
  const sendOnce = async (asked: HttpRequest): Promise<HttpResponse<unknown>> => {
    const prepared = beforeSend ? beforeSend(asked) : asked;
    const url = withParams(isAbsolute(prepared.url) ? prepared.url : `${baseUrl}${prepared.url}`, prepared.params);
    const response = await client.transport({ ...prepared, url, params: {}, headers: { ...headers, ...prepared.headers } });
    if (response.status < 400) return response;
    const code = response.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE';
    throw new HttpError(`Request failed with status code ${String(response.status)}`, code, prepared, response);
  };
  const client: HttpClient = {
    transport: xhrTransport,
    request: async <T>(asked: HttpRequest) => {
      try {
        return (await sendOnce(asked)) as HttpResponse<T>;
      } catch (error) {
        if (!(error instanceof HttpError) || !onFailure) throw error;
        return (await onFailure(error, () => sendOnce(asked))) as HttpResponse<T>;
      }
    },
    get: <T>(url: string, options?: Options) => client.request<T>({ ...options, method: 'get', url }),
    delete: <T>(url: string, options?: Options) => client.request<T>({ ...options, method: 'delete', url }),
    post: <T>(url: string, data?: unknown, options?: Options) => client.request<T>({ ...options, method: 'post', url, data }),
    put: <T>(url: string, data?: unknown, options?: Options) => client.request<T>({ ...options, method: 'put', url, data }),
  };
  return client;
}

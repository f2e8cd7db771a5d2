import type { DataProvider } from '@refinedev/core';
import axios, { AxiosError, type AxiosAdapter, type AxiosProgressEvent, type AxiosResponse } from 'axios';

/**
 * What a stand-in for our API answers: the status, the body and the headers; the adapter makes the errors from 400 up.
 */
export interface FakeAnswer {
  status: number;
  data: unknown;
  headers: Record<string, string>;
}

/**
 * A request as a stand-in for our API sees it: lower-case method, the URL with the base and the query, the body as
 * sent.
 */
export interface FakeRequest {
  method: string;
  url: string;
  data: unknown;
  headers: Record<string, string>;
  onUploadProgress?: ((progress: Pick<AxiosProgressEvent, 'loaded' | 'total'>) => void) | undefined;
}

/** A stand-in for our API (or a signed URL) behind a real axios instance. */
export type FakeApi = (request: FakeRequest) => Promise<FakeAnswer>;

export function apiAnswer(status: number, data: unknown, headers: Record<string, string> = {}): Promise<FakeAnswer> {
  return Promise.resolve({ status, headers, data });
}

/** The path below /api a request asked for, with its query. */
export const apiPathOf = (url: string): string => url.replace(/^\/api(?=\/)/, '');

const sentBody = (data: unknown): unknown => {
  if (typeof data !== 'string' || data === '') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
};

/**
 * An axios adapter that hands each request to `api` instead of the network, after the instance's interceptors and
 * transforms ran (the real client, the real request shapes), and settles as axios does: 2xx answers, the rest fails.
 */
export function adapterOf(api: FakeApi): AxiosAdapter {
  return async (config) => {
    const { onUploadProgress } = config;
    const answer = await api({
      method: (config.method ?? 'get').toLowerCase(),
      url: axios.getUri(config),
      data: sentBody(config.data),
      headers: Object.fromEntries(
        Object.entries(config.headers.toJSON()).map(([name, value]) => [name, String(value)]),
      ),
      onUploadProgress:
        onUploadProgress &&
        ((progress) => {
          onUploadProgress({ bytes: 0, lengthComputable: progress.total !== undefined, ...progress });
        }),
    });
    const response: AxiosResponse = { ...answer, statusText: '', config, request: {} };
    if (answer.status >= 200 && answer.status < 300) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${String(answer.status)}`, code, config, {}, response);
  };
}

/** refine's data provider for screens that talk to the API through the HTTP client only. */
export const unusedDataProvider: DataProvider = {
  getApiUrl: () => '/api',
  getList: () => Promise.reject(new Error('not used')),
  getOne: () => Promise.reject(new Error('not used')),
  create: () => Promise.reject(new Error('not used')),
  update: () => Promise.reject(new Error('not used')),
  deleteOne: () => Promise.reject(new Error('not used')),
};

import type { DataProvider } from '@refinedev/core';
import type { HttpResponse } from '../../../src/providers/http.ts';

/** What a transport standing in for our API answers: the status and body; the client makes the errors from 400 up. */
export function apiAnswer(status: number, data: unknown, headers: Record<string, string> = {}): Promise<HttpResponse<unknown>> {
  return Promise.resolve({ status, headers, data });
}

/** The path below /api a request asked for, with its query. */
export const apiPathOf = (url: string): string => url.replace(/^\/api(?=\/)/, '');

/** refine's data provider for screens that talk to the API through the HTTP client only. */
export const unusedDataProvider: DataProvider = {
  getApiUrl: () => '/api',
  getList: () => Promise.reject(new Error('not used')),
  getOne: () => Promise.reject(new Error('not used')),
  create: () => Promise.reject(new Error('not used')),
  update: () => Promise.reject(new Error('not used')),
  deleteOne: () => Promise.reject(new Error('not used')),
};

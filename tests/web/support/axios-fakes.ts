import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { DataProvider } from '@refinedev/core';

/** What an axios adapter standing in for our API answers: the response, or axios' own error from 400 up. */
export function axiosAnswer(config: InternalAxiosRequestConfig, status: number, data: unknown): Promise<AxiosResponse> {
  const response = { status, statusText: '', headers: {}, config, data };
  if (status < 400) return Promise.resolve(response);
  return Promise.reject(new AxiosError(`Request failed with status code ${String(status)}`, 'ERR_BAD_REQUEST', config, null, response));
}

/** refine's data provider for screens that talk to the API through the axios client only. */
export const unusedDataProvider: DataProvider = {
  getApiUrl: () => '/api',
  getList: () => Promise.reject(new Error('not used')),
  getOne: () => Promise.reject(new Error('not used')),
  create: () => Promise.reject(new Error('not used')),
  update: () => Promise.reject(new Error('not used')),
  deleteOne: () => Promise.reject(new Error('not used')),
};

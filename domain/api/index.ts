import type { AnyEndpoint } from './endpoint.ts';
import { newsApi } from './news.ts';

/**
 * Every endpoint of the contract, by area. Screens import their area's file, not this one (a screen loads only the
 * endpoints it calls); the server's contract test walks this to check that each is served as declared.
 */
export const apiContract: Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>> = {
  news: newsApi,
};

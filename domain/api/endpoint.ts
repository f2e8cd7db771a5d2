/**
 * One endpoint of the API as both sides know it: its method and its path (Fastify's pattern, `:name` for a segment),
 * and, for the type checker only, what it takes and what it answers. The server registers the route from the same
 * object (`serve` in server/http/serve.ts, which also holds the route's answer schema to the endpoint's answer), the
 * SPA's hooks call it by reference and infer the answer's type.
 *
 * The types come from the zod schemas the server validates with (`z.output<typeof schema>`, imported as types), so the
 * two cannot drift apart; the SPA carries the method and the path, never zod, so no screen pays for a schema it only
 * needs as a type.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query string's value: one, several (repeated as `key=a&key=b`), or left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Readonly<Record<string, QueryValue>>;

/** What the type checker knows of an endpoint beyond its method and path. */
export interface EndpointTypes<TQuery, TBody, TAnswer> {
  query: TQuery;
  body: TBody;
  answer: TAnswer;
}

export interface Endpoint<
  TMethod extends HttpMethod = HttpMethod,
  TPath extends string = string,
  TQuery = unknown,
  TBody = unknown,
  TAnswer = unknown,
> {
  readonly method: TMethod;
  readonly path: TPath;
  /** Never set: the slot the checker reads the endpoint's types from. */
  readonly types?: EndpointTypes<TQuery, TBody, TAnswer>;
}

/** An endpoint of any method, path and types (the hooks' and the route factory's parameter). */
export type AnyEndpoint = Endpoint;

export type AnswerOf<E extends AnyEndpoint> = NonNullable<E['types']>['answer'];
export type QueryOf<E extends AnyEndpoint> = NonNullable<E['types']>['query'];
export type BodyOf<E extends AnyEndpoint> = NonNullable<E['types']>['body'];

type ParamNames<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path's `:name` segments, each a string or a number to put in its place. */
export type PathParams<TPath extends string> = { readonly [Name in ParamNames<TPath>]: string | number };

type PathPart<TPath extends string> = [ParamNames<TPath>] extends [never]
  ? { params?: never }
  : { params: PathParams<TPath> };
type QueryPart<TQuery> = [TQuery] extends [undefined]
  ? { query?: never }
  : undefined extends TQuery
    ? { query?: TQuery }
    : { readonly [key: string]: never } extends TQuery
      ? { query?: TQuery }
      : { query: TQuery };

/** What a call of the endpoint fills in: the path's segments and the query, each only where the endpoint has them. */
export type RequestOf<E extends AnyEndpoint> = PathPart<E['path']> & QueryPart<QueryOf<E>>;

/** True when a call needs nothing filled in (no segment, no required query), so the request may be left out. */
export type NeedsNothing<E extends AnyEndpoint> = object extends RequestOf<E> ? true : false;

/**
 * Declares an endpoint: `endpoint<Answer, Query, Body>()('GET', '/happyway/news/latest')`. The two calls let the
 * checker take the types as written and the path as the literal it is.
 */
export const endpoint =
  <TAnswer, TQuery = undefined, TBody = undefined>() =>
  <TMethod extends HttpMethod, TPath extends string>(
    method: TMethod,
    path: TPath,
  ): Endpoint<TMethod, TPath, TQuery, TBody, TAnswer> => ({ method, path });

const queryString = (query: Query | undefined): string => {
  if (query === undefined) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

/**
 * The URL below the API's base that calls `endpoint` with `request`: each `:name` replaced by its encoded value, the
 * query's values (empty ones left out) appended in the order given. A segment left unfilled is refused.
 */
export function urlOf<E extends AnyEndpoint>(target: E, request?: RequestOf<E>): string {
  const params = (request?.params ?? {}) as Readonly<Record<string, string | number>>;
  const path = target.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${target.method} ${target.path}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  return `${path}${queryString(request?.query as Query | undefined)}`;
}

import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AnswerOf, AnyEndpoint } from '../../domain/api/endpoint.ts';

/** The answers of success, whose schema must give the endpoint's answer. */
type SuccessCode = 200 | 201 | 204;

/** A route's schema whose success answers are what the contract says the endpoint answers. */
export type SchemaOf<E extends AnyEndpoint> = FastifySchema & {
  response?: { [Code in SuccessCode]?: z.ZodType<AnswerOf<E>> } & { [code: number]: z.ZodType };
};

type ServeOptions<S extends FastifySchema> = Omit<
  RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >,
  'method' | 'url'
>;

/**
 * Registers the route of a contract's endpoint (domain/api) on any Fastify instance, typed by its zod schemas
 * (fastify-type-provider-zod): its method and path come from the endpoint, and the schema's success answer must be
 * what the endpoint declares, so the server cannot answer other than the SPA expects.
 */
export function serve<E extends AnyEndpoint, S extends SchemaOf<E>>(
  app: FastifyInstance,
  endpoint: E,
  options: ServeOptions<S>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({ ...options, method: endpoint.method, url: endpoint.path });
}

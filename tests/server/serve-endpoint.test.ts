import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../domain/api/endpoint.ts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../server/http/serve.ts';

const thingSchema = z.object({ name: z.string() });
const thing = endpoint<z.output<typeof thingSchema>>()('GET', '/things/:id');
const params = z.object({ id: z.coerce.number<number>().int() });

/**
 * The server registers a contract's endpoint through `serve`: the method and the path come from the endpoint, and
 * `npm run typecheck` fails when the route's schema or its handler answers other than the endpoint declares. Each
 * `@ts-expect-error` below is itself an error if the line after it typechecks.
 */
function register(app: FastifyInstance): void {
  serve(app, thing, {
    schema: { params, response: { 200: thingSchema } },
    handler: (request) => ({ name: `cosa ${String(request.params.id)}` }),
  });
  serve(app, endpoint<z.output<typeof thingSchema>>()('GET', '/wrong-schema'), {
    // @ts-expect-error: the schema's answer is not the endpoint's.
    schema: { response: { 200: z.object({ count: z.number() }) } },
    handler: () => ({ name: 'cosa' }),
  });
  serve(app, endpoint<z.output<typeof thingSchema>>()('GET', '/wrong-answer'), {
    schema: { response: { 200: thingSchema } },
    // @ts-expect-error: the handler answers another shape than its schema, which is the endpoint's.
    handler: () => ({ count: 1 }),
  });
}

describe('routes served from the typed contract', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    register(app);
    await app.ready();
  });
  afterAll(() => app.close());

  it("serves the endpoint at its path with its method, and validates by the route's schema", async () => {
    const found = await app.inject({ method: 'GET', url: '/things/7' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ name: 'cosa 7' });
    expect(app.hasRoute({ method: 'GET', url: '/things/:id' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/things/:id' })).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/things/sette' })).statusCode).toBe(400);
  });
});

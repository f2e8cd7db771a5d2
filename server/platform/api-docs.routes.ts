import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { apiDocsPage, type OpenApiDocument } from './api-docs-page.ts';

/**
 * GET /openapi.json: the OpenAPI document generated from the zod schemas (the issuer's /auth routes left out).
 * GET /docs: the same for humans, an HTML page, to a browser; a client that does not ask for HTML still gets the JSON.
 */
export const apiDocsRoutes: FastifyPluginAsync<{ root: FastifyInstance }> = async (app, { root }) => {
  const document = () => root.swagger() as unknown as OpenApiDocument;
  app.get('/openapi.json', { schema: { hide: true } }, () => document());
  app.get('/docs', { schema: { hide: true } }, async (request, reply) => {
    if (!request.headers.accept?.includes('text/html')) return document();
    return reply.type('text/html; charset=utf-8').send(apiDocsPage(document(), '/api/openapi.json'));
  });
};

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../../domain/api/base.ts';
import { apiError } from '../http/http-error.ts';
import { pageBodyFor } from './compressed-page.ts';
import { pageFor, spaPages } from './spa-preloads.ts';

/**
 * Serves the built SPA from `distDir`; any other GET that wants HTML gets index.html (client-side routes), with the
 * chunks of the path's tree to preload (spa-preloads.ts), compressed as the browser accepts. Unknown paths under /api
 * and /auth stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  const pages = hasBuild ? spaPages(distDir) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      maxAge: '1h',
      setHeaders: (response, path) => {
        if (path.includes(join(distDir, 'assets')))
          response.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith(`${API_BASE}/`) && !path.startsWith('/auth/');
    if (wantsPage && pages) {
      const { body, encoding } = pageBodyFor(pageFor(pages, path), request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    }
    if (wantsPage)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('Interfaccia non compilata: esegui "npm run build".');
    return reply.code(404).send(apiError(404, 'Risorsa non trovata'));
  });
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../../domain/api/base.ts';
import { pageTreeOf } from '../../domain/auth/page-trees.ts';
import { apiError } from './errors.ts';
import { pagesByTree } from './spa-preloads.ts';

/**
 * Serves the built SPA from `distDir`; any other GET that wants HTML gets index.html (client-side routes), with the
 * chunks of the path's tree to preload (spa-preloads.ts). Unknown paths under /api and /auth stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  const pages = hasBuild ? pagesByTree(distDir) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      maxAge: '1h',
      setHeaders: (response, path) => {
        if (path.includes(join(distDir, 'assets'))) response.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith(`${API_BASE}/`) && !path.startsWith('/auth/');
    if (wantsPage && pages) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pages[pageTreeOf(path)]);
    if (wantsPage) return reply.code(503).type('text/plain; charset=utf-8').send('Interfaccia non compilata: esegui "npm run build".');
    return reply.code(404).send(apiError(404, 'Risorsa non trovata'));
  });
}

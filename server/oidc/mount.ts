import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

interface MountOptions {
  provider: Provider;
  basePath: string;
}

/**
 * Hands every request under the issuer's path to oidc-provider untouched: Fastify parses no body and sends no reply,
 * the prefix is stripped from `url` and the full path kept in `originalUrl`, as when mounted in Express.
 */
export async function mountProvider(app: FastifyInstance, options: MountOptions): Promise<void> {
  const { provider, basePath } = options;
  const callback = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(null);
    });
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw: IncomingMessage & { originalUrl?: string } = request.raw;
      const url = raw.url ?? basePath;
      raw.originalUrl = url;
      const rest = url.slice(basePath.length);
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      void callback(raw, reply.raw);
    };
    scope.all(basePath, handler);
    scope.all(`${basePath}/*`, handler);
  });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionApi } from '../../domain/api/session.ts';
import { clientConfigSchema } from '../../domain/schemas/client-config.ts';
import type { AppConfig } from '../config/env.ts';
import { serve } from '../http/serve.ts';

/** GET /config: public; the SPA reads the issuer and the environment at run time, so one build serves every setup. */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const body = { environment: config.appEnv, issuer: config.issuer, clientId: config.clientId };
  serve(app, sessionApi.config, {
    schema: { tags: ['config'], response: { 200: clientConfigSchema } },
    handler: () => Promise.resolve(body),
  });
};

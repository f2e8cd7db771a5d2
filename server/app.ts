import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE } from '../domain/api/base.ts';
import { resourceOutlines } from '../domain/resources/outlines.ts';
import { createIssuerDiscovery, embeddedIssuerDiscovery } from './auth/issuer-discovery.ts';
import { createTokenVerifier } from './auth/token-verifier.ts';
import type { AppConfig } from './config/env.ts';
import { attachmentRulesOf, referenceSourcesOf } from './crud/contributions.ts';
import type { ModuleServices } from './crud/module.ts';
import { registerResource } from './crud/register-resource.ts';
import { createFileServices } from './files/file-services.ts';
import { bucketOriginOf } from './files/s3-file-store.ts';
import { appJobs } from './app-jobs.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createQueuedMailer } from './mail/mail-jobs.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { serverRegistry, serverUnits } from './modules/units.ts';
import type { DatabaseHandle } from './db/client.ts';
import { auditTrail } from './audit/audit-trail.ts';
import { apiDocsRoutes } from './platform/api-docs.routes.ts';
import { clientConfigRoutes } from './platform/client-config.routes.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { listenForNotices } from './notices/notification-signals.ts';
import { sessionRoutes } from './platform/session.routes.ts';
import { interactionRoutes } from './oidc/interactions.routes.ts';
import { loadIssuerKeys, publicJwk } from './oidc/keys.ts';
import { mountProvider } from './oidc/mount.ts';
import { createProvider } from './oidc/provider.ts';
import { logoutScriptHash } from './oidc/views.ts';
import { createAuthentication, decorateCaller, loadCaller } from './plugins/auth.ts';
import { createCallerCache, registerOwnChangesHeard } from './plugins/caller-cache.ts';
import { registerDrain } from './plugins/drain.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { exposeRequestId, loggingOptions } from './plugins/request-ids.ts';
import { registerSecurity } from './plugins/security.ts';
import { createStatusGate } from './plugins/status-gate.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { fastifyTrustProxy, trustsAnyProxy } from './config/trust-proxy.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Where the built SPA lives; defaults to ./dist next to the project root. */
  distDir?: string;
  /**
   * How mail leaves; defaults to the configured SMTP server or the outbox directory. The app queues every mail as a job
   * that sends it through this.
   */
  mailer?: Mailer;
  /** The time now for the rules that measure real time (a lesson's playback); defaults to the system clock. */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs (pg-boss), started when the app is ready and stopped when it closes. */
    jobs: JobQueue;
  }
}

/** How long closing waits for running jobs (a mail being sent) before it stops them. */
const JOBS_STOP_TIMEOUT_MS = 5_000;

const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url));

/** The whole product on one Fastify instance: SPA at /, API at /api, embedded OIDC issuer at /auth. */
export async function buildApp({
  config,
  database,
  distDir = defaultDistDir,
  mailer: transport = createMailer(config),
  clock = () => new Date(),
}: BuildAppOptions): Promise<FastifyInstance> {
  // Requests that still arrive while closing (on a kept-alive connection) are served, not answered Fastify's English
  // 503.
  const app = Fastify({
    ...loggingOptions(config.logLevel),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: false,
  });
  exposeRequestId(app);
  registerDrain(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const { db } = database;
  await registerSecurity(app, config, db, {
    issuerScriptHashes: [logoutScriptHash],
    bucketOrigin: config.s3 ? bucketOriginOf(config.s3) : null,
  });
  decorateCaller(app);

  const keys = config.embeddedIssuer ? await loadIssuerKeys(db) : null;
  const discovery = keys
    ? embeddedIssuerDiscovery(publicJwk(keys.signing))
    : createIssuerDiscovery(config.issuer, app.log);
  const verifier = createTokenVerifier(config, discovery.getKey);
  const signals = await listenForNotices(database, (error) => {
    app.log.warn({ err: error }, 'notification signals');
  });
  app.addHook('onClose', () => signals.close());
  const callers = createCallerCache((subject) => loadCaller(db, subject), signals);
  const requireCaller = createAuthentication(db, verifier, config.embeddedIssuer ? null : config.issuer, callers);
  const files = await createFileServices(db, config);
  const jobs = createJobQueue(database, {
    onError: (error) => {
      app.log.warn({ err: error }, 'job queue');
    },
  });
  const mailer = createQueuedMailer(jobs);
  // Both throw at startup when an entity type with files or a reference source has no module, or two.
  const services: ModuleServices = {
    db,
    mailer,
    files,
    config,
    audit: auditTrail,
    clock,
    references: referenceSourcesOf(serverRegistry),
    attachments: attachmentRulesOf(serverRegistry),
    signals,
  };
  app.decorate('jobs', jobs);
  app.addHook('onReady', () =>
    jobs.start(
      appJobs(
        { db, files, attachments: services.attachments, transport, mailer, config, log: app.log },
        serverRegistry,
      ),
    ),
  );
  app.addHook('onClose', () => jobs.stop(JOBS_STOP_TIMEOUT_MS));
  registerMetrics(app, { database, jobs, token: config.metricsToken, behindProxy: trustsAnyProxy(config.trustProxy) });

  // Only the embedded issuer's routes are ours to hide; an external issuer at the root of its origin has no path here.
  const issuerPath = config.embeddedIssuer ? new URL(config.issuer).pathname.replace(/\/$/, '') : null;
  const isIssuerRoute = (url: string) =>
    issuerPath !== null && issuerPath !== '' && (url === issuerPath || url.startsWith(`${issuerPath}/`));
  await app.register(swagger, {
    openapi: { info: { title: 'HappyWay API', version: '0.1.0' }, servers: [{ url: API_BASE }] },
    // The issuer's routes (/auth) are OpenID Connect's, described by its discovery document, not by ours.
    transform: (input) =>
      isIssuerRoute(input.url)
        ? { schema: { ...input.schema, hide: true }, url: input.url }
        : jsonSchemaTransform(input),
  });
  await app.register(
    async (api) => {
      registerTextGuard(api);
      registerIdempotency(api, db);
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await typed.register(apiDocsRoutes, { root: app });
      await typed.register(healthRoutes, { database, issuer: discovery, draining: app.draining });
      await typed.register(clientConfigRoutes, { config });
      for (const { publicRoutes } of serverRegistry) if (publicRoutes) await typed.register(publicRoutes, services);
      await typed.register(sessionRoutes, { db, verifier, callers });
      await typed.register(async (secured) => {
        secured.addHook('onRequest', requireCaller);
        secured.addHook('onRequest', createStatusGate(API_BASE));
        registerOwnChangesHeard(secured, signals);
        const unregistered = resourceOutlines.filter(
          (outline) => !serverUnits.some((unit) => unit.declaration.name === outline.name),
        );
        if (unregistered.length > 0)
          throw new Error(
            `No server unit for ${unregistered.map((outline) => outline.name).join(', ')} (server/modules/units.ts)`,
          );
        for (const unit of serverUnits) await registerResource(secured, { ...services, unit });
        for (const { routes } of serverRegistry) if (routes) await secured.register(routes, services);
      });
    },
    { prefix: API_BASE },
  );

  if (keys) {
    const provider = createProvider(config, db, keys);
    const basePath = new URL(config.issuer).pathname.replace(/\/$/, '');
    await app.register(interactionRoutes, {
      provider,
      db,
      homeUrl: `${config.publicUrl}/`,
      basePath,
      loginAttemptsPerMinute: config.loginAttemptsPerMinute,
    });
    await mountProvider(app, { provider, basePath });
  }
  await registerSpa(app, distDir);
  return app;
}

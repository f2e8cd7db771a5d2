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
import { registerResource } from './crud/register-resource.ts';
import { createFileServices } from './files/file-services.ts';
import { appJobs } from './jobs/app-jobs.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createQueuedMailer } from './mail/mail-jobs.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { referenceSources } from './modules/references/index.ts';
import { serverUnits } from './modules/units.ts';
import type { DatabaseHandle } from './db/client.ts';
import { auditTrail } from './audit/audit-trail.ts';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.ts';
import { agreementAcceptanceRoutes, publicAgreementRoutes } from './modules/agreements/agreements.routes.ts';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.ts';
import { evaluatorRoutes } from './modules/evaluator/evaluator.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { invitationRoutes, publicInvitationRoutes } from './modules/invitations/invitations.routes.ts';
import { publicLandingRoutes } from './modules/landing/landing.routes.ts';
import { leadRoutes } from './modules/landing/leads.routes.ts';
import { networkRoutes, publicNetworkRoutes } from './modules/network/network.routes.ts';
import { listenForNotices } from './notices/notification-signals.ts';
import { notificationStreamRoutes } from './modules/notifications/notification-stream.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { savedViewRoutes } from './modules/saved-views/saved-views.routes.ts';
import { fileContentRoutes } from './modules/repository-objects/file-content.routes.ts';
import { repositoryObjectRoutes } from './modules/repository-objects/repository-objects.routes.ts';
import { organizationRoutes } from './modules/organizations/organizations.routes.ts';
import { avatarContentRoutes } from './modules/profile/avatar.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { publicRegistrationRoutes } from './modules/registration/registration.routes.ts';
import { skillCatalogueRoutes } from './modules/skills/skills.routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { certificateVerificationRoutes } from './modules/trainings/certificate-verification.routes.ts';
import { condominiumUniquenessRoutes, publicUniquenessRoutes } from './modules/uniqueness/uniqueness.routes.ts';
import { interactionRoutes } from './oidc/interactions.routes.ts';
import { loadIssuerKeys, publicJwk } from './oidc/keys.ts';
import { mountProvider } from './oidc/mount.ts';
import { createProvider } from './oidc/provider.ts';
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
  await registerSecurity(app, config, db);
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
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start(appJobs({ db, files, transport, mailer, config, log: app.log })));
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
      await typed.register(publicUniquenessRoutes, { db });
      await typed.register(evaluatorRoutes, { db });
      await typed.register(publicLandingRoutes, { db, mailer, config });
      await typed.register(publicAgreementRoutes, { db });
      await typed.register(publicInvitationRoutes, { db });
      await typed.register(publicNetworkRoutes, { db });
      await typed.register(skillCatalogueRoutes, { db });
      await typed.register(publicRegistrationRoutes, { db, mailer, config });
      await typed.register(fileContentRoutes, { db, files });
      await typed.register(avatarContentRoutes, { db, files });
      await typed.register(certificateVerificationRoutes, { db });
      await typed.register(sessionRoutes, { db, verifier, callers });
      await typed.register(async (secured) => {
        secured.addHook('onRequest', requireCaller);
        secured.addHook('onRequest', createStatusGate(API_BASE));
        registerOwnChangesHeard(secured, signals);
        await secured.register(profileRoutes, { db, config, files });
        await secured.register(organizationRoutes, { db });
        await secured.register(agreementAcceptanceRoutes, { db });
        await secured.register(subscriptionRoutes, { db, config });
        const unregistered = resourceOutlines.filter(
          (outline) => !serverUnits.some((unit) => unit.declaration.name === outline.name),
        );
        if (unregistered.length > 0)
          throw new Error(
            `No server unit for ${unregistered.map((outline) => outline.name).join(', ')} (server/modules/units.ts)`,
          );
        for (const unit of serverUnits) {
          await registerResource(secured, {
            db,
            mailer,
            files,
            config,
            audit: auditTrail,
            clock,
            unit,
            references: referenceSources,
          });
        }
        await secured.register(condominiumUniquenessRoutes, { db });
        await secured.register(notificationRoutes, { db });
        await secured.register(notificationStreamRoutes, { db, signals });
        await secured.register(savedViewRoutes, { db });
        await secured.register(leadRoutes, { db });
        await secured.register(invitationRoutes, { db, mailer, config });
        await secured.register(networkRoutes, { db, mailer, config });
        await secured.register(repositoryObjectRoutes, { db, files });
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

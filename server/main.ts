import { ensureBootstrapAdmin } from './auth/bootstrap-admin.ts';
import { loadConfig } from './config/env.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { demoPassword, demoUsers } from './demo/seed.ts';
import { prepareDatabase } from './prepare-database.ts';
import { configuredFileStore } from './files/file-services.ts';
import { serverRegistry } from './modules/units.ts';

const startedAt = performance.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.pool });
const files = configuredFileStore(config);
const seeded = await prepareDatabase(database, {
  demo: config.appEnv !== 'production',
  modules: serverRegistry,
  files,
});
const bootstrapAdminCreated = config.bootstrapAdminEmail
  ? await ensureBootstrapAdmin(database.db, config.bootstrapAdminEmail)
  : false;
/** DIST_DIR serves another build of the SPA (parallel end-to-end runs each build their own). */
const app = await buildApp({ config, database, ...(process.env.DIST_DIR ? { distDir: process.env.DIST_DIR } : {}) });

/**
 * SIGTERM: readiness turns 503 at once and the node keeps serving for the drain period with `Connection: close`, then
 * stops accepting, lets requests in flight finish, stops the jobs, closes the pool and exits 0; forced after the
 * drain plus this.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.draining.active = true;
  app.log.info(
    { signal, drainMs: config.drainMs },
    'stopping: readiness 503, serving with Connection: close until the drain ends',
  );
  const deadline = setTimeout(() => {
    app.log.error(
      { deadlineMs: config.drainMs + SHUTDOWN_DEADLINE_MS },
      'requests still running at the deadline: exiting anyway',
    );
    process.exit(1);
  }, config.drainMs + SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  await new Promise((resolve) => setTimeout(resolve, config.drainMs));
  app.log.info('closing: no new connections, waiting for requests in flight');
  await app.close();
  await database.close();
  app.log.info('closed');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
app.log.info(
  {
    publicUrl: config.publicUrl,
    startupMs: Math.round(performance.now() - startedAt),
    database: where,
    issuer: config.issuer,
  },
  'HappyWay ready',
);
if (bootstrapAdminCreated)
  app.log.info('first back-office admin created: linked on the first login with that verified e-mail');
if (seeded && config.appEnv !== 'production') {
  app.log.info(
    { password: demoPassword, users: demoUsers.map((user) => `${user.email} ${user.role} (${user.status})`) },
    'demo users created',
  );
}

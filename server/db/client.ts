import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { errorWithoutParameters, writeLogLine } from '../log-format.ts';
import { defaultPoolSettings, type PoolSettings } from './pool-settings.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How much longer than the statement timeout the client waits for an answer that never comes (a network blackhole). */
const QUERY_TIMEOUT_MARGIN_MS = 2_000;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The driver's own client under Drizzle: the job queue and the pool metrics use it. */
  client: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  /** Applies the committed migrations (server/db/migrations). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations when several app nodes start together on one PostgreSQL. */
const migrationLockId = 72_410_001;

/** PostgreSQL when a URL is given, otherwise PGlite under `<dataDir>/pglite` (or in memory when dataDir is null). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  pool?: PoolSettings;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pool ?? defaultPoolSettings());
  return openPglite(options.dataDir);
}

function openPostgres(connectionString: string, settings: PoolSettings): DatabaseHandle {
  // A connection that cannot be had in time, a statement past its timeout or an answer that never comes fails the
  // request (a 503), rather than letting it hang.
  const pool = new pg.Pool({
    connectionString,
    max: settings.max,
    connectionTimeoutMillis: settings.waitMs,
    keepAlive: true,
    statement_timeout: settings.statementTimeoutMs,
    lock_timeout: settings.lockTimeoutMs,
    query_timeout: settings.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
  });
  // An idle connection the server drops (a restart, a failover) must not take the process down; the pool replaces it.
  pool.on('error', (error) => {
    writeLogLine('warn', { err: errorWithoutParameters(error, 0, true) }, 'PostgreSQL: idle connection lost');
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    client: { kind: 'postgres', pool },
    async migrate() {
      // A connection of its own, without the pool's timeouts: a migration (an index on a large table) or the wait for
      // another node's migration may take longer than any request should.
      const connection = new pg.Client({ connectionString });
      await connection.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [migrationLockId]);
        await migratePg(drizzlePg({ client: connection, schema }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
        await connection.end();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir) {
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  // pg_trgm backs the trigram indexes of the list searches (migration 0007), as on PostgreSQL.
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    client: { kind: 'pglite', pglite: client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

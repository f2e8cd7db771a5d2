import { join, resolve } from 'node:path';
import { z } from 'zod';
import { PLATFORM_SETTINGS } from '../../domain/rules/constants.ts';
import { defaultPoolSettings, type PoolSettings } from '../db/pool-settings.ts';
import { parseTrustProxy, type TrustedProxies } from './trust-proxy.ts';

const milliseconds = (max: number) => z.coerce.number<number>().int().min(1).max(max).optional();

const environmentSchema = z.object({
  PORT: z.coerce.number<number>().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default(PLATFORM_SETTINGS.frontendId),
  KEYCLOAK_ADMIN_URL: z.url().optional(),
  KEYCLOAK_ADMIN_CLIENT_ID: z.string().optional(),
  KEYCLOAK_ADMIN_CLIENT_SECRET: z.string().optional(),
  BOOTSTRAP_ADMIN_EMAIL: z
    .union([z.literal(''), z.email({ error: 'BOOTSTRAP_ADMIN_EMAIL must be an e-mail address' })])
    .optional(),
  APP_ENV: z.enum(['development', 'staging', 'production', 'test']).default('development'),
  BANK_BENEFICIARY: z.string().default('HappyWay Rete Riqualificazione S.r.l.'),
  BANK_IBAN: z.string().default('IT60X0542811101000000123456'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number<number>().int().min(1).max(100_000).default(30),
  MAIL_FROM: z.string().default('HappyWay <noreply@happyway.example>'),
  FILE_URL_SECRET: z
    .union([z.literal(''), z.string().min(32, { error: 'FILE_URL_SECRET must be at least 32 characters' })])
    .optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_PUBLIC_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', '']).optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, context) => {
      const parsed = parseTrustProxy(value);
      if ('error' in parsed) context.addIssue({ code: 'custom', message: parsed.error });
    }),
  SHUTDOWN_DRAIN_MS: z.coerce.number<number>().int().min(0).max(600_000).default(5_000),
  DB_POOL_MAX: z.coerce.number<number>().int().min(1).max(1_000).optional(),
  DB_POOL_WAIT_MS: milliseconds(600_000),
  DB_STATEMENT_TIMEOUT_MS: milliseconds(3_600_000),
  DB_LOCK_TIMEOUT_MS: milliseconds(3_600_000),
  METRICS_TOKEN: z
    .union([z.literal(''), z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' })])
    .optional(),
});

/** An S3 bucket (AWS, MinIO or any S3-compatible server) that holds the uploaded files instead of the local disk. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Where the app reaches the server; unset, AWS's own endpoint for the region. */
  endpoint: string | undefined;
  /** Where browsers reach it, for the presigned URLs (MinIO behind compose: the host's name, not the service's). */
  publicEndpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The external issuer's admin API, through which a registration creates the login account. */
export interface KeycloakAdminSettings {
  /** The realm's issuer URL (its token endpoint is below it). */
  issuer: string;
  /** The realm's admin REST API, `<origin>/admin/realms/<realm>`. */
  adminUrl: string;
  /** A confidential client of the realm with the service-account role `realm-management` › `manage-users`. */
  clientId: string;
  clientSecret: string;
}

/** The admin API below the realm's origin: `<origin>/realms/<realm>` has it at `<origin>/admin/realms/<realm>`. */
function issuerAdminOf(env: z.infer<typeof environmentSchema>): KeycloakAdminSettings | null {
  if (!env.OIDC_ISSUER || !env.KEYCLOAK_ADMIN_CLIENT_ID || !env.KEYCLOAK_ADMIN_CLIENT_SECRET) return null;
  const issuer = env.OIDC_ISSUER.replace(/\/+$/, '');
  return {
    issuer,
    adminUrl: env.KEYCLOAK_ADMIN_URL ?? issuer.replace('/realms/', '/admin/realms/'),
    clientId: env.KEYCLOAK_ADMIN_CLIENT_ID,
    clientSecret: env.KEYCLOAK_ADMIN_CLIENT_SECRET,
  };
}

function s3ConfigOf(env: z.infer<typeof environmentSchema>): S3Config | null {
  if (!env.S3_BUCKET) return null;
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT || undefined,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT || env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
    credentials,
  };
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** The issuer the API trusts; the embedded one at `${publicUrl}/auth` unless OIDC_ISSUER names another. */
  issuer: string;
  embeddedIssuer: boolean;
  /** The API's identifier (an absolute URI, as resource indicators require); tokens must name it in `aud`. */
  audience: string;
  clientId: string;
  /** Keycloak's admin REST API for the registration by invitation, when an external issuer and its client are set. */
  issuerAdmin: KeycloakAdminSettings | null;
  /** The first back-office admin's e-mail: a BackofficeAdmin profile made for it at startup, linked on first login. */
  bootstrapAdminEmail: string | undefined;
  appEnv: 'development' | 'staging' | 'production' | 'test';
  logLevel: string;
  /** Where subscribers send the bank transfer that back office then confirms. */
  bankTransfer: { beneficiary: string; iban: string };
  /** SMTP when `smtpUrl` is set, otherwise each mail is an `.eml` file in `outboxDir` (DESIGN.md, mail). */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** Login attempts one IP address may make per minute on the embedded issuer's login form. */
  loginAttemptsPerMinute: number;
  /** Uploaded files' bytes (DESIGN.md, files). */
  filesDir: string;
  /** Signs the file URLs; when unset, a secret generated once and kept in the database. */
  fileUrlSecret: string | undefined;
  /** S3 object storage for the files when S3_BUCKET is set; null keeps them under `filesDir`. */
  s3: S3Config | null;
  /** The bearer token `/metrics` asks for; unset, the metrics answer only on the loopback interface. */
  metricsToken: string | undefined;
  /** The PostgreSQL pool's size, connection wait and timeouts. */
  pool: PoolSettings;
  /** The proxies whose `X-Forwarded-For` names the client (the login limit keys on that address). */
  trustProxy: TrustedProxies;
  /**
   * After SIGTERM, how long the node keeps serving (readiness 503, `Connection: close`) before it closes its listener.
   */
  drainMs: number;
}

function trustedProxiesOf(value: string | undefined): TrustedProxies {
  const parsed = parseTrustProxy(value);
  return 'value' in parsed ? parsed.value : false;
}

function poolSettingsOf(env: z.infer<typeof environmentSchema>): PoolSettings {
  const defaults = defaultPoolSettings();
  return {
    max: env.DB_POOL_MAX ?? defaults.max,
    waitMs: env.DB_POOL_WAIT_MS ?? defaults.waitMs,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS ?? defaults.statementTimeoutMs,
    lockTimeoutMs: env.DB_LOCK_TIMEOUT_MS ?? defaults.lockTimeoutMs,
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const env = environmentSchema.parse(source);
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${String(env.PORT)}`).replace(/\/+$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    issuer: env.OIDC_ISSUER ?? `${publicUrl}/auth`,
    embeddedIssuer: !env.OIDC_ISSUER,
    audience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    clientId: env.OIDC_CLIENT_ID,
    issuerAdmin: issuerAdminOf(env),
    bootstrapAdminEmail: env.BOOTSTRAP_ADMIN_EMAIL?.trim().toLowerCase() || undefined,
    appEnv: env.APP_ENV,
    logLevel: env.LOG_LEVEL,
    bankTransfer: { beneficiary: env.BANK_BENEFICIARY, iban: env.BANK_IBAN },
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM, outboxDir: join(dataDir, 'outbox') },
    filesDir: join(dataDir, 'files'),
    loginAttemptsPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    fileUrlSecret: env.FILE_URL_SECRET || undefined,
    s3: s3ConfigOf(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    pool: poolSettingsOf(env),
    drainMs: env.SHUTDOWN_DRAIN_MS,
    trustProxy: trustedProxiesOf(env.TRUST_PROXY),
  };
}

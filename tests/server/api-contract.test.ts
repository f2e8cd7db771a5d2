import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '../domain/support/api-contract.ts';
import { resourceEndpoints } from '../../domain/api/resources.ts';
import { offersAction, type ResourceAction } from '../../domain/resources/declaration.ts';
import { serverUnits } from '../../server/modules/units.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const API_PREFIX = '/api';

const root = resolve(import.meta.dirname, '../..');
const serverFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') ? [relative(root, path)] : [];
  });

/**
 * The routes outside the contract: the platform's (health, metrics, API docs, the OIDC issuer's pages), the signed URLs
 * of the local file store (an S3 store serves its own).
 */
const OUTSIDE_THE_CONTRACT = [
  'server/modules/repository-objects/file-content.routes.ts',
  'server/oidc/interactions.routes.ts',
  'server/platform/api-docs.routes.ts',
  'server/platform/health.routes.ts',
  'server/plugins/metrics.ts',
];
const ROUTE_CALL = /\b(app|api)\.(get|post|put|patch|delete|route)\(/;

describe('the typed contract between the SPA and the API', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('serves every endpoint of the contract, with the method and the path it declares', () => {
    const endpoints = Object.entries(apiContract).flatMap(([area, group]) =>
      Object.entries(group).map(([name, declared]) => ({
        name: `${area}.${name}`,
        method: declared.method,
        path: declared.path,
      })),
    );
    expect(endpoints.length).toBeGreaterThan(0);
    const unserved = endpoints.filter(({ method, path }) => !ctx.app.hasRoute({ method, url: `${API_PREFIX}${path}` }));
    expect(unserved).toEqual([]);
  });

  it('serves the generated endpoints of every resource declaration, as the generated screens call them', () => {
    const writes: Partial<Record<string, ResourceAction>> = { create: 'create', update: 'edit', remove: 'delete' };
    const endpoints = serverUnits.flatMap(({ declaration }) =>
      Object.entries(resourceEndpoints(declaration))
        .filter(([name]) => {
          const action = writes[name];
          return action === undefined || offersAction(declaration.access, action);
        })
        .map(([name, declared]) => ({
          name: `${declaration.name}.${name}`,
          method: declared.method,
          path: declared.path,
        })),
    );
    const unserved = endpoints.filter(({ method, path }) => !ctx.app.hasRoute({ method, url: `${API_PREFIX}${path}` }));
    expect(unserved).toEqual([]);
  });

  it('registers every other route through `serve` from its endpoint, never with a path of its own', () => {
    const direct = serverFiles(join(root, 'server')).filter(
      (file) => !OUTSIDE_THE_CONTRACT.includes(file) && ROUTE_CALL.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(direct).toEqual([]);
    for (const file of OUTSIDE_THE_CONTRACT) expect(readFileSync(join(root, file), 'utf8'), file).toMatch(ROUTE_CALL);
  });

  it('declares each method and path once, so two names never mean the same call', () => {
    const calls = Object.values(apiContract).flatMap((group) =>
      Object.values(group).map(({ method, path }) => `${method} ${path}`),
    );
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '../domain/support/api-contract.ts';
import { resourceEndpoints } from '../../domain/api/resources.ts';
import { offersAction, type ResourceAction } from '../../domain/resources/declaration.ts';
import { serverUnits } from '../../server/modules/units.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const API_PREFIX = '/api';

describe('the typed contract between the SPA and the API', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('serves every endpoint the SPA may call, with the method and the path the contract declares', () => {
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

  it('declares each method and path once, so two names never mean the same call', () => {
    const calls = Object.values(apiContract).flatMap((group) =>
      Object.values(group).map(({ method, path }) => `${method} ${path}`),
    );
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
  });
});

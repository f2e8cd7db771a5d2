import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/env.ts';
import { parseTrustProxy } from '../../server/config/trust-proxy.ts';
import { loginThroughIssuer, type LoginClient } from './support/oidc-login.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('TRUST_PROXY', () => {
  it('reads none, a hop count, or addresses and CIDR ranges, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toEqual({ value: false });
    expect(parseTrustProxy('')).toEqual({ value: false });
    expect(parseTrustProxy('1')).toEqual({ value: 1 });
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual({
      value: ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback'],
    });
    for (const wrong of ['true', '10.0.0.0/33', 'proxy.example', '11', '127.0.0.1/8/8'])
      expect(parseTrustProxy(wrong)).toHaveProperty('error');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

/** The login limit keys on the client's address, taken from X-Forwarded-For only when the sender is a trusted proxy. */
describe('client addresses behind a trusted proxy', () => {
  let ctx: TestApp;
  const limit = 3;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { TRUST_PROXY: '127.0.0.1', LOGIN_RATE_LIMIT_PER_MINUTE: String(limit) });
  });
  afterAll(async () => ctx.close());

  const attempt = async (email: string, client: LoginClient) =>
    (await loginThroughIssuer(ctx.app, email, 'sbagliata', undefined, client)).submitted.statusCode;

  it('counts each client behind the proxy apart, and a rotating X-Forwarded-For from a direct client as one address', async () => {
    const viaProxy: number[] = [];
    for (const [index, email] of [
      'designer@demo.example',
      'specialist@demo.example',
      'hubhead@demo.example',
      'finaluser@demo.example',
    ].entries()) {
      viaProxy.push(
        await attempt(email, { remoteAddress: '127.0.0.1', forwardedFor: `198.51.100.${String(index + 1)}` }),
      );
    }
    expect(viaProxy).toEqual([401, 401, 401, 401]);

    const oneClient: number[] = [];
    for (let index = 0; index <= limit; index += 1)
      oneClient.push(
        await attempt('backoffice@demo.example', { remoteAddress: '127.0.0.1', forwardedFor: '198.51.100.50' }),
      );
    expect(oneClient).toEqual([401, 401, 401, 429]);

    const direct: number[] = [];
    for (let index = 0; index <= limit; index += 1) {
      direct.push(
        await attempt('localmanager@demo.example', {
          remoteAddress: '203.0.113.9',
          forwardedFor: `192.0.2.${String(index + 1)}`,
        }),
      );
    }
    expect(direct).toEqual([401, 401, 401, 429]);
  });

  it('closes /metrics to the loopback without METRICS_TOKEN: every proxied request comes from there', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});

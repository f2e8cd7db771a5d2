import { afterAll, describe, expect, it } from 'vitest';
import { createIssuerDiscovery, type DiscoveryLog } from '../../server/auth/issuer-discovery.ts';
import { KeycloakLikeIssuer } from './support/keycloak-like-issuer.ts';

const recordingLog = () => {
  const lines: { level: 'warn' | 'info'; message: string }[] = [];
  const log: DiscoveryLog = {
    warn: (_details, message) => {
      lines.push({ level: 'warn', message });
    },
    info: (_details, message) => {
      lines.push({ level: 'info', message });
    },
  };
  return { log, lines };
};

describe('issuer discovery', () => {
  const realm = new KeycloakLikeIssuer({
    audience: 'http://localhost:3000/api',
    clientId: 'frontend-happyway',
    appOrigin: 'http://localhost:3000',
  });
  afterAll(async () => realm.stop());

  it('logs an outage once however often it is tried, waits between tries, and heals on the first success', async () => {
    await realm.start();
    const issuerUrl = realm.url;
    await realm.stop();
    const { log, lines } = recordingLog();
    const discovery = createIssuerDiscovery(issuerUrl, log, {
      firstDelayMs: 1_000,
      maxDelayMs: 2_000,
      requestTimeoutMs: 1_000,
    });
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await discovery.isReachable()).toBe(false);
    expect(lines).toEqual([
      { level: 'warn', message: 'issuer unreachable: tokens cannot be verified until it answers' },
    ]);
    await realm.start();
    // Within the backoff the issuer is not asked again: the answer stays "unreachable" until the wait is over.
    expect(await discovery.isReachable()).toBe(false);
    await expect.poll(() => discovery.isReachable(), { timeout: 5_000, interval: 50 }).toBe(true);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
    expect(lines[1]?.message).toBe('issuer reachable again');
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/demo/seed.ts';
import { createTestApp } from './support/test-app.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => {
        resolve(port);
      });
    });
  });

/**
 * What a visitor may ask before any account exists: whether the demo network's code and a demo user's e-mail are known.
 */
const demoProbes = [
  { method: 'GET', url: '/api/profile/network/validate/DEMO2026' },
  { method: 'POST', url: '/api/profile/validate', body: { type: 'userUniqueEmail', value: 'backoffice@demo.example' } },
] as const;

/**
 * The real start-up (`server/main.ts` on a fresh PGlite) with APP_ENV=production, as compose runs it: the demo network,
 * whose users share a published password, is never seeded.
 */
describe('a start-up with APP_ENV=production', () => {
  let server: ChildProcess;
  let port: number;
  let output = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'happyway-production-'));

  beforeAll(async () => {
    port = await freePort();
    // The embedded issuer, as a single node deploys it; no external issuer nor first admin from the caller's
    // environment.
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !['OIDC_ISSUER', 'BOOTSTRAP_ADMIN_EMAIL'].includes(name)),
    );
    server = spawn(process.execPath, ['server/main.ts'], {
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_ENV: 'production',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        PUBLIC_URL: `http://127.0.0.1:${String(port)}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('"msg":"HappyWay ready"')) resolve();
      });
      server.once('exit', (code) => {
        reject(new Error(`server exited with ${String(code)}`));
      });
    });
  }, 120_000);
  afterAll(() => {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const ask = async ({ method, url, body }: (typeof demoProbes)[number] & { body?: object }) => {
    const response = await fetch(`http://127.0.0.1:${String(port)}${url}`, {
      method,
      ...(body && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("knows neither the demo network's code nor a demo user's e-mail, and logs no demo users nor their password", async () => {
    const [network, email] = await Promise.all(demoProbes.map(ask));
    expect(network).toMatchObject({ status: 404, body: { message: 'Codice non trovato! Riprova' } });
    expect(email).toEqual({ status: 200, body: { valid: true } });
    expect(output).not.toContain('demo users created');
    expect(output).not.toContain(demoPassword);
  });

  it('answers the same questions otherwise where the demo seed runs (APP_ENV=test)', async () => {
    const seeded = await createTestApp();
    try {
      const [network, email] = await Promise.all(
        demoProbes.map((probe) =>
          seeded.app.inject({ method: probe.method, url: probe.url, ...('body' in probe && { payload: probe.body }) }),
        ),
      );
      expect(network?.statusCode).toBe(200);
      expect(network?.json()).toMatchObject({ code: 'DEMO2026' });
      expect(email?.json()).toEqual({ valid: false, message: 'Email già in uso' });
    } finally {
      await seeded.close();
    }
  });
});

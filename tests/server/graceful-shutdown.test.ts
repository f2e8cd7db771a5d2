import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => { resolve(port); });
  });
});

/** The real server process (`server/main.ts` on PGlite), stopped with SIGTERM while a request is half sent. */
describe('SIGTERM', () => {
  let server: ChildProcess;
  let port: number;
  const dataDir = mkdtempSync(join(tmpdir(), 'happyway-sigterm-'));

  beforeAll(async () => {
    port = await freePort();
    server = spawn(process.execPath, ['server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ENV: 'test', LOG_LEVEL: 'info', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on('data', (chunk: Buffer) => { if (chunk.toString().includes('"msg":"HappyWay ready"')) resolve(); });
      server.once('exit', (code) => { reject(new Error(`server exited with ${String(code)}`)); });
    });
  }, 60_000);
  afterAll(() => {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new connections, and exits 0', { timeout: 30_000 }, async () => {
    const exit = new Promise<number | null>((resolve) => { server.once('exit', (code) => { resolve(code); }); });
    const body = JSON.stringify({ type: 'userUniqueEmail', value: 'nessuno@example.it' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/profile/validate', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => { text += chunk.toString(); });
        response.on('end', () => { resolve({ status: response.statusCode ?? 0, body: text }); });
      });
      call.on('error', reject);
      call.write(body.slice(0, 10));
      setTimeout(() => {
        server.kill('SIGTERM');
        setTimeout(() => {
          void fetch(`http://127.0.0.1:${String(port)}/api/health/live`).then(() => { reject(new Error('a new connection was accepted')); }, () => {
            call.end(body.slice(10));
          });
        }, 300);
      }, 200);
    });
    expect(await answer).toEqual({ status: 200, body: '{"valid":true}' });
    expect(await exit).toBe(0);
  });
});

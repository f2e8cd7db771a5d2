import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => {
        resolve(port);
      });
    });
  });

const DRAIN_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/** One GET over `agent` (kept-alive connections unless the answer closes them). */
const get = (port: number, path: string, agent?: Agent) =>
  new Promise<Answer>((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: text, connection: response.headers.connection });
      });
    });
    call.on('error', reject);
    call.end();
  });

/**
 * The real server process (`server/main.ts` on PGlite) stopped with SIGTERM under load, as behind a load balancer that
 * polls readiness: readiness turns 503 at once, the node keeps serving (closing each kept-alive connection) for the
 * drain period, then closes its listener, finishes what is in flight and exits 0.
 */
describe('SIGTERM', () => {
  let server: ChildProcess;
  let port: number;
  const dataDir = mkdtempSync(join(tmpdir(), 'happyway-sigterm-'));

  beforeAll(async () => {
    port = await freePort();
    server = spawn(process.execPath, ['server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('"msg":"HappyWay ready"')) resolve();
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

  it(
    'turns readiness 503 first, serves through the drain with Connection: close, drops nothing, finishes the request in flight, and exits 0',
    { timeout: 60_000 },
    async () => {
      const exit = new Promise<number | null>((resolve) => {
        server.once('exit', (code) => {
          resolve(code);
        });
      });

      // A request whose body is still arriving when the listener closes: it must be answered all the same.
      const body = JSON.stringify({ type: 'userUniqueEmail', value: 'nessuno@example.it' });
      let sendRest = () => undefined as unknown;
      const halfSent = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const call = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/profile/validate',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => {
              text += chunk.toString();
            });
            response.on('end', () => {
              resolve({ status: response.statusCode ?? 0, body: text });
            });
          },
        );
        call.on('error', reject);
        call.write(body.slice(0, 10));
        sendRest = () => call.end(body.slice(10));
      });

      // The balancer: readiness every 50 ms; the clients send only while it says ready, as a balancer routes.
      let inRotation = true;
      const readiness: { at: number; status: number; body: string }[] = [];
      const balancer = (async () => {
        while (inRotation) {
          const answer = await get(port, '/api/health/ready');
          readiness.push({ at: Date.now(), status: answer.status, body: answer.body });
          if (answer.status !== 200) inRotation = false;
          else await sleep(50);
        }
      })();
      const answers: Answer[] = [];
      const dropped: unknown[] = [];
      const clients = Array.from({ length: 6 }, async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        for (let sent = 0; inRotation && sent < 2_000; sent += 1) {
          await get(port, '/api/profile/skill/category', agent).then(
            (answer) => {
              answers.push(answer);
            },
            (error: unknown) => {
              dropped.push(error);
            },
          );
        }
        agent.destroy();
      });

      await sleep(300);
      const stoppedAt = Date.now();
      server.kill('SIGTERM');
      await Promise.all([balancer, ...clients]);

      // Readiness said 503 'stopping' within moments of the signal, while the node still served.
      const firstRefusal = readiness.find((entry) => entry.status !== 200);
      expect(firstRefusal?.status).toBe(503);
      expect(JSON.parse(firstRefusal?.body ?? '{}')).toMatchObject({ status: 'stopping' });
      expect((firstRefusal?.at ?? Infinity) - stoppedAt).toBeLessThan(DRAIN_MS / 2);
      expect((await get(port, '/api/health/live')).connection).toBe('close');

      expect(dropped).toEqual([]);
      expect(answers.length).toBeGreaterThan(10);
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);

      // After the drain the listener closes; the request in flight is still answered.
      let refused = false;
      for (let waited = 0; !refused && waited < DRAIN_MS * 3; waited += 100) {
        refused = await get(port, '/api/health/live').then(
          () => false,
          () => true,
        );
        if (!refused) await sleep(100);
      }
      expect(refused).toBe(true);
      sendRest();
      expect(await halfSent).toEqual({ status: 200, body: '{"valid":true}' });
      expect(await exit).toBe(0);
    },
  );
});

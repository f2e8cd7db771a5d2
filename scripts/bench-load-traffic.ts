/**
 * The traffic of `npm run bench -- load` (scripts/bench-load.ts): a balancer in front of the instances that polls each
 * one's readiness and sends only to the ready ones (to all when none is), and the workers, one per connection, that
 * send lists and creates through it until the end. Every answer is kept by class; every create by its
 * Idempotency-Key, to compare with the rows in the database afterwards.
 */
import http from 'node:http';

export interface Instance {
  name: string;
  port: number;
  agent: http.Agent;
  /** What the balancer last saw of `/api/health/ready`. */
  ready: boolean;
}

export interface Answer {
  status: number | null;
  retryAfter: boolean;
  /** A socket error's code (ECONNRESET, ECONNREFUSED) or `timeout`. */
  error: string | null;
  ms: number;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** One request on the instance's keep-alive agent, its body read to the end. */
export function send(
  instance: Pick<Instance, 'port' | 'agent'>,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port: instance.port, method, path, headers, agent: instance.agent },
      (response) => {
        response.resume();
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? null,
            retryAfter: response.headers['retry-after'] !== undefined,
            error: null,
            ms: performance.now() - started,
          });
        });
        response.on('error', (error: NodeJS.ErrnoException) => {
          resolve({
            status: null,
            retryAfter: false,
            error: error.code ?? error.message,
            ms: performance.now() - started,
          });
        });
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => {
      request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      resolve({ status: null, retryAfter: false, error: error.code ?? error.message, ms: performance.now() - started });
    });
    request.end(body);
  });
}

/** The class an answer is counted in. */
export function classOf(answer: Answer): string {
  if (answer.error !== null) return `connection error (${answer.error})`;
  const status = answer.status ?? 0;
  if (status >= 200 && status < 300) return '2xx';
  if (status === 503) return answer.retryAfter ? '503 with Retry-After' : '503 without Retry-After';
  if (status >= 500) return `other 5xx (${String(status)})`;
  return `${String(status).slice(0, 1)}xx (${String(status)})`;
}

export interface ReadinessEvent {
  /** When the probe was sent (performance.now()); its answer may come much later under load. */
  at: number;
  instance: string;
  status: number | null;
}

/** Polls every instance's readiness every `intervalMs` until stopped; the balancer follows it. */
export function pollReadiness(instances: Instance[], intervalMs: number): { events: ReadinessEvent[]; stop(): void } {
  const events: ReadinessEvent[] = [];
  const polling = { running: true };
  const probe = new http.Agent({ keepAlive: false });
  for (const instance of instances) {
    void (async () => {
      while (polling.running) {
        const sentAt = performance.now();
        const answer = await send({ port: instance.port, agent: probe }, 'GET', '/api/health/ready', {});
        events.push({ at: sentAt, instance: instance.name, status: answer.status });
        instance.ready = answer.status === 200;
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    })();
  }
  return {
    events,
    stop: () => {
      polling.running = false;
    },
  };
}

export interface Traffic {
  answers: Map<string, number>;
  latencies: number[];
  /** Idempotency-Key → whether its create was answered 2xx. */
  creates: Map<string, boolean>;
  total: number;
}

/**
 * `connections` workers until `endsAt` (performance.now()): each sends four list pages then one create with a new
 * Idempotency-Key and a name that carries it, each to the next ready instance.
 */
export async function runTraffic(
  instances: Instance[],
  options: {
    connections: number;
    endsAt: number;
    authorization: string;
    listPath: string;
    createPath: string;
    marker: string;
  },
): Promise<Traffic> {
  const traffic: Traffic = { answers: new Map(), latencies: [], creates: new Map(), total: 0 };
  let turn = 0;
  let sequence = 0;
  const next = (): Instance => {
    const ready = instances.filter((instance) => instance.ready);
    const choices = ready.length > 0 ? ready : instances;
    turn += 1;
    const chosen = choices[turn % choices.length];
    if (!chosen) throw new Error('bench: no instance');
    return chosen;
  };
  const headers = { authorization: options.authorization, 'content-type': 'application/json' };
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      let step = 0;
      while (performance.now() < options.endsAt) {
        step += 1;
        const instance = next();
        let answer: Answer;
        if (step % 5 === 0) {
          sequence += 1;
          const key = `${options.marker}-${String(sequence)}`;
          const body = JSON.stringify({ name: `Tipologia ${key}`, typology: 'loft' });
          answer = await send(instance, 'POST', options.createPath, { ...headers, 'idempotency-key': key }, body);
          traffic.creates.set(key, answer.status !== null && answer.status >= 200 && answer.status < 300);
        } else {
          answer = await send(instance, 'GET', options.listPath, headers);
        }
        traffic.total += 1;
        traffic.latencies.push(answer.ms);
        const name = classOf(answer);
        traffic.answers.set(name, (traffic.answers.get(name) ?? 0) + 1);
      }
    }),
  );
  return traffic;
}

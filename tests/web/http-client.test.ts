// @vitest-environment jsdom
/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxiosError } from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userMessageOf } from '../../src/providers/api-errors.ts';
import { createApiClient, IDEMPOTENCY_HEADER, type ClientRules } from '../../src/providers/api-client-rules.ts';

/**
 * A real HTTP server on loopback: the client's requests go through jsdom's XMLHttpRequest (axios's xhr adapter) to it.
 */
let server: Server;
let origin = '';
let received: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
/** Answers of the test at hand, by path below /api; the fixed routes below answer the rest. */
let routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {};

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': '*',
  'Access-Control-Expose-Headers': 'Content-Disposition',
};
const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => {
      resolve(text);
    });
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors).end();
        return;
      }
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const route = routes[(request.url ?? '').replace(/^\/api/, '').replace(/\?.*$/, '')];
      if (route) route(request, response);
      else if (request.url === '/api/missing')
        json(response, 404, { statusCode: 404, error: 'Not Found', message: 'Progetto non trovato' });
      else if (request.url === '/api/broken') response.writeHead(500, cors).end('down');
      else if (request.url === '/api/export') {
        response
          .writeHead(200, {
            ...cors,
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="progetti.csv"',
          })
          .end('a;b\n1;2\n');
      } else if (request.url === '/api/refused-export') {
        json(response, 403, {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Non puoi scaricare i progetti di questa rete',
        });
      } else if (request.url === '/api/upload') response.writeHead(204, cors).end();
      else json(response, 200, { echoed: body === '' ? null : (JSON.parse(body) as unknown) });
    });
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => {
    server.close(resolve);
  });
});

beforeEach(() => {
  received = [];
  routes = {};
});

const rules = (overrides: Partial<ClientRules> = {}): ClientRules => ({
  baseURL: `${origin}/api`,
  headers: { 'Accept-Language': 'it-IT', 'application-id': 'happyway', 'frontend-id': 'portal' },
  timeout: 2_000,
  token: () => 'token-1',
  refresh: () => Promise.resolve(),
  isStale: () => false,
  onStale: () => undefined,
  onExpired: () => undefined,
  ...overrides,
});
const client = (overrides: Partial<ClientRules> = {}) => createApiClient(rules(overrides));
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );

const UUID = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;

describe('the API client (axios with our rules)', () => {
  it("sends JSON with the spec's headers, the bearer token and the query, and answers the parsed JSON", async () => {
    const answer = await client().post<{ echoed: unknown }>(
      '/projects',
      { title: 'Cappotto', amount: 1500.5 },
      { params: { page: 2, q: 'via roma' } },
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ echoed: { title: 'Cappotto', amount: 1500.5 } });
    const [sent] = received;
    expect(sent?.url).toBe('/api/projects?page=2&q=via+roma');
    expect(sent?.headers).toMatchObject({
      'content-type': 'application/json',
      'accept-language': 'it-IT',
      'application-id': 'happyway',
      'frontend-id': 'portal',
      authorization: 'Bearer token-1',
    });
  });

  it('gives every write an Idempotency-Key of its own, and no read', async () => {
    const http = client();
    await http.get('/projects');
    await http.post('/projects', {});
    await http.put('/projects/1', {});
    await http.delete('/projects/1');
    const keys = received.map((request) => request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
    expect(keys[0]).toBeUndefined();
    for (const key of keys.slice(1)) expect(key).toMatch(UUID);
    expect(new Set(keys.slice(1)).size).toBe(3);
  });

  it('sends a write repeated after a timeout or a 5xx with its first key, and a write answered once with a new one', async () => {
    let slow = true;
    routes['/stairs'] = (_request, response) => {
      if (slow)
        setTimeout(() => {
          json(response, 201, {});
        }, 500);
      else json(response, 201, {});
    };
    const http = client({ timeout: 150 });
    const stair = { name: 'Scala A', floors: 5 };
    await failureOf(http.post('/stairs', stair));
    await failureOf(http.post('/broken', stair));
    slow = false;
    await http.post('/stairs', stair);
    await http.post('/stairs', stair);
    await http.post('/stairs', { ...stair, floors: 6 });
    await failureOf(http.post('/broken', stair));
    const keys = received.map((request) => request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
    expect(received.map((request) => request.url)).toEqual([
      '/api/stairs',
      '/api/broken',
      '/api/stairs',
      '/api/stairs',
      '/api/stairs',
      '/api/broken',
    ]);
    // The repeat after the timeout is the same action; a 500 on another address is another one, and stays unanswered.
    expect(keys[2]).toBe(keys[0]);
    expect(keys[5]).toBe(keys[1]);
    expect(new Set([keys[0], keys[1], keys[3], keys[4]]).size).toBe(4);
  });

  it('fails a 4xx with the status and the body, as the spec catalogue reads it', async () => {
    const failed = await failureOf(client().get('/missing'));
    expect(failed).toBeInstanceOf(AxiosError);
    expect(failed).toMatchObject({
      code: 'ERR_BAD_REQUEST',
      message: 'Request failed with status code 404',
      response: { status: 404 },
    });
    expect(userMessageOf(failed)).toBe('Progetto non trovato');
  });

  it('fails a 5xx as a bad response, shown as the generic error', async () => {
    const failed = await failureOf(client().get('/broken'));
    expect(failed).toMatchObject({ code: 'ERR_BAD_RESPONSE', response: { status: 500, data: 'down' } });
    expect(userMessageOf(failed)).toBe('Si è verificato un errore!');
  });

  it('fails a request nobody answers as a network error', async () => {
    const failed = await failureOf(client({ baseURL: 'http://127.0.0.1:1' }).get('/x'));
    expect(failed).toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error' });
    expect(userMessageOf(failed)).toBe('Errore nella connessione. Riprovare più tardi');
  });

  it("gives up on an answer that takes longer than the timeout, with axios's message and the spec's Italian text", async () => {
    routes['/slow'] = (_request, response) => {
      setTimeout(() => {
        json(response, 200, {});
      }, 1_000);
    };
    const failed = await failureOf(client({ timeout: 150 }).get('/slow'));
    expect(failed).toMatchObject({ code: 'ECONNABORTED', message: 'timeout of 150ms exceeded' });
    expect(userMessageOf(failed)).toBe('La richiesta ha impiegato troppo tempo. Riprovare più tardi');
  });

  it('fails a request called off as canceled, without sending it', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().get('/projects', { signal: controller.signal })).rejects.toMatchObject({
      code: 'ERR_CANCELED',
    });
    expect(received).toHaveLength(0);
  });

  it('sends nothing from a stale tab: the call is canceled and the tab told', async () => {
    const onStale = vi.fn();
    await expect(
      client({ isStale: () => true, onStale }).post('/profile/network/invitations', {}),
    ).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(received).toHaveLength(0);
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it('sends a file as itself with its type, and reports the upload progress', async () => {
    const file = new Blob(['x'.repeat(200_000)], { type: 'application/pdf' });
    const progress: number[] = [];
    await client().put('/upload', file, {
      headers: { 'Content-Type': 'application/pdf' },
      onUploadProgress: ({ loaded }) => {
        progress.push(loaded);
      },
    });
    const [sent] = received;
    expect(sent?.headers['content-type']).toBe('application/pdf');
    expect(sent?.body).toHaveLength(200_000);
    expect(progress.length).toBeGreaterThan(0);
  });

  it('answers a file as its bytes with the headers that name it', async () => {
    const file = await client().get<ArrayBuffer>('/export', { responseType: 'arraybuffer' });
    expect(new TextDecoder().decode(file.data)).toBe('a;b\n1;2\n');
    expect(file.headers['content-disposition']).toBe('attachment; filename="progetti.csv"');
  });

  it("shows the server's Italian message of a refused download, not its bytes", async () => {
    const failed = await failureOf(client().get('/refused-export', { responseType: 'arraybuffer' }));
    expect(failed).toMatchObject({
      response: { status: 403, data: { message: 'Non puoi scaricare i progetti di questa rete' } },
    });
    expect(userMessageOf(failed)).toBe('Non puoi scaricare i progetti di questa rete');
  });
});

describe('the token refresh of the API client', () => {
  /** A protected route: 200 for the current token, 401 for any other. */
  const protectedRoute = (token: () => string) => (request: IncomingMessage, response: ServerResponse) => {
    if (request.headers.authorization === `Bearer ${token()}`) json(response, 200, { ok: true });
    else json(response, 401, { statusCode: 401, error: 'Unauthorized', message: 'Sessione scaduta' });
  };

  it('refreshes once for calls that a 401 stops at the same time, then sends each again with the new token', async () => {
    let token = 'old';
    routes['/profile/details'] = protectedRoute(() => 'new');
    const refresh = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          setTimeout(() => {
            token = 'new';
            resolve();
          }, 100);
        }),
    );
    const http = client({ token: () => token, refresh });
    const answers = await Promise.all([1, 2, 3].map(() => http.get('/profile/details')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(refresh).toHaveBeenCalledTimes(1);
    const tokens = received.map((request) => request.headers.authorization);
    expect(tokens.filter((sent) => sent === 'Bearer old')).toHaveLength(3);
    expect(tokens.filter((sent) => sent === 'Bearer new')).toHaveLength(3);
  });

  it('sends a write again only once, with the same Idempotency-Key, and ends the session when the 401 stays', async () => {
    routes['/projects'] = protectedRoute(() => 'never');
    const onExpired = vi.fn();
    let token = 'first';
    const refresh = vi.fn(() => {
      token = 'second';
      return Promise.resolve();
    });
    const failed = await failureOf(
      client({ token: () => token, refresh, onExpired }).post('/projects', { title: 'Cappotto' }),
    );
    expect(failed).toMatchObject({ response: { status: 401 } });
    expect(received.map((request) => request.headers.authorization)).toEqual(['Bearer first', 'Bearer second']);
    const [first, again] = received.map((request) => request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
    expect(first).toMatch(UUID);
    expect(again).toBe(first);
    expect(received[1]?.body).toBe(JSON.stringify({ title: 'Cappotto' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session without sending again when the refresh fails', async () => {
    routes['/profile/details'] = protectedRoute(() => 'never');
    const onExpired = vi.fn();
    const failed = await failureOf(
      client({ refresh: () => Promise.reject(new Error('invalid_grant')), onExpired }).get('/profile/details'),
    );
    expect(failed).toMatchObject({ response: { status: 401 } });
    expect(received).toHaveLength(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});

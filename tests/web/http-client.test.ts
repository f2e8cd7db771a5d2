// @vitest-environment jsdom
/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessageOf } from '../../src/providers/api-errors.ts';
import { createHttpClient, HttpError } from '../../src/providers/http.ts';

/** A real HTTP server on loopback: the client's requests go through jsdom's XMLHttpRequest to it. */
let server: Server;
let origin = '';
const received: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];

const bodyOf = (request: IncomingMessage) => new Promise<string>((resolve) => {
  let text = '';
  request.on('data', (chunk: Buffer) => { text += chunk.toString(); });
  request.on('end', () => { resolve(text); });
});

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': '*', 'Access-Control-Expose-Headers': 'Content-Disposition' };
      if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
      if (request.url === '/api/missing') {
        return response.writeHead(404, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Progetto non trovato' }));
      }
      if (request.url === '/api/broken') return response.writeHead(500, cors).end('down');
      if (request.url === '/api/export') {
        return response.writeHead(200, { ...cors, 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="progetti.csv"' }).end('a;b\n1;2\n');
      }
      if (request.url === '/api/empty') return response.writeHead(204, cors).end();
      if (request.url === '/api/upload') return response.writeHead(204, cors).end();
      return response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ echoed: body === '' ? null : JSON.parse(body) as unknown }));
    });
  });
  await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => { server.close(resolve); });
});

/** A Blob's text through FileReader (jsdom's Blob has no text()). */
const textOf = (blob: Blob) => new Promise<string>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => { resolve(typeof reader.result === 'string' ? reader.result : ''); };
  reader.readAsText(blob);
});

const client = () => createHttpClient({ baseUrl: `${origin}/api`, headers: { 'frontend-id': 'portal' } });

describe('the HTTP client over XMLHttpRequest', () => {
  it('sends JSON with its headers and the query, and answers the parsed JSON', async () => {
    const answer = await client().post<{ echoed: unknown }>('/projects', { title: 'Cappotto', amount: 1500.5 }, { params: { page: 2, q: 'via roma' } });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ echoed: { title: 'Cappotto', amount: 1500.5 } });
    const sent = received.at(-1);
    expect(sent?.url).toBe('/api/projects?page=2&q=via+roma');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers['frontend-id']).toBe('portal');
  });

  it('fails a 4xx with the status and the body, as the spec catalogue reads it', async () => {
    const failed = await client().get('/missing').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(HttpError);
    expect(failed).toMatchObject({ code: 'ERR_BAD_REQUEST', message: 'Request failed with status code 404', response: { status: 404 } });
    expect(userMessageOf(failed)).toBe('Progetto non trovato');
  });

  it('fails a 5xx as a bad response, shown as the generic error', async () => {
    const failed = await client().get('/broken').catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: 'ERR_BAD_RESPONSE', response: { status: 500, data: 'down' } });
    expect(userMessageOf(failed)).toBe('Si è verificato un errore!');
  });

  it('fails a request nobody answers as a network error', async () => {
    const failed = await createHttpClient({ baseUrl: 'http://127.0.0.1:1' }).get('/x').catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error' });
    expect(userMessageOf(failed)).toBe('Errore nella connessione. Riprovare più tardi');
  });

  it('fails a request called off as canceled, without sending it', async () => {
    const controller = new AbortController();
    controller.abort();
    const before = received.length;
    await expect(client().get('/projects', { signal: controller.signal })).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(received).toHaveLength(before);
  });

  it('sends a file as itself with its type, and reports the upload progress (jsdom tells no sizes; Chromium does)', async () => {
    const file = new Blob(['x'.repeat(200_000)], { type: 'application/pdf' });
    const progress: number[] = [];
    await client().put('/upload', file, { headers: { 'Content-Type': 'application/pdf' }, onUploadProgress: ({ loaded }) => { progress.push(loaded); } });
    const sent = received.at(-1);
    expect(sent?.headers['content-type']).toBe('application/pdf');
    expect(sent?.body).toHaveLength(200_000);
    expect(progress.length).toBeGreaterThan(0);
  });

  it('answers a file as a Blob with the headers that name it, and an empty answer as empty', async () => {
    const file = await client().get<Blob>('/export', { responseType: 'blob' });
    expect(file.data).toBeInstanceOf(Blob);
    expect(await textOf(file.data)).toBe('a;b\n1;2\n');
    expect(file.headers['content-disposition']).toBe('attachment; filename="progetti.csv"');
    expect((await client().delete('/empty')).data).toBe('');
  });
});

describe('the client hooks', () => {
  it('lets a request be retried once after a failure (a token refresh), with what beforeSend adds each time', async () => {
    let token = 'old';
    let retries = 0;
    const http = createHttpClient({
      beforeSend: (request) => ({ ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } }),
      onFailure: async (error, retry) => {
        if (error.response?.status !== 401) throw error;
        retries += 1;
        token = 'new';
        return retry();
      },
    });
    const seen: string[] = [];
    http.transport = (request) => {
      seen.push(request.headers?.Authorization ?? '');
      return Promise.resolve({ status: request.headers?.Authorization === 'Bearer new' ? 200 : 401, headers: {}, data: {} });
    };
    expect((await http.get('/profile/details')).status).toBe(200);
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(retries).toBe(1);
  });
});

/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ClientRules } from '../../src/providers/api-client-rules.ts';
import { followEventStream, type StreamEvent } from '../../src/providers/event-stream.ts';

/** A real server-sent events route on loopback; each connection is answered by the next of `connections`. */
let server: Server;
let origin = '';
let connections: ((request: IncomingMessage, response: ServerResponse) => void)[] = [];
let seen: IncomingMessage['headers'][] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    const answer = connections.shift();
    if (answer) answer(request, response);
    else response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => {
    server.close(resolve);
  });
});

beforeEach(() => {
  connections = [];
  seen = [];
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

const streamHead = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' };

/** Follows the stream until `until` holds for the events received, then stops it. */
async function follow(
  until: (events: StreamEvent[]) => boolean,
  overrides: Partial<ClientRules> = {},
): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  const controller = new AbortController();
  const done = followEventStream(
    createApiClient(rules(overrides)),
    '/notification/notification/stream',
    (event) => {
      events.push(event);
      if (until(events)) controller.abort();
    },
    controller.signal,
  );
  await done;
  return events;
}

describe('the notification stream', () => {
  it('reads CRLF lines, multi-line data (one leading space dropped, no more), id and retry, with the client headers', async () => {
    connections.push((_request, response) => {
      response.writeHead(200, streamHead);
      response.write(': ok\r\n\r\n');
      response.write('retry: 50\r\nid: 7\r\nevent: unread\r\ndata: {"unread":\r\ndata:  2}\r\n\r\n');
    });
    const events = await follow((received) => received.length === 1);
    expect(events).toEqual([{ event: 'unread', id: '7', data: '{"unread":\n 2}' }]);
    expect(JSON.parse(events[0]?.data ?? '')).toEqual({ unread: 2 });
    expect(seen[0]).toMatchObject({
      accept: 'text/event-stream',
      authorization: 'Bearer token-1',
      'accept-language': 'it-IT',
      'frontend-id': 'portal',
    });
  });

  it('opens the next stream after the server ended one, with Last-Event-ID of the last event', async () => {
    connections.push((_request, response) => {
      response.writeHead(200, streamHead);
      response.end('id: 41\nevent: unread\ndata: {"unread":1}\n\n');
    });
    connections.push((_request, response) => {
      response.writeHead(200, streamHead);
      response.write('id: 42\nevent: unread\ndata: {"unread":0}\n\n');
    });
    const events = await follow((received) => received.length === 2);
    expect(events.map((event) => event.id)).toEqual(['41', '42']);
    expect(seen[0]?.['last-event-id']).toBeUndefined();
    expect(seen[1]?.['last-event-id']).toBe('41');
  });

  it('waits the retry the server asked for after a failure, then connects again', async () => {
    connections.push((_request, response) => {
      response.writeHead(200, streamHead);
      response.end('retry: 20\n\n');
    });
    connections.push((_request, response) => {
      response.writeHead(503).end();
    });
    connections.push((_request, response) => {
      response.writeHead(200, streamHead);
      response.write('event: unread\ndata: {"unread":3}\n\n');
    });
    const started = Date.now();
    const events = await follow((received) => received.length === 1);
    expect(events).toEqual([{ event: 'unread', id: undefined, data: '{"unread":3}' }]);
    expect(seen).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('refreshes the token on a 401 and follows with the new one; stops, ending the session, when the 401 stays', async () => {
    let token = 'old';
    connections.push((_request, response) => {
      response.writeHead(401).end();
    });
    connections.push((request, response) => {
      response.writeHead(200, streamHead);
      response.write(`event: unread\ndata: ${JSON.stringify({ token: request.headers.authorization })}\n\n`);
    });
    const events = await follow((received) => received.length === 1, {
      token: () => token,
      refresh: () => {
        token = 'new';
        return Promise.resolve();
      },
    });
    expect(events[0]?.data).toBe('{"token":"Bearer new"}');

    connections.push(
      (_request, response) => {
        response.writeHead(401).end();
      },
      (_request, response) => {
        response.writeHead(401).end();
      },
    );
    const onExpired = vi.fn();
    await follow(() => false, { onExpired });
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(4);
  });

  it('never connects from a stale tab', async () => {
    const onStale = vi.fn();
    await follow(() => false, { isStale: () => true, onStale });
    expect(seen).toHaveLength(0);
    expect(onStale).toHaveBeenCalledTimes(1);
  });
});

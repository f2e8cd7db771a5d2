import { standardRequestHeaders } from '../../domain/settings.ts';
import { apiUrl } from './http-client.ts';
import { currentToken, refreshToken } from './keycloak.ts';

/** One server-sent event: its name (`event:`) and its data lines joined. */
export interface StreamEvent {
  event: string;
  data: string;
}

/** Splits a text/event-stream buffer into complete events and what remains of the next one. */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    return data.length === 0 ? [] : [{ event, data: data.join('\n') }];
  });
  return { events, rest };
}

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Follows a server-sent events route of our API until `signal` aborts: with fetch, because EventSource cannot send the
 * bearer token; the spec's headers as every call. When the server ends a stream (its lifetime) the next one opens at
 * once with the current token; after a 401 the token is refreshed first; after a failure it waits, doubling up to 30 s.
 * This is the one API read outside `useApiQuery`: a stream is not a request and answer.
 */
export async function followEventStream(path: string, onEvent: (event: StreamEvent) => void, signal: AbortSignal): Promise<void> {
  let delay = RETRY_MIN_MS;
  while (!signal.aborted) {
    try {
      const token = currentToken();
      const response = await fetch(`${apiUrl}${path}`, {
        headers: { ...standardRequestHeaders, Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal,
      });
      if (response.status === 401) await refreshToken().catch(() => false);
      if (response.ok && response.body) {
        delay = RETRY_MIN_MS;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + value);
          buffer = parsed.rest;
          parsed.events.forEach(onEvent);
        }
        continue;
      }
    } catch (error) {
      // An abort (the list left the screen) ends the loop; a network failure waits and tries again.
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      if (!aborted && !(error instanceof TypeError)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  }
}

import type { AxiosInstance } from 'axios';
import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import { errorInfoOf } from '../../domain/rules/transport-errors.ts';

export type StreamEvent = EventSourceMessage;

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Events of a server-sent events answer as they arrive (eventsource-parser: CRLF, multi-line data, `id:`, `retry:`).
 */
async function* eventsOf(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  onRetry: (ms: number) => void,
): AsyncGenerator<StreamEvent> {
  const events = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream({ onRetry }));
  const reader = events.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
  } finally {
    reader.releaseLock();
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** A failure after which trying again cannot help: the tab is stale, or the session expired (the client said so). */
const isFinal = (error: unknown) => {
  const { code, status } = errorInfoOf(error);
  return code === 'ERR_CANCELED' || status === 401;
};

/**
 * Follows a server-sent events route of our API until `signal` aborts, through the one axios instance (so with its
 * rules: the spec's headers, the bearer token, a refresh on a 401, nothing sent from a stale tab, the session dialog
 * when the session expired), with axios's fetch adapter, which hands the answer over as a stream. When the server ends
 * a stream (its lifetime) the next one opens at once with the current token and `Last-Event-ID` of the last event
 * seen; after a failure it waits (the server's `retry:` if it sent one), doubling up to 30 s. This is the one API read
 * outside `useApiQuery`: a stream is not a request and answer.
 */
export async function followEventStream(
  http: AxiosInstance,
  path: string,
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  let delay = RETRY_MIN_MS;
  /** The wait the server asked for (`retry:`), which replaces the doubling. */
  const advice: { retryMs?: number } = {};
  let lastEventId: string | undefined;
  while (!signal.aborted) {
    try {
      const response = await http.get<ReadableStream<Uint8Array<ArrayBuffer>>>(path, {
        adapter: 'fetch',
        responseType: 'stream',
        timeout: 0,
        signal,
        headers: { Accept: 'text/event-stream', ...(lastEventId !== undefined && { 'Last-Event-ID': lastEventId }) },
      });
      delay = RETRY_MIN_MS;
      for await (const event of eventsOf(response.data, (ms) => {
        advice.retryMs = ms;
      })) {
        if (event.id !== undefined) lastEventId = event.id;
        onEvent(event);
      }
      continue;
    } catch (error) {
      // An abort (the bell left the screen) ends the loop below, after a wait that the abort cuts short.
      if (isFinal(error)) return;
    }
    await wait(advice.retryMs ?? delay, signal);
    if (advice.retryMs === undefined) delay = Math.min(delay * 2, RETRY_MAX_MS);
  }
}

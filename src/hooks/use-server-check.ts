import { useEffect, useState } from 'react';
import type { UniquenessResult } from '../../domain/schemas/uniqueness.ts';
import { httpClient } from '../providers/http-client.ts';

const debounceMs = 400;

/** A check the server answers with a UniquenessResult: a GET of `url`, or a POST of `body` to it. */
export interface ServerCheck {
  url: string;
  body?: unknown;
}

/**
 * Asks the server 400 ms after the input stops changing, cancelling the question before when it changes again;
 * answers the server's message when the value is refused, else null. A null check asks nothing.
 */
export function useServerCheck(check: ServerCheck | null): string | null {
  const [answer, setAnswer] = useState<{ key: string; message: string | null } | null>(null);
  const key = check === null ? null : JSON.stringify(check);
  useEffect(() => {
    if (key === null) return undefined;
    const { url, body } = JSON.parse(key) as ServerCheck;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const config = { signal: controller.signal };
      const request = body === undefined ? httpClient.get<UniquenessResult>(url, config) : httpClient.post<UniquenessResult>(url, body, config);
      request.then(({ data }) => { setAnswer({ key, message: data.valid ? null : (data.message ?? null) }); }).catch(() => undefined);
    }, debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return answer !== null && answer.key === key ? answer.message : null;
}

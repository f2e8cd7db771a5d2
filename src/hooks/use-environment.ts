import { useEffect, useState } from 'react';
import { API_BASE } from '../../domain/api/base.ts';
import { urlOf, type AnswerOf } from '../../domain/api/endpoint.ts';
import { sessionApi } from '../../domain/api/session.ts';

/** The environment name for the corner ribbon (spec section 1), from the public /api/config: the public trees' own. */
export function useEnvironment(): string | null {
  const [environment, setEnvironment] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${API_BASE}${urlOf(sessionApi.config)}`, { signal: controller.signal })
      .then((response) =>
        response.ok ? (response.json() as Promise<Partial<AnswerOf<typeof sessionApi.config>>>) : null,
      )
      .then((body) => {
        if (typeof body?.environment === 'string') setEnvironment(body.environment);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
    };
  }, []);
  return environment;
}

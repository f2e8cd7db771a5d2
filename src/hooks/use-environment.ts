import { useEffect, useState } from 'react';

/** The environment name for the corner ribbon (spec section 1), from the public /api/config: the public trees' own. */
export function useEnvironment(): string | null {
  const [environment, setEnvironment] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/config', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ environment?: unknown }>) : null))
      .then((body) => { if (typeof body?.environment === 'string') setEnvironment(body.environment); })
      .catch(() => undefined);
    return () => { controller.abort(); };
  }, []);
  return environment;
}

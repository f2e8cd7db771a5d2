import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { demoPassword } from '../../../server/demo/seed.ts';
import { loginThroughIssuer } from './oidc-login.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = Record<string, string>;
/** A JSON body, or raw bytes or text (an upload). */
type Payload = object | string;

/** One logged-in person calling `/api` with their bearer token: `await hub.get('/happyway/projects')`. */
export interface Session {
  /** The access token, for a call the helpers do not cover (a raw upload, a header-only request). */
  token: string;
  call(method: Method, url: string, payload?: Payload, headers?: Headers): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Headers): Promise<LightMyRequestResponse>;
  post(url: string, payload?: Payload, headers?: Headers): Promise<LightMyRequestResponse>;
  put(url: string, payload?: Payload, headers?: Headers): Promise<LightMyRequestResponse>;
  delete(url: string, headers?: Headers): Promise<LightMyRequestResponse>;
}

/** Logs `email` in through the real issuer (the demo password unless given) and answers their session. */
export async function session(app: FastifyInstance, email: string, password: string = demoPassword): Promise<Session> {
  const token = (await loginThroughIssuer(app, email, password)).tokens?.access_token ?? '';
  const call: Session['call'] = (method, url, payload, headers = {}) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload && { payload }),
    });
  return {
    token,
    call,
    get: (url, headers) => call('GET', url, undefined, headers),
    post: (url, payload, headers) => call('POST', url, payload, headers),
    put: (url, payload, headers) => call('PUT', url, payload, headers),
    delete: (url, headers) => call('DELETE', url, undefined, headers),
  };
}

/** Sessions for several people at once, by the names the test gives them. */
export async function sessions<Name extends string>(
  app: FastifyInstance,
  emails: Record<Name, string>,
): Promise<Record<Name, Session>> {
  const logged: Partial<Record<Name, Session>> = {};
  for (const name of Object.keys(emails) as Name[]) logged[name] = await session(app, emails[name]);
  return logged as Record<Name, Session>;
}

/**
 * The sessions of a test file by e-mail: log people in once (`await people.add(a, b)`), then `people.of(a).get(url)`.
 */
export function sessionBook(app: FastifyInstance) {
  const logged = new Map<string, Session>();
  return {
    async add(...emails: string[]): Promise<void> {
      for (const email of emails) logged.set(email, await session(app, email));
    },
    of(email: string): Session {
      const found = logged.get(email);
      if (!found) throw new Error(`${email} is not logged in`);
      return found;
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** A tiny cookie jar for app.inject: keeps what the issuer sets and sends it back. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
}

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
};

/** Where the requests come from: the socket's address and an `X-Forwarded-For` a proxy (or anyone) added. */
export interface LoginClient {
  remoteAddress?: string;
  forwardedFor?: string;
}

/** Follows the real authorization code flow with PKCE S256 through the embedded issuer and its login form. */
export async function loginThroughIssuer(
  app: FastifyInstance,
  email: string,
  password: string,
  publicUrl = 'http://localhost:3000',
  client: LoginClient = {},
) {
  const clientId = 'frontend-happyway';
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${publicUrl}/home`;
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    response_mode: 'query',
  });
  const send = async (options: InjectOptions & { headers?: Record<string, string> }) => {
    const forwarded = client.forwardedFor ? { 'x-forwarded-for': client.forwardedFor } : {};
    const response = await app.inject({
      ...options,
      ...(client.remoteAddress && { remoteAddress: client.remoteAddress }),
      headers: { ...options.headers, ...forwarded, cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  const start = await send({ method: 'GET', url: `/auth/auth?${query.toString()}` });
  const interactionPath = pathOf(String(start.headers.location));
  const loginForm = await send({ method: 'GET', url: interactionPath });
  const submitted = await send({
    method: 'POST',
    url: `${interactionPath}/login`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  if (submitted.statusCode !== 303) return { loginForm, submitted, tokens: null };
  const resumed = await send({ method: 'GET', url: pathOf(String(submitted.headers.location)) });
  const code = new URL(String(resumed.headers.location)).searchParams.get('code') ?? '';
  const token = await send({
    method: 'POST',
    url: '/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  return { loginForm, submitted, tokens: token.json<Tokens>() };
}

import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  OAuth2Issuer,
  OAuth2Service,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
} from 'oauth2-mock-server';

/** A user of the realm, as Keycloak keeps them: its own `sub`, an e-mail that may or may not be verified. */
export interface RealmUser {
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface KeycloakLikeOptions {
  /** The API's audience (the realm's audience mapper puts it in `aud`, beside `account`). */
  audience: string;
  clientId: string;
  /** The app's origin: CORS with credentials for it, as Keycloak's web origins give. */
  appOrigin: string;
  /** Unset: a free port. */
  port?: number;
  /** The confidential client allowed to use the admin REST API (`manage-users`); unset, the API is off. */
  adminClient?: { clientId: string; secret: string };
}

/** A user created through the admin REST API, as Keycloak stores it (the password kept to check it was sent). */
export interface CreatedUser extends RealmUser {
  subject: string;
  password: string | undefined;
}

/** The realm's admin REST API path, below the issuer's origin. */
export const ADMIN_USERS_PATH = '/admin/realms/happyway/users';

interface LoginSession {
  sid: string;
  user: RealmUser;
  ended: boolean;
}

/** Keycloak's endpoint paths under the realm's issuer URL. */
const endpoints = {
  wellKnownDocument: '/.well-known/openid-configuration',
  authorize: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  revoke: '/protocol/openid-connect/revoke',
  endSession: '/protocol/openid-connect/logout',
  introspect: '/protocol/openid-connect/token/introspect',
};

const accessTokenSeconds = 300;
const SESSION_COOKIE = 'KEYCLOAK_SESSION';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An independent OpenID Connect server from npm (oauth2-mock-server) shaped like a Keycloak 26 realm for our client, on
 * loopback: Keycloak's endpoint paths, a `sub` the issuer assigns per user (never the app's ids), access tokens with
 * `aud` = [API, account], `azp`, `typ: Bearer`, `sid`, `jti`, `email`, `email_verified`, `preferred_username`,
 * `realm_access`; PKCE; answers in the URL fragment when asked (keycloak-js's default), JWT-shaped refresh tokens,
 * CORS with credentials for the app's origin, a login session per browser (a cookie) that logout ends (then
 * `prompt=none` answers `login_required`). The login screen is the part it leaves out: `loginAs` names who logs in
 * next.
 */
export class KeycloakLikeIssuer {
  private readonly issuer = new OAuth2Issuer(false);
  private readonly service = new OAuth2Service(this.issuer, endpoints);
  private readonly options: KeycloakLikeOptions;
  private server: Server | undefined;
  private port: number;
  private readonly subjects = new Map<string, string>();
  private readonly codes = new Map<string, LoginSession>();
  private readonly refreshTokens = new Map<string, LoginSession>();
  /** Login sessions by id; a browser names its own with the session cookie, as with Keycloak's. */
  private readonly sessions = new Map<string, LoginSession>();
  private readonly responses = new WeakMap<IncomingMessage, ServerResponse>();
  private nextLogin: RealmUser | undefined;
  private readonly adminTokens = new Set<string>();
  /** Users created through the admin API, by e-mail. */
  readonly createdUsers = new Map<string, CreatedUser>();
  /**
   * Runs once, at the next user creation through the admin API, after the realm stored the user and before it answers
   * 201: what the rest of the world does meanwhile (another registration racing this one).
   */
  whileCreatingNextUser: ((user: CreatedUser) => Promise<void>) | undefined;

  constructor(options: KeycloakLikeOptions) {
    this.options = options;
    this.port = options.port ?? 0;
    this.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, request: IncomingMessage) => {
      this.authorize(redirect, request);
    });
    this.service.on(
      'beforeTokenSigning',
      (token: MutableToken, request: IncomingMessage & { body?: Record<string, unknown> }) => {
        this.shapeToken(token, request.body ?? {});
      },
    );
    this.service.on(
      'beforeResponse',
      (response: MutableResponse, request: IncomingMessage & { body?: Record<string, unknown> }) => {
        this.shapeTokenResponse(response, request.body ?? {});
      },
    );
    this.service.on('beforePostLogoutRedirect', (_redirect: MutableRedirectUri, request: IncomingMessage) => {
      const session = this.browserSessionOf(request);
      if (session) session.ended = true;
      this.responses
        .get(request)
        ?.setHeader('set-cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    });
  }

  /** The issuer URL (`OIDC_ISSUER`); known once started. */
  get url(): string {
    if (!this.issuer.url) throw new Error('the issuer is not started');
    return this.issuer.url;
  }

  /** Listens on loopback: on `port`, else on a free port the first time and on that same port after a stop. */
  async start(): Promise<void> {
    if (this.issuer.keys.toJSON().length === 0) await this.issuer.keys.generate('RS256');
    const server = createServer((request, response) => {
      this.handle(request, response);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        resolve();
      });
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    this.issuer.url = `http://127.0.0.1:${String(this.port)}`;
  }

  async stop(): Promise<void> {
    const { server } = this;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  }

  /** The person who logs in at the next interactive authorization (what they would type on Keycloak's login page). */
  loginAs(user: RealmUser): void {
    this.nextLogin = user;
  }

  /** The `sub` the realm gave the user with this e-mail (created on first use, as a user registering in the realm). */
  subjectOf(email: string): string {
    const known = this.subjects.get(email);
    if (known) return known;
    const subject = randomUUID();
    this.subjects.set(email, subject);
    return subject;
  }

  /** The user was deleted in the realm and registered again with the same e-mail: a new `sub`. */
  recreateUser(email: string): string {
    this.subjects.delete(email);
    return this.subjectOf(email);
  }

  /**
   * An access token as the realm issues it after a login of `user` (a new login session unless `sessionId` is given),
   * signed with the realm's key; `reshape` changes its claims first, as a client's scopes and mappers would.
   */
  async accessTokenFor(
    user: RealmUser,
    sessionId: string = randomUUID(),
    reshape?: (claims: Record<string, unknown>) => void,
  ): Promise<string> {
    return this.issuer.buildToken({
      expiresIn: accessTokenSeconds,
      scopesOrTransform: (_header, payload) => {
        Object.assign(payload, this.accessClaims({ sid: sessionId, user, ended: false }));
        reshape?.(payload);
      },
    });
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const origin = request.headers.origin;
    const allowed = origin === this.options.appOrigin;
    if (request.method === 'OPTIONS') {
      response.writeHead(
        allowed ? 204 : 403,
        allowed
          ? {
              'access-control-allow-origin': origin,
              'access-control-allow-credentials': 'true',
              'access-control-allow-methods': 'GET, POST, OPTIONS',
              'access-control-allow-headers':
                request.headers['access-control-request-headers'] ?? 'content-type, authorization',
            }
          : {},
      );
      response.end();
      return;
    }
    // oauth2-mock-server answers `*`; Keycloak answers the web origin itself, with credentials (keycloak-js needs
    // them).
    const setHeader = response.setHeader.bind(response);
    response.setHeader = (name, value) => {
      if (name.toLowerCase() === 'access-control-allow-origin') {
        if (!allowed || !origin) return response;
        setHeader('access-control-allow-credentials', 'true');
        return setHeader(name, origin);
      }
      return setHeader(name, value);
    };
    this.responses.set(request, response);
    if (request.url?.startsWith(ADMIN_USERS_PATH)) {
      void this.adminUsers(request, response);
      return;
    }
    this.service.requestHandler(request, response);
  }

  /** POST users (201 with Location, 409 for a taken e-mail) and DELETE users/{id}, for a bearer of the admin client. */
  private async adminUsers(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!this.adminTokens.has(bearer)) {
      response.writeHead(401).end();
      return;
    }
    if (request.method === 'DELETE') {
      const subject = decodeURIComponent(request.url?.slice(ADMIN_USERS_PATH.length + 1) ?? '');
      const user = [...this.createdUsers.values()].find((created) => created.subject === subject);
      if (user) {
        this.createdUsers.delete(user.email);
        this.subjects.delete(user.email);
      }
      response.writeHead(user ? 204 : 404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as {
      email: string;
      firstName: string;
      lastName: string;
      emailVerified?: boolean;
      credentials?: { value: string }[];
    };
    if (this.subjects.has(body.email)) {
      response
        .writeHead(409, { 'content-type': 'application/json' })
        .end(JSON.stringify({ errorMessage: 'User exists with same email' }));
      return;
    }
    const subject = this.subjectOf(body.email);
    const created: CreatedUser = {
      subject,
      email: body.email,
      emailVerified: body.emailVerified === true,
      firstName: body.firstName,
      lastName: body.lastName,
      password: body.credentials?.[0]?.value,
    };
    this.createdUsers.set(body.email, created);
    const meanwhile = this.whileCreatingNextUser;
    this.whileCreatingNextUser = undefined;
    await meanwhile?.(created);
    response.writeHead(201, { location: `${this.url}${ADMIN_USERS_PATH}/${subject}` }).end();
  }

  private authorize(redirect: MutableRedirectUri, request: IncomingMessage): void {
    const query = new URL(request.url ?? '/', this.url).searchParams;
    const { url } = redirect;
    const code = url.searchParams.get('code');
    if (code) {
      let session = this.browserSessionOf(request);
      if (!session && query.get('prompt') !== 'none' && this.nextLogin) {
        session = { sid: randomUUID(), user: this.nextLogin, ended: false };
        this.sessions.set(session.sid, session);
        this.responses
          .get(request)
          ?.setHeader('set-cookie', `${SESSION_COOKIE}=${session.sid}; Path=/; HttpOnly; SameSite=Lax`);
      }
      if (session) {
        this.codes.set(code, session);
      } else {
        url.searchParams.delete('code');
        url.searchParams.set('error', 'login_required');
      }
    }
    if (query.get('response_mode') === 'fragment') {
      url.hash = url.searchParams.toString();
      url.search = '';
    }
  }

  /** The live login session the browser's cookie names, if any. */
  private browserSessionOf(request: IncomingMessage): LoginSession | undefined {
    const cookie = request.headers.cookie
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
    const session = cookie ? this.sessions.get(cookie.slice(SESSION_COOKIE.length + 1)) : undefined;
    return session && !session.ended ? session : undefined;
  }

  private sessionOfRequest(body: Record<string, unknown>): LoginSession | undefined {
    if (body.grant_type === 'authorization_code' && typeof body.code === 'string') return this.codes.get(body.code);
    if (body.grant_type === 'refresh_token' && typeof body.refresh_token === 'string')
      return this.refreshTokens.get(body.refresh_token);
    return undefined;
  }

  private accessClaims(session: LoginSession): Record<string, unknown> {
    const { user } = session;
    return {
      sub: this.subjectOf(user.email),
      aud: [this.options.audience, 'account'],
      azp: this.options.clientId,
      typ: 'Bearer',
      sid: session.sid,
      jti: randomUUID(),
      scope: 'openid profile email',
      email: user.email,
      email_verified: user.emailVerified,
      preferred_username: user.email,
      given_name: user.firstName,
      family_name: user.lastName,
      name: `${user.firstName} ${user.lastName}`,
      realm_access: { roles: ['default-roles-happyway', 'offline_access', 'uma_authorization'] },
    };
  }

  private shapeToken(token: MutableToken, body: Record<string, unknown>): void {
    const session = this.sessionOfRequest(body);
    if (!session) return;
    const isIdToken = token.payload.aud === this.options.clientId;
    const claims = this.accessClaims(session);
    if (isIdToken) {
      Object.assign(token.payload, {
        sub: claims.sub,
        typ: 'ID',
        azp: this.options.clientId,
        sid: session.sid,
        email: claims.email,
        email_verified: claims.email_verified,
        name: claims.name,
        preferred_username: claims.preferred_username,
      });
    } else {
      token.payload.exp = token.payload.iat + accessTokenSeconds;
      Object.assign(token.payload, claims);
    }
  }

  /**
   * A token answer for a known, live session: a JWT-shaped refresh token (keycloak-js decodes it); else
   * `invalid_grant`.
   */
  private shapeTokenResponse(response: MutableResponse, body: Record<string, unknown>): void {
    if (body.grant_type === 'client_credentials') {
      const { adminClient } = this.options;
      const granted =
        adminClient !== undefined &&
        body.client_id === adminClient.clientId &&
        body.client_secret === adminClient.secret;
      const answer = response.body as Record<string, unknown>;
      if (granted && typeof answer.access_token === 'string') this.adminTokens.add(answer.access_token);
      else Object.assign(response, { statusCode: 401, body: { error: 'unauthorized_client' } });
      return;
    }
    const session = this.sessionOfRequest(body);
    if (typeof body.code === 'string') this.codes.delete(body.code);
    if (!session || session.ended) {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: session ? 'Session not active' : 'Code not valid' };
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const refreshToken = `${base64url({ alg: 'HS512', typ: 'JWT' })}.${base64url({ typ: 'Refresh', sid: session.sid, iat: now, exp: now + 1800, jti: randomUUID() })}.${randomBytes(32).toString('base64url')}`;
    this.refreshTokens.set(refreshToken, session);
    Object.assign(response.body as Record<string, unknown>, {
      refresh_token: refreshToken,
      expires_in: accessTokenSeconds,
      refresh_expires_in: 1800,
    });
  }
}

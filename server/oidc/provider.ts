import { randomBytes } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { databaseFailureOf } from '../db/unavailable.ts';
import { BUSY_RETRY_AFTER_SECONDS, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../http/http-error.ts';
import { createFindAccount } from './accounts.ts';
import { createAdapterClass } from './adapter.ts';
import type { IssuerKeys } from './keys.ts';
import { errorPage, logoutPage, logoutSuccessPage } from './views.ts';
import { ISSUED_AT_MS_CLAIM } from '../auth/token-verifier.ts';

const apiScope = 'api';
const oidcScopes = 'openid profile email';
const accessTokenSeconds = 300;

/**
 * Refresh token ids shaped like a JWT: keycloak-js decodes the refresh token and rejects an opaque one (STACK-NOTES).
 */
function jwtShapedTokenId(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ typ: 'Refresh', alg: 'none' })}.${part({ jti: randomBytes(8).toString('hex') })}.${randomBytes(32).toString('base64url')}`;
}

/** First-party client: the grant covers the OIDC scopes and the API, so no consent screen is shown. */
function grantLoader(audience: string) {
  return async (ctx: KoaContextWithOIDC) => {
    const { provider, session, client, result } = ctx.oidc;
    if (!session?.accountId || !client) return undefined;
    const grantId =
      (result?.consent as { grantId?: string } | undefined)?.grantId ?? session.grantIdFor(client.clientId);
    const existing = grantId ? await provider.Grant.find(grantId) : undefined;
    if (existing) return existing;
    const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope(oidcScopes);
    grant.addResourceScope(audience, apiScope);
    await grant.save();
    return grant;
  };
}

function configuration(config: AppConfig, db: Database, keys: IssuerKeys): Configuration {
  const home = `${config.publicUrl}/`;
  const issuerPath = new URL(config.issuer).pathname.replace(/\/$/, '');
  return {
    adapter: createAdapterClass(db),
    findAccount: createFindAccount(db),
    clients: [
      {
        client_id: config.clientId,
        client_name: 'HappyWay',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [home, `${config.publicUrl}/home`, `${config.publicUrl}/silent-check-sso.html`],
        post_logout_redirect_uris: [home, `${config.publicUrl}/welcome`],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    scopes: ['openid', 'offline_access', 'profile', 'email', apiScope],
    conformIdTokenClaims: false,
    // `iat` counts whole seconds; the millisecond tells a login that follows an ending of sessions apart from the
    // tokens that ending refused (server/auth/session-revocation.ts).
    extraTokenClaims: () => Promise.resolve({ [ISSUED_AT_MS_CLAIM]: Date.now() }),
    pkce: { required: () => true },
    jwks: { keys: [keys.signing] },
    cookies: { keys: keys.cookies },
    interactions: { url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}` },
    loadExistingGrant: grantLoader(config.audience),
    issueRefreshToken: (_ctx, client) => Promise.resolve(client.grantTypeAllowed('refresh_token')),
    clientBasedCORS: (_ctx, origin) => origin === new URL(config.publicUrl).origin,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      RefreshToken: 24 * 3600,
      Session: 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: apiScope,
          audience: config.audience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: accessTokenSeconds,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>'));
          return Promise.resolve();
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = logoutSuccessPage(home);
          return Promise.resolve();
        },
      },
    },
    renderError: (ctx, _out, error) => {
      ctx.type = 'html';
      ctx.body = databaseFailureOf(error)
        ? errorPage(UNAVAILABLE_MESSAGE, home)
        : errorPage(`La richiesta di accesso non è valida o è scaduta (${error.message}). Riprova dal sito.`, home);
      return Promise.resolve();
    },
  };
}

export function createProvider(config: AppConfig, db: Database, keys: IssuerKeys): Provider {
  const provider = new Provider(config.issuer, configuration(config, db, keys));
  provider.proxy = config.publicUrl.startsWith('https:');
  // The issuer's own answers follow the API's rule: a database that cannot serve is a 503 with Retry-After (an OAuth
  // `temporarily_unavailable`), not oidc-provider's 500 `server_error`; emitted before the answer leaves.
  provider.on('server_error', (ctx: KoaContextWithOIDC, error: unknown) => {
    const failure = databaseFailureOf(error);
    if (!failure) return;
    ctx.status = 503;
    ctx.set('Retry-After', String(failure === 'unavailable' ? RETRY_AFTER_SECONDS : BUSY_RETRY_AFTER_SECONDS));
    if (ctx.type !== 'text/html')
      ctx.body = { error: 'temporarily_unavailable', error_description: UNAVAILABLE_MESSAGE };
  });
  // Undocumented internal (STACK-NOTES): the browser test of the refresh guards it across oidc-provider upgrades.
  (provider.RefreshToken.prototype as unknown as { generateTokenId: () => string }).generateTokenId = jwtShapedTokenId;
  return provider;
}

import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../../domain/rules/email.ts';
import { maxLengthMessage } from '../../domain/rules/messages.ts';
import { hasForbiddenCharacters, TEXT_CHARACTERS_INVALID, textOf } from '../../domain/rules/text.ts';
import type { Database } from '../db/client.ts';
import { authenticate, lockMinutes } from './accounts.ts';
import { errorPage, loginPage } from './views.ts';

const loginMessages = {
  invalid: 'Email o password non corretti.',
  locked: `Troppi tentativi non riusciti: l'accesso è bloccato per ${String(lockMinutes)} minuti.`,
  missing: 'Inserisci email e password.',
} as const;

/** The per-address limit of the login form, answered as an Italian page (the form is HTML, not an API call). */
const TOO_MANY_ATTEMPTS = 'Troppi tentativi di accesso da questo indirizzo: attendi un minuto e riprova.';

class LoginAttemptsExceeded extends Error {
  readonly statusCode = 429;
}

const PASSWORD_FIELD_MAX = 1024;
/**
 * Too long or with a character no text may hold: refused with the field's own message (never reaching the database).
 */
const loginBody = z.object({
  email: textOf('Email', EMAIL_MAX_LENGTH, { error: loginMessages.missing }),
  password: z
    .string({ error: loginMessages.missing })
    .max(PASSWORD_FIELD_MAX, { error: maxLengthMessage('Password', PASSWORD_FIELD_MAX), abort: true })
    .refine((value) => !hasForbiddenCharacters(value), { error: TEXT_CHARACTERS_INVALID }),
});
const uidParams = z.object({ uid: z.string().min(1).max(200) });

interface InteractionRoutesOptions {
  provider: Provider;
  db: Database;
  homeUrl: string;
  /** The issuer's path below the origin, e.g. `/auth`. */
  basePath: string;
  /** Login attempts one address may make per minute. */
  loginAttemptsPerMinute: number;
}

/** The issuer's login screen: an ordinary Fastify form (oidc-provider's interaction API), in Italian. */
export async function interactionRoutes(app: FastifyInstance, options: InteractionRoutesOptions): Promise<void> {
  const { provider, db, homeUrl, basePath } = options;
  await app.register(formbody);
  const html = (status: number, body: string) => ({ status, body });
  const expired = html(
    400,
    errorPage('La sessione di accesso è scaduta. Torna al sito e premi di nuovo "Accedi".', homeUrl),
  );
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof LoginAttemptsExceeded)) throw error;
    return reply.code(429).type('text/html').send(errorPage(TOO_MANY_ATTEMPTS, homeUrl));
  });

  app.get(`${basePath}/interaction/:uid`, async (request, reply) => {
    const uid = uidParams.safeParse(request.params).data?.uid;
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (uid === undefined || details?.uid !== uid)
      return reply.code(expired.status).type('text/html').send(expired.body);
    if (details.prompt.name === 'login') {
      return reply
        .type('text/html')
        .send(loginPage({ action: `${basePath}/interaction/${uid}/login`, email: '', homeUrl }));
    }
    const grant = new provider.Grant({
      accountId: details.session?.accountId,
      clientId: details.params.client_id as string,
    });
    grant.addOIDCScope(typeof details.params.scope === 'string' ? details.params.scope : 'openid');
    const grantId = await grant.save();
    const target = await provider.interactionResult(
      request.raw,
      reply.raw,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
    return reply.redirect(target, 303);
  });

  app.post(
    `${basePath}/interaction/:uid/login`,
    {
      config: {
        rateLimit: {
          max: options.loginAttemptsPerMinute,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new LoginAttemptsExceeded(TOO_MANY_ATTEMPTS),
        },
      },
    },
    async (request, reply) => {
      const uid = uidParams.safeParse(request.params).data?.uid;
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (uid === undefined || details?.uid !== uid || details.prompt.name !== 'login') {
        return reply.code(expired.status).type('text/html').send(expired.body);
      }
      const parsed = loginBody.safeParse(request.body);
      const email = parsed.success ? parsed.data.email : '';
      const action = `${basePath}/interaction/${uid}/login`;
      if (!parsed.success || !email || !parsed.data.password) {
        const error = parsed.error?.issues[0]?.message ?? loginMessages.missing;
        return reply.code(400).type('text/html').send(loginPage({ action, email, error, homeUrl }));
      }
      const outcome = await authenticate(db, email, parsed.data.password);
      if (!outcome.ok) {
        const status = outcome.reason === 'locked' ? 429 : 401;
        return reply
          .code(status)
          .type('text/html')
          .send(loginPage({ action, email, error: loginMessages[outcome.reason], homeUrl }));
      }
      const target = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: outcome.accountId } },
        {
          mergeWithLastSubmission: false,
        },
      );
      return reply.redirect(target, 303);
    },
  );
}

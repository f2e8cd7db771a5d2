import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { wizardAnswersSchema } from '../../../domain/energy/answers-schema.ts';
import { estimateEnergy } from '../../../domain/energy/estimate.ts';
import type { EnergyEstimate } from '../../../domain/energy/estimate-types.ts';
import { NETWORK_CODE_NOT_FOUND, TOKEN_NOT_FOUND } from '../../../domain/rules/messages.ts';
import type {
  LandingContactCreated,
  LandingNetwork,
  LandingResult,
  landingContactInputSchema,
} from '../../../domain/schemas/landing-contacts.ts';
import type { Database } from '../../db/client.ts';
import { landingContacts, properties } from '../../db/schema/index.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { HttpError } from '../../http/http-error.ts';
import { energyEstimateSchema } from '../../../domain/energy/evaluator-schemas.ts';
import { validateNetworkCode } from '../network/public.ts';
import { notify } from '../../notices/notify.ts';
import { leadsQuery } from './leads.repository.ts';
import { storedIncentiveRules } from '../incentive-rules/public.ts';
import { homeOwnerMail, localManagerMail, type LeadMailFacts } from './landing-mails.ts';
import { hashLinkToken, newLinkToken } from '../../auth/link-token.ts';
import { backOfficeProfileIds } from '../../notices/back-office.ts';
import { findLocalManager, type FoundLocalManager } from './local-manager-finder.ts';

export type LandingContactSubmission = z.output<typeof landingContactInputSchema>;

export interface LandingDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** The home-owner's link back to their result (a wizard route: it loads no admin code). */
export const resultLinkOf = (publicUrl: string, token: string) => `${publicUrl}/wizard/risultato/${token}`;

/** GET /profile/landingcontact/network/{code}: the name a landing link shows; an unknown code is the spec's 404. */
export async function landingNetwork(db: Database, code: string): Promise<LandingNetwork> {
  const found = await validateNetworkCode(db, code);
  return { name: found.name, code: found.code };
}

/**
 * GET /profile/landingcontact/coverage: whether a contact from this province (through this network's link) would reach
 * a Local Manager, by the same rule as the submission; an unknown network code is the spec's 404.
 */
export async function landingCoverage(
  db: Database,
  province: string,
  networkCode: string | null,
): Promise<{ covered: boolean }> {
  const network = networkCode ? await validateNetworkCode(db, networkCode) : null;
  return { covered: (await findLocalManager(db, { networkId: network?.id ?? null, provinces: [province] })) !== null };
}

/**
 * The engine's estimate of the submitted answers with back office's incentive rules; an unknown comune is a 400 on
 * `answers.address.city`.
 */
async function recompute(
  db: Database,
  answers: LandingContactSubmission['answers'],
  now: Date,
): Promise<EnergyEstimate> {
  const outcome = estimateEnergy(answers, {
    incentives: await storedIncentiveRules(db),
    today: now.toISOString().slice(0, 10),
  });
  if (outcome.ok) return outcome.estimate;
  throw new HttpError(400, 'Dati non validi', [
    { path: ['answers', ...outcome.error.path].join('.'), message: outcome.error.message },
  ]);
}

const provincesOf = (result: EnergyEstimate, answers: LandingContactSubmission['answers']) => [
  ...new Set(
    [result.comune.province, answers.address.province?.toUpperCase()].filter((code): code is string => Boolean(code)),
  ),
];

const assignee = (localManager: FoundLocalManager | null) =>
  localManager && { firstName: localManager.firstName, lastName: localManager.lastName };

/**
 * POST /profile/landingcontact/: recomputes the estimate from the answers (never trusting figures from the client),
 * finds the Local Manager, stores the home and the contact and notifies in one transaction, then e-mails both sides.
 */
export async function submitLandingContact(
  deps: LandingDeps,
  input: LandingContactSubmission,
  now: Date,
): Promise<LandingContactCreated> {
  const { db } = deps;
  const result = await recompute(db, input.answers, now);
  const network = input.networkCode
    ? await validateNetworkCode(db, input.networkCode).catch((error: unknown) => {
        throw error instanceof HttpError && error.statusCode === 404
          ? new HttpError(400, 'Dati non validi', [{ path: 'networkCode', message: NETWORK_CODE_NOT_FOUND }])
          : error;
      })
    : null;
  const localManager = await findLocalManager(db, {
    networkId: network?.id ?? null,
    provinces: provincesOf(result, input.answers),
  });
  const token = newLinkToken();
  const contact = { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone };
  const where = `${result.comune.displayName} (${result.comune.province})`;

  await db.transaction(async (tx) => {
    const [property] = await tx
      .insert(properties)
      .values({
        answers: input.answers,
        result,
        energyClass: result.energyClass,
        comuneCode: result.comune.name,
        province: result.comune.province,
        networkId: network?.id ?? null,
      })
      .returning({ id: properties.id });
    if (!property) throw new Error('property not inserted');
    await tx.insert(landingContacts).values({
      propertyId: property.id,
      ...contact,
      privacyAcceptedAt: now,
      tokenHash: hashLinkToken(token),
      localManagerId: localManager?.id ?? null,
      networkId: network?.id ?? null,
      status: 'New',
    });
    const name = `${contact.firstName} ${contact.lastName}`;
    if (localManager) {
      await notify(tx, localManager.id, {
        kind: 'lead.assigned',
        title: 'Nuovo contatto dalla stima energetica',
        body: `${name} chiede di essere ricontattato per la casa a ${where}, stimata in classe ${result.energyClass}.`,
        link: '/leads',
      });
      return;
    }
    for (const profileId of await backOfficeProfileIds(tx)) {
      await notify(tx, profileId, {
        kind: 'lead.unassigned',
        title: 'Contatto senza Local Manager',
        body: `Nessun Local Manager copre ${where}${network ? ` nella rete «${network.name}»` : ''}: ${name} attende di essere ricontattato.`,
        link: '/leads',
      });
    }
  });

  const facts: LeadMailFacts = { contact, answers: input.answers, result, localManager, network };
  const mails: OutgoingMail[] = [homeOwnerMail(facts, resultLinkOf(deps.publicUrl, token))];
  if (localManager) mails.push(localManagerMail(facts, localManager, `${deps.publicUrl}/leads`));
  await Promise.all(
    mails.map((mail) =>
      deps.mailer.send(mail).catch((error: unknown) => {
        // The lead is stored and notified; a mail server that is down must not lose it.
        deps.log.error({ err: error, subject: mail.subject }, 'landing contact mail not sent');
      }),
    ),
  );

  return {
    result,
    localManager: assignee(localManager),
    network: network && { name: network.name, code: network.code },
  };
}

/** GET /profile/landingcontact/token/{token}: the saved estimate and answers behind a home-owner's link. */
export async function landingResultByToken(db: Database, token: string): Promise<LandingResult> {
  const [row] = await leadsQuery(db).where(eq(landingContacts.tokenHash, hashLinkToken(token)));
  if (!row) throw new HttpError(404, TOKEN_NOT_FOUND);
  return {
    result: energyEstimateSchema.parse(row.result),
    answers: wizardAnswersSchema.parse(row.answers),
    createdAt: row.contact.createdAt.toISOString(),
    localManager:
      row.managerFirstName !== null && row.managerLastName !== null
        ? { firstName: row.managerFirstName, lastName: row.managerLastName }
        : null,
    network:
      row.networkName !== null && row.networkCode !== null ? { name: row.networkName, code: row.networkCode } : null,
  };
}

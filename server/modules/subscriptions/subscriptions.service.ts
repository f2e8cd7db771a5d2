import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addMonths, formatIsoDate, romeCalendarDate } from '../../../domain/rules/calendar.ts';
import { SUBSCRIPTION } from '../../../domain/rules/constants.ts';
import { AGREEMENT_NOT_ACCEPTED } from '../../../domain/rules/messages.ts';
import { priceWithVat } from '../../../domain/rules/money.ts';
import type { Checkout, Subscription, SubscriptionTemplate } from '../../../domain/schemas/subscriptions.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { agreementAcceptances, subscriptionTemplates, subscriptions, userRoles } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { notify } from '../../notices/notify.ts';
import { activeRoleTemplates, subscriptionViews, templateViews } from './subscriptions.repository.ts';

type Bank = AppConfig['bankTransfer'];

/** Roles a caller may subscribe for: any they hold that is not suspended. */
const subscribableRoleIds = (caller: Caller) =>
  caller.roles.filter((role) => role.status !== 'Suspended').map((role) => role.roleId);

export async function templatesForCaller(db: Database, caller: Caller): Promise<SubscriptionTemplate[]> {
  return templateViews(db, await activeRoleTemplates(db, subscribableRoleIds(caller)));
}

/** Whether the caller's roles require the mandatory subscription (the HubHead role entity of spec section 4). */
export async function mandatorySubscriptionRequired(db: Database, caller: Caller): Promise<boolean> {
  const activeHubHead = caller.roles.some(
    (role) => role.status === 'Active' && role.roleId === SUBSCRIPTION.roleEntityId,
  );
  if (!activeHubHead) return false;
  return (
    (await activeRoleTemplates(db, [SUBSCRIPTION.roleEntityId], eq(subscriptionTemplates.mandatory, true))).length > 0
  );
}

const paymentReference = () => `HW-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * A subscription request: Pending until back office sees the bank transfer. Agreements of the template must be
 * accepted.
 */
export async function checkout(db: Database, caller: Caller, input: Checkout, bank: Bank): Promise<Subscription> {
  const [template] = (await activeRoleTemplates(db, subscribableRoleIds(caller))).filter(
    (row) => row.id === input.templateId,
  );
  if (!template) throw new HttpError(404, 'Abbonamento non disponibile per i tuoi ruoli.');
  const [view] = await templateViews(db, [template]);
  const missing = (view?.agreements ?? []).filter((agreement) => !input.acceptedAgreementIds.includes(agreement.id));
  if (missing.length > 0)
    throw new HttpError(400, 'Dati non validi', [{ path: 'acceptedAgreementIds', message: AGREEMENT_NOT_ACCEPTED }]);
  const pending = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.profileId, caller.profileId),
        eq(subscriptions.templateId, template.id),
        eq(subscriptions.status, 'Pending'),
      ),
    );
  if (pending.length > 0)
    throw new HttpError(409, 'Hai già una richiesta in attesa di conferma per questo abbonamento.');
  const price = priceWithVat(template.unitCostCents, template.vatPercentage);
  return db.transaction(async (tx) => {
    for (const agreement of view?.agreements ?? []) {
      await tx
        .insert(agreementAcceptances)
        .values({ profileId: caller.profileId, agreementId: agreement.id })
        .onConflictDoNothing();
    }
    const [row] = await tx
      .insert(subscriptions)
      .values({
        profileId: caller.profileId,
        templateId: template.id,
        status: 'Pending',
        entityType: template.entityType,
        entityId: template.entityId,
        ...price,
        paymentReference: paymentReference(),
      })
      .returning({ id: subscriptions.id });
    return subscriptionById(tx, row?.id ?? '', bank);
  });
}

export async function subscriptionById(db: Database, id: string, bank: Bank): Promise<Subscription> {
  const [found] = await subscriptionViews(db, eq(subscriptions.id, id), bank);
  if (!found) throw new HttpError(404, 'Abbonamento non trovato');
  return found;
}

export const subscriptionsOf = (db: Database, profileId: string, bank: Bank) =>
  subscriptionViews(db, eq(subscriptions.profileId, profileId), bank);

export const subscriptionsByStatus = (db: Database, status: Subscription['status'] | undefined, bank: Bank) =>
  subscriptionViews(db, status ? eq(subscriptions.status, status) : undefined, bank);

async function pendingRow(db: Database, id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new HttpError(404, 'Abbonamento non trovato');
  if (row.status !== 'Pending')
    throw new HttpError(409, 'Solo una richiesta in attesa può essere confermata o rifiutata.');
  return row;
}

/** Back office saw the transfer: Confirmed until the template's interval ends; the role it is for becomes Active. */
export async function confirmSubscription(db: Database, id: string, decidedBy: string, now: Date): Promise<void> {
  const row = await pendingRow(db, id);
  const [template] = await db.select().from(subscriptionTemplates).where(eq(subscriptionTemplates.id, row.templateId));
  const months = template?.expirationIntervalMonths ?? null;
  const expirationDate = months === null ? null : formatIsoDate(addMonths(romeCalendarDate(now), months));
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ status: 'Confirmed', expirationDate, decidedAt: now, decidedBy })
      .where(eq(subscriptions.id, id));
    if (row.entityType === 'Role') {
      await tx
        .update(userRoles)
        .set({ status: 'Active', page: null })
        .where(
          and(
            eq(userRoles.profileId, row.profileId),
            eq(userRoles.roleId, row.entityId),
            eq(userRoles.status, 'Pending'),
          ),
        );
    }
    await notify(tx, row.profileId, {
      kind: 'subscription.confirmed',
      title: 'Abbonamento attivo',
      body: `Abbiamo ricevuto il bonifico ${row.paymentReference}: l'abbonamento «${template?.name ?? ''}» è attivo${expirationDate ? ` fino al ${expirationDate.split('-').reverse().join('/')}` : ''}.`,
      link: '/home',
    });
  });
}

export async function rejectSubscription(
  db: Database,
  id: string,
  decidedBy: string,
  reason: string,
  now: Date,
): Promise<void> {
  const row = await pendingRow(db, id);
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ status: 'Rejected', rejectionReason: reason, decidedAt: now, decidedBy })
      .where(eq(subscriptions.id, id));
    await notify(tx, row.profileId, {
      kind: 'subscription.rejected',
      title: 'Richiesta di abbonamento rifiutata',
      body: `La richiesta ${row.paymentReference} è stata rifiutata: ${reason}`,
      link: '/subscription-checkout',
    });
  });
}

/** The items of GET /profile/init (spec section 3, "Subscription item"), from the caller's subscriptions. */
export const initSubscriptionItems = (rows: readonly Subscription[]) =>
  rows.map((row) => ({
    status: row.status,
    expirationDate: row.expirationDate,
    entityType: row.entityType,
    entity_id: row.entityId,
  }));

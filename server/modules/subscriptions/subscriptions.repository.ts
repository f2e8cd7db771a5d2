import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Subscription, SubscriptionTemplate } from '../../../domain/schemas/subscriptions.ts';
import { priceWithVat } from '../../../domain/rules/money.ts';
import type { Database } from '../../db/client.ts';
import {
  agreements,
  profiles,
  subscriptionTemplateAgreements,
  subscriptionTemplates,
  subscriptions,
} from '../../db/schema/index.ts';

export type TemplateRow = typeof subscriptionTemplates.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function templateViews(db: Database, rows: TemplateRow[]): Promise<SubscriptionTemplate[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      templateId: subscriptionTemplateAgreements.templateId,
      id: agreements.id,
      title: agreements.title,
      body: agreements.body,
    })
    .from(subscriptionTemplateAgreements)
    .innerJoin(agreements, eq(agreements.id, subscriptionTemplateAgreements.agreementId))
    .where(
      inArray(
        subscriptionTemplateAgreements.templateId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => {
    const { vatCents, totalCents } = priceWithVat(row.unitCostCents, row.vatPercentage);
    return {
      id: row.id,
      name: row.name,
      entityType: row.entityType,
      entityId: row.entityId,
      unitCostCents: row.unitCostCents,
      vatPercentage: row.vatPercentage,
      vatCents,
      totalCents,
      costType: row.costType,
      expirationIntervalMonths: row.expirationIntervalMonths,
      mandatory: row.mandatory,
      agreements: links
        .filter((link) => link.templateId === row.id)
        .map(({ id, title, body }) => ({ id, title, body })),
    };
  });
}

export async function activeRoleTemplates(db: Database, roleIds: number[], extra?: SQL): Promise<TemplateRow[]> {
  if (roleIds.length === 0) return [];
  return db
    .select()
    .from(subscriptionTemplates)
    .where(
      and(
        eq(subscriptionTemplates.active, true),
        eq(subscriptionTemplates.entityType, 'Role'),
        inArray(subscriptionTemplates.entityId, roleIds),
        extra,
      ),
    )
    .orderBy(subscriptionTemplates.unitCostCents);
}

/**
 * Subscriptions with their template and subscriber, newest first; Confirmed ones before the others of the same entity.
 */
export async function subscriptionViews(
  db: Database,
  where: SQL | undefined,
  bank: { beneficiary: string; iban: string },
): Promise<Subscription[]> {
  const rows = await db
    .select({ subscription: subscriptions, templateName: subscriptionTemplates.name, profile: profiles })
    .from(subscriptions)
    .innerJoin(subscriptionTemplates, eq(subscriptionTemplates.id, subscriptions.templateId))
    .innerJoin(profiles, eq(profiles.id, subscriptions.profileId))
    .where(where)
    .orderBy(sql`case when ${subscriptions.status} = 'Confirmed' then 0 else 1 end`, desc(subscriptions.createdAt));
  return rows.map(({ subscription, templateName, profile }) => view(subscription, templateName, profile, bank));
}

function view(
  row: SubscriptionRow,
  templateName: string,
  profile: typeof profiles.$inferSelect,
  bank: { beneficiary: string; iban: string },
): Subscription {
  return {
    id: row.id,
    templateName,
    status: row.status as Subscription['status'],
    entityType: row.entityType,
    entityId: row.entityId,
    netCents: row.netCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    expirationDate: row.expirationDate,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    bankTransfer: { ...bank, reference: row.paymentReference },
    subscriber: { id: profile.id, name: `${profile.firstName} ${profile.lastName}`, email: profile.email },
  };
}

import { eq } from 'drizzle-orm';
import { appRoles } from '../../domain/auth/roles.ts';
import { addMonths, formatIsoDate, romeCalendarDate } from '../../domain/rules/calendar.ts';
import { priceWithVat } from '../../domain/rules/money.ts';
import type { Transaction } from '../db/client.ts';
import {
  agreementAcceptances,
  agreements,
  subscriptionTemplateAgreements,
  subscriptionTemplates,
  subscriptions,
} from '../db/schema/index.ts';

export async function acceptRequiredAgreements(tx: Transaction, profileId: string): Promise<void> {
  const required = await tx.select({ id: agreements.id }).from(agreements).where(eq(agreements.required, true));
  if (required.length > 0)
    await tx.insert(agreementAcceptances).values(required.map(({ id }) => ({ profileId, agreementId: id })));
}

const demoTemplates = [
  { name: 'Capo hub · annuale', entityId: appRoles.HubHead, unitCostCents: 60_000, mandatory: true },
  { name: 'Professionista · annuale', entityId: appRoles.Designer, unitCostCents: 24_000, mandatory: false },
  { name: 'Specialista · annuale', entityId: appRoles.Specialist, unitCostCents: 36_000, mandatory: false },
  { name: 'Studio di progettazione · annuale', entityId: appRoles.HWDesigner, unitCostCents: 48_000, mandatory: false },
] as const;

/** Demo price list (22% VAT, one year, with the subscription conditions) and the hub head's paid-up subscription. */
export async function seedDemoSubscriptions(
  tx: Transaction,
  sellerOrganizationId: string,
  profileIds: Map<string, string>,
): Promise<void> {
  const [conditions] = await tx.select().from(agreements).where(eq(agreements.kind, 'subscription-terms'));
  const templates = await tx
    .insert(subscriptionTemplates)
    .values(
      demoTemplates.map((template) => ({
        ...template,
        entityType: 'Role',
        vatPercentage: 22,
        costType: 'annuale',
        expirationIntervalMonths: 12,
        sellerOrganizationId,
      })),
    )
    .returning();
  if (conditions) {
    await tx
      .insert(subscriptionTemplateAgreements)
      .values(templates.map((template) => ({ templateId: template.id, agreementId: conditions.id })));
  }
  const hubTemplate = templates.find((template) => template.entityId === appRoles.HubHead);
  const hubHead = profileIds.get('hubhead@demo.example');
  if (!hubTemplate || !hubHead) return;
  const expirationDate = formatIsoDate(addMonths(romeCalendarDate(new Date()), 12));
  await tx.insert(subscriptions).values({
    profileId: hubHead,
    templateId: hubTemplate.id,
    status: 'Confirmed',
    entityType: 'Role',
    entityId: appRoles.HubHead,
    ...priceWithVat(hubTemplate.unitCostCents, hubTemplate.vatPercentage),
    paymentReference: 'HW-DEMO000001',
    expirationDate,
    decidedAt: new Date(),
  });
}

import { boolean, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agreements } from './agreements.ts';
import { organizations, profiles } from './network.ts';

/** What can be subscribed (spec section 3, "Subscription template"); money in integer cents, VAT in percent. */
export const subscriptionTemplates = pgTable('subscription_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  entityType: text('entity_type').notNull(),
  entityId: integer('entity_id').notNull(),
  unitCostCents: integer('unit_cost_cents').notNull(),
  vatPercentage: integer('vat_percentage').notNull(),
  costType: text('cost_type').notNull(),
  expirationIntervalMonths: integer('expiration_interval_months'),
  /** The role it is for cannot be used without it (spec section 4, mandatory subscription). */
  mandatory: boolean('mandatory').notNull().default(false),
  sellerOrganizationId: uuid('seller_organization_id').references(() => organizations.id),
  applicationId: integer('application_id'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptionTemplateAgreements = pgTable(
  'subscription_template_agreements',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => subscriptionTemplates.id, { onDelete: 'cascade' }),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id),
  },
  (table) => [primaryKey({ columns: [table.templateId, table.agreementId] })],
);

/** A user's subscription: Pending until back office confirms the bank transfer, then Confirmed until it expires. */
export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  profileId: uuid('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  templateId: uuid('template_id')
    .notNull()
    .references(() => subscriptionTemplates.id),
  status: text('status').notNull(),
  entityType: text('entity_type').notNull(),
  entityId: integer('entity_id').notNull(),
  netCents: integer('net_cents').notNull(),
  vatCents: integer('vat_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  paymentReference: text('payment_reference').notNull().unique(),
  expirationDate: date('expiration_date'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: uuid('decided_by').references(() => profiles.id),
  rejectionReason: text('rejection_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

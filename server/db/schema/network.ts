import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const networks = pgTable('networks', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  description: text('description'),
  /** The network's kind (domain/network/network-types.ts), 'ControlManager' among them (spec section 6). */
  type: text('type').notNull().default('HappyWay'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    vatNumber: text('vat_number').unique(),
    fiscalCode: text('fiscal_code'),
    phone: text('phone'),
    address: text('address'),
    street: text('street'),
    houseNumber: text('house_number'),
    zip: text('zip'),
    city: text('city'),
    province: text('province'),
    nation: text('nation'),
    /** PEC (certified e-mail) and SDI code of electronic invoicing (spec section 3, head-of-network data). */
    certifiedEmail: text('certified_email'),
    electronicInvoicingCode: text('electronic_invoicing_code'),
    /** The public profile step of the registration flows. */
    publicDescription: text('public_description'),
    website: text('website'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organizations_province_idx').on(table.province)],
);

/** The user profile of spec section 3; `subject` is the issuer's `sub` for this person. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull().unique(),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').unique(),
    fiscalCode: text('fiscal_code'),
    userType: text('user_type').notNull().default('Basic'),
    platformId: text('platform_id').notNull().default('HDHome'),
    bio: text('bio'),
    dob: date('dob'),
    avatar: text('avatar'),
    placeOfBirth: text('place_of_birth'),
    /** Free-text extra skills (spec section 3, skillDescription). */
    skillDescription: text('skill_description'),
    enabled: boolean('enabled').notNull().default(true),
    networkId: uuid('network_id').references(() => networks.id),
    organizationId: uuid('organization_id').references(() => organizations.id),
    /** Chosen at registration (public profile step): the professional is listed in the agora across networks. */
    agoraVisible: boolean('agora_visible').notNull().default(false),
    /**
     * The external issuer whose `sub` the first login bound into `subject` (server/auth/account-linking.ts); null while
     * `subject` is an account of the embedded issuer or a placeholder waiting for that first login. Set once, never
     * again.
     */
    subjectIssuer: text('subject_issuer'),
    /**
     * Suspension, rejection or role removal ended the person's sessions then: tokens issued until that second are
     * refused.
     */
    sessionsEndedAt: timestamp('sessions_ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profiles_network_idx').on(table.networkId),
    index('profiles_organization_idx').on(table.organizationId),
    // The directories' `q` (name and e-mail, ILIKE '%…%'): a trigram index (pg_trgm) over the very expression searched.
    index('profiles_directory_search_trgm_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email}) gin_trgm_ops`,
    ),
    // The same by name alone, for a caller who does not see e-mails (the agora).
    index('profiles_name_search_trgm_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
  ],
);

/** The platform roles of spec section 6 (ids fixed in domain/auth/roles.ts). */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
});

/** A role held by a user, with its status (Active, Pending, Waiting, Suspended) and the page of a Pending role. */
export const userRoles = pgTable(
  'user_roles',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    status: text('status').notNull(),
    page: text('page'),
    /** Why back office rejected or suspended the role, shown to the user. */
    statusReason: text('status_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.roleId] })],
);

/** One-off facts about this database (for example that the demo seed ran). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

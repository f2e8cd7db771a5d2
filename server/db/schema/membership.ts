import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { repositoryObjects } from './files.ts';
import { networks, organizations, profiles } from './network.ts';

/**
 * An invitation to join a network with a role (spec sections 1 and 7): the e-mailed link carries a single-use token,
 * stored only as its SHA-256 hash; it expires at `expiresAt` and is spent when `usedAt` is set.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: uuid('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    roleName: text('role_name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => profiles.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => profiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invitations_network_idx').on(table.networkId, table.createdAt),
    index('invitations_email_idx').on(table.email),
  ],
);

/** Skill catalogue (spec sections 3 and 7, /profile/skill*): categories and their skills. */
export const skillCategories = pgTable('skill_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const skills = pgTable('skills', {
  id: uuid('id').primaryKey().defaultRandom(),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => skillCategories.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/** The skills a network declares (back office's "network skills" tab, spec section 2). */
export const networkSkills = pgTable(
  'network_skills',
  {
    networkId: uuid('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.networkId, table.skillId] })],
);

/** The skills a professional chose; free-text extra skills live on the profile (`skillDescription`). */
export const profileSkills = pgTable(
  'profile_skills',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.skillId] }),
    index('profile_skills_skill_idx').on(table.skillId, table.profileId),
  ],
);

/** The legal representative of an organization (spec section 7, legalcontact). */
export const legalContacts = pgTable('legal_contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  fiscalCode: text('fiscal_code').notNull(),
  email: text('email'),
  phone: text('phone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The designer profile of spec section 3; money in integer cents (bigint). */
export const designerProfiles = pgTable('designer_profiles', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  chamberOfCommerceNumber: text('chamber_of_commerce_number'),
  taxCode: text('tax_code'),
  professionalCategory: text('professional_category'),
  yearsOfExperience: integer('years_of_experience'),
  employeesNumber: integer('employees_number'),
  collaboratorsNumber: integer('collaborators_number'),
  averageCostOfWork: bigint('average_cost_of_work', { mode: 'number' }),
  cvObjectId: uuid('cv_object_id').references(() => repositoryObjects.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { networks, profiles } from './network.ts';
import { roleAssignmentColumns } from './role-assignments.ts';

/**
 * A condominium (spec sections 3 and 7): its 11-digit fiscal code is unique across the platform; its address has the
 * parts geolocation needs (spec section 5).
 */
export const condominiums = pgTable(
  'condominiums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    fiscalCode: text('fiscal_code').notNull().unique(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    nation: text('nation').notNull(),
    administratorName: text('administrator_name').notNull(),
    administratorEmail: text('administrator_email'),
    networkId: uuid('network_id').references(() => networks.id),
    createdBy: uuid('created_by').references(() => profiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('condominiums_network_idx').on(table.networkId)],
);

/** Who holds which role on which condominium (role names of the catalogue, as on projects). */
export const condominiumRoles = pgTable(
  'condominium_roles',
  {
    condominiumId: uuid('condominium_id')
      .notNull()
      .references(() => condominiums.id, { onDelete: 'cascade' }),
    ...roleAssignmentColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.condominiumId, table.profileId, table.role] }),
    index('condominium_roles_profile_idx').on(table.profileId),
  ],
);

/** A building of a condominium, with the APE classes declared before and after the works. */
export const buildings = pgTable(
  'buildings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    condominiumId: uuid('condominium_id')
      .notNull()
      .references(() => condominiums.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    apeClassBefore: text('ape_class_before'),
    apeClassAfter: text('ape_class_after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('buildings_condominium_idx').on(table.condominiumId, table.createdAt)],
);

/** A stair of a building: its dwellings, floors, heated area (m²), year and typology feed the energy estimate. */
export const stairs = pgTable(
  'stairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    units: integer('units').notNull(),
    floors: integer('floors').notNull(),
    heatedAreaSqm: doublePrecision('heated_area_sqm').notNull(),
    constructionYear: integer('construction_year').notNull(),
    typology: text('typology').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stairs_building_idx').on(table.buildingId, table.createdAt)],
);

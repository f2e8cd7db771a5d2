import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apartmentTypes } from './catalogue.ts';
import { networks, profiles } from './network.ts';
import { roleAssignmentColumns } from './role-assignments.ts';
import { condominiums } from './property.ts';

/**
 * A project (spec section 3): money in integer cents (bigint), never a float; `status` follows the transition table of
 * domain/projects; `parentId` links a bank-service (TechValidation) child to its project.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    amount: bigint('amount', { mode: 'number' }),
    financing: bigint('financing', { mode: 'number' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    networkId: uuid('network_id').references(() => networks.id),
    assigneeId: uuid('assignee_id').references(() => profiles.id),
    professionalCategory: text('professional_category'),
    /** The apartment type of the catalogue; a type still named here cannot be deleted (no cascade). */
    apartmentTypeId: uuid('apartment_type_id').references(() => apartmentTypes.id),
    parentId: uuid('parent_id'),
    /** The condominium a bank-service (TechValidation) project validates (issue 20). */
    condominiumId: uuid('condominium_id').references(() => condominiums.id),
    createdBy: uuid('created_by').references(() => profiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('projects_status_idx').on(table.status),
    // The list filtered by status and sorted by name (the dashboards, the bench query) walks this index in order.
    index('projects_status_name_idx').on(table.status, table.name, table.id),
    index('projects_network_idx').on(table.networkId),
    index('projects_assignee_idx').on(table.assigneeId),
    index('projects_apartment_type_idx').on(table.apartmentTypeId),
    // The default order of the list and the export (createdAt desc, nulls last, then id asc), exactly, to walk in
    // order.
    index('projects_created_at_desc_idx').on(table.createdAt.desc().nullsLast(), table.id),
    index('projects_name_idx').on(table.name, table.id),
    index('projects_parent_idx').on(table.parentId),
    index('projects_condominium_idx').on(table.condominiumId),
    // `q` searches name and description with ILIKE '%…%': trigram indexes (pg_trgm) answer it without a full scan.
    index('projects_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('projects_description_trgm_idx').using('gin', table.description.op('gin_trgm_ops')),
  ],
);

/** Who holds which role on which project (role names of the catalogue in domain/auth/roles.ts, e.g. coach). */
export const projectRoles = pgTable(
  'project_roles',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ...roleAssignmentColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.profileId, table.role] }),
    index('project_roles_profile_idx').on(table.profileId),
  ],
);

/** Every status change of a project: who, when, from, to. */
export const projectStatusChanges = pgTable(
  'project_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => profiles.id),
    note: text('note'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_status_changes_project_idx').on(table.projectId, table.changedAt)],
);

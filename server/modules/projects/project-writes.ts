import { and, eq, inArray } from 'drizzle-orm';
import { appRoles } from '../../../domain/auth/roles.ts';
import { finalProjectStatuses, type ProjectStatus } from '../../../domain/projects/catalogue.ts';
import { PROJECT_MESSAGES } from '../../../domain/projects/messages.ts';
import { managerOnlyProjectFields, projectPermissions } from '../../../domain/projects/permissions.ts';
import type { ProjectInput, ProjectRecord } from '../../../domain/projects/schemas.ts';
import type { Row } from '../../crud/store.ts';
import type { Database } from '../../db/client.ts';
import { apartmentTypes, networks, profiles, projects, projectStatusChanges, userRoles } from '../../db/schema/index.ts';
import { isBackOffice, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { notify } from '../notifications/notifications.service.ts';
import { actorOf, projectRecord, recordColumnsOf, subjectOf } from './project-rows.ts';

const designerRoleIds = [appRoles.Designer, appRoles.HWDesigner];

const fieldError = (status: number, path: string, message: string) => new HttpError(status, message, [{ path, message }]);

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** 'YYYY-MM-DD' is midnight UTC of that day; an ISO date-time is taken as it is. */
export function receivedAtOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
}

/**
 * The project's network: back office names any existing one; a hub head only their own (and null means their own).
 */
async function networkFor(db: Database, caller: Caller, requested: string | null): Promise<string> {
  const networkId = requested ?? (isBackOffice(caller) ? null : caller.networkId);
  if (networkId === null) throw fieldError(400, 'networkId', PROJECT_MESSAGES.networkRequired);
  if (!isBackOffice(caller) && networkId !== caller.networkId) throw fieldError(403, 'networkId', PROJECT_MESSAGES.networkNotOwn);
  const [network] = await db.select({ id: networks.id }).from(networks).where(eq(networks.id, networkId));
  if (!network) throw fieldError(400, 'networkId', PROJECT_MESSAGES.networkUnknown);
  return networkId;
}

/** An assignee must be an enabled profile with an Active Designer or HWDesigner role; a hub head picks in their network. */
async function checkAssignee(db: Database, caller: Caller, assigneeId: string | null): Promise<void> {
  if (assigneeId === null) return;
  const [designer] = await db.select({ networkId: profiles.networkId }).from(profiles)
    .innerJoin(userRoles, eq(userRoles.profileId, profiles.id))
    .where(and(eq(profiles.id, assigneeId), eq(profiles.enabled, true), inArray(userRoles.roleId, designerRoleIds), eq(userRoles.status, 'Active')))
    .limit(1);
  if (!designer) throw fieldError(400, 'assigneeId', PROJECT_MESSAGES.assigneeNotDesigner);
  if (!isBackOffice(caller) && designer.networkId !== caller.networkId) throw fieldError(400, 'assigneeId', PROJECT_MESSAGES.assigneeOutsideNetwork);
}

/** An apartment type, when named, must be in the catalogue (a 400 on the field, rather than the database's refusal). */
async function checkApartmentType(db: Database, apartmentTypeId: string | null): Promise<void> {
  if (apartmentTypeId === null) return;
  const [found] = await db.select({ id: apartmentTypes.id }).from(apartmentTypes).where(eq(apartmentTypes.id, apartmentTypeId));
  if (!found) throw fieldError(400, 'apartmentTypeId', PROJECT_MESSAGES.apartmentTypeUnknown);
}

/**
 * Server-set values of a new project: status Draft, creator, a checked network, assignee and apartment type, the
 * received day.
 */
export async function projectCreateValues(db: Database, caller: Caller, input: Row): Promise<CreateValues> {
  const networkId = await networkFor(db, caller, textOrNull(input.networkId));
  await checkAssignee(db, caller, textOrNull(input.assigneeId));
  await checkApartmentType(db, textOrNull(input.apartmentTypeId));
  return { networkId, status: 'Draft', createdBy: caller.profileId, receivedAt: receivedAtOf(input.receivedAt) };
}

type CreateValues = {
  networkId: string;
  status: ProjectStatus;
  createdBy: string;
  receivedAt: Date | null;
};

/**
 * POST /project/project: the same create as the generated POST /happyway/projects, with the project, its first
 * history entry and the assignee's notice in one transaction.
 */
export async function createProject(db: Database, caller: Caller, input: ProjectInput): Promise<ProjectRecord> {
  const values = { ...input, ...(await projectCreateValues(db, caller, input)) };
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(projects).values(values).returning();
    if (!inserted) throw new Error('project not inserted');
    await recordCreation(tx, caller, inserted);
    return inserted;
  });
  return projectRecord(db, recordColumnsOf(row));
}

/**
 * Who may change what: a verified or cancelled project is closed (409); back office and the network's hub head change
 * everything, the assigned designer only the descriptive fields (403 otherwise); the status never moves here.
 */
export async function projectUpdateValues(db: Database, caller: Caller, current: Row, input: Row): Promise<Row> {
  const subject = subjectOf({ status: String(current.status), assigneeId: textOrNull(current.assigneeId), networkId: textOrNull(current.networkId) });
  if (finalProjectStatuses.includes(subject.status)) throw new HttpError(409, PROJECT_MESSAGES.finalStatusEdit);
  const permissions = projectPermissions(subject, actorOf(caller));
  if (!permissions.edit) throw new HttpError(403, PROJECT_MESSAGES.editForbidden);
  const apartmentTypeId = textOrNull(input.apartmentTypeId);
  if (apartmentTypeId !== textOrNull(current.apartmentTypeId)) await checkApartmentType(db, apartmentTypeId);
  const values: Row = { receivedAt: receivedAtOf(input.receivedAt), updatedAt: new Date() };
  if (!permissions.editAll) {
    const changed = managerOnlyProjectFields.filter((field) => (input[field] ?? null) !== (current[field] ?? null));
    if (changed.length > 0) {
      throw new HttpError(403, PROJECT_MESSAGES.designerFieldsOnly, changed.map((path) => ({ path, message: PROJECT_MESSAGES.designerFieldsOnly })));
    }
    return values;
  }
  const networkId = await networkFor(db, caller, textOrNull(input.networkId));
  const assigneeId = textOrNull(input.assigneeId);
  if (assigneeId !== subject.assigneeId) await checkAssignee(db, caller, assigneeId);
  return { ...values, networkId };
}

async function noticeToAssignee(db: Database, caller: Caller, row: Row): Promise<void> {
  const assigneeId = textOrNull(row.assigneeId);
  if (assigneeId === null || assigneeId === caller.profileId) return;
  await notify(db, assigneeId, {
    kind: 'project.assigned',
    title: 'Nuovo progetto assegnato',
    body: `Ti è stato assegnato il progetto «${String(row.name)}».`,
    link: `/projects/show/${String(row.id)}`,
  });
}

/** The first history entry of a new project (from nothing to Draft) and the assignee's notice. */
async function recordCreation(db: Database, caller: Caller, row: Row): Promise<void> {
  await db.insert(projectStatusChanges).values({ projectId: String(row.id), fromStatus: null, toStatus: String(row.status), changedBy: caller.profileId });
  await noticeToAssignee(db, caller, row);
}

/** After the generated create: its creation record; after an update, the notice of a new assignee. */
export async function afterProjectWrite(db: Database, caller: Caller, row: Row, action: 'create' | 'update', before: Row | undefined): Promise<void> {
  if (action === 'create') {
    await db.transaction((tx) => recordCreation(tx, caller, row));
    return;
  }
  if (before && textOrNull(before.assigneeId) !== textOrNull(row.assigneeId)) await noticeToAssignee(db, caller, row);
}

import { and, eq, inArray } from 'drizzle-orm';
import { appRoles } from '../../../domain/auth/roles.ts';
import { projectPolicy } from '../../../domain/policies/projects.ts';
import { finalProjectStatuses } from '../../../domain/projects/catalogue.ts';
import { PROJECT_MESSAGES } from '../../../domain/projects/messages.ts';
import { managerOnlyProjectFields, projectPermissions } from '../../../domain/projects/permissions.ts';
import type { ProjectInput } from '../../../domain/projects/schemas.ts';
import type { ValuesOf, WriteContext } from '../../crud/unit.ts';
import type { Database } from '../../db/client.ts';
import {
  apartmentTypes,
  networks,
  profiles,
  projects,
  projectStatusChanges,
  userRoles,
} from '../../db/schema/index.ts';
import { allows, type Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { notify } from '../../notices/notify.ts';
import { actorOf, subjectOf, type StoredProject } from './project-rows.ts';

const designerRoleIds = [appRoles.Designer, appRoles.HWDesigner];

const fieldError = (status: number, path: string, message: string) =>
  new HttpError(status, message, [{ path, message }]);

/** 'YYYY-MM-DD' is midnight UTC of that day; an ISO date-time is taken as it is. */
function receivedAtOf(value: string | null): Date | null {
  if (value === null) return null;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
}

/**
 * The project's network: back office names any existing one; a hub head only their own (and null means their own).
 */
async function networkFor(db: Database, caller: Caller, requested: string | null): Promise<string> {
  const anyNetwork = allows(caller, projectPolicy.choosesNetwork);
  const networkId = requested ?? (anyNetwork ? null : caller.networkId);
  if (networkId === null) throw fieldError(400, 'networkId', PROJECT_MESSAGES.networkRequired);
  if (!anyNetwork && networkId !== caller.networkId) throw fieldError(403, 'networkId', PROJECT_MESSAGES.networkNotOwn);
  const [network] = await db.select({ id: networks.id }).from(networks).where(eq(networks.id, networkId));
  if (!network) throw fieldError(400, 'networkId', PROJECT_MESSAGES.networkUnknown);
  return networkId;
}

/**
 * An assignee must be an enabled profile with an Active Designer or HWDesigner role; a hub head picks in their network.
 */
async function checkAssignee(db: Database, caller: Caller, assigneeId: string | null): Promise<void> {
  if (assigneeId === null) return;
  const [designer] = await db
    .select({ networkId: profiles.networkId })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.profileId, profiles.id))
    .where(
      and(
        eq(profiles.id, assigneeId),
        eq(profiles.enabled, true),
        inArray(userRoles.roleId, designerRoleIds),
        eq(userRoles.status, 'Active'),
      ),
    )
    .limit(1);
  if (!designer) throw fieldError(400, 'assigneeId', PROJECT_MESSAGES.assigneeNotDesigner);
  if (!allows(caller, projectPolicy.choosesNetwork) && designer.networkId !== caller.networkId)
    throw fieldError(400, 'assigneeId', PROJECT_MESSAGES.assigneeOutsideNetwork);
}

/** An apartment type, when named, must be in the catalogue (a 400 on the field, rather than the database's refusal). */
async function checkApartmentType(db: Database, apartmentTypeId: string | null): Promise<void> {
  if (apartmentTypeId === null) return;
  const [found] = await db
    .select({ id: apartmentTypes.id })
    .from(apartmentTypes)
    .where(eq(apartmentTypes.id, apartmentTypeId));
  if (!found) throw fieldError(400, 'apartmentTypeId', PROJECT_MESSAGES.apartmentTypeUnknown);
}

/**
 * Server-set values of a new project: status Draft, creator, a checked network, assignee and apartment type, the
 * received day.
 */
export async function projectCreateValues(
  { db, caller }: WriteContext,
  input: ProjectInput,
): Promise<ValuesOf<typeof projects>> {
  const networkId = await networkFor(db, caller, input.networkId);
  await checkAssignee(db, caller, input.assigneeId);
  await checkApartmentType(db, input.apartmentTypeId);
  return { networkId, status: 'Draft', createdBy: caller.profileId, receivedAt: receivedAtOf(input.receivedAt) };
}

/**
 * Who may change what: a verified or cancelled project is closed (409); back office and the network's hub head change
 * everything, the assigned designer only the descriptive fields (403 otherwise); the status never moves here.
 */
export async function projectUpdateValues(
  { db, caller }: WriteContext,
  current: StoredProject,
  input: ProjectInput,
): Promise<ValuesOf<typeof projects>> {
  const subject = subjectOf(current);
  if (finalProjectStatuses.includes(subject.status)) throw new HttpError(409, PROJECT_MESSAGES.finalStatusEdit);
  const permissions = projectPermissions(subject, actorOf(caller));
  if (!permissions.edit) throw new HttpError(403, PROJECT_MESSAGES.editForbidden);
  if (input.apartmentTypeId !== current.apartmentTypeId) await checkApartmentType(db, input.apartmentTypeId);
  const values = { receivedAt: receivedAtOf(input.receivedAt), updatedAt: new Date() };
  if (!permissions.editAll) {
    const changed = managerOnlyProjectFields.filter((field) => input[field] !== current[field]);
    if (changed.length > 0) {
      throw new HttpError(
        403,
        PROJECT_MESSAGES.designerFieldsOnly,
        changed.map((path) => ({ path, message: PROJECT_MESSAGES.designerFieldsOnly })),
      );
    }
    return values;
  }
  const networkId = await networkFor(db, caller, input.networkId);
  if (input.assigneeId !== subject.assigneeId) await checkAssignee(db, caller, input.assigneeId);
  return { ...values, networkId };
}

async function noticeToAssignee({ db, caller }: WriteContext, row: StoredProject): Promise<void> {
  if (row.assigneeId === null || row.assigneeId === caller.profileId) return;
  await notify(db, row.assigneeId, {
    kind: 'project.assigned',
    title: 'Nuovo progetto assegnato',
    body: `Ti è stato assegnato il progetto «${row.name}».`,
    link: `/projects/show/${row.id}`,
  });
}

/** In the create's transaction: the first history entry (from nothing to Draft) and the assignee's notice. */
export async function recordProjectCreation(context: WriteContext, row: StoredProject): Promise<void> {
  await context.db
    .insert(projectStatusChanges)
    .values({ projectId: row.id, fromStatus: null, toStatus: row.status, changedBy: context.caller.profileId });
  await noticeToAssignee(context, row);
}

/** In the update's transaction: the notice of a new assignee. */
export async function recordProjectUpdate(
  context: WriteContext,
  row: StoredProject,
  before: StoredProject,
): Promise<void> {
  if (before.assigneeId !== row.assigneeId) await noticeToAssignee(context, row);
}

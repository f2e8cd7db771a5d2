import { eq } from 'drizzle-orm';
import { SITE_MESSAGES } from '../../../domain/construction-site/catalogue.ts';
import { condominiumPolicy } from '../../../domain/policies/condominiums.ts';
import { BANK_SERVICE_PROJECT_TYPE } from '../../../domain/projects/catalogue.ts';
import type { condominiumsResource } from '../../../domain/resources/condominiums.ts';
import type {
  BehaviourContext,
  CreateOf,
  RecordOf,
  StoredOf,
  UpdateOf,
  ValuesOf,
  WriteContext,
} from '../../crud/unit.ts';
import type { Database } from '../../db/client.ts';
import { condominiumRoles, condominiums, projects } from '../../db/schema/index.ts';
import { allows } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { visibleProjectRow } from '../projects/public.ts';
import { checkUniqueness } from '../uniqueness/public.ts';
import { mayEditCondominiums } from './condominium-access.ts';
import { buildingsOf } from './buildings.repository.ts';

type Declaration = typeof condominiumsResource;
type Values = ValuesOf<typeof condominiums>;

/**
 * The fiscal code check of spec section 5 (the same as `/property/condominium/checkfiscalcode`): 400 with its message.
 */
async function requireFreeFiscalCode(db: Database, fiscalCode: string, excluding?: string): Promise<void> {
  const result = await checkUniqueness(db, 'condominiumFiscalCode', fiscalCode, excluding);
  if (!result.valid)
    throw new HttpError(400, result.message ?? '', [{ path: 'fiscalCode', message: result.message ?? '' }]);
}

/** A TechValidation project the caller sees, which the new condominium will be the condominium of. */
async function requireBankProject(context: WriteContext, projectId: string): Promise<void> {
  const project = await visibleProjectRow(context.db, context.caller, projectId).catch(() => {
    throw new HttpError(400, SITE_MESSAGES.projectNotFound, [
      { path: 'projectId', message: SITE_MESSAGES.projectNotFound },
    ]);
  });
  if (project.type !== BANK_SERVICE_PROJECT_TYPE) {
    throw new HttpError(400, SITE_MESSAGES.projectNotTechValidation, [
      { path: 'projectId', message: SITE_MESSAGES.projectNotTechValidation },
    ]);
  }
}

/** Create: a free fiscal code; the caller's network unless back office chose one; the creator. */
export async function condominiumCreateValues(context: WriteContext, input: CreateOf<Declaration>): Promise<Values> {
  await requireFreeFiscalCode(context.db, input.fiscalCode);
  if (input.projectId) await requireBankProject(context, input.projectId);
  const networkId = allows(context.caller, condominiumPolicy.choosesNetwork)
    ? input.networkId
    : context.caller.networkId;
  return { networkId, createdBy: context.caller.profileId };
}

/** After the create, in its transaction: the project names it; a designer who made it holds the designer role on it. */
export async function recordCondominiumCreation(
  context: WriteContext,
  row: StoredOf<Declaration>,
  input: CreateOf<Declaration>,
): Promise<void> {
  if (input.projectId) {
    await context.db
      .update(projects)
      .set({ condominiumId: row.id, updatedAt: new Date() })
      .where(eq(projects.id, input.projectId));
  }
  if (allows(context.caller, condominiumPolicy.becomesDesignerOfCreated)) {
    await context.db.insert(condominiumRoles).values({
      condominiumId: row.id,
      profileId: context.caller.profileId,
      role: 'designer',
      assignedBy: context.caller.profileId,
    });
  }
}

/** Update: the fiscal code free but for this condominium; only back office moves it to another network. */
export async function condominiumUpdateValues(
  context: WriteContext,
  current: StoredOf<Declaration>,
  input: UpdateOf<Declaration>,
): Promise<Values> {
  await requireFreeFiscalCode(context.db, input.fiscalCode, current.id);
  return {
    networkId: allows(context.caller, condominiumPolicy.choosesNetwork) ? input.networkId : current.networkId,
    updatedAt: new Date(),
  };
}

/** Whether the caller may edit, and with the `buildings` projection the buildings with their stairs. */
export async function decorateCondominiums(
  context: BehaviourContext,
  rows: StoredOf<Declaration>[],
): Promise<Omit<RecordOf<Declaration>, 'networkName'>[]> {
  const canEdit = mayEditCondominiums(context.caller);
  const withBuildings = context.extend.includes('buildings')
    ? await buildingsOf(
        context.db,
        rows.map((row) => row.id),
      )
    : null;
  return rows.map((row) => ({ ...row, canEdit, ...(withBuildings && { buildings: withBuildings.get(row.id) ?? [] }) }));
}

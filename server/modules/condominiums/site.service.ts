import { and, eq, max, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { progressEntryProblems } from '../../../domain/construction-site/checks.ts';
import { SITE_MESSAGES, stageCategoryPrefix, stageKeyOf } from '../../../domain/construction-site/catalogue.ts';
import type {
  progressInputSchema,
  siteInputSchema,
  SiteView,
  workInputSchema,
} from '../../../domain/construction-site/schemas.ts';
import { formatIsoDate, romeCalendarDate } from '../../../domain/rules/calendar.ts';
import type { Database } from '../../db/client.ts';
import {
  buildings,
  constructionSites,
  repositoryObjects,
  siteProgress,
  siteProgressChanges,
  siteWorks,
  stairs,
} from '../../db/schema/index.ts';
import type { FileStore } from '../../files/file-store.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { deleteObjects } from '../repository-objects/public.ts';
import { editableCondominium, mayEditCondominiums, visibleCondominium } from './condominium-access.ts';
import { ofCondominium, siteView, siteWorksOf } from './site.repository.ts';

type SiteInput = z.output<typeof siteInputSchema>;
type WorkInput = z.output<typeof workInputSchema>;
type ProgressInput = z.output<typeof progressInputSchema>;

const badRequest = (path: string, message: string) => new HttpError(400, message, [{ path, message }]);

export async function readSite(db: Database, caller: Caller, id: string): Promise<SiteView> {
  await visibleCondominium(db, caller, id);
  return siteView(db, id, mayEditCondominiums(caller));
}

function requireOrderedDates(input: SiteInput): void {
  if (input.plannedEndDate !== null && input.plannedEndDate < input.startDate)
    throw badRequest('plannedEndDate', SITE_MESSAGES.endBeforeStart);
}

/** POST /happyway/cantiere/condominiums/{id}: opens the site (409 when it is open already). */
export async function openSite(db: Database, caller: Caller, id: string, input: SiteInput): Promise<SiteView> {
  await editableCondominium(db, caller, id);
  requireOrderedDates(input);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(constructionSites)
      .values({ condominiumId: id, ...input, updatedBy: caller.profileId })
      .onConflictDoNothing()
      .returning({ id: constructionSites.condominiumId });
    if (inserted.length === 0) throw new HttpError(409, SITE_MESSAGES.siteExists);
    return siteView(tx, id, true);
  });
}

/** PUT /happyway/cantiere/condominiums/{id}: the site's contractor and dates. */
export async function updateSite(db: Database, caller: Caller, id: string, input: SiteInput): Promise<SiteView> {
  await editableCondominium(db, caller, id);
  requireOrderedDates(input);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(constructionSites)
      .set({ ...input, updatedBy: caller.profileId, updatedAt: new Date() })
      .where(eq(constructionSites.condominiumId, id))
      .returning({ id: constructionSites.condominiumId });
    if (updated.length === 0) throw new HttpError(409, SITE_MESSAGES.siteMissing);
    return siteView(tx, id, true);
  });
}

/** The building (and stair) of a work must be the condominium's own. */
async function requirePlace(db: Database, condominiumId: string, input: WorkInput): Promise<void> {
  const [building] = await db
    .select({ id: buildings.id })
    .from(buildings)
    .where(and(eq(buildings.id, input.buildingId), eq(buildings.condominiumId, condominiumId)));
  if (!building) throw badRequest('buildingId', SITE_MESSAGES.buildingOfOtherCondominium);
  if (input.stairId === null) return;
  const [stair] = await db
    .select({ id: stairs.id })
    .from(stairs)
    .where(and(eq(stairs.id, input.stairId), eq(stairs.buildingId, input.buildingId)));
  if (!stair) throw badRequest('stairId', SITE_MESSAGES.stairOfOtherBuilding);
}

export async function addWork(db: Database, caller: Caller, id: string, input: WorkInput): Promise<SiteView> {
  await editableCondominium(db, caller, id);
  await requirePlace(db, id, input);
  return db.transaction(async (tx) => {
    await tx.insert(siteWorks).values({ condominiumId: id, ...input });
    return siteView(tx, id, true);
  });
}

export async function updateWork(
  db: Database,
  caller: Caller,
  id: string,
  workId: string,
  input: WorkInput,
): Promise<SiteView> {
  await editableCondominium(db, caller, id);
  await requirePlace(db, id, input);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(siteWorks)
      .set(input)
      .where(and(eq(siteWorks.id, workId), eq(siteWorks.condominiumId, id)))
      .returning({ id: siteWorks.id });
    if (updated.length === 0) throw new HttpError(404, SITE_MESSAGES.workNotFound);
    return siteView(tx, id, true);
  });
}

export async function deleteWork(db: Database, caller: Caller, id: string, workId: string): Promise<void> {
  await editableCondominium(db, caller, id);
  const removed = await db
    .delete(siteWorks)
    .where(and(eq(siteWorks.id, workId), eq(siteWorks.condominiumId, id)))
    .returning({ id: siteWorks.id });
  if (removed.length === 0) throw new HttpError(404, SITE_MESSAGES.workNotFound);
}

/**
 * A SAL the checks of its stage would fail on (a day before the start of works or in the future, SALs beyond the works)
 * is refused at entry, with the checks' own reasons under its fields.
 */
async function requireCoherentProgress(
  tx: Database,
  id: string,
  input: ProgressInput,
  replacing: string | null,
): Promise<void> {
  const [site] = await tx.select().from(constructionSites).where(eq(constructionSites.condominiumId, id));
  if (!site) throw new HttpError(409, SITE_MESSAGES.siteMissing);
  const others = await tx
    .select({ amount: siteProgress.amount })
    .from(siteProgress)
    .where(and(eq(siteProgress.condominiumId, id), replacing === null ? undefined : ne(siteProgress.id, replacing)));
  const problems = progressEntryProblems({
    sal: input,
    others,
    site,
    works: await siteWorksOf(tx, id),
    today: formatIsoDate(romeCalendarDate(new Date())),
  });
  const [first] = problems;
  if (first) throw new HttpError(400, first.message, problems);
}

/** A SAL is added after the ones entered before it; it and its first history row (who, when) commit together. */
export async function addProgress(db: Database, caller: Caller, id: string, input: ProgressInput): Promise<SiteView> {
  await editableCondominium(db, caller, id);
  return db.transaction(async (tx) => {
    await requireCoherentProgress(tx, id, input, null);
    const [last] = await tx
      .select({ entrySequence: max(siteProgress.entrySequence) })
      .from(siteProgress)
      .where(eq(siteProgress.condominiumId, id));
    const [created] = await tx
      .insert(siteProgress)
      .values({ condominiumId: id, entrySequence: (last?.entrySequence ?? 0) + 1, ...input })
      .returning();
    if (!created) throw new Error('SAL not inserted');
    await tx.insert(siteProgressChanges).values({
      condominiumId: id,
      progressId: created.id,
      action: 'created',
      date: created.date,
      amount: created.amount,
      changedBy: caller.profileId,
    });
    return siteView(tx, id, true);
  });
}

/** Every change of a SAL leaves a history row in the same transaction. */
export async function updateProgress(
  db: Database,
  caller: Caller,
  id: string,
  salId: string,
  input: ProgressInput,
): Promise<SiteView> {
  await editableCondominium(db, caller, id);
  return db.transaction(async (tx) => {
    await requireCoherentProgress(tx, id, input, salId);
    const [updated] = await tx
      .update(siteProgress)
      .set(input)
      .where(and(eq(siteProgress.id, salId), eq(siteProgress.condominiumId, id)))
      .returning();
    if (!updated) throw new HttpError(404, SITE_MESSAGES.progressNotFound);
    await tx.insert(siteProgressChanges).values({
      condominiumId: id,
      progressId: salId,
      action: 'updated',
      date: updated.date,
      amount: updated.amount,
      changedBy: caller.profileId,
    });
    return siteView(tx, id, true);
  });
}

/**
 * Deletes a SAL with its documents (their rows in the same transaction, their bytes once it has committed), and records
 * the deletion in the SAL history.
 */
export async function deleteProgress(
  db: Database,
  store: FileStore,
  caller: Caller,
  id: string,
  salId: string,
): Promise<void> {
  await editableCondominium(db, caller, id);
  const removeDocumentBytes = await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(siteProgress)
      .where(and(eq(siteProgress.id, salId), eq(siteProgress.condominiumId, id)))
      .returning();
    if (!removed) throw new HttpError(404, SITE_MESSAGES.progressNotFound);
    await tx.insert(siteProgressChanges).values({
      condominiumId: id,
      progressId: salId,
      action: 'deleted',
      date: removed.date,
      amount: removed.amount,
      changedBy: caller.profileId,
    });
    const stagePrefix = stageCategoryPrefix(stageKeyOf({ kind: 'progress', salId }));
    return deleteObjects(
      tx,
      store,
      and(ofCondominium(id), sql`starts_with(${repositoryObjects.meta}->>'category', ${stagePrefix})`),
    );
  });
  await removeDocumentBytes();
}

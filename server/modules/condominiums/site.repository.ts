import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import {
  REQUIRED_DOCUMENTS,
  WORK_CATEGORIES,
  documentCategory,
  stageKeyOf,
  type WorkCategory,
} from '../../../domain/construction-site/catalogue.ts';
import { numberedByDate } from '../../../domain/construction-site/checks.ts';
import type {
  Progress,
  ProgressChange,
  SiteDocument,
  SiteView,
  Work,
} from '../../../domain/construction-site/schemas.ts';
import type { Database } from '../../db/client.ts';
import { fullName } from '../../db/profile-name.ts';
import {
  constructionSites,
  profiles,
  repositoryObjects,
  siteProgress,
  siteProgressChanges,
  siteWorks,
} from '../../db/schema/index.ts';

const categoryOf = (value: string): WorkCategory => WORK_CATEGORIES.find((item) => item === value) ?? 'other';
const actionOf = (value: string): ProgressChange['action'] =>
  value === 'created' || value === 'deleted' ? value : 'updated';

export const ofCondominium = (condominiumId: string) =>
  and(eq(repositoryObjects.entityType, 'Condominium'), eq(repositoryObjects.entityId, condominiumId));

export async function siteWorksOf(db: Database, condominiumId: string): Promise<Work[]> {
  const rows = await db
    .select()
    .from(siteWorks)
    .where(eq(siteWorks.condominiumId, condominiumId))
    .orderBy(asc(siteWorks.createdAt), asc(siteWorks.id));
  return rows.map((row) => ({
    id: row.id,
    buildingId: row.buildingId,
    stairId: row.stairId,
    category: categoryOf(row.category),
    description: row.description,
    amount: row.amount,
  }));
}

/** The SALs numbered by date, each with its changes newest first (who and when). */
export async function progressOf(db: Database, condominiumId: string): Promise<Progress[]> {
  const rows = numberedByDate(
    await db.select().from(siteProgress).where(eq(siteProgress.condominiumId, condominiumId)),
  );
  const changes = await db
    .select({ change: siteProgressChanges, name: fullName })
    .from(siteProgressChanges)
    .leftJoin(profiles, eq(profiles.id, siteProgressChanges.changedBy))
    .where(eq(siteProgressChanges.condominiumId, condominiumId))
    .orderBy(desc(siteProgressChanges.changedAt), desc(siteProgressChanges.id));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    date: row.date,
    amount: row.amount,
    note: row.note,
    history: changes
      .filter(({ change }) => change.progressId === row.id)
      .map(({ change, name }) => ({
        action: actionOf(change.action),
        date: change.date,
        amount: change.amount,
        changedAt: change.changedAt.toISOString(),
        changedBy: change.changedBy ? { id: change.changedBy, name } : null,
      })),
  }));
}

/** The checklist of every stage (ante operam, each SAL, end of works) with the files uploaded for each document. */
export async function siteDocumentsOf(
  db: Database,
  condominiumId: string,
  progress: readonly { id: string }[],
): Promise<SiteDocument[]> {
  const files = await db
    .select({
      id: repositoryObjects.id,
      name: repositoryObjects.name,
      meta: repositoryObjects.meta,
      uploadedAt: repositoryObjects.uploadedAt,
    })
    .from(repositoryObjects)
    .where(and(ofCondominium(condominiumId), isNotNull(repositoryObjects.uploadedAt)))
    .orderBy(asc(repositoryObjects.uploadedAt), asc(repositoryObjects.id));
  const stages = [
    { kind: 'initial' as const, key: stageKeyOf({ kind: 'initial' }) },
    ...progress.map((sal) => ({ kind: 'progress' as const, key: stageKeyOf({ kind: 'progress', salId: sal.id }) })),
    { kind: 'final' as const, key: stageKeyOf({ kind: 'final' }) },
  ];
  return stages.flatMap((stage) =>
    REQUIRED_DOCUMENTS[stage.kind].map((kind) => {
      const category = documentCategory(stage.key, kind);
      return {
        stageKey: stage.key,
        kind,
        category,
        files: files
          .filter((file) => file.meta.category === category)
          .map((file) => ({
            id: file.id,
            name: file.name,
            uploadedAt: (file.uploadedAt ?? new Date(0)).toISOString(),
          })),
      };
    }),
  );
}

/** GET /happyway/cantiere/condominiums/{id} of a condominium the caller sees. */
export async function siteView(db: Database, condominiumId: string, canEdit: boolean): Promise<SiteView> {
  const [site] = await db.select().from(constructionSites).where(eq(constructionSites.condominiumId, condominiumId));
  const [works, progress] = await Promise.all([siteWorksOf(db, condominiumId), progressOf(db, condominiumId)]);
  return {
    condominiumId,
    site: site
      ? {
          contractor: site.contractor,
          startDate: site.startDate,
          plannedEndDate: site.plannedEndDate,
          updatedAt: site.updatedAt.toISOString(),
        }
      : null,
    works,
    progress,
    documents: await siteDocumentsOf(db, condominiumId, progress),
    canEdit,
  };
}

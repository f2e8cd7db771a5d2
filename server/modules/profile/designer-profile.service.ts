import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  CV_CATEGORY,
  type DesignerProfileData,
  type DesignerProfileView,
} from '../../../domain/schemas/designer-profile.ts';
import type { Database } from '../../db/client.ts';
import { designerProfiles, repositoryObjects } from '../../db/schema/index.ts';

type DesignerProfileRow = typeof designerProfiles.$inferSelect;

/** The newest uploaded file of the profile in the 'cv' category. */
async function newestCv(db: Database, profileId: string): Promise<{ id: string; name: string } | null> {
  const [cv] = await db
    .select({ id: repositoryObjects.id, name: repositoryObjects.name })
    .from(repositoryObjects)
    .where(
      and(
        eq(repositoryObjects.entityType, 'Profile'),
        eq(repositoryObjects.entityId, profileId),
        sql`${repositoryObjects.meta}->>'category' = ${CV_CATEGORY}`,
        isNotNull(repositoryObjects.uploadedAt),
      ),
    )
    .orderBy(desc(repositoryObjects.uploadedAt), desc(repositoryObjects.id))
    .limit(1);
  return cv ?? null;
}

const view = (row: DesignerProfileRow | undefined, cv: DesignerProfileView['cv']): DesignerProfileView => ({
  chamberOfCommerceNumber: row?.chamberOfCommerceNumber ?? null,
  taxCode: row?.taxCode ?? null,
  professionalCategory: (row?.professionalCategory ?? null) as DesignerProfileView['professionalCategory'],
  yearsOfExperience: row?.yearsOfExperience ?? null,
  employeesNumber: row?.employeesNumber ?? null,
  collaboratorsNumber: row?.collaboratorsNumber ?? null,
  averageCostOfWork: row?.averageCostOfWork ?? null,
  cv,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

/** GET /profile/profile/designer: the caller's designer profile (empty values before the first save). */
export async function designerProfileOf(db: Database, profileId: string): Promise<DesignerProfileView> {
  const [row] = await db.select().from(designerProfiles).where(eq(designerProfiles.profileId, profileId));
  return view(row, await newestCv(db, profileId));
}

/** PUT /profile/profile/designer: saves the validated data and links the newest CV of the profile. */
export async function saveDesignerProfile(
  db: Database,
  profileId: string,
  data: DesignerProfileData,
): Promise<DesignerProfileView> {
  const cv = await newestCv(db, profileId);
  const values = { ...data, cvObjectId: cv?.id ?? null, updatedAt: new Date() };
  return db.transaction(async (tx) => {
    await tx
      .insert(designerProfiles)
      .values({ profileId, ...values })
      .onConflictDoUpdate({ target: designerProfiles.profileId, set: values });
    return designerProfileOf(tx, profileId);
  });
}

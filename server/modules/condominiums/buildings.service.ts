import { eq } from 'drizzle-orm';
import { SITE_MESSAGES } from '../../../domain/construction-site/catalogue.ts';
import type { Building, Stair } from '../../../domain/construction-site/schemas.ts';
import type {
  buildingCreateSchema,
  buildingInputSchema,
  stairCreateSchema,
  stairInputSchema,
} from '../../../domain/construction-site/schemas.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { buildings, condominiums, stairs } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { editableCondominium } from './condominium-access.ts';
import { buildingsOf, stairOf } from './buildings.repository.ts';

/**
 * The condominium of a building, editable by this caller; a building of a hidden condominium does not exist for them.
 */
async function editableBuilding(db: Database, caller: Caller, id: string): Promise<typeof buildings.$inferSelect> {
  const [row] = await db.select().from(buildings).where(eq(buildings.id, id));
  if (!row) throw new HttpError(404, SITE_MESSAGES.buildingNotFound);
  await editableCondominium(db, caller, row.condominiumId).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404
      ? new HttpError(404, SITE_MESSAGES.buildingNotFound)
      : error;
  });
  return row;
}

async function buildingAnswer(db: Database, row: typeof buildings.$inferSelect): Promise<Building> {
  const building = (await buildingsOf(db, [row.condominiumId]))
    .get(row.condominiumId)
    ?.find((item) => item.id === row.id);
  if (!building) throw new HttpError(404, SITE_MESSAGES.buildingNotFound);
  return building;
}

const touch = (db: Database, condominiumId: string) =>
  db.update(condominiums).set({ updatedAt: new Date() }).where(eq(condominiums.id, condominiumId));

export async function createBuilding(
  db: Database,
  caller: Caller,
  input: z.output<typeof buildingCreateSchema>,
): Promise<Building> {
  await editableCondominium(db, caller, input.condominiumId);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(buildings).values(input).returning();
    if (!created) throw new Error('building not inserted');
    await touch(tx, input.condominiumId);
    return buildingAnswer(tx, created);
  });
}

export async function updateBuilding(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof buildingInputSchema>,
): Promise<Building> {
  const current = await editableBuilding(db, caller, id);
  return db.transaction(async (tx) => {
    await tx.update(buildings).set(input).where(eq(buildings.id, id));
    await touch(tx, current.condominiumId);
    return buildingAnswer(tx, current);
  });
}

export async function deleteBuilding(db: Database, caller: Caller, id: string): Promise<void> {
  const current = await editableBuilding(db, caller, id);
  await db.transaction(async (tx) => {
    await tx.delete(buildings).where(eq(buildings.id, id));
    await touch(tx, current.condominiumId);
  });
}

async function editableStair(
  db: Database,
  caller: Caller,
  id: string,
): Promise<typeof stairs.$inferSelect & { condominiumId: string }> {
  const [row] = await db
    .select({ stair: stairs, condominiumId: buildings.condominiumId })
    .from(stairs)
    .innerJoin(buildings, eq(buildings.id, stairs.buildingId))
    .where(eq(stairs.id, id));
  if (!row) throw new HttpError(404, SITE_MESSAGES.stairNotFound);
  await editableBuilding(db, caller, row.stair.buildingId).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404
      ? new HttpError(404, SITE_MESSAGES.stairNotFound)
      : error;
  });
  return { ...row.stair, condominiumId: row.condominiumId };
}

export async function createStair(
  db: Database,
  caller: Caller,
  input: z.output<typeof stairCreateSchema>,
): Promise<Stair> {
  const building = await editableBuilding(db, caller, input.buildingId);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(stairs).values(input).returning();
    if (!created) throw new Error('stair not inserted');
    await touch(tx, building.condominiumId);
    return stairOf(created);
  });
}

export async function updateStair(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof stairInputSchema>,
): Promise<Stair> {
  const current = await editableStair(db, caller, id);
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(stairs).set(input).where(eq(stairs.id, id)).returning();
    if (!updated) throw new HttpError(404, SITE_MESSAGES.stairNotFound);
    await touch(tx, current.condominiumId);
    return stairOf(updated);
  });
}

export async function deleteStair(db: Database, caller: Caller, id: string): Promise<void> {
  const current = await editableStair(db, caller, id);
  await db.transaction(async (tx) => {
    await tx.delete(stairs).where(eq(stairs.id, id));
    await touch(tx, current.condominiumId);
  });
}

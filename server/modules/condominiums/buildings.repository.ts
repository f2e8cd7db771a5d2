import { asc, inArray } from 'drizzle-orm';
import { APE_CLASSES, STAIR_TYPOLOGIES } from '../../../domain/construction-site/catalogue.ts';
import type { Building, Stair } from '../../../domain/construction-site/schemas.ts';
import type { Database } from '../../db/client.ts';
import { buildings, stairs } from '../../db/schema/index.ts';

type ApeClass = (typeof APE_CLASSES)[number];
const apeClassOf = (value: string | null): ApeClass | null => APE_CLASSES.find((item) => item === value) ?? null;
const typologyOf = (value: string): Stair['typology'] => STAIR_TYPOLOGIES.find((item) => item === value) ?? 'apartment';

export const stairOf = (row: typeof stairs.$inferSelect): Stair => ({
  id: row.id,
  buildingId: row.buildingId,
  name: row.name,
  units: row.units,
  floors: row.floors,
  heatedAreaSqm: row.heatedAreaSqm,
  constructionYear: row.constructionYear,
  typology: typologyOf(row.typology),
});

/** The buildings of these condominiums with their stairs, oldest first, by condominium id (two queries). */
export async function buildingsOf(db: Database, condominiumIds: readonly string[]): Promise<Map<string, Building[]>> {
  const result = new Map<string, Building[]>(condominiumIds.map((id) => [id, []]));
  if (condominiumIds.length === 0) return result;
  const buildingRows = await db
    .select()
    .from(buildings)
    .where(inArray(buildings.condominiumId, [...condominiumIds]))
    .orderBy(asc(buildings.createdAt), asc(buildings.name), asc(buildings.id));
  const stairRows =
    buildingRows.length === 0
      ? []
      : await db
          .select()
          .from(stairs)
          .where(
            inArray(
              stairs.buildingId,
              buildingRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(stairs.createdAt), asc(stairs.name), asc(stairs.id));
  for (const row of buildingRows) {
    result.get(row.condominiumId)?.push({
      id: row.id,
      condominiumId: row.condominiumId,
      name: row.name,
      apeClassBefore: apeClassOf(row.apeClassBefore),
      apeClassAfter: apeClassOf(row.apeClassAfter),
      stairs: stairRows.filter((stair) => stair.buildingId === row.id).map(stairOf),
    });
  }
  return result;
}

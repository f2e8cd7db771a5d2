import { and, isNotNull } from 'drizzle-orm';
import { validateSite } from '../../../domain/construction-site/checks.ts';
import { estimateBuilding } from '../../../domain/construction-site/energy.ts';
import type {
  Building,
  BuildingEnergy,
  Progress,
  SiteView,
  ValidationResult,
  Work,
} from '../../../domain/construction-site/schemas.ts';
import { formatIsoDate, romeCalendarDate } from '../../../domain/rules/calendar.ts';
import type { Database } from '../../db/client.ts';
import { repositoryObjects } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { visibleCondominium, type CondominiumRow } from './condominium-access.ts';
import { buildingsOf } from './buildings.repository.ts';
import { ofCondominium, siteView } from './site.repository.ts';

/** Everything the validation and the report read of one condominium the caller sees. */
export interface ValidationSubject {
  condominium: CondominiumRow;
  buildings: Building[];
  view: SiteView;
  result: ValidationResult;
}

function energyOf(
  condominium: CondominiumRow,
  buildings: readonly Building[],
  works: readonly Work[],
): BuildingEnergy[] {
  return buildings.map((building) => {
    const categories = new Set(works.filter((work) => work.buildingId === building.id).map((work) => work.category));
    const estimate = estimateBuilding(condominium, building.stairs, categories);
    return {
      buildingId: building.id,
      name: building.name,
      declaredBefore: building.apeClassBefore,
      declaredAfter: building.apeClassAfter,
      estimatedBefore: estimate.before,
      estimatedAfter: estimate.after,
      note: estimate.note,
    };
  });
}

async function uploadedCategories(db: Database, condominiumId: string): Promise<Set<string>> {
  const rows = await db
    .select({ meta: repositoryObjects.meta })
    .from(repositoryObjects)
    .where(and(ofCondominium(condominiumId), isNotNull(repositoryObjects.uploadedAt)));
  return new Set(rows.flatMap((row) => (typeof row.meta.category === 'string' ? [row.meta.category] : [])));
}

/** The validation of a condominium's site now (today in Rome), with the energy classes of its buildings. */
export async function validationSubject(
  db: Database,
  caller: Caller,
  id: string,
  now: Date,
): Promise<ValidationSubject> {
  const condominium = await visibleCondominium(db, caller, id);
  const buildings = (await buildingsOf(db, [id])).get(id) ?? [];
  const view = await siteView(db, id, false);
  const progress: Progress[] = view.progress;
  const energy = energyOf(condominium, buildings, view.works);
  const checks = validateSite({
    buildings,
    site: view.site,
    works: view.works,
    progress,
    uploaded: await uploadedCategories(db, id),
    today: formatIsoDate(romeCalendarDate(now)),
    estimates: new Map(
      energy.map((item) => [item.buildingId, { before: item.estimatedBefore, after: item.estimatedAfter }]),
    ),
  });
  return { condominium, buildings, view, result: { ...checks, energy } };
}

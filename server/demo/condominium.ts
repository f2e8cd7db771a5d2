import { inArray } from 'drizzle-orm';
import { formatIsoDate, romeCalendarDate } from '../../domain/rules/calendar.ts';
import type { Transaction } from '../db/client.ts';
import { buildings, condominiums, constructionSites, projects, siteWorks, stairs } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** The bank-service pair of the demo (demo-projects.ts) validates this condominium. */
const DEMO_BANK_PROJECTS = [
  'Validazione tecnica mutuo - Condominio Via Manzoni 8',
  'Perizia integrativa - Condominio Via Manzoni 8',
];

/**
 * The demo condominium behind the designer's bank-service project: one building with one stair, the construction site
 * opened three weeks ago and its first work, so /project-bt shows a site to carry on (more buildings, SALs, documents).
 */
export async function seedDemoCondominium(
  tx: Transaction,
  demoNetworkId: string,
  designerId: string | undefined,
): Promise<void> {
  const [condominium] = await tx
    .insert(condominiums)
    .values({
      name: 'Condominio Via Manzoni 8',
      fiscalCode: '97123456010',
      street: 'Via Alessandro Manzoni',
      houseNumber: '8',
      zip: '20121',
      city: 'Milano',
      nation: 'Italia',
      administratorName: 'Studio Bianchi Amministrazioni',
      administratorEmail: 'amministrazione@bianchi.example',
      networkId: demoNetworkId,
      createdBy: designerId ?? null,
    })
    .returning({ id: condominiums.id });
  if (!condominium) throw new Error('demo condominium not inserted');
  const named = await tx
    .update(projects)
    .set({ condominiumId: condominium.id })
    .where(inArray(projects.name, DEMO_BANK_PROJECTS))
    .returning({ id: projects.id });
  if (named.length !== DEMO_BANK_PROJECTS.length) throw new Error('demo bank-service projects missing');
  const [building] = await tx
    .insert(buildings)
    .values({ condominiumId: condominium.id, name: 'Edificio A', apeClassBefore: 'F', apeClassAfter: 'C' })
    .returning({ id: buildings.id });
  if (!building) throw new Error('demo building not inserted');
  await tx.insert(stairs).values({
    buildingId: building.id,
    name: 'Scala A',
    units: 12,
    floors: 5,
    heatedAreaSqm: 960,
    constructionYear: 1968,
    typology: 'apartment',
  });
  await tx.insert(constructionSites).values({
    condominiumId: condominium.id,
    contractor: 'Edilnord Costruzioni S.r.l.',
    startDate: formatIsoDate(romeCalendarDate(new Date(Date.now() - 21 * DAY_MS))),
    plannedEndDate: formatIsoDate(romeCalendarDate(new Date(Date.now() + 200 * DAY_MS))),
    updatedBy: designerId ?? null,
  });
  await tx.insert(siteWorks).values({
    condominiumId: condominium.id,
    buildingId: building.id,
    category: 'wallInsulation',
    description: 'Cappotto termico delle facciate',
    amount: 18_000_000,
  });
}

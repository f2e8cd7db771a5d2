import type { WizardAnswersInput } from './answers-schema.ts';
import type { AreaBand, CertificateCell, CertificatePeriod } from './certificate-statistics.ts';
import { comuniOfZone, type ClimateZone, type ComuneClimate } from './climate.ts';
import { typicalPostcodeFor } from './postcodes.ts';

/**
 * The typical dwelling of a certificate cell, as the issue defines it: a flat in a multi-storey building for 50-100 m²,
 * a detached house for 100-200 m², with the boiler and windows of the era [A]. A flat stands for every flat of its
 * building: the cell's value is the mean over a ground, three middle and a top floor of a five-storey block.
 * Era systems: single glazing before 1976 (Law 373/1976), double glazing to 2005, low-e double after (DLgs 192/2005);
 * standard gas boiler to 2005, condensing boiler 2006-2015, heat pump after 2015 (DLgs 28/2011 renewable quota);
 * split units for cooling (the default of the wizard); hot water by area (hotWaterFor).
 */

/**
 * Where the typical dwelling of a zone stands: the comune with the zone's median degree days in the DPR 412 table
 * (first by name among equals). A zone's register mean covers all its comuni, and the big cities sit at the edges of
 * their ranges (Roma 1415 GG at the bottom of zone D's 1401-2100, Cuneo 3012 at the bottom of F), so a city would be
 * a biased stand-in for the zone [A]. Medians: A 568 (Lampedusa), B 789, C 1187, D 1766, E 2508, F 3374.
 */
export function zoneTypicalComune(zone: ClimateZone): ComuneClimate {
  const comuni = [...comuniOfZone(zone)].sort((a, b) => a.degreeDays - b.degreeDays || a.name.localeCompare(b.name, 'it'));
  const median = comuni[Math.floor((comuni.length - 1) / 2)];
  if (!median) throw new Error(`No comune in zone ${zone}`);
  return comuni.find((c) => c.degreeDays === median.degreeDays) ?? median;
}

/** A representative construction year of each register period. */
export const PERIOD_YEAR: Readonly<Record<CertificatePeriod, number>> = {
  pre1945: 1930, '1945to1972': 1960, '1973to1991': 1982, '1992to2005': 1998, '2006to2015': 2010, from2016: 2019,
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
  const comune = zoneTypicalComune(zone);
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
      city: comune.displayName,
      province: comune.province,
    },
  };
}

/** The dwellings whose mean EPgl,nren stands for the cell (one house, or the five floors of a block). */
export function cellDwellings(cell: CertificateCell): WizardAnswersInput[] {
  const year = PERIOD_YEAR[cell.period];
  return cell.area === '50-100' ? FLAT_FLOORS.map((floor) => dwelling(cell.area, year, cell.zone, floor)) : [dwelling(cell.area, year, cell.zone, 0)];
}

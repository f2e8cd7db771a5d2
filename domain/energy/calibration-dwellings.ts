import type { WizardAnswersInput } from './answers-schema.ts';
import type { AreaBand, CertificateCell, CertificatePeriod } from './certificate-statistics.ts';
import { lookupComune, type ClimateZone } from './climate.ts';
import { typicalPostcodeFor } from './postcodes.ts';

/**
 * The typical dwelling of a certificate cell, as the issue defines it: a flat in a multi-storey building for 50-100 m²,
 * a detached house for 100-200 m², with the boiler and windows of the era [A]. A flat stands for every flat of its
 * building: the cell's value is the mean over a ground, three middle and a top floor of a five-storey block.
 * Era systems: single glazing before 1976 (Law 373/1976), double glazing to 2005, low-e double after (DLgs 192/2005);
 * standard gas boiler to 2005, condensing boiler 2006-2015, heat pump after 2015 (DLgs 28/2011 renewable quota);
 * split units for cooling (the default of the wizard). Hot water by area: electric storage heaters in zones A-C
 * (the South and the islands, where homes without a gas network or with heating-only boilers are common; the SIAPE
 * report counts autonomous boilers and water heaters as 12.8% each of certified homes nationally [V, energy-model.md
 * §4.1 source]; the regional split was not found [A]), the heating generator elsewhere.
 */

/** A reference comune of each zone (DPR 412 table). */
export const ZONE_COMUNE: Readonly<Record<ClimateZone, string>> = {
  A: 'Lampedusa e Linosa', B: 'Palermo', C: 'Napoli', D: 'Roma', E: 'Milano', F: 'Cuneo',
};

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

function postcodeOf(city: string): string {
  const found = lookupComune(city);
  return (found.status === 'found' ? typicalPostcodeFor(found.comune.province) : undefined) ?? '00100';
}

const ELECTRIC_HOT_WATER_ZONES: readonly ClimateZone[] = ['A', 'B', 'C'];

function dwelling(area: AreaBand, year: number, zone: ClimateZone, floor: number): WizardAnswersInput {
  const flat = area === '50-100';
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
    hotWaterType: ELECTRIC_HOT_WATER_ZONES.includes(zone) ? 'electricBoiler' : 'sameAsHeating',
    lift: flat,
    garage: false,
    balconies: true,
    gasCost: null,
    powerCost: null,
    address: { nation: 'Italia', zip: postcodeOf(ZONE_COMUNE[zone]), houseNumber: '1', street: 'Via Roma', city: ZONE_COMUNE[zone] },
  };
}

/** The dwellings whose mean EPgl,nren stands for the cell (one house, or the five floors of a block). */
export function cellDwellings(cell: CertificateCell): WizardAnswersInput[] {
  const year = PERIOD_YEAR[cell.period];
  return cell.area === '50-100' ? FLAT_FLOORS.map((floor) => dwelling(cell.area, year, cell.zone, floor)) : [dwelling(cell.area, year, cell.zone, 0)];
}

/**
 * Heating plant by era, in the structure of UNI/TS 11300-2 (seasonal efficiency of the heating service =
 * emission × control × distribution × generation). The building's era sets the sub-systems the generator serves
 * (radiators on uninsulated walls, no room control and uninsulated pipes in old homes; thermostatic valves and
 * insulated pipes in recent ones); the generator comes from the wizard's heater answer (systems.ts).
 *
 * Sources: the structure is UNI/TS 11300-2 §6-7 (η_H = η_e η_rg η_d η_gn). The figures below are [U]: the
 * precalculated tables of UNI/TS 11300-2 (prospetti 17 emission, 20 control, 21 distribution) are paywalled and
 * could not be read in this research; the values are inside the ranges those tables are commonly quoted with
 * (emission 0.90-0.99, control 0.82-0.99, autonomous distribution 0.93-0.99), chosen by era [A]. Confirm against
 * the standard before release.
 */

export const PLANT_ERAS = ['pre1976', 'from1976', 'from1991', 'from2006', 'from2016'] as const;
export type PlantEra = (typeof PLANT_ERAS)[number];

/** First construction year of each era: Law 373/1976, Law 10/1991, DLgs 192/2005 in force, DM 26/06/2015 in force. */
const ERA_FIRST_YEAR: readonly (readonly [PlantEra, number])[] = [
  ['from2016', 2016],
  ['from2006', 2006],
  ['from1991', 1991],
  ['from1976', 1976],
];

export function plantEraFor(constructionYear: number): PlantEra {
  return ERA_FIRST_YEAR.find(([, first]) => constructionYear >= first)?.[0] ?? 'pre1976';
}

export type SubsystemEfficiency = { emission: number; control: number; distribution: number };

/** Radiators and room control of water-based systems, autonomous distribution, by era [U/A, see header]. */
export const HYDRONIC_SUBSYSTEMS: Readonly<Record<PlantEra, SubsystemEfficiency>> = {
  pre1976: { emission: 0.93, control: 0.9, distribution: 0.94 },
  from1976: { emission: 0.94, control: 0.92, distribution: 0.95 },
  from1991: { emission: 0.95, control: 0.94, distribution: 0.96 },
  from2006: { emission: 0.96, control: 0.97, distribution: 0.98 },
  from2016: { emission: 0.97, control: 0.98, distribution: 0.99 },
};

/** Direct electric heaters: no distribution, emission and control of a room appliance [U/A]. */
export const DIRECT_ELECTRIC_SUBSYSTEMS: SubsystemEfficiency = { emission: 0.97, control: 0.96, distribution: 1 };

/** Centralised (condominium) systems lose more in the riser columns and the plant room: distribution × 0.95. [A] */
export const CENTRALISED_DISTRIBUTION_FACTOR = 0.95;

/** Hot-water distribution inside the home: uninsulated pipes before 2006, insulated after [U/A]. */
export function hotWaterDistribution(era: PlantEra): number {
  return era === 'pre1976' || era === 'from1976' || era === 'from1991' ? 0.92 : 0.95;
}

export function subsystemProduct(s: SubsystemEfficiency, centralised: boolean): number {
  return s.emission * s.control * s.distribution * (centralised ? CENTRALISED_DISTRIBUTION_FACTOR : 1);
}

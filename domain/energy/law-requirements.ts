/**
 * What the law required of a new home, by the year it was completed: the systems a home of that age has unless its
 * owner says otherwise.
 *
 * - D.Lgs. 3 marzo 2011 n. 28, art. 11 and Allegato 3: new buildings (building-permit requests from 31 May 2012) must
 *   cover with renewable sources 50% of the hot-water need (Allegato 3, comma 1) and a share of the sum of heating,
 *   hot water and cooling (comma 1, lettere a-c: 20% for permits requested from 31/05/2012 to 31/12/2013, 35% from
 *   01/01/2014 to 31/12/2017, 50% from 01/01/2018; the 50% step, first set for 01/01/2017, was moved to 2018 by
 *   D.L. 30 dicembre 2016 n. 244, art. 12, comma 3), and must carry on, in or beside the building photovoltaics of at
 *   least P = S / K kW, S the building's footprint at ground level in m² (comma 3: K = 80 to 31/12/2013, 65 from
 *   01/01/2014, 50 from 01/01/2018 with the same postponement).
 * - D.Lgs. 8 novembre 2021 n. 199, art. 26 and Allegato III (permits requested from 13 June 2022): 60% of heating, hot
 *   water and cooling from renewables, photovoltaics of at least P = 0.025 × S kW (K = 40).
 * - DM 26 giugno 2015 "Requisiti minimi", Allegato 1, §1.3 and Appendice A: the reference building and the minimum
 *   efficiencies of generators (heat pumps with the COP/EER of the Ecodesign rules, condensing boilers) that homes
 *   permitted from 1 October 2015 meet: plant-era.ts (era from2016) and systems.ts.
 *
 * The law binds the permit request, the wizard asks the year the home was completed: the home is taken as completed
 * two years after its permit was requested [A]. Where renewables were technically impossible (art. 11 comma 8,
 * Allegato 3 comma 8) the law accepted a better envelope instead; the wizard cannot know, and the owner's answers
 * ("no photovoltaics", "no solar collectors") take precedence over these defaults.
 */

/** Years from the permit request to completion [A]. */
export const PERMIT_TO_COMPLETION_YEARS = 2;

export type NewBuildRequirements = {
  /** Law in force for the permit. */
  source: string;
  /** Share of the hot-water need the law wants from renewables (-). */
  hotWaterRenewableShare: number;
  /** Share of heating + hot water + cooling the law wants from renewables (-). */
  renewableShare: number;
  /** K of P = S / K: m² of footprint per kW of photovoltaics. */
  footprintM2PerKwp: number;
};

/**
 * First permit-request year of each step, newest first: the 31 May 2012 start counts from 2013 and the 13 June 2022
 * one from 2022 (whole years) [A].
 */
const STEPS: readonly (readonly [number, NewBuildRequirements])[] = [
  [
    2022,
    {
      source: 'D.Lgs. 199/2021, Allegato III',
      hotWaterRenewableShare: 0.6,
      renewableShare: 0.6,
      footprintM2PerKwp: 40,
    },
  ],
  [
    2018,
    {
      source: 'D.Lgs. 28/2011, Allegato 3, c. 1 lett. c) e c. 3 (D.L. 244/2016, art. 12)',
      hotWaterRenewableShare: 0.5,
      renewableShare: 0.5,
      footprintM2PerKwp: 50,
    },
  ],
  [
    2014,
    {
      source: 'D.Lgs. 28/2011, Allegato 3, c. 1 lett. b) e c. 3',
      hotWaterRenewableShare: 0.5,
      renewableShare: 0.35,
      footprintM2PerKwp: 65,
    },
  ],
  [
    2013,
    {
      source: 'D.Lgs. 28/2011, Allegato 3, c. 1 lett. a) e c. 3',
      hotWaterRenewableShare: 0.5,
      renewableShare: 0.2,
      footprintM2PerKwp: 80,
    },
  ],
];

/** The requirements a home completed in `constructionYear` was built to, or null when it predates them. */
export function newBuildRequirementsFor(constructionYear: number): NewBuildRequirements | null {
  const permitYear = constructionYear - PERMIT_TO_COMPLETION_YEARS;
  return STEPS.find(([first]) => permitYear >= first)?.[1] ?? null;
}

import type { WizardAnswers } from './answers-schema.ts';
import { CARRIER_UNITS, type Carrier, type CarrierUse, totalKwh } from './carriers.ts';
import { kwhFromBill, type EnergyConfig } from './config.ts';
import type { Inconsistency } from './consistency.ts';
import type { HomeSpec } from './home.ts';
import type { AcceptedBill } from './operational.ts';
import { HEATERS } from './systems.ts';

/**
 * Bills calibration (energy-model.md §8.7). Bills are real use; the class is a standard-use rating. So:
 * - a bill of the carrier that heats the home gives k = heating from the bill / modelled heating;
 * - when k is plausible, the yearly kWh, CO2 and euro follow the bills, and the class is recomputed with h_tr × √k
 *   (shared between envelope and behaviour [A]) and then kept within one class of the model's;
 * - when k (or a bill of another carrier) is far from the model, the model is kept and the answers are flagged.
 */

/**
 * Plausible range of k for the heating carrier [A]: §8.7 proposes 0.6-1.6; the lower end is widened to 0.5 because
 * old, inefficient homes typically use 30-40% less than their standard-use rating (the "prebound" effect), and a
 * 1970s flat heated with care should not be flagged as inconsistent.
 */
export const HEATING_FACTOR_RANGE = { min: 0.5, max: 1.6 } as const;
/** Plausible range of bill / model for a carrier that does not heat the home. [A] */
export const OTHER_BILL_RANGE = { min: 0.5, max: 2.0 } as const;
/** The bills may move the class by at most this many steps. [A §8.7.5] */
export const MAX_CLASS_STEPS_FROM_BILLS = 1;

export type BillCheck = {
  carrier: 'naturalGas' | 'electricity';
  billEur: number;
  billKwh: number;
  /** Modelled kWh of the carrier paid by this household (centralised heating excluded). */
  modelKwh: number;
  /** k for the heating carrier, bill / model otherwise. */
  ratio: number;
  heatsTheHome: boolean;
  plausible: boolean;
};

export type Calibration = { heatingFactor: number | null; checks: BillCheck[]; issues: Inconsistency[] };

function paidByHousehold(use: CarrierUse, home: HomeSpec): boolean {
  if (home.systems.management !== 'centralized') return true;
  if (use.endUse === 'heating' || use.endUse === 'auxiliaries') return false;
  return !(
    use.endUse === 'hotWater' &&
    (home.systems.hotWater === 'sameAsHeating' || home.systems.hotWater === 'solar')
  );
}

const BILL_LABEL = { naturalGas: 'del gas', electricity: "dell'energia elettrica" } as const;
const BILL_FIELD = { naturalGas: 'gasCost', electricity: 'powerCost' } as const;

function heatingIssue(check: BillCheck): Inconsistency {
  const label = BILL_LABEL[check.carrier];
  if (check.ratio > HEATING_FACTOR_RANGE.max) {
    return {
      code: 'billsAboveEstimate',
      fields: [BILL_FIELD[check.carrier], 'constructionYear', 'sqm', 'windowType', 'heatersType'],
      message:
        `La bolletta ${label} indica per il riscaldamento circa ${check.ratio.toFixed(1).replace('.', ',')} volte il ` +
        "consumo stimato: verifica l'importo, l'anno di costruzione, la superficie, il tipo di finestre e di impianto.",
    };
  }
  return {
    code: 'billsBelowEstimate',
    fields: [BILL_FIELD[check.carrier], 'sqm', 'heatingManagement', 'heatersType'],
    message:
      `La bolletta ${label} indica per il riscaldamento molto meno del consumo stimato: può trattarsi di una seconda ` +
      'casa, di un riscaldamento usato solo in parte, di un impianto in realtà centralizzato o di una superficie ' +
      'indicata in eccesso.',
  };
}

function otherBillIssue(check: BillCheck, home: HomeSpec): Inconsistency {
  const centralised = home.systems.management === 'centralized';
  const direction = check.ratio > OTHER_BILL_RANGE.max ? 'molto più alta' : 'molto più bassa';
  const extra =
    check.carrier === 'naturalGas' && centralised && check.ratio > OTHER_BILL_RANGE.max
      ? ' Con il riscaldamento centralizzato la quota condominiale non va indicata nella bolletta del gas.'
      : '';
  return {
    code: check.carrier === 'naturalGas' ? 'gasBillUnexpected' : 'powerBillUnexpected',
    fields: [BILL_FIELD[check.carrier], 'heatersType', 'hotWaterType', 'heatingManagement'],
    message:
      `La bolletta ${BILL_LABEL[check.carrier]} è ${direction} dei consumi attesi per gli usi indicati: verifica ` +
      `l'importo e il tipo di impianti.${extra}`,
  };
}

/** Checks the bills in `answers` against the modelled uses (heating, hot water, auxiliaries, household). */
export function calibrateWithBills(
  answers: Pick<WizardAnswers, 'gasCost' | 'powerCost'>,
  home: HomeSpec,
  uses: readonly CarrierUse[],
  config: EnergyConfig,
): Calibration {
  const heatingCarrier = HEATERS[home.systems.heater].carrier;
  const bills: [BillCheck['carrier'], number | null | undefined][] = [
    ['naturalGas', answers.gasCost],
    ['electricity', answers.powerCost],
  ];
  const checks: BillCheck[] = [];
  let heatingFactor: number | null = null;
  for (const [carrier, billEur] of bills) {
    if (billEur === undefined || billEur === null || billEur <= 0) continue;
    const billKwh = kwhFromBill(config.tariffs[carrier], billEur, CARRIER_UNITS[carrier].kWhPerUnit);
    const paid = uses.filter((u) => u.carrier === carrier && paidByHousehold(u, home));
    const modelKwh = totalKwh(paid);
    const modelHeating = totalKwh(paid, carrier, ['heating']);
    const heatsTheHome = carrier === heatingCarrier && modelHeating > 0;
    const ratio = heatsTheHome
      ? (billKwh - (modelKwh - modelHeating)) / modelHeating
      : modelKwh > 0
        ? billKwh / modelKwh
        : Number.POSITIVE_INFINITY;
    const range = heatsTheHome ? HEATING_FACTOR_RANGE : OTHER_BILL_RANGE;
    const plausible = ratio >= range.min && ratio <= range.max;
    checks.push({ carrier, billEur, billKwh, modelKwh, ratio, heatsTheHome, plausible });
    if (heatsTheHome && plausible) heatingFactor = ratio;
  }
  const issues = checks
    .filter((c) => !c.plausible)
    .map((c) => (c.heatsTheHome ? heatingIssue(c) : otherBillIssue(c, home)));
  return { heatingFactor, checks, issues };
}

/**
 * Operational uses after the bills: the heating uses of the heating carrier × k, the other carriers with a plausible
 * bill scaled to it, so each accepted bill's kWh equal the modelled ones.
 */
export function applyBills(uses: readonly CarrierUse[], home: HomeSpec, calibration: Calibration): CarrierUse[] {
  return uses.map((use) => {
    const check = calibration.checks.find((c) => c.carrier === use.carrier && c.plausible);
    if (!check || !paidByHousehold(use, home)) return use;
    if (check.heatsTheHome) return use.endUse === 'heating' ? { ...use, kWh: use.kWh * check.ratio } : use;
    return { ...use, kWh: use.kWh * check.ratio };
  });
}

/** The accepted bills, to report as the yearly cost of the energy they pay for. */
export function acceptedBills(calibration: Calibration): Partial<Record<Carrier, AcceptedBill>> {
  return Object.fromEntries(
    calibration.checks.filter((c) => c.plausible).map((c) => [c.carrier, { eur: c.billEur, kWh: c.billKwh }]),
  );
}

import type { Residence } from './answer-choices.ts';
import type { Assumption } from './assumptions.ts';
import type { Carrier, EndUse } from './carriers.ts';
import type { EnergyClass } from './classification.ts';
import type { ClimateZone } from './climate.ts';
import type { Inconsistency } from './consistency.ts';
import type { CostPart } from './cost-split.ts';
import type { IncentiveKind } from './incentives.ts';
import type { SimilarHomes } from './similar-homes.ts';
import type { ScenarioId } from './measures.ts';
import type { TabulaType } from './tabula.ts';

/**
 * The engine's answer. Money in whole euro, CO2 in whole kg, energy in whole kWh (integers); indices per m² with one
 * decimal; ratios with two.
 */

export type CarrierEstimate = {
  carrier: Carrier;
  kWhYear: number;
  /** Quantity in the billing unit, one decimal (e.g. Sm³ of gas). */
  quantity: number;
  unit: string;
  co2KgYear: number;
  costEurYear: number;
  /** True when the yearly cost is the user's bill. */
  fromBill: boolean;
};

export type EuroRange = { min: number; max: number };

export type ScenarioEstimate = {
  id: ScenarioId;
  title: string;
  description: string;
  energyClass: EnergyClass;
  epglNren: number;
  costEurYear: number;
  co2KgYear: number;
  savingEurYear: number;
  savingCo2KgYear: number;
  /** Gross investment (euro, VAT included). */
  investmentEur: EuroRange;
  /** The incentive that gives most for these works on the estimate's date, null when none applies. */
  incentive: ScenarioIncentive | null;
  /** Investment less the incentive. */
  netInvestmentEur: EuroRange;
  /** Simple payback after the incentive in years (one decimal), null when it saves nothing or cannot pay back. */
  paybackYears: { min: number; max: number } | null;
  /** Advice: pays back within the works' life or improves the class; otherwise notAdvisedReason says why not. */
  advised: boolean;
  notAdvisedReason: string | null;
  /** The investment range is an assumption of the engine, not a quote. */
  investmentIsAssumption: true;
};

export type ScenarioIncentive = {
  code: string;
  name: string;
  kind: IncentiveKind;
  /** Share of the eligible spend (0-1) for the home's residence (first home or other). */
  rate: number;
  eur: EuroRange;
  years: number;
  legalSource: string;
  /** False: a figure is still to be confirmed, the card says "da verificare". */
  certain: boolean;
  note: string | null;
};

export type UncertaintyLevel = 'low' | 'medium' | 'high';

export type EstimateUncertainty = {
  level: UncertaintyLevel;
  /** The class and, when the ratio is within 5% of a boundary, its neighbour; best first. */
  possibleClasses: EnergyClass[];
  nearClassBoundary: boolean;
  /** The class of the standard-use model before the bills (the bills move it by at most one step). */
  modelEnergyClass: EnergyClass;
  /** Whether a bill was used to calibrate the yearly figures. */
  calibratedWithBills: boolean;
  /** k = heating from the bill / modelled heating, when a bill of the heating carrier was given. */
  heatingBillRatio: number | null;
  inconsistencies: Inconsistency[];
  /** Italian sentences for the results page. */
  notes: string[];
};

export type EnergyEstimate = {
  energyClass: EnergyClass;
  classDescription: string;
  /** EPgl,nren and the reference building's EPgl,nren,rif,standard (kWh/m² year), and their ratio. */
  epglNren: number;
  epglNrenReference: number;
  ratio: number;
  co2KgYear: number;
  costEurYear: number;
  /** The likely range of the yearly CO2 and cost: the heating and cooling of the model ± its uncertainty. */
  co2KgYearRange: EuroRange;
  costEurYearRange: EuroRange;
  kWhYear: number;
  /** The yearly cost by what it pays for (whole euro), and what exported photovoltaic electricity earns. */
  costSplitEurYear: Record<CostPart, number>;
  pvExportEurYear: number;
  /** Yearly photovoltaic production (kWh), 0 without panels. */
  pvProductionKwhYear: number;
  carriers: CarrierEstimate[];
  endUsesKwhYear: Record<EndUse, number>;
  renewableKwhYear: number;
  /** Useful energy needs (kWh/m² year). */
  heatingNeedKwhM2: number;
  hotWaterNeedKwhM2: number;
  climateZone: ClimateZone;
  degreeDays: number;
  comune: { name: string; displayName: string; province: string; altitude: number };
  archetype: { code: string; type: TabulaType };
  uncertainty: EstimateUncertainty;
  /** What the estimate assumes, each with the answer that changes it. */
  assumptions: Assumption[];
  scenarios: ScenarioEstimate[];
  /** Where the home sits against the certificates of similar homes (zone, period, size). */
  similarHomes: SimilarHomes | null;
  /** Whether the deductions were computed for a first home (the default) or another home. */
  residence: Residence;
  pricesDate: string;
  modelVersion: string;
};

export type EstimateError = {
  code: 'unknownComune' | 'ambiguousComune';
  path: ['address', 'city'];
  message: string;
  candidates: { name: string; displayName: string; province: string }[];
};

export type EstimateResult = { ok: true; estimate: EnergyEstimate } | { ok: false; error: EstimateError };

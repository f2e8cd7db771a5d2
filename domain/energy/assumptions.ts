import type { WizardAnswers } from './answers-schema.ts';
import type { HomeSpec } from './home.ts';
import { formatCalendarDay, formatNumber } from '../format.ts';

/**
 * The assumptions behind an estimate that the user can read and change: each names the answer that changes it (the
 * wizard opens that question), or none when it is a convention of the standard calculation.
 */
export type Assumption = {
  code: 'cooling' | 'hotWater' | 'newBuild' | 'residence' | 'standardUse' | 'occupants' | 'prices';
  /** Italian sentence for the results page. */
  text: string;
  /** The answer that changes it, or null for a fixed convention. */
  field: 'coolingType' | 'hotWaterType' | 'photovoltaics' | 'residence' | 'gasCost' | null;
};

const COOLING_TEXT: Readonly<Record<HomeSpec['systems']['cooling'], string>> = {
  none: 'Nessun impianto di raffrescamento: il fresco estivo non entra nella stima.',
  splitUnits: "Raffrescamento con condizionatori split (rendimento stagionale 2,5): entra nell'indice come nell'APE.",
  heatPump: "Raffrescamento con la pompa di calore dell'impianto (rendimento stagionale 3,2).",
};

const HOT_WATER_TEXT: Readonly<Record<WizardAnswers['hotWaterType'], string>> = {
  sameAsHeating: "Acqua calda sanitaria prodotta dall'impianto di riscaldamento.",
  electricBoiler: 'Acqua calda sanitaria da scaldabagno elettrico ad accumulo.',
  gasHeater: 'Acqua calda sanitaria da scaldabagno a gas.',
  heatPump: 'Acqua calda sanitaria da scaldacqua a pompa di calore.',
  solar: 'Acqua calda sanitaria per circa il 60% dai pannelli solari termici.',
};

const decimal = (x: number): string => formatNumber(x, 1);

/** What the law required of a new home and the estimate assumes because the owner did not say otherwise. */
function newBuildAssumption(home: HomeSpec): Assumption[] {
  const implied = home.implied;
  if (!implied) return [];
  const parts = [
    implied.photovoltaics && home.pv
      ? `un impianto fotovoltaico di circa ${decimal(home.pv.kWp)} kW (la quota della casa, dimensionata sulla superficie in pianta)`
      : null,
    implied.solarThermal
      ? `pannelli solari termici per il ${String(Math.round(implied.requirements.hotWaterRenewableShare * 100))}% dell'acqua calda`
      : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return [];
  return [
    {
      code: 'newBuild',
      text: `Per una casa di quest'anno di costruzione la legge (${implied.requirements.source}) richiedeva fonti rinnovabili: ipotizziamo ${parts.join(' e ')}. Se la casa non li ha, indicalo.`,
      field: 'photovoltaics',
    },
  ];
}

export function assumptionsOf(answers: WizardAnswers, home: HomeSpec, pricesDate: string): Assumption[] {
  const declared = answers.coolingType !== undefined;
  const cooling = home.systems.cooling;
  return [
    {
      code: 'cooling',
      text: declared
        ? COOLING_TEXT[cooling]
        : `Non hai indicato il raffrescamento: come nella maggior parte delle case certificate, lo ipotizziamo. ${COOLING_TEXT[cooling]}`,
      field: 'coolingType',
    },
    { code: 'hotWater', text: HOT_WATER_TEXT[answers.hotWaterType], field: 'hotWaterType' },
    ...newBuildAssumption(home),
    {
      code: 'residence',
      text:
        answers.residence === 'other'
          ? 'Incentivi calcolati con le aliquote per una casa diversa dalla abitazione principale.'
          : "Incentivi calcolati con le aliquote per l'abitazione principale: per un'altra casa sono più bassi.",
      field: 'residence',
    },
    {
      code: 'standardUse',
      text: "Uso standard come nell'APE: 20 °C in inverno per tutta la stagione di legge della zona, 26 °C in estate, ricambio d'aria naturale.",
      field: null,
    },
    {
      code: 'occupants',
      text: `Famiglia di ${decimal(home.occupants)} persone per elettrodomestici e cucina (dalla superficie); le bollette, se indicate, prevalgono.`,
      field: 'gasCost',
    },
    {
      code: 'prices',
      text: `Prezzi dell'energia e fattori di emissione aggiornati al ${formatCalendarDay(pricesDate, 'day')}.`,
      field: null,
    },
  ];
}

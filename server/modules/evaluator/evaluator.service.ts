import type { WizardAnswers } from '../../../domain/energy/answers-schema.ts';
import { searchComuni } from '../../../domain/energy/climate.ts';
import { estimateEnergy } from '../../../domain/energy/estimate.ts';
import type { EnergyEstimate } from '../../../domain/energy/estimate-types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Comune } from './evaluator.schemas.ts';

/** The engine's estimate; an unknown or ambiguous comune is a 400 on `address.city` with the engine's message. */
export function estimateHome(answers: WizardAnswers): EnergyEstimate {
  const result = estimateEnergy(answers);
  if (result.ok) return result.estimate;
  throw new HttpError(400, 'Dati non validi', [{ path: result.error.path.join('.'), message: result.error.message }]);
}

/** Autocomplete over the official comuni list. */
export function findComuni(query: string, limit: number, province?: string): Comune[] {
  return searchComuni(query, limit, province);
}

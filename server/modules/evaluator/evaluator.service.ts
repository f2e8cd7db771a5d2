import type { WizardAnswers } from '../../../domain/energy/answers-schema.ts';
import { searchComuni } from '../../../domain/energy/climate.ts';
import { estimateEnergy } from '../../../domain/energy/estimate.ts';
import type { EnergyEstimate } from '../../../domain/energy/estimate-types.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { storedIncentiveRules } from '../incentive-rules/public.ts';
import type { Comune } from '../../../domain/energy/evaluator-schemas.ts';

/**
 * The engine's estimate with the incentive rules back office keeps; an unknown or ambiguous comune is a 400 on
 * `address.city` with the engine's message.
 */
export async function estimateHome(db: Database, answers: WizardAnswers): Promise<EnergyEstimate> {
  const result = estimateEnergy(answers, { incentives: await storedIncentiveRules(db) });
  if (result.ok) return result.estimate;
  throw new HttpError(400, 'Dati non validi', [{ path: result.error.path.join('.'), message: result.error.message }]);
}

/** Autocomplete over the official comuni list. */
export function findComuni(query: string, limit: number, province?: string): Comune[] {
  return searchComuni(query, limit, province);
}

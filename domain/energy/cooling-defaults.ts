import type { HeaterType } from './answers-schema.ts';
import type { CoolingType } from './cooling.ts';

/**
 * The cooling system assumed when the user does not say: split units, or the heat pump when it heats the home [A].
 * Air conditioning is the rule in certified Italian homes that declare cooling (ENEA SIAPE report, > 96% air-source
 * electric machines [V]); the share of homes with a system by zone was not found, so the estimate assumes one and
 * shows it as an assumption the user can change ("Non ho il condizionatore").
 */
export function defaultCoolingFor(heater: HeaterType): CoolingType {
  return heater === 'heatPump' ? 'heatPump' : 'splitUnits';
}

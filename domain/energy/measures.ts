/**
 * The renovation measures the engine estimates: each scenario's id (scenarios.ts) and what an incentive rule may cover
 * (incentives.ts). A module of its own so that the incentive rules' declaration, which the SPA loads, does not load the
 * engine.
 */
export const SCENARIO_IDS = [
  'wallInsulation',
  'newWindows',
  'roofAndFloorInsulation',
  'heatPump',
  'condensingBoiler',
  'solarHotWater',
  'heatPumpWaterHeater',
  'photovoltaics',
  'photovoltaicsWithBattery',
  'deepRenovation',
] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

/**
 * Energy engine of the home wizard (issue 7): pure TypeScript + zod, shared by the SPA and the server.
 * Model, figures and sources: energy-model.md (project shared folder) and the comments of each module.
 */
export * from './answers-schema.ts';
export * from './assumptions.ts';
export * from './calibration.ts';
export * from './carriers.ts';
export * from './classification.ts';
export * from './climate.ts';
export * from './config.ts';
export * from './consistency.ts';
export * from './cooling.ts';
export * from './envelope.ts';
export * from './estimate.ts';
export * from './estimate-types.ts';
export * from './heat-balance.ts';
export * from './home.ts';
export * from './model-year.ts';
export * from './operational.ts';
export * from './postcodes.ts';
export * from './scenario-costs.ts';
export * from './scenarios.ts';
export * from './simulate.ts';
export * from './systems.ts';
export * from './tabula.ts';
export * from './typology.ts';

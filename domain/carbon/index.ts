/**
 * The carbon footprint calculator (issue 16): pure, shared by the SPA and the server. Factors:
 * energy/emission-factors.ts.
 */
export * from './footprint.ts';
export * from './input.ts';
export * from './renovation.ts';
export * from './sources.ts';
export * from './use-emissions.ts';
export * from './result-schema.ts';
export * from './format.ts';

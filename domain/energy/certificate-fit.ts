import type { HousingKind } from './heat-balance.ts';

/** Opaque factors of one kind of building: built before 1976 (TABULA bands 01-05) and 1976-2005 (bands 06-07). */
export type OpaqueFactors = { pre1976: number; from1976: number };

/**
 * The model's free parameters: the only figures chosen by comparing the model with the register's means, and only on
 * the fitting cells (zones B and E, certificate-statistics.ts); the cells of zones A, C, D and F are never looked at
 * while choosing them. `searchCertificateFit` (certificate-fit-search.ts) is the search that chose them, and
 * tests/domain/energy/certificate-fit.test.ts holds these values to its result, so they cannot be moved by hand.
 */
export type CertificateFit = {
  /**
   * Opaque transmission of the TABULA archetypes as certificates describe the existing stock, relative to TABULA's
   * own U-values, by age and by kind of building. Certifiers of older homes enter tabulated masonry U-values
   * (UNI/TR 11552 abacus) lower than TABULA's example buildings, and part of the old stock was re-roofed or
   * re-plastered; TABULA's detached examples are also less compact than the average house. Kept between 0.3 (an
   * uninsulated masonry wall is not better than about 0.45 W/m²K) and 1.3. Applies to roof, walls, floor, doors and
   * thermal bridges, never to the windows, which the user describes.
   */
  opaqueFactor: Readonly<Record<HousingKind, OpaqueFactors>>;
  /**
   * Daily summer solar gains relative to TABULA's daily heating-season gains through the windows of zone E
   * (q_sol,E / 174 days), cooling.ts. It lumps what the monthly balance leaves out: the higher summer irradiance on
   * east and west windows, the sol-air gains of roofs and walls (UNI/TS 11300-1 counts solar gains on opaque
   * elements) and the continuous 26 °C operation of the standard calculation, net of summer shutters.
   */
  summerSolarRatio: number;
};

export const CERTIFICATE_FIT: CertificateFit = {
  opaqueFactor: {
    singleUnit: { pre1976: 0.3, from1976: 0.75 },
    multiUnit: { pre1976: 0.5, from1976: 1.1 },
  },
  summerSolarRatio: 4.5,
};

import type { CertificateFit } from './certificate-fit.ts';
import type { HousingKind } from './heat-balance.ts';
import type { Archetype, WindowType } from './tabula.ts';

/**
 * The envelope of the home, per m² of its floor, from the TABULA archetype adjusted for the flat's position, the
 * number of storeys of a house, the user's windows, and (for scenarios) insulation and new windows.
 */

/** Glazed area of one window and one door-window (m²). [A, energy-model.md §8.3] */
export const WINDOW_AREA_M2 = 1.6;
export const DOOR_WINDOW_AREA_M2 = 2.4;
/** Glazed area is capped at this share of the floor area. [A, energy-model.md §8.3] */
export const MAX_WINDOW_SHARE = 0.25;
/** Storeys of a house used for its roof and ground floor per m² are clamped to 1-3. [A] */
export const HOUSE_STOREYS_RANGE = { min: 1, max: 3 } as const;

export type WindowSpec = { u: number; g: number };

/**
 * Whole-window U (W/m²K) and glass g (-) by wizard answer, TABULA IT window codes [V values, A mapping]:
 * single = IT.Window.ReEx.01.01 (4.9, 0.85); double = IT.Window.ReEx.06.01 (2.8, 0.75);
 * doubleLowE = IT.Window.2p-LowE-arg.01 (2.0, 0.67); triple = IT.Window.3p-LowE-arg.01 (1.7, 0.5).
 * When the answer matches the archetype's own windows, the archetype's U and g are used instead.
 */
export const GLAZING: Readonly<Record<WindowType, WindowSpec>> = {
  single: { u: 4.9, g: 0.85 },
  double: { u: 2.8, g: 0.75 },
  doubleLowE: { u: 2.0, g: 0.67 },
  triple: { u: 1.7, g: 0.5 },
};

export function windowSpecFor(windowType: WindowType, archetype: Archetype): WindowSpec {
  return windowType === archetype.windowType ? { u: archetype.uWindow, g: archetype.gWindow } : GLAZING[windowType];
}

export function glazedArea(windowsNumber: number, doorWindowsNumber: number): number {
  return windowsNumber * WINDOW_AREA_M2 + doorWindowsNumber * DOOR_WINDOW_AREA_M2;
}

export function windowShare(windowsNumber: number, doorWindowsNumber: number, sqm: number): number {
  return Math.min(MAX_WINDOW_SHARE, glazedArea(windowsNumber, doorWindowsNumber) / sqm);
}

/**
 * Where the home sits. 'average' is the whole TABULA building (used to check the physics against TABULA); a house
 * has its storeys; a flat may be under the roof (top) and/or above the ground or cellar (ground).
 */
export type Position =
  { kind: 'average' } | { kind: 'house'; storeys: number } | { kind: 'flat'; top: boolean; ground: boolean };

/** Retrofit of the envelope (scenarios): target U-values, new windows, ventilation and thermal-bridge limits. */
export type Retrofit = {
  wallU?: number;
  roofU?: number;
  floorU?: number;
  window?: WindowSpec;
  maxHVe?: number;
  thermalBridgeFactor?: number;
};

export type EnvelopeInput = {
  archetype: Archetype;
  position: Position;
  /** Glazed area / floor area of the home (-). */
  windowShare: number;
  window: WindowSpec;
  retrofit?: Retrofit;
  /** The archetypes of the newer age bands of the same type (see buildEnvelope). */
  newer?: readonly Archetype[];
  /**
   * The envelope as certificates describe it, with these opaque factors (certificate-fit.ts) and CERTIFIED_H_VE;
   * absent to reproduce TABULA itself.
   */
  certified?: CertifiedStock;
};

/** What the certified envelope takes from the fit: the opaque factors of the stock. */
export type CertifiedStock = Pick<CertificateFit, 'opaqueFactor'>;

export type Envelope = {
  hTr: number;
  hVe: number;
  /** Solar gains for TABULA's zone-E season (kWh/m² year), before the climate correction. */
  qSolZoneE: number;
  /** The same gains without the cap at the typical glazed share: in summer every extra window lets in more sun. */
  qSolSummerZoneE: number;
  housing: HousingKind;
  parts: { roof: number; wall: number; floor: number; window: number; door: number; thermalBridges: number };
};

const improvementFactor = (target: number | undefined, current: number): number =>
  target === undefined ? 1 : Math.min(1, target / current);

/** Share of the roof (or of the ground floor) that falls on each m² of the home, relative to the TABULA average. */
function exposure(position: Position, archetype: Archetype): { roof: number; floor: number } {
  if (position.kind === 'average') return { roof: 1, floor: 1 };
  if (position.kind === 'house') {
    const storeys = Math.min(HOUSE_STOREYS_RANGE.max, Math.max(HOUSE_STOREYS_RANGE.min, Math.round(position.storeys)));
    return { roof: archetype.nStorey / storeys, floor: archetype.nStorey / storeys };
  }
  // A flat under the roof takes the roof of one storey (the building's roof per m² × storeys); same for the ground.
  return { roof: position.top ? archetype.nStorey : 0, floor: position.ground ? archetype.nStorey : 0 };
}

type Parts = Envelope['parts'];

/**
 * Ventilation of the standard (asset) calculation of certificates: UNI/TS 11300-1 takes 0.3 air changes an hour for
 * homes without mechanical ventilation, whatever their age [3P: https://www.bovema.it/norme/uni-ts-11300-1/],
 * where TABULA's 0.8 / 0.6 / 0.5 h⁻¹ by age describe the real air leakage. h_ve = 0.34 Wh/(m³K) × 0.3 h⁻¹ × 2.5 m
 * of room height per m² of floor (TABULA's own conversion).
 */
export const CERTIFIED_H_VE = 0.34 * 0.3 * 2.5;
const PRE_1976_BANDS = new Set(['01', '02', '03', '04', '05']);
const FROM_1976_BANDS = new Set(['06', '07']);

/** Houses (detached and terraced) are single units; blocks of flats are multi-unit. */
export const housingOf = (a: Archetype): HousingKind =>
  a.type === 'SFH' || a.type === 'TH' ? 'singleUnit' : 'multiUnit';

function opaqueFactor(a: Archetype, certified: CertifiedStock): number {
  const band = a.code.split('.')[3] ?? '';
  const factors = certified.opaqueFactor[housingOf(a)];
  if (PRE_1976_BANDS.has(band)) return factors.pre1976;
  return FROM_1976_BANDS.has(band) ? factors.from1976 : 1;
}

function partsOf(a: Archetype, input: EnvelopeInput, window: WindowSpec): Parts {
  const { retrofit = {} } = input;
  const area = a.aRef;
  const f = input.certified ? opaqueFactor(a, input.certified) : 1;
  const uWallNow = Math.min(a.uWall * f, retrofit.wallU ?? Number.POSITIVE_INFINITY);
  const share0 = a.windowArea / area;
  const { roof: roofExposure, floor: floorExposure } = exposure(input.position, a);
  return {
    roof: (a.hRoof / area) * roofExposure * f * improvementFactor(retrofit.roofU, a.uRoof * f),
    wall: Math.max(
      0,
      (a.hWall / area) * f * improvementFactor(retrofit.wallU, a.uWall * f) + (share0 - input.windowShare) * uWallNow,
    ),
    floor: (a.hFloor / area) * floorExposure * f * improvementFactor(retrofit.floorU, a.uFloor * f),
    window: (a.hWindow / area) * ((input.windowShare * window.u) / (share0 * a.uWindow)),
    door: (a.hDoor / area) * f,
    thermalBridges: (a.hThermalBridges / area) * f * (retrofit.thermalBridgeFactor ?? 1),
  };
}

const PART_NAMES = ['roof', 'wall', 'floor', 'window', 'door', 'thermalBridges'] as const;

/**
 * h_tr of the home: walls, doors and thermal bridges keep the archetype's value per m² of floor; roof and ground floor
 * follow the position; the windows are the user's glazed share with its U, and the opaque wall grows or shrinks by
 * the difference from the archetype's glazed share (energy-model.md §8.3, written exactly).
 * An older home is never given a tighter envelope than a newer one of the same type: each part is the largest of the
 * archetype's and of the newer bands' (`newer`) [A]. TABULA's example buildings differ in shape as well as in
 * construction (AB.01 is more compact than AB.02), and the wizard knows the age, not the shape.
 * Solar gains are the archetypes' (window area and orientation mix), scaled by the glass g and by the glazed share
 * up to the archetype's, taking the least favourable band (least winter sun, most summer sun) for the same reason: the
 * wizard does not ask the orientation, so glass beyond the typical share is credited no extra gains [A, conservative],
 * while a home with less glass gets proportionally less.
 */
export function buildEnvelope(input: EnvelopeInput): Envelope {
  const { archetype: a, retrofit = {} } = input;
  const window = retrofit.window ?? input.window;
  const all = [a, ...(input.newer ?? [])];
  const each = all.map((archetype) => partsOf(archetype, input, window));
  const parts = Object.fromEntries(PART_NAMES.map((name) => [name, Math.max(...each.map((p) => p[name]))])) as Parts;
  const hTr = parts.roof + parts.wall + parts.floor + parts.window + parts.door + parts.thermalBridges;
  return {
    hTr,
    hVe: Math.min(
      input.certified ? CERTIFIED_H_VE : Math.max(...all.map((x) => x.hVe)),
      retrofit.maxHVe ?? Number.POSITIVE_INFINITY,
    ),
    qSolZoneE: Math.min(
      ...all.map(
        (x) => x.qSolZoneE * (window.g / x.gWindow) * Math.min(1, input.windowShare / (x.windowArea / x.aRef)),
      ),
    ),
    qSolSummerZoneE: Math.max(
      ...all.map((x) => x.qSolZoneE * (window.g / x.gWindow) * (input.windowShare / (x.windowArea / x.aRef))),
    ),
    housing: housingOf(a),
    parts,
  };
}

/** Opaque wall area of the home (m²) from the archetype's wall H / U per m² of floor, minus the extra glazing. */
export function opaqueWallArea(archetype: Archetype, sqm: number, share: number): number {
  const wallPerM2 = archetype.hWall / archetype.uWall / archetype.aRef;
  return Math.max(0, sqm * (wallPerM2 + archetype.windowArea / archetype.aRef - share));
}

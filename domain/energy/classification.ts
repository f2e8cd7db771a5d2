/**
 * Italian energy-class scale, DM 26/06/2015 "Linee guida APE": the class follows the ratio
 * r = EPgl,nren / EPgl,nren,rif,standard(2019/21) [V energy-model.md §1.2]. A4-A1 (r ≤ 1.00) are folded into A.
 * Upper bounds are inclusive ("inferiore o uguale").
 */

export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

/** Inclusive upper bound of the ratio for each class but G. [V] */
export const CLASS_UPPER_RATIO: Readonly<Record<Exclude<EnergyClass, 'G'>, number>> = {
  A: 1.0,
  B: 1.2,
  C: 1.5,
  D: 2.0,
  E: 2.6,
  F: 3.5,
};

/** Within this relative distance of a class boundary the neighbour class is reported as possible. [A §8.5.5] */
export const BOUNDARY_TOLERANCE = 0.05;

/** Italian description of each class (proposed copy, energy-model.md §8.8; not from a source). */
export const ENERGY_CLASS_DESCRIPTIONS: Readonly<Record<EnergyClass, string>> = {
  A: "Consumi molto bassi, in linea o migliori dell'edificio di riferimento di nuova costruzione.",
  B: "Buona efficienza, fino al 20% oltre l'edificio di riferimento.",
  C: 'Efficienza discreta; involucro o impianto migliorabili.',
  D: 'Nella media del costruito recente; interventi mirati danno risparmi visibili.',
  E: 'Consumi elevati, tipici degli edifici 1970-1990 non riqualificati.',
  F: 'Consumi molto elevati; isolamento e impianto da rinnovare.',
  G: 'La classe meno efficiente (oltre 3,5 volte il riferimento); priorità a una riqualificazione profonda.',
};

const BOUNDED = ENERGY_CLASSES.slice(0, -1) as Exclude<EnergyClass, 'G'>[];

export function classFromRatio(ratio: number): EnergyClass {
  return BOUNDED.find((c) => ratio <= CLASS_UPPER_RATIO[c]) ?? 'G';
}

export function classIndex(energyClass: EnergyClass): number {
  return ENERGY_CLASSES.indexOf(energyClass);
}

export function classAt(index: number): EnergyClass {
  return ENERGY_CLASSES[Math.min(ENERGY_CLASSES.length - 1, Math.max(0, index))] ?? 'G';
}

/** The ratio interval of a class: (lower, upper], with lower 0 for A and upper Infinity for G. */
export function ratioRange(energyClass: EnergyClass): { lower: number; upper: number } {
  const i = classIndex(energyClass);
  const lowerClass = i > 0 ? BOUNDED[i - 1] : undefined;
  return {
    lower: lowerClass ? CLASS_UPPER_RATIO[lowerClass] : 0,
    upper: energyClass === 'G' ? Number.POSITIVE_INFINITY : CLASS_UPPER_RATIO[energyClass],
  };
}

/**
 * The classes the ratio may belong to: its own, plus the neighbour when the ratio is within BOUNDARY_TOLERANCE
 * (relative) of the boundary between them. Ordered best first.
 */
export function possibleClasses(ratio: number, tolerance = BOUNDARY_TOLERANCE): EnergyClass[] {
  const own = classFromRatio(ratio);
  const { lower, upper } = ratioRange(own);
  const result: EnergyClass[] = [own];
  if (lower > 0 && ratio <= lower * (1 + tolerance)) result.unshift(classAt(classIndex(own) - 1));
  if (Number.isFinite(upper) && ratio >= upper * (1 - tolerance)) result.push(classAt(classIndex(own) + 1));
  return result;
}

/** Clamps a ratio into the classes at most `steps` away from `anchor`. */
export function clampRatioToClasses(ratio: number, anchor: EnergyClass, steps: number): number {
  const i = classIndex(anchor);
  const best = classAt(i - steps);
  const worst = classAt(i + steps);
  const lower = ratioRange(best).lower;
  const upper = ratioRange(worst).upper;
  // Stay strictly inside the best class: its lower bound belongs to the class before it.
  const minimum = lower > 0 ? lower * (1 + 1e-9) : 0;
  return Math.min(upper, Math.max(minimum, ratio));
}

import { describe, expect, it } from 'vitest';
import { formatCo2 } from '../../src/wizard/results/format.ts';

describe('the CO2 of the wizard results', () => {
  it.each([
    [850, '850 kg'],
    [4018, '4,0 t'],
    [4320, '4,3 t'],
    [12_345, '12,3 t'],
    [1_234_567, '1.234,6 t'],
  ])('writes %i kg as %j: kilograms below a tonne, tonnes with exactly one decimal above', (kg, text) => {
    expect(formatCo2(kg)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CLIMATE_ZONES,
  formatComuneName,
  HEATING_SEASON_DAYS,
  lookupComune,
  normalizeComuneName,
  searchComuni,
  zoneForDegreeDays,
  type ComuneClimate,
} from '../../../domain/energy/climate.ts';
import {
  CLIMATE_ZONES_PACKED,
  CLIMATE_ZONES_ROW_COUNT,
  CLIMATE_ZONES_SOURCE,
} from '../../../domain/energy/data/climate-zones.ts';

const found = (city: string, province?: string): ComuneClimate => {
  const result = lookupComune(city, province);
  if (result.status !== 'found') throw new Error(`${city}: ${result.status}`);
  return result.comune;
};

describe('the climate data module', () => {
  it('holds every comune of the DPR 412 table once, with the zone counts of the source', () => {
    const rows = CLIMATE_ZONES_PACKED.split('\n');
    expect(rows).toHaveLength(CLIMATE_ZONES_ROW_COUNT);
    expect(CLIMATE_ZONES_ROW_COUNT).toBe(8104);
    const counts = Object.fromEntries(CLIMATE_ZONES.map((z) => [z, rows.filter((r) => r.split(';')[2] === z).length]));
    // Source counts A 2, B 157, C 986, D 1579, E 4273, F 1108, less the repeated FERENTINO (E) row.
    expect(counts).toEqual({ A: 2, B: 157, C: 986, D: 1579, E: 4272, F: 1108 });
  });

  it('keeps the official zone where it departs from the degree-day ranges (four comuni of the source)', () => {
    const departures = CLIMATE_ZONES_PACKED.split('\n')
      .map((r) => r.split(';'))
      .filter(([, , zone, gg]) => zoneForDegreeDays(Number(gg)) !== zone)
      .map(([name]) => name);
    expect(departures.sort()).toEqual(['CAPRESE MICHELANGELO', 'CUNICO', 'MONGIANA', "VITO D'ASIO"]);
  });
});

describe('looking up a comune', () => {
  it('finds Milano in zone E with 2404 degree days', () => {
    expect(found('Milano')).toMatchObject({ name: 'MILANO', province: 'MI', zone: 'E', degreeDays: 2404 });
  });

  it('finds Palermo in zone B with 751 degree days and Lampedusa in zone A', () => {
    expect(found('Palermo')).toMatchObject({ zone: 'B', degreeDays: 751 });
    expect(found('Lampedusa e Linosa')).toMatchObject({ zone: 'A', degreeDays: 568 });
  });

  it('folds case, accents, apostrophes and spacing', () => {
    for (const spelling of ['Agliè', 'AGLIE', 'aglie', "Aglie'", ' agliè ']) expect(found(spelling).name).toBe('AGLIÈ');
    for (const spelling of ["L'Aquila", 'l’aquila', 'L Aquila', 'LAQUILA'])
      expect(found(spelling).degreeDays).toBe(2514);
    expect(found('forli').name).toBe('FORLÌ');
  });

  it('accepts the common short names of Reggio Emilia and Reggio Calabria', () => {
    expect(found('Reggio Emilia').name).toBe("REGGIO NELL'EMILIA");
    expect(found('Reggio Calabria').name).toBe('REGGIO DI CALABRIA');
  });

  it('reports an unknown comune as not found', () => {
    expect(lookupComune('Atlantide').status).toBe('notFound');
    expect(lookupComune('').status).toBe('notFound');
  });

  it('asks for the province when two comuni share the name, and uses it when given', () => {
    const ambiguous = lookupComune('Castro');
    expect(ambiguous.status).toBe('ambiguous');
    expect(ambiguous.status === 'ambiguous' && ambiguous.candidates.map((c) => c.province).sort()).toEqual([
      'BG',
      'LE',
    ]);
    expect(found('Castro', 'LE')).toMatchObject({ zone: 'C', degreeDays: 1243 });
    expect(found('Castro (BG)')).toMatchObject({ zone: 'E', degreeDays: 2354 });
    expect(found('San Teodoro', 'ss').zone).toBe('B');
  });

  it("holds ISTAT's current province codes, and still reads the former ones an address may carry", () => {
    expect(found('Rimini').province).toBe('RN');
    expect(found('Monza', 'MB').province).toBe('MB');
    expect(found('Barletta').province).toBe('BT');
    expect(found('Fermo').province).toBe('FM');
    expect(found('Biella').province).toBe('BI');
    expect(found('Carbonia').province).toBe('SU');
    expect(found('Rimini', 'FO').province).toBe('RN');
    expect(searchComuni('Forl', 10, 'FC').map((c) => c.name)).toContain('FORLÌ');
    expect(CLIMATE_ZONES_SOURCE).toContain('province ISTAT al 2020-01-01');
  });
});

describe('searching comuni for the autocomplete', () => {
  it('returns matches by prefix, alphabetically, at most the limit', () => {
    const results = searchComuni('mil', 5);
    expect(results[0]?.name).toBe('MILANO');
    expect(results.length).toBeLessThanOrEqual(5);
    expect(results.every((c) => normalizeComuneName(c.name).startsWith('MIL'))).toBe(true);
  });

  it('puts the comune named exactly as the query first', () => {
    expect(searchComuni('roma', 3)[0]?.name).toBe('ROMA');
    expect(searchComuni('Bra', 3)[0]?.name).toBe('BRA');
  });

  it('also finds a later word of the name after the prefix matches', () => {
    expect(searchComuni('aquila', 20).map((c) => c.name)).toContain("L'AQUILA");
  });

  it('returns nothing for an empty query or a zero limit', () => {
    expect(searchComuni('   ')).toEqual([]);
    expect(searchComuni('ro', 0)).toEqual([]);
  });

  it('gives display names in Italian title case', () => {
    expect(formatComuneName('SAN GIORGIO DI PESARO')).toBe('San Giorgio di Pesaro');
    expect(formatComuneName("REGGIO NELL'EMILIA")).toBe("Reggio nell'Emilia");
    expect(formatComuneName("L'AQUILA")).toBe("L'Aquila");
    expect(found('aglie').displayName).toBe('Agliè');
  });
});

describe('zones and heating seasons', () => {
  it('assigns zones by the inclusive degree-day limits of DPR 412/1993', () => {
    const cases: [number, string][] = [
      [600, 'A'],
      [601, 'B'],
      [900, 'B'],
      [901, 'C'],
      [1400, 'C'],
      [1401, 'D'],
      [2100, 'D'],
      [2101, 'E'],
      [3000, 'E'],
      [3001, 'F'],
    ];
    for (const [gg, zone] of cases) expect(zoneForDegreeDays(gg)).toBe(zone);
  });

  it('lengthens the heating season from zone A to zone F', () => {
    const days = CLIMATE_ZONES.map((z) => HEATING_SEASON_DAYS[z]);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
  });
});

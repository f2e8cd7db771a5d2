import { describe, expect, it } from 'vitest';
import { wizardAnswersSchema, type WizardAnswersInput } from '../../../domain/energy/answers-schema.ts';
import { MILANO_FLAT } from './fixtures.ts';

const issuesOf = (overrides: Record<string, unknown>) => {
  const result = wizardAnswersSchema.safeParse({ ...MILANO_FLAT, ...overrides });
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('the wizard answers schema', () => {
  it('accepts a complete home with the names and values of the estimate call', () => {
    expect(wizardAnswersSchema.safeParse(MILANO_FLAT).success).toBe(true);
  });

  it('refuses a 0 m² home with an Italian message on the area', () => {
    expect(issuesOf({ sqm: 0 })).toEqual([{ path: 'sqm', message: 'La superficie deve essere di almeno 20 m²' }]);
    expect(issuesOf({ sqm: 5000 })[0]?.message).toBe('La superficie non può superare 1000 m²');
  });

  it('refuses a building of 40 floors', () => {
    expect(issuesOf({ floors: 40 })).toEqual([
      { path: 'floors', message: 'Il campo numero di piani non può superare 30' },
    ]);
  });

  it('refuses a flat on a floor above the building and a house of more than five floors', () => {
    expect(issuesOf({ floor: 8, floors: 6 })[0]?.path).toBe('floor');
    expect(issuesOf({ typology: 'detached', floors: 7, floor: 0 })[0]?.message).toBe(
      'Una casa indipendente o a schiera non può avere più di 5 piani',
    );
  });

  it('refuses a home without windows or door-windows', () => {
    expect(issuesOf({ windowsNumber: 0, doorWindowsNumber: 0 })).toEqual([
      { path: 'windowsNumber', message: 'Indica almeno una finestra o portafinestra' },
    ]);
  });

  it('refuses fractional counts and out-of-range years', () => {
    expect(issuesOf({ roomsNumber: 2.5 })[0]?.message).toBe('Il campo numero di locali deve essere un numero intero');
    expect(issuesOf({ constructionYear: 900 })[0]?.path).toBe('constructionYear');
    expect(issuesOf({ constructionYear: 3000 })[0]?.path).toBe('constructionYear');
  });

  it('explains an unknown choice in Italian', () => {
    expect(issuesOf({ heatersType: 'fireplace' })).toEqual([
      { path: 'heatersType', message: 'Seleziona il tipo di impianto di riscaldamento' },
    ]);
    expect(issuesOf({ windowType: undefined })[0]?.message).toBe('Seleziona il tipo di vetri delle finestre');
  });

  it('treats the bills as optional but refuses negative ones', () => {
    const withoutBills = Object.fromEntries(
      Object.entries(MILANO_FLAT).filter(([key]) => key !== 'gasCost' && key !== 'powerCost'),
    );
    expect(wizardAnswersSchema.safeParse(withoutBills).success).toBe(true);
    expect(wizardAnswersSchema.safeParse({ ...MILANO_FLAT, gasCost: 950.5, powerCost: 610 }).success).toBe(true);
    expect(issuesOf({ gasCost: -1 })[0]?.message).toBe('Il costo annuo del gas non può essere negativo');
  });

  it('requires each address part with its own geolocation message, and accepts a province code', () => {
    const address: Partial<WizardAnswersInput['address']> = {
      nation: 'Italia',
      zip: '',
      houseNumber: '1',
      street: 'Via Roma',
    };
    expect(issuesOf({ address }).map((i) => i.message)).toEqual([
      'Il CAP è necessario ai fini della geolocalizzazione',
      'La città è necessaria ai fini della geolocalizzazione',
    ]);
    expect(
      wizardAnswersSchema.safeParse({ ...MILANO_FLAT, address: { ...MILANO_FLAT.address, province: 'MI' } }).success,
    ).toBe(true);
    expect(issuesOf({ address: { ...MILANO_FLAT.address, province: 'Milano' } })[0]?.path).toBe('address.province');
  });
});

describe('the address the wizard accepts', () => {
  const withAddress = (changes: Partial<WizardAnswersInput['address']>) => ({
    ...MILANO_FLAT,
    address: { ...MILANO_FLAT.address, ...changes },
  });
  const messagesOf = (changes: Partial<WizardAnswersInput['address']>) =>
    issuesOf(withAddress(changes)).map((issue) => `${issue.path}: ${issue.message}`);

  it('refuses a CAP of another province than the comune, and one that is not five digits', () => {
    expect(messagesOf({ zip: '90133' })).toEqual(['address.zip: Il CAP 90133 non corrisponde al comune di Milano']);
    expect(messagesOf({ zip: 'abc' })).toEqual(['address.zip: Il CAP deve essere di cinque cifre']);
    expect(messagesOf({ zip: '123' })).toEqual(['address.zip: Il CAP deve essere di cinque cifre']);
    expect(messagesOf({ zip: '20900', city: 'Monza' })).toEqual([]);
    expect(messagesOf({ zip: '47921', city: 'Rimini' })).toEqual([]);
  });

  it('says only what is wrong with a malformed province, and reads a province in either case', () => {
    expect(messagesOf({ zip: '90133', province: 'M1' })).toEqual([
      'address.province: La sigla della provincia deve essere di due lettere',
    ]);
    expect(messagesOf({ province: 'mi' })).toEqual([]);
    expect(messagesOf({ zip: '90133', province: 'mi' })).toEqual([
      'address.zip: Il CAP 90133 non corrisponde al comune di Milano',
    ]);
  });

  it('accepts Italian house numbers and refuses other shapes', () => {
    for (const ok of ['10', '12A', '12 bis', '7/B', '15/3', 'snc']) expect(messagesOf({ houseNumber: ok })).toEqual([]);
    for (const bad of ['abc', '12345', 'dieci', '-1']) {
      expect(messagesOf({ houseNumber: bad })).toEqual([
        'address.houseNumber: Il numero civico deve essere un numero, con eventuale lettera o barra (per esempio 12, 12A, 7/B) oppure snc',
      ]);
    }
  });

  it('caps the street at 100 characters', () => {
    expect(messagesOf({ street: `Via ${'a'.repeat(97)}` })).toEqual([
      'address.street: La via non può superare 100 caratteri',
    ]);
  });
});

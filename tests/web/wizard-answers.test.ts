import { describe, expect, it } from 'vitest';
import { validateStep } from '../../src/wizard/step-validation.ts';
import { EMPTY_DRAFT, parseNumber, toAnswersInput, type WizardDraft } from '../../src/wizard/wizard-draft.ts';
import { LOADER_STEP } from '../../src/wizard/wizard-steps.ts';
import { loadWizard, saveWizard, WIZARD_STORAGE_KEY } from '../../src/wizard/wizard-storage.ts';

const torinoFlat: WizardDraft = {
  ...EMPTY_DRAFT,
  typology: 'apartment',
  sqm: '80',
  constructionYear: '1972',
  floor: '2',
  floors: '6',
  roomsNumber: '4',
  bathroomsNumber: '1',
  windowsNumber: '6',
  doorWindowsNumber: '2',
  windowType: 'single',
  heatingManagement: 'autonomous',
  heatersType: 'gasBoiler',
  lift: true,
  balconies: true,
  city: 'Torino',
  province: 'TO',
  street: 'Via Roma',
  houseNumber: '10',
  zip: '10121',
};

/** A Storage stand-in over a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

describe('parseNumber', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['80', 80],
    ['80,5', 80.5],
    ['80.5', 80.5],
    ['1.500', 1500],
    ['1.500,50', 1500.5],
    ['-3', -3],
  ])('reads %j as %j', (typed, expected) => {
    expect(parseNumber(typed)).toBe(expected);
  });

  it('reads anything else as NaN, which the schema refuses', () => {
    expect(parseNumber('ottanta')).toBeNaN();
    expect(parseNumber('80m2')).toBeNaN();
  });
});

describe('toAnswersInput', () => {
  it('maps the draft to the estimate body: numbers, the nested address with its province, blank bills as null', () => {
    expect(toAnswersInput(torinoFlat)).toEqual({
      typology: 'apartment',
      sqm: 80,
      constructionYear: 1972,
      floor: 2,
      floors: 6,
      roomsNumber: 4,
      bathroomsNumber: 1,
      windowsNumber: 6,
      doorWindowsNumber: 2,
      windowType: 'single',
      heatingManagement: 'autonomous',
      heatersType: 'gasBoiler',
      hotWaterType: 'sameAsHeating',
      lift: true,
      garage: false,
      balconies: true,
      gasCost: null,
      powerCost: null,
      address: {
        nation: 'Italia',
        city: 'Torino',
        province: 'TO',
        street: 'Via Roma',
        houseNumber: '10',
        zip: '10121',
      },
    });
  });

  it('puts a house on the ground floor whatever was typed for a flat, and leaves out a blank province', () => {
    const answers = toAnswersInput({ ...torinoFlat, typology: 'detached', floor: '7', province: '' });
    expect(answers.floor).toBe(0);
    expect(answers.address).not.toHaveProperty('province');
  });
});

describe('validateStep', () => {
  it('lets a complete flat through every question step', () => {
    for (let step = 0; step < LOADER_STEP; step += 1) expect(validateStep(step, torinoFlat)).toEqual({});
  });

  it('judges only the fields of the step, with the engine messages', () => {
    expect(validateStep(0, EMPTY_DRAFT)).toEqual({ typology: "Seleziona la tipologia dell'immobile" });
    expect(validateStep(1, { ...torinoFlat, sqm: '0', constructionYear: '' })).toEqual({
      sqm: 'La superficie deve essere di almeno 20 m²',
      constructionYear: 'Il campo anno di costruzione è richiesto',
    });
  });

  it('applies the cross-field rules of the schema once their fields are answered', () => {
    expect(validateStep(2, { ...torinoFlat, floor: '7' })).toEqual({
      floor: "Il piano dell'appartamento non può superare il numero di piani dell'edificio",
    });
    expect(validateStep(2, { ...torinoFlat, typology: 'detached', floors: '8' })).toEqual({
      floors: 'Una casa indipendente o a schiera non può avere più di 5 piani',
    });
    expect(validateStep(4, { ...torinoFlat, windowsNumber: '0', doorWindowsNumber: '0' })).toEqual({
      windowsNumber: 'Indica almeno una finestra o portafinestra',
    });
  });

  it('gives each missing address part its own geolocation message', () => {
    expect(validateStep(8, { ...torinoFlat, city: '', street: ' ', houseNumber: '', zip: '' })).toEqual({
      city: 'La città è necessaria ai fini della geolocalizzazione',
      street: 'La via è necessaria ai fini della geolocalizzazione',
      houseNumber: 'Il numero civico è necessario ai fini della geolocalizzazione',
      zip: 'Il CAP è necessario ai fini della geolocalizzazione',
    });
  });

  it('shows a bad province on the comune, where it was chosen', () => {
    expect(validateStep(8, { ...torinoFlat, province: 'T0' })).toEqual({
      city: 'La sigla della provincia deve essere di due lettere',
    });
  });
});

describe('wizard storage', () => {
  it('gives back what it saved', () => {
    const storage = memoryStorage();
    saveWizard(storage, { step: 4, draft: torinoFlat });
    expect(loadWizard(storage)).toEqual({ step: 4, draft: torinoFlat });
  });

  it('starts fresh when nothing or something unreadable is stored', () => {
    const fresh = { step: 0, draft: EMPTY_DRAFT };
    expect(loadWizard(memoryStorage())).toEqual(fresh);
    expect(loadWizard(memoryStorage({ [WIZARD_STORAGE_KEY]: '{not json' }))).toEqual(fresh);
    expect(loadWizard(memoryStorage({ [WIZARD_STORAGE_KEY]: '"text"' }))).toEqual(fresh);
  });

  it('keeps the readable answers of a tampered draft, blanks the rest and fixes the nation', () => {
    const stored = { step: 3, draft: { ...torinoFlat, typology: 'castle', sqm: 80, nation: 'Francia', lift: 'yes' } };
    const { step, draft } = loadWizard(memoryStorage({ [WIZARD_STORAGE_KEY]: JSON.stringify(stored) }));
    expect(step).toBe(3);
    expect(draft).toEqual({ ...torinoFlat, typology: '', sqm: '', nation: 'Italia', lift: false });
  });

  it('comes back to the loader, not the results, after a refresh on the results', () => {
    const storage = memoryStorage();
    saveWizard(storage, { step: LOADER_STEP + 1, draft: torinoFlat });
    expect(loadWizard(storage).step).toBe(LOADER_STEP);
  });
});

import type {
  HeaterType,
  HeatingManagement,
  HotWaterType,
  Photovoltaics,
  Residence,
  SolarThermal,
  Typology,
} from '../../domain/energy/answer-choices.ts';
import type { CoolingType } from '../../domain/energy/cooling.ts';
import type { WindowType } from '../../domain/energy/tabula.ts';

/**
 * What the wizard's form holds while the visitor answers: numbers as typed (strings), choices empty until chosen,
 * the address flattened. `toAnswersInput` turns it into the body of the estimate call.
 */
export type WizardDraft = {
  typology: Typology | '';
  sqm: string;
  constructionYear: string;
  floor: string;
  floors: string;
  roomsNumber: string;
  bathroomsNumber: string;
  windowsNumber: string;
  doorWindowsNumber: string;
  windowType: WindowType | '';
  heatingManagement: HeatingManagement | '';
  heatersType: HeaterType | '';
  hotWaterType: HotWaterType | '';
  coolingType: CoolingType | '';
  photovoltaics: Photovoltaics | '';
  solarThermal: SolarThermal | '';
  residence: Residence | '';
  lift: boolean;
  garage: boolean;
  balconies: boolean;
  gasCost: string;
  powerCost: string;
  nation: string;
  city: string;
  province: string;
  street: string;
  houseNumber: string;
  zip: string;
};

export type DraftField = keyof WizardDraft;
export type ChoiceField =
  | 'typology'
  | 'windowType'
  | 'heatingManagement'
  | 'heatersType'
  | 'hotWaterType'
  | 'coolingType'
  | 'photovoltaics'
  | 'solarThermal'
  | 'residence';
export type ToggleField = 'lift' | 'garage' | 'balconies';
export type TextField = Exclude<DraftField, ChoiceField | ToggleField>;

/** Italy is the only nation the climate table covers: the wizard shows it fixed. */
export const WIZARD_NATION = 'Italia';

export const ADDRESS_FIELDS = [
  'nation',
  'city',
  'province',
  'street',
  'houseNumber',
  'zip',
] as const satisfies readonly DraftField[];

export const EMPTY_DRAFT: WizardDraft = {
  typology: '',
  sqm: '',
  constructionYear: '',
  floor: '',
  floors: '',
  roomsNumber: '',
  bathroomsNumber: '',
  windowsNumber: '',
  doorWindowsNumber: '',
  windowType: '',
  heatingManagement: '',
  heatersType: '',
  hotWaterType: 'sameAsHeating',
  coolingType: '',
  photovoltaics: '',
  solarThermal: '',
  residence: '',
  lift: false,
  garage: false,
  balconies: false,
  gasCost: '',
  powerCost: '',
  nation: WIZARD_NATION,
  city: '',
  province: '',
  street: '',
  houseNumber: '',
  zip: '',
};

/** A typed number: blank is "no answer" (undefined), a comma is a decimal point, anything else NaN (refused). */
export function parseNumber(value: string): number | undefined {
  let text = value.trim().replace(/\s/g, '');
  if (text === '') return undefined;
  // Italian thousands separators: "1.500" and "1.500,50" are one thousand five hundred.
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) text = text.replaceAll('.', '');
  return /^-?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

const orUndefined = <T extends string>(value: T | ''): T | undefined => (value === '' ? undefined : value);
/** Bills are optional: blank means not given. */
const optionalCost = (value: string): number | null => parseNumber(value) ?? null;

/** The estimate call's body (spec section 3 names), still to be validated by wizardAnswersSchema. */
export function toAnswersInput(draft: WizardDraft) {
  const isFlat = draft.typology === 'apartment';
  return {
    typology: orUndefined(draft.typology),
    sqm: parseNumber(draft.sqm),
    constructionYear: parseNumber(draft.constructionYear),
    // A house has no "floor of the flat": it starts from the ground.
    floor: isFlat ? parseNumber(draft.floor) : 0,
    floors: parseNumber(draft.floors),
    roomsNumber: parseNumber(draft.roomsNumber),
    bathroomsNumber: parseNumber(draft.bathroomsNumber),
    windowsNumber: parseNumber(draft.windowsNumber),
    doorWindowsNumber: parseNumber(draft.doorWindowsNumber),
    windowType: orUndefined(draft.windowType),
    heatingManagement: orUndefined(draft.heatingManagement),
    heatersType: orUndefined(draft.heatersType),
    hotWaterType: orUndefined(draft.hotWaterType),
    coolingType: orUndefined(draft.coolingType),
    photovoltaics: orUndefined(draft.photovoltaics),
    solarThermal: orUndefined(draft.solarThermal),
    residence: orUndefined(draft.residence),
    lift: draft.lift,
    garage: draft.garage,
    balconies: draft.balconies,
    gasCost: optionalCost(draft.gasCost),
    powerCost: optionalCost(draft.powerCost),
    address: {
      nation: draft.nation,
      city: draft.city,
      street: draft.street,
      houseNumber: draft.houseNumber,
      zip: draft.zip,
      ...(draft.province.trim() !== '' && { province: draft.province }),
    },
  };
}

export type AnswersInput = ReturnType<typeof toAnswersInput>;

/**
 * The field that shows the error of an answer path ('address.city' -> 'city'), or undefined for an unknown path.
 * The province comes with the comune chosen from the list, so its errors show on the comune.
 */
export function draftFieldOf(path: readonly PropertyKey[] | string): DraftField | undefined {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const name = parts[0] === 'address' ? parts[1] : parts[0];
  if (name === 'province') return 'city';
  return name !== undefined && Object.hasOwn(EMPTY_DRAFT, name) ? (name as DraftField) : undefined;
}

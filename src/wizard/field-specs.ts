import {
  HEATER_TYPES,
  HEATING_MANAGEMENTS,
  HOT_WATER_TYPES,
  PHOTOVOLTAICS,
  RESIDENCES,
  SOLAR_THERMAL,
  TYPOLOGIES,
  WINDOW_TYPES,
} from '../../domain/energy/answer-choices.ts';
import { COOLING_TYPES } from '../../domain/energy/cooling.ts';
import { STREET_MAX_LENGTH } from '../../domain/energy/postcodes.ts';
import type { ChoiceField, DraftField, TextField, ToggleField, WizardDraft } from './wizard-draft.ts';

/** How each answer is asked; the words come from `wizard.fields.<name>` in locales/<lng>/wizard.json. */
/** Units shown after a number, from `wizard.units.<unit>`. */
export type Unit = 'sqm' | 'euroYear';

export type FieldSpec =
  | { kind: 'choice'; name: ChoiceField; options: readonly string[] }
  | { kind: 'toggle'; name: ToggleField }
  | {
      kind: 'text';
      name: TextField;
      inputMode: 'numeric' | 'decimal' | 'text';
      unit?: Unit;
      autoComplete?: string;
      maxLength?: number;
    }
  | { kind: 'comune'; name: 'city' }
  | { kind: 'fixed'; name: 'nation' }
  | { kind: 'derived'; name: 'province' };

const numeric = (name: TextField, unit?: Unit): FieldSpec => ({
  kind: 'text',
  name,
  inputMode: 'numeric',
  unit,
  maxLength: 6,
});
const decimal = (name: TextField, unit?: Unit): FieldSpec => ({
  kind: 'text',
  name,
  inputMode: 'decimal',
  unit,
  maxLength: 10,
});

export const FIELD_SPECS: Readonly<Record<DraftField, FieldSpec>> = {
  typology: { kind: 'choice', name: 'typology', options: TYPOLOGIES },
  sqm: decimal('sqm', 'sqm'),
  constructionYear: numeric('constructionYear'),
  floor: numeric('floor'),
  floors: numeric('floors'),
  roomsNumber: numeric('roomsNumber'),
  bathroomsNumber: numeric('bathroomsNumber'),
  windowsNumber: numeric('windowsNumber'),
  doorWindowsNumber: numeric('doorWindowsNumber'),
  windowType: { kind: 'choice', name: 'windowType', options: WINDOW_TYPES },
  heatingManagement: { kind: 'choice', name: 'heatingManagement', options: HEATING_MANAGEMENTS },
  heatersType: { kind: 'choice', name: 'heatersType', options: HEATER_TYPES },
  hotWaterType: { kind: 'choice', name: 'hotWaterType', options: HOT_WATER_TYPES },
  coolingType: { kind: 'choice', name: 'coolingType', options: COOLING_TYPES },
  photovoltaics: { kind: 'choice', name: 'photovoltaics', options: PHOTOVOLTAICS },
  solarThermal: { kind: 'choice', name: 'solarThermal', options: SOLAR_THERMAL },
  residence: { kind: 'choice', name: 'residence', options: RESIDENCES },
  lift: { kind: 'toggle', name: 'lift' },
  garage: { kind: 'toggle', name: 'garage' },
  balconies: { kind: 'toggle', name: 'balconies' },
  gasCost: decimal('gasCost', 'euroYear'),
  powerCost: decimal('powerCost', 'euroYear'),
  nation: { kind: 'fixed', name: 'nation' },
  city: { kind: 'comune', name: 'city' },
  province: { kind: 'derived', name: 'province' },
  street: {
    kind: 'text',
    name: 'street',
    inputMode: 'text',
    autoComplete: 'address-line1',
    maxLength: STREET_MAX_LENGTH,
  },
  houseNumber: { kind: 'text', name: 'houseNumber', inputMode: 'text', maxLength: 10 },
  zip: { kind: 'text', name: 'zip', inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 },
};

/** The label key of a field: the building's floors read differently for a house. */
export function labelKeyOf(field: DraftField, draft: WizardDraft): string {
  if (field === 'floors' && draft.typology !== '' && draft.typology !== 'apartment')
    return 'wizard.fields.floors.labelHouse';
  return `wizard.fields.${field}.label`;
}

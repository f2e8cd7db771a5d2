import { z } from 'zod';
import { geolocationAddressSchema, provinceCodeSchema, PROVINCE_PATTERN } from '../rules/address.ts';
import { requiredOr } from '../rules/messages.ts';
import { COOLING_TYPES } from './cooling.ts';
import { HOUSE_NUMBER_PATTERN, POSTCODE_PATTERN, postcodeFitsProvince, STREET_MAX_LENGTH } from './postcodes.ts';
import {
  ANSWER_BOUNDS,
  HEATER_TYPES,
  HEATING_MANAGEMENTS,
  HOT_WATER_TYPES,
  PHOTOVOLTAICS,
  RESIDENCES,
  SOLAR_THERMAL,
  TYPOLOGIES,
  WINDOW_TYPES,
} from './answer-choices.ts';

/**
 * The home wizard's answers (spec section 3; names and values of issue 7's estimate call), validated with Italian
 * messages. The spec leaves numeric bounds open; ours are below, each with the reason.
 */

export * from './answer-choices.ts';

const integerBetween = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: requiredOr(label, `Il campo ${label} deve essere un numero`) })
    .int({ error: `Il campo ${label} deve essere un numero intero` })
    .min(min, { error: `Il campo ${label} deve essere almeno ${String(min)}${unit}` })
    .max(max, { error: `Il campo ${label} non può superare ${String(max)}${unit}` });

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const yesNo = (label: string) => z.boolean({ error: `Indica se l'immobile ha ${label}` });

/** Optional yearly bill in euro: absent, null or 0 mean "not given". */
const yearlyCost = (label: string) =>
  z
    .number({ error: `Il costo annuo ${label} deve essere un numero` })
    .min(ANSWER_BOUNDS.yearlyCost.min, { error: `Il costo annuo ${label} non può essere negativo` })
    .max(ANSWER_BOUNDS.yearlyCost.max, {
      error: `Il costo annuo ${label} non può superare ${String(ANSWER_BOUNDS.yearlyCost.max)} euro`,
    })
    .nullish();

/** A blank value already has the "required" message: the shape is checked only on something written. */
const blankOr =
  (pattern: RegExp) =>
  (value: string): boolean =>
    value === '' || pattern.test(value);

/**
 * The address of spec section 5 plus an optional province code, which the comune autocomplete can fill. The CAP has
 * five digits, the house number an Italian shape, the street a length cap; the CAP must fit the comune (postcodes.ts).
 */
export const wizardAddressSchema = geolocationAddressSchema.extend({
  zip: geolocationAddressSchema.shape.zip.refine(blankOr(POSTCODE_PATTERN), {
    error: 'Il CAP deve essere di cinque cifre',
  }),
  houseNumber: geolocationAddressSchema.shape.houseNumber.refine(blankOr(HOUSE_NUMBER_PATTERN), {
    error:
      'Il numero civico deve essere un numero, con eventuale lettera o barra (per esempio 12, 12A, 7/B) oppure snc',
  }),
  street: geolocationAddressSchema.shape.street.max(STREET_MAX_LENGTH, {
    error: `La via non può superare ${String(STREET_MAX_LENGTH)} caratteri`,
  }),
  province: provinceCodeSchema,
});

/**
 * Finds the comune of an address for the CAP check: the server looks it up in the whole table (answers-schema.ts),
 * the wizard takes the comune chosen in its autocomplete and leaves the table out of its bundle.
 */
export type ComuneOfAddress = (
  city: string,
  province: string | undefined,
) => { displayName: string; province: string } | undefined;

/**
 * The answers' schema, with the CAP checked against the comune that `comuneOf` finds; a malformed province has its own
 * message only, and no comune is looked up for it.
 */
export const answersSchemaWith = (comuneOf: ComuneOfAddress) =>
  z
    .object({
      typology: choice(TYPOLOGIES, "Seleziona la tipologia dell'immobile"),
      sqm: z
        .number({ error: requiredOr('superficie', 'La superficie deve essere un numero') })
        .min(ANSWER_BOUNDS.sqm.min, {
          error: `La superficie deve essere di almeno ${String(ANSWER_BOUNDS.sqm.min)} m²`,
        })
        .max(ANSWER_BOUNDS.sqm.max, { error: `La superficie non può superare ${String(ANSWER_BOUNDS.sqm.max)} m²` }),
      floor: integerBetween('piano', ANSWER_BOUNDS.floor.min, ANSWER_BOUNDS.floor.max),
      floors: integerBetween('numero di piani', ANSWER_BOUNDS.floors.min, ANSWER_BOUNDS.floors.max),
      constructionYear: integerBetween(
        'anno di costruzione',
        ANSWER_BOUNDS.constructionYear.min,
        ANSWER_BOUNDS.constructionYear.max,
      ),
      roomsNumber: integerBetween('numero di locali', ANSWER_BOUNDS.roomsNumber.min, ANSWER_BOUNDS.roomsNumber.max),
      bathroomsNumber: integerBetween(
        'numero di bagni',
        ANSWER_BOUNDS.bathroomsNumber.min,
        ANSWER_BOUNDS.bathroomsNumber.max,
      ),
      windowsNumber: integerBetween(
        'numero di finestre',
        ANSWER_BOUNDS.windowsNumber.min,
        ANSWER_BOUNDS.windowsNumber.max,
      ),
      doorWindowsNumber: integerBetween(
        'numero di portefinestre',
        ANSWER_BOUNDS.doorWindowsNumber.min,
        ANSWER_BOUNDS.doorWindowsNumber.max,
      ),
      windowType: choice(WINDOW_TYPES, 'Seleziona il tipo di vetri delle finestre'),
      heatingManagement: choice(HEATING_MANAGEMENTS, 'Indica se il riscaldamento è autonomo o centralizzato'),
      heatersType: choice(HEATER_TYPES, 'Seleziona il tipo di impianto di riscaldamento'),
      hotWaterType: choice(HOT_WATER_TYPES, "Seleziona come viene prodotta l'acqua calda"),
      /** Optional: absent means "not said", and the engine assumes the usual system (cooling-defaults.ts). */
      coolingType: choice(COOLING_TYPES, 'Seleziona se la casa ha il condizionatore').optional(),
      /**
       * Optional: absent means "non so", and a new home gets what the law required of its age (law-requirements.ts).
       */
      photovoltaics: choice(PHOTOVOLTAICS, "Indica se la casa ha l'impianto fotovoltaico").optional(),
      solarThermal: choice(SOLAR_THERMAL, 'Indica se la casa ha i pannelli solari termici').optional(),
      /** Optional: absent means a first home, whose deductions are the higher ones (shown as an assumption). */
      residence: choice(RESIDENCES, 'Indica se è la tua abitazione principale').optional(),
      lift: yesNo("l'ascensore"),
      garage: yesNo('il garage'),
      balconies: yesNo('balconi'),
      gasCost: yearlyCost('del gas'),
      powerCost: yearlyCost("dell'energia elettrica"),
      address: wizardAddressSchema,
    })
    .superRefine((answers, ctx) => {
      if (answers.typology !== 'apartment' && answers.floors > ANSWER_BOUNDS.houseFloors.max) {
        ctx.addIssue({
          code: 'custom',
          path: ['floors'],
          message: `Una casa indipendente o a schiera non può avere più di ${String(ANSWER_BOUNDS.houseFloors.max)} piani`,
        });
      }
      if (answers.typology === 'apartment' && answers.floor > answers.floors) {
        ctx.addIssue({
          code: 'custom',
          path: ['floor'],
          message: "Il piano dell'appartamento non può superare il numero di piani dell'edificio",
        });
      }
      const { city, province, zip } = answers.address;
      const comune = province === undefined || PROVINCE_PATTERN.test(province) ? comuneOf(city, province) : undefined;
      if (comune && POSTCODE_PATTERN.test(zip) && !postcodeFitsProvince(zip, comune.province)) {
        ctx.addIssue({
          code: 'custom',
          path: ['address', 'zip'],
          message: `Il CAP ${answers.address.zip} non corrisponde al comune di ${comune.displayName}`,
        });
      }
      if (answers.windowsNumber + answers.doorWindowsNumber < 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['windowsNumber'],
          message: 'Indica almeno una finestra o portafinestra',
        });
      }
    });

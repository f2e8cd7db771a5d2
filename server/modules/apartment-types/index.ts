import { apartmentTypes as apartmentTypeResource } from '../../../domain/resources/apartment-types.ts';
import { defineUnit } from '../../crud/unit.ts';
import { apartmentTypes } from '../../db/schema/index.ts';

/** Apartment types (domain/resources/apartment-types.ts): a plain resource, every row visible, no behaviour. */
export const apartmentTypesUnit = defineUnit({ declaration: apartmentTypeResource, table: apartmentTypes });

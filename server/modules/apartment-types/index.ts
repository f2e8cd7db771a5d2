import { sql } from 'drizzle-orm';
import { apartmentTypes as apartmentTypeResource } from '../../../domain/resources/apartment-types.ts';
import { defineUnit } from '../../crud/unit.ts';
import { apartmentTypes } from '../../db/schema/index.ts';

/**
 * Apartment types (domain/resources/apartment-types.ts): a plain resource, every row visible, no behaviour; its
 * catalogue is the apartment type picker, open to everyone.
 */
export const apartmentTypesUnit = defineUnit({
  declaration: apartmentTypeResource,
  table: apartmentTypes,
  references: {
    apartmentTypes: { table: apartmentTypes, id: apartmentTypes.id, label: sql<string>`${apartmentTypes.name}` },
  },
});

import { createElement } from 'react';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import type { apartmentTypes } from '../../../domain/resources/apartment-types.ts';
import { resourceUnit } from '../generic/resource-unit.ts';

/** Apartment types: every screen generated. */
export const apartmentTypesUnit = resourceUnit<typeof apartmentTypes>({
  name: 'apartment-types',
  icon: createElement(HomeWorkOutlined),
});

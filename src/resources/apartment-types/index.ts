import { createElement } from 'react';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import { apartmentTypes } from '../../../domain/resources/apartment-types.ts';
import { resourceUnit } from '../generic/resource-unit.ts';

/** Apartment types: every screen generated. */
export const apartmentTypesUnit = resourceUnit({ declaration: apartmentTypes, icon: createElement(HomeWorkOutlined) });

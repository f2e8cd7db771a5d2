import { createElement, lazy } from 'react';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import type { condominiumsResource } from '../../../domain/resources/condominiums.ts';
import { resourceUnit } from '../generic/resource-unit.ts';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';

const CondominiumShow = lazy(() =>
  withPortalTexts(import('./condominium-show.tsx')).then((m) => ({ default: m.CondominiumShowScreen })),
);

/**
 * Condominiums: the generated list and form (fiscal code, the address parts geolocation needs, administrator), their
 * own detail with buildings, stairs and roles; the construction site lives on the bank-service page (/project-bt).
 */
export const condominiumsUnit = resourceUnit<typeof condominiumsResource>({
  name: 'condominiums',
  icon: createElement(ApartmentOutlined),
  screens: { show: CondominiumShow },
  form: { afterSave: 'show' },
});

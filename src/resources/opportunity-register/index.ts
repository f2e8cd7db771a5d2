import { createElement, lazy } from 'react';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { opportunityRegister } from '../../../domain/resources/opportunity-register.ts';
import { resourceUnit } from '../generic/resource-unit.ts';
import { opportunityCells } from '../opportunities/opportunity-cells.tsx';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';

const RegisterEntryShow = lazy(() =>
  withPortalTexts(import('./register-entry-show.tsx')).then((m) => ({ default: m.RegisterEntryShow })),
);

/** The opportunity register: the generated list with the opportunities' status chips, a read-only detail. */
export const opportunityRegisterUnit = resourceUnit<typeof opportunityRegister>({
  name: 'opportunity-register',
  icon: createElement(FactCheckOutlined),
  cells: opportunityCells,
  screens: { show: RegisterEntryShow },
});

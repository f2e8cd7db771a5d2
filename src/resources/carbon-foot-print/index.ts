import { createElement, lazy } from 'react';
import Co2Outlined from '@mui/icons-material/Co2Outlined';
import type { carbonFootprints } from '../../../domain/resources/carbon-footprints.ts';
import { resourceUnit } from '../generic/resource-unit.ts';
import { CALCULATOR_ROUTE, CALCULATOR_SUB_PATH } from './calculator-paths.ts';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';

const FootprintShow = lazy(() =>
  withPortalTexts(import('./footprint-screens.tsx')).then((m) => ({ default: m.FootprintShowScreen })),
);
const FootprintCreate = lazy(() =>
  withPortalTexts(import('./footprint-screens.tsx')).then((m) => ({ default: m.FootprintCreateScreen })),
);
const FootprintEdit = lazy(() =>
  withPortalTexts(import('./footprint-screens.tsx')).then((m) => ({ default: m.FootprintEditScreen })),
);
const CalculatorPage = lazy(() =>
  withPortalTexts(import('./calculator/calculator-page.tsx')).then((m) => ({ default: m.CalculatorPage })),
);

/**
 * Carbon footprints: the generated list of the caller's footprints (search, filters, CSV), their own detail with the
 * chart and the PDF report, and the calculator (`/carbon-foot-print-calculator/evaluator`), where one is computed and
 * saved; the chart library loads only with the calculator and the detail.
 */
export const carbonFootprintsUnit = resourceUnit<typeof carbonFootprints>({
  name: 'carbon-foot-print',
  icon: createElement(Co2Outlined),
  screens: { show: FootprintShow, create: FootprintCreate, edit: FootprintEdit },
  pages: [
    {
      route: CALCULATOR_ROUTE,
      element: createElement(CalculatorPage),
      icon: createElement(Co2Outlined),
      subPath: CALCULATOR_SUB_PATH,
    },
  ],
});

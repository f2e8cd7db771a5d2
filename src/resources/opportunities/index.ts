import { createElement, lazy } from 'react';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import type { opportunities } from '../../../domain/resources/opportunities.ts';
import { resourceUnit } from '../generic/resource-unit.ts';
import { opportunityCells } from './opportunity-cells.tsx';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';

const OpportunityShow = lazy(() =>
  withPortalTexts(import('./opportunity-show.tsx')).then((m) => ({ default: m.OpportunityShow })),
);

/** Opportunities: the generated list with status chips, their own detail (transitions and history). */
export const opportunitiesUnit = resourceUnit<typeof opportunities>({
  name: 'opportunity',
  icon: createElement(RequestQuoteOutlined),
  cells: opportunityCells,
  screens: { show: OpportunityShow },
});

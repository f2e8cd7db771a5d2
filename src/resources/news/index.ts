import { createElement, lazy } from 'react';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import type { newsPosts } from '../../../domain/resources/news.ts';
import { resourceUnit } from '../generic/resource-unit.ts';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';

const NewsShow = lazy(() => withPortalTexts(import('./news-show.tsx')).then((m) => ({ default: m.NewsShow })));

/**
 * The network's news: the generated list (readers see what is published for them, writers also their drafts), form and
 * timeline; the post's own detail renders its sanitised text, image and link. The dashboards show the latest
 * (`news-card.tsx`).
 */
export const newsUnit = resourceUnit<typeof newsPosts>({
  name: 'news',
  icon: createElement(CampaignOutlined),
  cells: {
    networkId: (_value, row, t) => (typeof row.networkName === 'string' ? row.networkName : t('news.allNetworks')),
  },
  screens: { show: NewsShow },
  form: {
    fields: ['title', 'body', 'link', 'networkId', 'audienceRoles', 'publishAt', 'expiresAt'],
    afterSave: 'show',
  },
});

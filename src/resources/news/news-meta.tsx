import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { NewsRecord } from '../../../domain/api/news.ts';

/** When a post was published, by whom and for which network. */
export function NewsMeta({ post }: { post: NewsRecord }) {
  const { t } = useTranslation();
  const parts = [
    t('news.detail.publishedOn', { date: post.publishAt }),
    post.authorName ? t('news.detail.by', { name: post.authorName }) : null,
    `· ${post.networkName ?? t('news.allNetworks')}`,
  ].filter((part) => part !== null);
  return (
    <Typography variant="body2" color="text.secondary">
      {parts.join(' ')}
    </Typography>
  );
}

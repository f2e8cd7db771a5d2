import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface NotificationsPagingProps {
  page: number;
  pageCount: number;
  total: number;
  onChange: (page: number) => void;
}

/** Results found, and the pages (first, previous, numbers, next, last) when there is more than one. */
export function NotificationsPaging({ page, pageCount, total, onChange }: NotificationsPagingProps) {
  const { t } = useTranslation();
  const itemLabel = (type: string, item: number | null, selected: boolean) => {
    if (type === 'page') return t(selected ? 'notifications-page.paging.current' : 'notifications-page.paging.page', { page: item ?? 0 });
    return t(`notifications-page.paging.${type}`);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">{t('notifications-page.paging.results', { count: total })}</Typography>
      {pageCount > 1 && (
        <Pagination
          page={page}
          count={pageCount}
          showFirstButton
          showLastButton
          getItemAriaLabel={itemLabel}
          onChange={(_event, next) => { onChange(next); }}
          aria-label={t('notifications-page.paging.label')}
        />
      )}
    </Stack>
  );
}

import { useTranslation } from '../../i18n/use-translation.ts';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';

export interface ListPaginationProps {
  /** Total number of results; `undefined` while the first answer is on its way, so no false "0" is announced. */
  count: number | undefined;
  /** A new page or search is on its way: the status says so instead of the previous total. */
  searching?: boolean;
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** A choice of how many rows a page shows, drawn beside the results count (lists whose page size is the user's). */
  pageSizeControl?: ReactNode;
}

/** Number of pages for `count` results, at least one. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, pageSize)));
}

/** The paging labels of every list (spec section 2): results found, first, previous, pages, next, last. */
export function ListPagination({
  count,
  searching = false,
  page,
  pageSize,
  onPageChange,
  pageSizeControl,
}: ListPaginationProps) {
  const { t } = useTranslation();
  const pages = pageCount(count ?? 0, pageSize);
  const labelFor = (type: string, itemPage: number | null): string => {
    switch (type) {
      case 'first':
        return t('shell-ui.pagination.first');
      case 'previous':
        return t('shell-ui.pagination.previous');
      case 'next':
        return t('shell-ui.pagination.next');
      case 'last':
        return t('shell-ui.pagination.last');
      default:
        return t('shell-ui.pagination.page', { page: itemPage ?? '' });
    }
  };
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" role="status">
          {count === undefined || searching
            ? t('shell-ui.pagination.searching')
            : t('shell-ui.pagination.resultsFound', { count })}
        </Typography>
        {pageSizeControl}
      </Box>
      <Pagination
        aria-label={t('shell-ui.pagination.label')}
        count={pages}
        page={Math.min(Math.max(1, page), pages)}
        showFirstButton
        showLastButton
        color="primary"
        getItemAriaLabel={labelFor}
        onChange={(_event, next) => {
          onPageChange(next);
        }}
      />
    </Box>
  );
}

import { useCallback, useState } from 'react';
import { pageCount } from './list-pagination.tsx';

/**
 * Where a paged list stands: what narrows it (a search text, a status tab) and the page. Narrowing goes back to page
 * 1; `settle` answers the page count of an answer's total and, once no answer is on its way, moves a page past the
 * last (rows removed meanwhile) back to the last.
 */
export function usePagedFilter<Filter>(initial: Filter, pageSize: number) {
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(1);
  const narrow = useCallback((next: Filter) => {
    setFilter(next);
    setPage(1);
  }, []);
  const settle = (total: number, fetching: boolean): number => {
    const pages = pageCount(total, pageSize);
    if (!fetching && page > pages) setPage(pages);
    return pages;
  };
  return { filter, narrow, page, setPage, settle };
}
